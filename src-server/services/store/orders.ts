import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { checkoutInput } from '@shared/store/schemas';
import { formatToman } from '@shared/wallet/money';
import { isOwnableType, type ShippingInfo, type StoreOrderView } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database, StoreOrderRow, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError, fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { notify } from '../notifications/notices';
import { markPendingOrderPaid } from './paid-transition';
import { parseJson } from './products';

/**
 * Store orders (spec 3 "Checkout", "Store order payment"; DOMAIN.md §3): checkout turns a cart
 * into an order priced from the database; an order waits for payment (`pending`) and becomes
 * `paid` once, at which moment its digital items and courses become the buyer's products, or
 * `cancelled` by its buyer (cancel.ts).
 */

type CheckoutValues = z.output<typeof checkoutInput>;

export interface CheckoutAnswer {
  id: string;
  free: boolean;
  total: number;
  status: StoreOrderRow['status'];
}

const answerOf = (order: Pick<StoreOrderRow, 'id' | 'total' | 'status'>): CheckoutAnswer => ({
  id: order.id,
  free: order.total === 0,
  total: order.total,
  status: order.status,
});

/**
 * One write transaction: the same (buyer, request key) answers the order it already made, even
 * when both submits arrive at once; prices come from the products table; a free order is paid
 * at once. Nothing is written unless every check passes.
 */
export async function checkout(db: Kysely<Database>, user: UserRow, input: CheckoutValues, now: Date): Promise<CheckoutAnswer> {
  return writeTransaction(db, async (trx) => {
    const earlier = await trx
      .selectFrom('store_orders')
      .select(['id', 'total', 'status'])
      .where('user_id', '=', user.id)
      .where('request_key', '=', input.request_key)
      .executeTakeFirst();
    if (earlier) return answerOf(earlier);

    const ids = input.items.map((line) => line.product_id);
    const products = await trx
      .selectFrom('products')
      .select(['id', 'name', 'price', 'product_type', 'requires_shipping', 'is_active'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(products.map((p) => [p.id, p]));
    const lines = input.items.map((line, i) => {
      const product = byId.get(line.product_id);
      // 409 like a product no longer sold: the buyer's cart is stale, and the page refreshes it.
      if (!product) throw fail.conflict(STORE_MSG.productGone);
      if (product.is_active !== 1) throw fail.conflict(`${STORE_MSG.productUnavailable}: ${product.name}`);
      // One copy of a file or course is all anyone can own; more would charge for nothing.
      if (isOwnableType(product.product_type) && line.quantity !== 1) throw fail.unprocessable(`${STORE_MSG.oneCopyOnly}: ${product.name}`, `items.${i}.quantity`);
      return {
        id: newId(),
        line_no: i + 1,
        product_id: product.id,
        name: product.name,
        product_type: product.product_type,
        price: product.price,
        quantity: line.quantity,
        requires_shipping: product.requires_shipping,
      };
    });
    const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    if (input.expected_total != null && input.expected_total !== total) {
      throw new DomainError('CONFLICT', STORE_MSG.totalChanged, { total });
    }
    const requiresShipping = lines.some((line) => line.requires_shipping === 1);
    if (requiresShipping && !input.shipping) throw fail.unprocessable(STORE_MSG.shippingIncomplete, 'shipping');
    if (input.payment_method === 'cash' && !lines.every((line) => line.requires_shipping === 1)) {
      throw fail.unprocessable(STORE_MSG.cashNeedsShipping, 'payment_method');
    }
    const ownable = lines.filter((line) => isOwnableType(line.product_type)).map((line) => line.product_id);
    if (ownable.length > 0) {
      const owned = await trx.selectFrom('purchased_products').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', ownable).executeTakeFirst();
      if (owned) throw fail.conflict(`${STORE_MSG.alreadyOwned}: ${byId.get(owned.product_id)!.name}`);
    }

    const at = nowIso(now);
    const order: StoreOrderRow = {
      id: newId(),
      user_id: user.id,
      status: 'pending',
      total,
      payment_method: input.payment_method,
      requires_shipping: requiresShipping ? 1 : 0,
      shipping: input.shipping ? JSON.stringify(input.shipping) : null,
      tracking_url: null,
      request_key: input.request_key,
      created_at: at,
      updated_at: at,
      paid_at: null,
    };
    await trx.insertInto('store_orders').values(order).execute();
    await trx
      .insertInto('store_order_items')
      .values(lines.map((line) => ({ ...line, order_id: order.id })))
      .execute();
    if (total === 0) return answerOf(await markStoreOrderPaid(trx, order.id, now));
    return answerOf(order);
  });
}

/**
 * pending → paid, the purchases recorded and the buyer told. Runs inside the CALLER's write
 * transaction (the one that moves the money) and throws 409 when the order is not pending,
 * which rolls that transaction back.
 */
export async function markStoreOrderPaid(trx: Kysely<Database>, orderId: string, now: Date): Promise<StoreOrderRow> {
  const order = await markPendingOrderPaid(trx, orderId, now, STORE_MSG.notPayable);
  await recordPurchases(trx, order, now);
  await notify(
    trx,
    order.user_id,
    {
      type: 'system',
      title: STORE_MSG.noticeTitle,
      message: order.total === 0 ? STORE_MSG.freeOrderNotice : `${STORE_MSG.paidNotice} (${formatToman(order.total)})`,
      // The bell's button opens the order (notificationLink).
      data: { store_order_id: order.id },
    },
    now,
  );
  return order;
}

/** The order's digital items and courses become the buyer's; one row per product, however often bought. */
async function recordPurchases(trx: Kysely<Database>, order: StoreOrderRow, now: Date) {
  const lines = await trx
    .selectFrom('store_order_items')
    .innerJoin('products', 'products.id', 'store_order_items.product_id')
    .select(['store_order_items.product_id', 'store_order_items.product_type'])
    .where('store_order_items.order_id', '=', order.id)
    .orderBy('store_order_items.line_no')
    .execute();
  const owned = lines.filter((line) => isOwnableType(line.product_type));
  if (owned.length === 0) return;
  const at = nowIso(now);
  await trx
    .insertInto('purchased_products')
    .values(owned.map((line) => ({ id: newId(), user_id: order.user_id, product_id: line.product_id, store_order_id: order.id, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/** The order, for its buyer or an admin; 404 when missing, 403 for anyone else. */
export async function readableStoreOrder(db: Kysely<Database>, viewer: UserRow, orderId: string): Promise<StoreOrderRow> {
  const order = await db.selectFrom('store_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw fail.notFound(STORE_MSG.orderNotFound);
  if (order.user_id !== viewer.id && viewer.role !== 'admin') throw fail.forbidden(STORE_MSG.notYourOrder);
  return order;
}

/** The order for its buyer only (paying, changing shipping). */
export async function ownStoreOrder(db: Kysely<Database>, buyer: UserRow, orderId: string): Promise<StoreOrderRow> {
  const order = await db.selectFrom('store_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw fail.notFound(STORE_MSG.orderNotFound);
  if (order.user_id !== buyer.id) throw fail.forbidden(STORE_MSG.notYourOrder);
  return order;
}

export async function storeOrderView(db: Kysely<Database>, order: StoreOrderRow): Promise<StoreOrderView> {
  const items = await db
    .selectFrom('store_order_items')
    .select(['product_id', 'name', 'product_type', 'price', 'quantity', 'requires_shipping'])
    .where('order_id', '=', order.id)
    .orderBy('line_no')
    .execute();
  return {
    id: order.id,
    items: items.map((item) => ({ ...item, requires_shipping: item.requires_shipping === 1 })),
    total: order.total,
    status: order.status,
    payment_method: order.payment_method,
    created_at: order.created_at,
    paid_at: order.paid_at,
    requires_shipping: order.requires_shipping === 1,
    shipping_info: parseJson<ShippingInfo | null>(order.shipping, null),
    fulfillment: { tracking_url: order.tracking_url },
  };
}

/** Shipping may change only while the order waits for payment (spec 3 "Store order payment"). */
export async function updateStoreShipping(db: Kysely<Database>, buyer: UserRow, orderId: string, shipping: ShippingInfo, now: Date) {
  const order = await ownStoreOrder(db, buyer, orderId);
  const updated = await db
    .updateTable('store_orders')
    .set({ shipping: JSON.stringify(shipping), updated_at: nowIso(now) })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  // A cancelled order is closed too, and says so rather than "paid".
  if (!updated) throw fail.conflict(order.status === 'cancelled' ? STORE_MSG.orderCancelled : STORE_MSG.shippingLocked);
  return storeOrderView(db, updated);
}

/** An order that ships cannot be paid before its shipping details are complete (spec 3 §5). */
export function assertShippable(order: StoreOrderRow): void {
  if (order.requires_shipping === 1 && !parseJson<ShippingInfo | null>(order.shipping, null)) {
    throw fail.unprocessable(STORE_MSG.shippingIncomplete);
  }
}
