import type { Kysely } from 'kysely';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG, orderPaymentCallbackPath } from '@shared/orders/payment-messages';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { startPayment, type PaymentStarter } from '../../payments/attempts';
import { walletBalance } from '../wallet/ledger';
import { announceOrderPaid, markOrderPaidQuietly, payableOrder } from './flow';
import { holdOrderPaymentFromWallet } from './money';

/**
 * Paying a priced service order (DOMAIN.md §2–§3): from the wallet in one write transaction, or
 * online through the gateway, whose verify ends in the `order` payment purpose
 * (payments/purposes.ts). The amount is always the order's stored price, never the browser's.
 */

/**
 * Wallet → escrow and pending_payment → in_progress together, or neither. The money transaction
 * holds only the ledger entries and the status change; the chat line and the notices are written
 * right after it commits (losing them in a crash loses no money and no state).
 */
export async function payOrderFromWallet(db: Kysely<Database>, user: UserRow, orderId: string, now: Date) {
  // 404 / 403 / 409 before taking the write lock; the transaction checks the status again.
  const { price } = await payableOrder(db, user, orderId);
  const paid = await writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('orders').select(['status', 'price']).where('id', '=', orderId).executeTakeFirstOrThrow();
    if (current.status !== 'pending_payment' || current.price !== price) throw fail.conflict(ORDER_MSG.notPayable);
    const balance = await walletBalance(trx, user.id);
    if (balance < price) throw fail.badRequest(insufficientForOrderMessage(price, balance), { price, balance });
    const transfer = await holdOrderPaymentFromWallet(trx, { orderId, userId: user.id, amount: price, now });
    const { ctx, order } = await markOrderPaidQuietly(trx, { orderId, now });
    return { ctx, order, transfer, newBalance: balance - price };
  });
  await announceOrderPaid(db, paid.ctx, paid.order, now);
  return {
    success: true as const,
    message: ORDER_PAYMENT_MSG.paidFromWallet,
    order_id: paid.order.id,
    status: paid.order.status,
    payment_status: paid.order.payment_status,
    amount: price,
    new_balance: paid.newBalance,
    transaction_id: paid.transfer.id,
  };
}

/** Starts a gateway payment of the order's price; the payer returns to /verify?type=site&payment_type=order&order_id=… */
export async function startOnlineOrderPayment(deps: PaymentStarter, user: UserRow, orderId: string) {
  const { order, price } = await payableOrder(deps.db, user, orderId);
  if (price < WALLET_LIMITS.gatewayMinRials) throw fail.unprocessable(WALLET_MSG.gatewayMinAmount);
  const payment = await startPayment(deps, {
    purpose: 'order',
    targetId: order.id,
    userId: user.id,
    amount: price,
    description: `پرداخت سفارش ${order.service_type}`.slice(0, WALLET_LIMITS.descriptionMax),
    callbackPath: orderPaymentCallbackPath(order.id),
    metadata: { order_id: order.id },
    mobile: user.phone,
    email: user.email,
  });
  return { ...payment, order_id: order.id };
}
