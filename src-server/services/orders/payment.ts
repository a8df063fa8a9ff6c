import type { Kysely } from 'kysely';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG, orderPaymentCallbackPath } from '@shared/orders/payment-messages';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { orderGatewayStartDescription, WALLET_MSG } from '@shared/wallet/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { startPayment, type PaymentStarter } from '../../payments/attempts';
import { walletBalance } from '../wallet/ledger';
import { announceOrderPaid, payableOrder, publishOrderPaid, takeOrderPayment } from './flow';
import { holdOrderPaymentFromWallet } from './money';

/**
 * Paying a priced service order (DOMAIN.md §2–§3): from the wallet in one write transaction, or
 * online through the gateway, whose verify ends in the `order` payment purpose
 * (payments/purposes.ts). The amount is always the order's stored price, never the browser's.
 */

/**
 * Wallet → escrow and pending_payment → in_progress together, or neither. The money transaction
 * holds only the status change and the ledger entries; the chat line and the notices are written
 * right after it commits (losing them in a crash loses no money and no state).
 *
 * Issue 13: the order is read once, before the transaction (404 / 403 / 409 without taking the
 * write lock). Inside, the status change is one UPDATE … RETURNING that only matches while the
 * order still waits for payment at that price (else 409, as before), and the transfer reads the
 * wallet's balance itself, answering the price-and-balance 400 through `insufficient`. The checks
 * run in the order they always did: status, then balance.
 */
export async function payOrderFromWallet(db: Kysely<Database>, user: UserRow, orderId: string, now: Date) {
  const { price, ctx: seen } = await payableOrder(db, user, orderId);
  const paid = await writeTransaction(db, async (trx) => {
    const order = await takeOrderPayment(trx, seen, price, now);
    if (!order) throw fail.conflict(ORDER_MSG.notPayable);
    const transfer = await holdOrderPaymentFromWallet(trx, {
      orderId,
      userId: user.id,
      amount: price,
      now,
      insufficient: ({ balance }) => fail.badRequest(insufficientForOrderMessage(price, balance), { price, balance }),
    });
    let newBalance = transfer.legs[0]!.balanceAfter;
    if (!transfer.created) {
      // The key was used already (never by a normal flow: a paid order is not pending_payment).
      // Answer as the checks before the transfer always did: from the wallet as it is now.
      const balance = await walletBalance(trx, user.id);
      if (balance < price) throw fail.badRequest(insufficientForOrderMessage(price, balance), { price, balance });
      newBalance = balance - price;
    }
    const ctx = { ...seen, order };
    await publishOrderPaid(trx, ctx);
    return { ctx, order, transfer, newBalance };
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
    description: orderGatewayStartDescription(order.service_type).slice(0, WALLET_LIMITS.descriptionMax),
    callbackPath: orderPaymentCallbackPath(order.id),
    metadata: { order_id: order.id },
    mobile: user.phone,
    email: user.email,
  });
  return { ...payment, order_id: order.id };
}
