import type { Kysely } from 'kysely';
import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import type { Database } from '../../db/schema';
import type { Trx } from '../../db/write-transaction';
import { cafeFeePpm, platformFeeRials } from '../wallet/fees';
import { gatewayTransferKey } from '../wallet/credits';
import { existingTransfer, postTransfer, SYSTEM_ACCOUNT_IDS, type PostedTransfer, type TransferInput } from '../wallet/ledger';

/**
 * The money of a service order (DOMAIN.md §3), on ids only so the order flow can call it inside
 * its own transaction: the payment goes into escrow, completion settles the escrow between the
 * cafe and the platform, and a cancel or reject after payment refunds the customer's wallet.
 */

export const orderTransferKey = {
  walletPayment: (orderId: string) => `order:${orderId}:pay`,
  gatewayPayment: gatewayTransferKey,
  settlement: (orderId: string) => `order:${orderId}:settle`,
  refund: (orderId: string) => `order:${orderId}:refund`,
};

/** What the escrow holds for one order: its payment, less any settlement or refund. */
export async function orderEscrowBalance(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderId)
    .where('account_id', '=', SYSTEM_ACCOUNT_IDS.escrow)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface OrderPaymentInput {
  orderId: string;
  /** The customer paying. */
  userId: string;
  /** The order's price in rials, read by the caller from the order row. */
  amount: number;
  description?: string;
  now: Date;
}

/**
 * Customer wallet → escrow. Refused (400) when the wallet holds less than the price, with
 * `insufficient`'s error when given (it gets the wallet's balance before the payment).
 */
export async function holdOrderPaymentFromWallet(
  trx: Trx,
  input: OrderPaymentInput & { insufficient?: TransferInput['insufficient'] },
): Promise<PostedTransfer> {
  return postTransfer(trx, {
    insufficient: input.insufficient,
    key: orderTransferKey.walletPayment(input.orderId),
    kind: 'order_payment',
    orderId: input.orderId,
    actorId: input.userId,
    description: input.description ?? LEDGER_DESCRIPTIONS.orderWalletPayment,
    now: input.now,
    legs: [
      { account: { wallet: input.userId }, amount: -input.amount, type: 'payment' },
      { account: 'escrow', amount: input.amount, type: 'payment_in' },
    ],
  });
}

/** A verified gateway payment → escrow, keyed by the gateway's authority. */
export async function holdOrderPaymentFromGateway(trx: Trx, input: OrderPaymentInput & { authority: string }): Promise<PostedTransfer> {
  return postTransfer(trx, {
    key: orderTransferKey.gatewayPayment(input.authority),
    kind: 'order_payment',
    orderId: input.orderId,
    actorId: input.userId,
    description: input.description ?? LEDGER_DESCRIPTIONS.orderGatewayPayment,
    now: input.now,
    legs: [
      { account: 'gateway', amount: -input.amount, type: 'user_deposit' },
      { account: 'escrow', amount: input.amount, type: 'payment_in' },
    ],
  });
}

/**
 * Completion: escrow → cafe `earning` of price × (1 − fee) and escrow → platform
 * `platform_fee`. The amount is what the escrow holds for the order, never a figure passed in.
 * Returns null when nothing was paid (an admin may start an unpaid order). Repeating returns
 * the first settlement; an order refunded before cannot be settled (its escrow is empty).
 */
export async function settleOrder(
  trx: Trx,
  input: { orderId: string; cafeId: string; cafeUserId: string; now: Date },
): Promise<PostedTransfer | null> {
  const key = orderTransferKey.settlement(input.orderId);
  const earlier = await existingTransfer(trx, key);
  if (earlier) return earlier;
  const held = await orderEscrowBalance(trx, input.orderId);
  if (held <= 0) return null;
  const feePpm = await cafeFeePpm(trx, input.cafeId);
  const fee = platformFeeRials(held, feePpm);
  const legs = [
    { account: 'escrow' as const, amount: -held, type: 'earning_out' as const },
    ...(held - fee > 0 ? [{ account: { wallet: input.cafeUserId }, amount: held - fee, type: 'earning' as const }] : []),
    ...(fee > 0 ? [{ account: 'platform' as const, amount: fee, type: 'platform_fee' as const }] : []),
  ];
  return postTransfer(trx, {
    key,
    kind: 'order_settlement',
    orderId: input.orderId,
    actorId: input.cafeUserId,
    feePpm,
    description: LEDGER_DESCRIPTIONS.orderSettlement,
    now: input.now,
    legs,
  });
}

/** Cancel or reject after payment: escrow → the customer's wallet. Null when nothing was paid. */
export async function refundOrder(
  trx: Trx,
  input: { orderId: string; userId: string; actorId?: string | null; now: Date },
): Promise<PostedTransfer | null> {
  const key = orderTransferKey.refund(input.orderId);
  const earlier = await existingTransfer(trx, key);
  if (earlier) return earlier;
  const held = await orderEscrowBalance(trx, input.orderId);
  if (held <= 0) return null;
  return postTransfer(trx, {
    key,
    kind: 'order_refund',
    orderId: input.orderId,
    actorId: input.actorId ?? null,
    description: LEDGER_DESCRIPTIONS.orderRefund,
    now: input.now,
    legs: [
      { account: 'escrow', amount: -held, type: 'refund_out' },
      { account: { wallet: input.userId }, amount: held, type: 'refund' },
    ],
  });
}
