import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { setTrackingInput } from '@shared/store/admin-schemas';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { StoreOrderView } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database, StoreOrderRow, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { nowIso } from '../../ids';
import { recordAudit } from '../audit/log';
import { notify } from '../notifications/notices';
import { storeOrderView } from './orders';

/**
 * The admin ships a paid store order that has physical items: the post's tracking link is stored
 * in fulfillment.tracking_url (spec 3 "Store order"), the change goes to the audit log (who, when,
 * old and new link) and the buyer is told, all in one transaction. Setting it again corrects it;
 * the same link again changes nothing and tells no one twice. docs/decisions.md "Shipping a store order".
 */
export async function setStoreOrderTracking(
  db: Kysely<Database>,
  admin: UserRow,
  input: z.output<typeof setTrackingInput>,
  now: Date,
): Promise<StoreOrderView> {
  const order = await writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('store_orders').selectAll().where('id', '=', input.order_id).executeTakeFirst();
    if (!current) throw fail.notFound(STORE_MSG.orderNotFound);
    assertShippableNow(current);
    if (current.tracking_url === input.tracking_url) return current;
    // The status condition again: nothing turns a paid order back, but the write states its rule.
    const updated = await trx
      .updateTable('store_orders')
      .set({ tracking_url: input.tracking_url, updated_at: nowIso(now) })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('requires_shipping', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
    const buyer = await trx.selectFrom('users').select('username').where('id', '=', current.user_id).executeTakeFirst();
    await recordAudit(
      trx,
      admin,
      {
        action: 'store_order.tracking',
        area: 'store',
        targetId: current.id,
        label: buyer?.username ?? '',
        before: { tracking_url: current.tracking_url },
        after: { tracking_url: updated.tracking_url },
      },
      now,
    );
    await notify(
      trx,
      current.user_id,
      {
        type: 'system',
        title: STORE_MSG.noticeTitle,
        message: current.tracking_url ? STORE_MSG.trackingChangedNotice : STORE_MSG.shippedNotice,
        data: { store_order_id: current.id },
      },
      now,
    );
    return updated;
  });
  return storeOrderView(db, order);
}

/**
 * Only a paid order, or a pending cash one (paid on delivery, so posted first), with something to
 * post: unpaid online or cancelled is a state (409), nothing to post never changes (422).
 */
function assertShippableNow(order: StoreOrderRow): void {
  if (order.status === 'cancelled') throw fail.conflict(M.trackingCancelled);
  const cashDue = order.status === 'pending' && order.payment_method === 'cash';
  if (order.status !== 'paid' && !cashDue) throw fail.conflict(M.trackingNotPaid);
  if (order.requires_shipping !== 1) throw fail.unprocessable(M.trackingNoShipping);
}
