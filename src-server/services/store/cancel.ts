import type { Kysely } from 'kysely';
import type { StoreOrderView } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database, StoreOrderRow, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { nowIso } from '../../ids';
import { ownStoreOrder, storeOrderView } from './orders';

/**
 * The buyer cancels a store order while it waits for payment (pending → cancelled, an end).
 * Nothing else changes: an unpaid order holds no money and the store reserves no stock (products
 * have no stock count), so there is nothing to release. A gateway payment the buyer started
 * before cancelling and completes afterwards lands on a cancelled order, which payments/purposes.ts
 * credits to the payer's wallet instead (DOMAIN.md §3: money is never lost).
 */
export async function cancelStoreOrder(db: Kysely<Database>, buyer: UserRow, orderId: string, now: Date): Promise<StoreOrderView> {
  // 404 / 403 like every other buyer call on a store order, before taking the write lock.
  await ownStoreOrder(db, buyer, orderId);
  const cancelled = await writeTransaction(db, async (trx) => {
    const at = nowIso(now);
    // The status condition is the guard: a payment committing first leaves nothing to cancel.
    const row = await trx
      .updateTable('store_orders')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', orderId)
      .where('user_id', '=', buyer.id)
      .where('status', '=', 'pending')
      // A cash order already posted is on its way: the buyer pays on delivery, not cancels.
      .where('tracking_url', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const current = await trx.selectFrom('store_orders').select(['status', 'tracking_url']).where('id', '=', orderId).executeTakeFirstOrThrow();
      throw fail.conflict(current.status === 'pending' && current.tracking_url ? STORE_MSG.shippedNotCancellable : notCancellableMessage(current.status));
    }
    return row;
  });
  return storeOrderView(db, cancelled);
}

export function notCancellableMessage(status: StoreOrderRow['status']): string {
  return status === 'paid' ? STORE_MSG.paidNotCancellable : STORE_MSG.alreadyCancelled;
}

/** Why an order cannot be paid (or changed) now: cancelled says so, anything else is "not payable". */
export function notPayableMessage(status: StoreOrderRow['status']): string {
  return status === 'cancelled' ? STORE_MSG.orderCancelled : STORE_MSG.notPayable;
}
