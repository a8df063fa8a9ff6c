import type { Kysely } from 'kysely';
import { MSG } from '@shared/messages';
import {
  completionChatMessage,
  detailsChatMessage,
  newOrderNoticeText,
  ORDER_MSG,
  pricingChatMessage,
  rejectionChatMessage,
  statusChangeRefused,
  statusNoticeText,
  transitionRefused,
} from '@shared/orders/messages';
import { checkTransition, detailsEditable, ORDER_ACTIONS, ORDER_TRANSITIONS, type OrderAction, type OrderParty, type OrderStatus } from '@shared/orders/state-machine';
import { minutesToEstimatedTime } from '@shared/orders/delivery-time';
import type { z } from 'zod';
import type { createOrderInput } from '@shared/orders/schemas';
import type { DB } from '../../db/connection';
import type { Database, OrderRow, UserRow } from '../../db/schema';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { notify, notifyAll, type NewNotification } from '../notifications/notices';
import { insertChatMessage } from '../chat/messages';
import { findOrderContext, orderForParty, type OrderContext } from './access';
import { publishLiveAll } from '../notifications/live-hub';
import { assertCafeTakesOrders } from '../cafes/availability';
import { refundOrder, settleOrder } from './money';
import { writeTransaction } from '../../db/write-transaction';

/*
 * Every change of an order's status goes through `applyTransition` (takeOrderPayment alone does
 * the `pay` transition itself, to check the price in the same UPDATE), which checks the shared
 * state machine (DOMAIN.md §2) and updates the row only if its status is still the one checked,
 * so two racing changes cannot both succeed. Each public function below runs in ONE transaction
 * (its own write transaction, or the caller's `trx`) with the money it moves: completion settles
 * the escrow, a rejection or cancellation refunds it, and a verified payment calls markOrderPaid.
 */

function refusal(status: OrderStatus, action: OrderAction, party: OrderParty) {
  const check = checkTransition(status, action, party);
  if (check.ok) return null;
  return check.reason === 'not_allowed_party' ? fail.forbidden(ORDER_MSG.notYourAction) : fail.conflict(transitionRefused(status, action));
}

async function applyTransition(
  trx: Kysely<Database>,
  ctx: OrderContext,
  action: OrderAction,
  party: OrderParty,
  patch: Partial<Omit<OrderRow, 'id' | 'status'>>,
  now: Date,
): Promise<OrderRow> {
  const refused = refusal(ctx.order.status, action, party);
  if (refused) throw refused;
  const to = ORDER_TRANSITIONS[action].to;
  const changes = { ...patch, status: to, updated_at: nowIso(now) };
  const result = await trx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', ctx.order.id)
    .where('status', '=', ctx.order.status)
    .executeTakeFirst();
  // Someone changed the order between our read and this write: report it as the state it is now in.
  if (Number(result.numUpdatedRows) !== 1) {
    const fresh = await findOrderContext(trx, ctx.order.id);
    throw fail.conflict(transitionRefused(fresh?.order.status ?? ctx.order.status, action));
  }
  await publishOrderChange(trx, ctx, to, party);
  return { ...ctx.order, ...changes };
}

/**
 * The live hint that an order changed, to the customer and the cafe (inside the change's
 * transaction). `to` is the status after the change: the same status when only details changed.
 */
async function publishOrderChange(trx: Kysely<Database>, ctx: OrderContext, to: OrderStatus, party: OrderParty) {
  const data = { order_id: ctx.order.id, status: to, by: party };
  await publishLiveAll(trx, [ctx.order.user_id, ctx.cafeOwnerId].map((userId) => ({ userId, type: 'order' as const, data })));
}

function statusNotice(ctx: OrderContext, order: OrderRow, to: 'customer' | 'cafe'): { userId: string; note: NewNotification } {
  const forCafe = to === 'cafe';
  return {
    userId: forCafe ? ctx.cafeOwnerId : order.user_id,
    note: {
      type: 'order_status',
      title: ORDER_MSG.statusTitle,
      message: statusNoticeText(order.service_type, order.status, forCafe),
      data: { order_id: order.id, status: order.status, service_type: order.service_type },
    },
  };
}

async function noticeStatus(trx: Kysely<Database>, ctx: OrderContext, order: OrderRow, to: 'customer' | 'cafe', now: Date) {
  const { userId, note } = statusNotice(ctx, order, to);
  await notify(trx, userId, note, now);
}

// ---------------------------------------------------------------------------------------------
// Creation (the wizard)

async function orderByRequestKey(db: Kysely<Database>, userId: string, key: string) {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('client_request_key', '=', key).executeTakeFirst();
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE|unique/.test(error.message);
}

/**
 * The customer's order: a service of the cafe when it has services, the customer's own service
 * text when it has none. Price and time come from the service, never from the request. The same
 * request key returns the order it already made (a double-submitted wizard makes one order).
 */
export async function createOrder(
  db: DB,
  user: UserRow,
  input: z.output<typeof createOrderInput>,
  now: Date,
): Promise<{ order: OrderRow; created: boolean }> {
  if (input.client_request_key) {
    const existing = await orderByRequestKey(db, user.id, input.client_request_key);
    if (existing) return { order: existing, created: false };
  }
  const cafe = await assertCafeTakesOrders(db, input.cafe_id);
  let service: Pick<OrderRow, 'task_id' | 'service_type' | 'category' | 'base_price' | 'estimated_time'>;
  if (input.task_id) {
    const task = await db.selectFrom('tasks').selectAll().where('id', '=', input.task_id).executeTakeFirst();
    if (!task) throw fail.notFound(ORDER_MSG.taskNotFound);
    if (task.cafe_id !== cafe.id) throw fail.unprocessable(ORDER_MSG.taskNotOfCafe, 'task_id');
    service = {
      task_id: task.id,
      service_type: task.title,
      category: task.category,
      base_price: task.base_price,
      estimated_time: minutesToEstimatedTime(task.estimated_minutes),
    };
  } else {
    const hasTasks = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirst();
    if (hasTasks) throw fail.unprocessable(ORDER_MSG.taskRequired, 'task_id');
    if (!input.service_type) throw fail.unprocessable(ORDER_MSG.serviceRequired, 'service_type');
    service = { task_id: null, service_type: input.service_type, category: null, base_price: null, estimated_time: null };
  }
  const at = nowIso(now);
  const order: OrderRow = {
    id: newId(),
    user_id: user.id,
    cafe_id: cafe.id,
    ...service,
    description: input.description,
    status: 'pending',
    payment_status: 'unpaid',
    price: null,
    assigned_employee: null,
    rejection_reason: null,
    client_request_key: input.client_request_key,
    created_at: at,
    updated_at: at,
    priced_at: null,
    paid_at: null,
    completed_at: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(order).execute();
      await notify(
        trx,
        cafe.owner_id,
        {
          type: 'new_order',
          title: ORDER_MSG.newOrderTitle,
          message: newOrderNoticeText(order.service_type, user.name ?? user.username),
          data: { order_id: order.id, service_type: order.service_type, status: order.status },
        },
        now,
      );
    });
  } catch (error) {
    // Two submits with one key raced past the look-up above: the first one's order is the answer.
    if (input.client_request_key && isUniqueViolation(error)) {
      const existing = await orderByRequestKey(db, user.id, input.client_request_key);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
  return { order, created: true };
}

/** Returns what escrow holds for an ended order to the customer's wallet and marks it refunded. */
async function refundIfPaid(trx: Kysely<Database>, order: OrderRow, actor: UserRow, now: Date): Promise<OrderRow> {
  const refund = await refundOrder(trx, { orderId: order.id, userId: order.user_id, actorId: actor.id, now });
  if (!refund) return order;
  await trx.updateTable('orders').set({ payment_status: 'refunded' }).where('id', '=', order.id).execute();
  return { ...order, payment_status: 'refunded' };
}

// ---------------------------------------------------------------------------------------------
// The cafe's decisions

/**
 * Review and pricing (one action): price in rials, a delivery estimate and an optional
 * assignee; posts the proposal to the order chat; the order waits for payment.
 */
export async function priceOrder(
  db: DB,
  user: UserRow,
  input: { orderId: string; price: number; estimated_time: string; assigned_employee: string | null },
  now: Date,
): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  return db.transaction().execute(async (trx) => {
    const order = await applyTransition(
      trx,
      ctx,
      'price',
      ctx.party,
      { price: input.price, estimated_time: input.estimated_time, assigned_employee: input.assigned_employee, priced_at: nowIso(now) },
      now,
    );
    await insertChatMessage(
      trx,
      { order: ctx, senderId: ctx.cafeOwnerId, kind: 'pricing', message: pricingChatMessage(input.price, input.estimated_time) },
      now,
    );
    await noticeStatus(trx, ctx, order, 'customer', now);
    return order;
  });
}

/**
 * "Edit details" (spec 2 §4): the cafe changes the delivery time and the assignee of an order it
 * works on. The status stays; a new time is told to the customer in the chat. The row is updated
 * only while it is still in progress, so a completion racing this edit wins cleanly.
 */
export async function editOrderDetails(
  db: DB,
  user: UserRow,
  input: { orderId: string; estimated_time: string; assigned_employee: string | null },
  now: Date,
): Promise<void> {
  const ctx = await orderForParty(db, user, input.orderId);
  if (ctx.party !== 'cafe') throw fail.forbidden(ORDER_MSG.notYourAction);
  if (!detailsEditable(ctx.order.status)) throw fail.conflict(ORDER_MSG.detailsNotEditable);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ estimated_time: input.estimated_time, assigned_employee: input.assigned_employee, updated_at: nowIso(now) })
      .where('id', '=', ctx.order.id)
      .where('status', '=', ctx.order.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw fail.conflict(ORDER_MSG.detailsNotEditable);
    if (input.estimated_time !== ctx.order.estimated_time) {
      await insertChatMessage(trx, { order: ctx, senderId: ctx.cafeOwnerId, kind: 'status', message: detailsChatMessage(input.estimated_time) }, now);
    }
    await publishOrderChange(trx, ctx, ctx.order.status, 'cafe');
  });
}

/**
 * The cafe rejects a pending order with its reason. A pending order has not been paid, so the
 * refund inside is a no-op today; it is there so a paid order can never end without its money.
 */
export async function rejectOrder(db: DB, user: UserRow, input: { orderId: string; reason: string }, now: Date): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  return writeTransaction(db, async (trx) => {
    const order = await refundIfPaid(trx, await applyTransition(trx, ctx, 'reject', ctx.party, { rejection_reason: input.reason }, now), user, now);
    await insertChatMessage(trx, { order: ctx, senderId: ctx.cafeOwnerId, kind: 'status', message: rejectionChatMessage(input.reason) }, now);
    await noticeStatus(trx, ctx, order, 'customer', now);
    return order;
  });
}

/**
 * The cafe completes an in-progress order (its final file, if any, is uploaded before). The
 * settlement (escrow → cafe earning and platform fee, DOMAIN.md §3) is in the same transaction.
 */
export async function completeOrder(db: DB, user: UserRow, input: { orderId: string }, now: Date): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  return writeTransaction(db, async (trx) => {
    const order = await applyTransition(trx, ctx, 'complete', ctx.party, { completed_at: nowIso(now) }, now);
    // What the escrow holds for the order goes to the cafe and the platform (nothing when unpaid).
    await settleOrder(trx, { orderId: order.id, cafeId: order.cafe_id, cafeUserId: ctx.cafeOwnerId, now });
    // The newest final file rides on the completion message, so the chat offers it too.
    const final = await trx
      .selectFrom('order_files')
      .select('id')
      .where('order_id', '=', order.id)
      .where('is_final', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    await insertChatMessage(
      trx,
      { order: ctx, senderId: ctx.cafeOwnerId, kind: 'status', message: completionChatMessage(Boolean(final)), fileId: final?.id, isFinal: Boolean(final) },
      now,
    );
    await noticeStatus(trx, ctx, order, 'customer', now);
    return order;
  });
}

/** The customer cancels a pending or unpaid order; as for rejection, any payment held is refunded. */
export async function cancelOrder(db: DB, user: UserRow, input: { orderId: string }, now: Date): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  return writeTransaction(db, async (trx) => {
    const order = await refundIfPaid(trx, await applyTransition(trx, ctx, 'cancel', ctx.party, {}, now), user, now);
    await insertChatMessage(trx, { order: ctx, senderId: order.user_id, kind: 'status', message: ORDER_MSG.cancelledChat }, now);
    await noticeStatus(trx, ctx, order, 'cafe', now);
    return order;
  });
}

/** An admin moves a pending order to work without an online payment (spec 3 §4). */
export async function startOrder(
  db: DB,
  user: UserRow,
  input: { orderId: string },
  now: Date,
  /** Written in the same transaction as the change (the admin console's audit row). */
  alongside?: (trx: Kysely<Database>, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  return db.transaction().execute(async (trx) => {
    const order = await applyTransition(trx, ctx, 'start', ctx.party, {}, now);
    await noticeStatus(trx, ctx, order, 'customer', now);
    await noticeStatus(trx, ctx, order, 'cafe', now);
    if (alongside) await alongside(trx, order);
    return order;
  });
}

/**
 * PATCH /api/order/{id}/status names a target status. It runs the action that leads there for
 * the caller, except paying (only a verified payment pays) and pricing (it needs a price).
 */
export async function changeStatus(
  db: DB,
  user: UserRow,
  input: { orderId: string; status: OrderStatus; reason?: string | null },
  now: Date,
): Promise<OrderRow> {
  const ctx = await orderForParty(db, user, input.orderId);
  if (input.status === 'pending_payment') throw fail.unprocessable(ORDER_MSG.priceAndTimeRequired, 'status');
  const leadingThere = ORDER_ACTIONS.filter((a) => a !== 'pay' && a !== 'price' && ORDER_TRANSITIONS[a].to === input.status);
  const action = leadingThere.find((a) => ORDER_TRANSITIONS[a].by === ctx.party);
  if (!action) {
    if (leadingThere.length > 0 || input.status === 'in_progress') throw fail.forbidden(ORDER_MSG.notYourAction);
    // No action leads there (pending): say so, naming where the order stands and where it was asked to go.
    throw fail.conflict(statusChangeRefused(ctx.order.status, input.status));
  }
  switch (action) {
    case 'reject': {
      const reason = input.reason?.trim();
      if (!reason) throw fail.unprocessable(ORDER_MSG.rejectReasonRequired, 'reason');
      return rejectOrder(db, user, { orderId: input.orderId, reason }, now);
    }
    case 'complete':
      return completeOrder(db, user, input, now);
    case 'cancel':
      return cancelOrder(db, user, input, now);
    case 'start':
      return startOrder(db, user, input, now);
    default:
      throw fail.conflict(ORDER_MSG.statusUnknown);
  }
}

// ---------------------------------------------------------------------------------------------
// Payment hand-off (the money side calls these)

/**
 * What the payment page and the payment call need: the caller's order, waiting for payment,
 * with its price in rials. 404 missing, 403 not the customer's, 409 "not ready for payment".
 */
export async function payableOrder(
  db: Kysely<Database>,
  user: UserRow,
  orderId: string,
): Promise<{ order: OrderRow; price: number; cafeName: string; ctx: OrderContext }> {
  const ctx = await orderForParty(db, user, orderId);
  if (ctx.party !== 'customer') throw fail.forbidden(MSG.forbidden);
  if (ctx.order.status !== 'pending_payment' || ctx.order.price === null) throw fail.conflict(ORDER_MSG.notPayable);
  // Money goes to a cafe that can do the work: not one the admin switched off or whose manager is blocked.
  if (!(await cafeIsActive(db, ctx.order.cafe_id))) throw fail.conflict(ORDER_MSG.cafeInactiveNotPayable);
  return { order: ctx.order, price: ctx.order.price, cafeName: ctx.cafeName, ctx: { order: ctx.order, cafeOwnerId: ctx.cafeOwnerId, cafeName: ctx.cafeName } };
}

export async function cafeIsActive(db: Kysely<Database>, cafeId: string): Promise<boolean> {
  const cafe = await db.selectFrom('cafes').select('is_active').where('id', '=', cafeId).executeTakeFirst();
  return cafe?.is_active === 1;
}

/**
 * A verified payment (gateway or wallet) pays the order: pending_payment → in_progress with
 * payment_status paid. Runs inside the CALLER's transaction — the same one that writes the
 * ledger transfer — and opens none of its own. Throws 409 (and so rolls the caller back) when
 * the order is not waiting for payment, e.g. a second verify of the same payment.
 */
export async function markOrderPaid(trx: Kysely<Database>, { orderId, now }: { orderId: string; now: Date }): Promise<OrderRow> {
  const { ctx, order } = await markOrderPaidQuietly(trx, { orderId, now });
  await writeOrderPaidNotices(trx, ctx, order, now);
  return order;
}

/**
 * markOrderPaid without its chat message and notices: for a money transaction that keeps to the
 * ledger and the status change and calls announceOrderPaid right after it commits.
 */
export async function markOrderPaidQuietly(trx: Kysely<Database>, { orderId, now }: { orderId: string; now: Date }) {
  const ctx = await findOrderContext(trx, orderId);
  if (!ctx) throw fail.notFound(ORDER_MSG.orderNotFound);
  if (ctx.order.status !== 'pending_payment') throw fail.conflict(ORDER_MSG.notPayable);
  const order = await applyTransition(trx, ctx, 'pay', 'customer', { payment_status: 'paid', paid_at: nowIso(now) }, now);
  return { ctx, order };
}

/**
 * The wallet payment's status change (issue 13), in the caller's money transaction, for an order
 * read by payableOrder before the transaction: pending_payment → in_progress with payment_status
 * paid as one UPDATE … RETURNING that also checks the order is still waiting for payment at the
 * price the payer was shown. Null when it is not (the caller answers 409 and rolls back); the live
 * hints are sent by publishOrderPaid once the money has moved too.
 */
export async function takeOrderPayment(trx: Kysely<Database>, ctx: OrderContext, price: number, now: Date): Promise<OrderRow | null> {
  const refused = refusal('pending_payment', 'pay', 'customer');
  if (refused) throw refused;
  const at = nowIso(now);
  const row = await trx
    .updateTable('orders')
    .set({ payment_status: 'paid', paid_at: at, status: ORDER_TRANSITIONS.pay.to, updated_at: at })
    .where('id', '=', ctx.order.id)
    .where('status', '=', 'pending_payment')
    .where('price', '=', price)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The live hints of takeOrderPayment's change, as applyTransition sends them. */
export async function publishOrderPaid(trx: Kysely<Database>, ctx: OrderContext): Promise<void> {
  await publishOrderChange(trx, ctx, ORDER_TRANSITIONS.pay.to, 'customer');
}

/** The chat line and the two notices of a paid order, in the caller's transaction. */
async function writeOrderPaidNotices(trx: Kysely<Database>, ctx: OrderContext, order: OrderRow, now: Date): Promise<void> {
  await insertChatMessage(trx, { order: ctx, senderId: order.user_id, kind: 'status', message: ORDER_MSG.paidChat }, now);
  await notifyAll(trx, [statusNotice(ctx, order, 'cafe'), statusNotice(ctx, order, 'customer')], now);
}

/** The same after the money transaction committed: one short transaction of its own. */
export async function announceOrderPaid(db: DB, ctx: OrderContext, order: OrderRow, now: Date): Promise<void> {
  await db.transaction().execute((trx) => writeOrderPaidNotices(trx, ctx, order, now));
}
