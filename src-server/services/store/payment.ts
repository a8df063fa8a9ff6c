import type { Kysely } from 'kysely';
import { storePaymentCallbackPath } from '@shared/store/products';
import { insufficientForStoreOrderMessage, STORE_MSG } from '@shared/store/messages';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { LEDGER_DESCRIPTIONS, WALLET_MSG } from '@shared/wallet/messages';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { startPayment, type PaymentStarter } from '../../payments/attempts';
import { walletBalance } from '../wallet/ledger';
import { assertShippable, markStoreOrderPaid, ownStoreOrder } from './orders';
import { notPayableMessage } from './cancel';
import { storePaymentFromWallet } from '../wallet/credits';

/**
 * Paying a store order (spec 3 "Store order payment", DOMAIN.md §3: user → platform) from the
 * wallet in one write transaction, or online through the gateway, whose verify ends in the
 * `store` payment purpose (payments/purposes.ts). The amount is always the stored total.
 */

async function payableStoreOrder(db: Kysely<Database>, buyer: UserRow, orderId: string) {
  const order = await ownStoreOrder(db, buyer, orderId);
  if (order.status !== 'pending') throw fail.conflict(notPayableMessage(order.status));
  assertShippable(order);
  // An unpaid order keeps its lines, but what the admin has withdrawn from sale is not sold through it.
  const withdrawn = await db
    .selectFrom('store_order_items')
    .innerJoin('products', 'products.id', 'store_order_items.product_id')
    .select('store_order_items.name')
    .where('store_order_items.order_id', '=', order.id)
    .where('products.is_active', '<>', 1)
    .executeTakeFirst();
  if (withdrawn) throw fail.conflict(`${STORE_MSG.productUnavailable}: ${withdrawn.name}`);
  return order;
}

/** Wallet → platform and pending → paid (with the purchases and the buyer's notice) together, or neither. */
export async function payStoreOrderFromWallet(db: Kysely<Database>, buyer: UserRow, orderId: string, now: Date) {
  // 404 / 403 / 409 / 422 before taking the write lock; the transaction checks the status again.
  const { total } = await payableStoreOrder(db, buyer, orderId);
  return writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('store_orders').select(['status', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
    if (current.status !== 'pending' || current.total !== total) throw fail.conflict(notPayableMessage(current.status));
    const balance = await walletBalance(trx, buyer.id);
    if (balance < total) throw fail.badRequest(insufficientForStoreOrderMessage(total, balance), { price: total, balance });
    const transfer = await storePaymentFromWallet(trx, { storeOrderId: orderId, userId: buyer.id, amount: total, now });
    await markStoreOrderPaid(trx, orderId, now);
    return {
      success: true as const,
      message: STORE_MSG.paidFromWallet,
      order_id: orderId,
      status: 'paid' as const,
      amount: total,
      new_balance: await walletBalance(trx, buyer.id),
      transaction_id: transfer.id,
    };
  });
}

/** Starts a gateway payment of the order's total; the payer returns to /verify?type=store&order_id=… */
export async function startOnlineStorePayment(deps: PaymentStarter, buyer: UserRow, orderId: string) {
  const order = await payableStoreOrder(deps.db, buyer, orderId);
  if (order.total < WALLET_LIMITS.gatewayMinRials) throw fail.unprocessable(WALLET_MSG.gatewayMinAmount);
  const payment = await startPayment(deps, {
    purpose: 'store',
    targetId: order.id,
    userId: buyer.id,
    amount: order.total,
    description: LEDGER_DESCRIPTIONS.storeOrderGatewayStart,
    callbackPath: storePaymentCallbackPath(order.id),
    metadata: { order_id: order.id },
    mobile: buyer.phone,
    email: buyer.email,
  });
  return { ...payment, order_id: order.id };
}
