import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { cashOrdersInput } from '@shared/store/admin-schemas';
import type { CashOrdersPage } from '@shared/store/admin-types';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { StoreOrderView } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { recordAudit } from '../audit/log';
import { notify } from '../notifications/notices';
import { storePaymentOnDelivery } from '../wallet/credits';
import { storeOrderView } from './orders';
import { markPendingOrderPaid } from './paid-transition';

/**
 * The admin records that the post collected a cash order's total: pending → paid and one ledger
 * transfer gateway → platform (`store_payment_in`), audited, the buyer told, in one transaction.
 * The update is conditional on `pending`, so a double click or a race moves the money once.
 * docs/decisions.md "Cash on delivery completes".
 */
export async function markCashReceived(db: Kysely<Database>, admin: UserRow, orderId: string, now: Date): Promise<StoreOrderView> {
  const order = await writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('store_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!current) throw fail.notFound(STORE_MSG.orderNotFound);
    if (current.payment_method !== 'cash') throw fail.conflict(M.cashNotCash);
    if (current.status === 'cancelled') throw fail.conflict(M.cashCancelled);
    // Physical goods only (checkout refuses cash otherwise), so no purchases to record here.
    const updated = await markPendingOrderPaid(trx, orderId, now, M.cashNotPending);
    await storePaymentOnDelivery(trx, { storeOrderId: orderId, userId: current.user_id, adminId: admin.id, amount: current.total, now });
    const buyer = await trx.selectFrom('users').select('username').where('id', '=', current.user_id).executeTakeFirst();
    await recordAudit(
      trx,
      admin,
      {
        action: 'store_order.cash_received',
        area: 'store',
        targetId: orderId,
        label: buyer?.username ?? '',
        before: { status: current.status },
        after: { status: updated.status, amount: updated.total },
      },
      now,
    );
    await notify(
      trx,
      current.user_id,
      { type: 'system', title: STORE_MSG.noticeTitle, message: STORE_MSG.cashReceivedNotice, data: { store_order_id: orderId } },
      now,
    );
    return updated;
  });
  return storeOrderView(db, order);
}

/** The pending cash orders, newest first, paged on store_orders_method_status_created_id_idx. */
export async function cashOrdersDue(db: Kysely<Database>, input: z.output<typeof cashOrdersInput>): Promise<CashOrdersPage> {
  const rows = await db
    .selectFrom('store_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'u.username', 'o.total', 'o.created_at', 'o.tracking_url'])
    .where('o.payment_method', '=', 'cash')
    .where('o.status', '=', 'pending')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(input.limit + 1)
    .offset(input.skip)
    .execute();
  return {
    items: rows.slice(0, input.limit).map((r) => ({ id: r.id, user_name: r.username, total: r.total, created_at: r.created_at, tracking_url: r.tracking_url })),
    skip: input.skip,
    limit: input.limit,
    has_more: rows.length > input.limit,
  };
}
