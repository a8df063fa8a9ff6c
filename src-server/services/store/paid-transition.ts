import type { Kysely } from 'kysely';
import type { Database, StoreOrderRow } from '../../db/schema';
import { fail } from '../../errors';
import { nowIso } from '../../ids';

/**
 * The one pending → paid move of a store order, whoever pays (wallet, gateway, free checkout,
 * cash on delivery). Conditional on `pending`, so of a race or a repeat only one wins; the loser
 * gets 409 with the caller's own wording, which rolls the caller's transaction (and its money) back.
 * The caller's side effects (purchases, notices, audit) follow it in the same transaction.
 */
export async function markPendingOrderPaid(trx: Kysely<Database>, orderId: string, now: Date, notPendingMessage: string): Promise<StoreOrderRow> {
  const at = nowIso(now);
  const order = await trx
    .updateTable('store_orders')
    .set({ status: 'paid', paid_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!order) throw fail.conflict(notPendingMessage);
  return order;
}
