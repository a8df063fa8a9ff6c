import type { PaymentPurpose, PaymentResultType } from '@shared/wallet/transactions';
import type { PaymentAttemptsTable } from '../db/schema';
import type { Trx } from '../db/write-transaction';
import { ORDER_PAYMENT_MSG } from '@shared/orders/payment-messages';
import { creditPlatformFromGateway, creditPlatformIncome, creditWalletFromGateway, storePaymentFromGateway } from '../services/wallet/credits';
import { holdOrderPaymentFromGateway } from '../services/orders/money';
import { announceOrderPaid, markOrderPaidQuietly } from '../services/orders/flow';
import type { DB } from '../db/connection';
import { STORE_MSG } from '@shared/store/messages';
import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import { markStoreOrderPaid } from '../services/store/orders';

/**
 * What a verified payment does, by purpose. Each handler runs inside the verify's write
 * transaction, after the gateway has confirmed the payment, with the attempt's own amount.
 */
export interface VerifiedPayment {
  attempt: PaymentAttemptsTable;
  now: Date;
}

export interface PurposeOutcome {
  transferId: string | null;
  /** Facts the result pages show: the order paid, where the money went. */
  outcome: Record<string, unknown>;
  /** Chat lines and notices, written once the money transaction has committed (issue 13). */
  afterCommit?: (db: DB) => Promise<void>;
}

export type PurposeHandler = (trx: Trx, payment: VerifiedPayment) => Promise<PurposeOutcome>;

/**
 * Money the gateway took for an order that no longer waits for it goes to the payer's wallet,
 * so it is never lost, and the answer says so.
 */
async function creditPayerInstead(
  trx: Trx,
  { attempt, now }: VerifiedPayment,
  orderOwner: string | null | undefined,
  description: string,
  message: string,
): Promise<PurposeOutcome> {
  const payer = attempt.user_id ?? orderOwner;
  if (!payer) throw new Error(`${attempt.purpose} payment ${attempt.id} has no payer to credit`);
  const transfer = await creditWalletFromGateway(trx, { userId: payer, amount: attempt.amount, authority: attempt.authority!, description, now });
  return { transferId: transfer.id, outcome: { order_id: attempt.target_id, credited_to_wallet: true, message } };
}

/**
 * A service order paid online: gateway → escrow and pending_payment → in_progress, when the
 * order still waits for exactly this amount from this payer. Otherwise (cancelled while the
 * payer was at the gateway, paid meanwhile from the wallet, …) the money the gateway took is
 * credited to the payer's wallet, so it is never lost, and the answer says so.
 */
const payOrder: PurposeHandler = async (trx, { attempt, now }) => {
  const orderId = attempt.target_id;
  const order = await trx
    .selectFrom('orders')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .select(['orders.status', 'orders.price', 'orders.user_id', 'orders.payment_status', 'cafes.is_active'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  const waiting = order && order.status === 'pending_payment' && order.price === attempt.amount && order.user_id === attempt.user_id;
  // A cafe switched off while the payer was at the gateway (its manager blocked, say) gets no money.
  if (waiting && order.is_active === 1) {
    const transfer = await holdOrderPaymentFromGateway(trx, {
      orderId,
      userId: attempt.user_id!,
      amount: attempt.amount,
      authority: attempt.authority!,
      description: attempt.description,
      now,
    });
    const { ctx, order: paid } = await markOrderPaidQuietly(trx, { orderId, now });
    return {
      transferId: transfer.id,
      outcome: { order_id: orderId, message: ORDER_PAYMENT_MSG.paidOnline },
      afterCommit: (db) => announceOrderPaid(db, ctx, paid, now),
    };
  }
  const message = waiting
    ? ORDER_PAYMENT_MSG.cafeInactiveCredited
    : order?.payment_status === 'paid'
      ? ORDER_PAYMENT_MSG.alreadyPaidCredited
      : ORDER_PAYMENT_MSG.notPayableCredited;
  return creditPayerInstead(trx, { attempt, now }, order?.user_id, LEDGER_DESCRIPTIONS.orderNotPayableCredit, message);
};

/**
 * A store order paid online: gateway → platform (`store_payment_in`) and pending → paid with the
 * purchases recorded, when the order still waits for exactly this amount from this payer.
 * Otherwise (paid from the wallet meanwhile, cancelled by the buyer, …) the money goes to the payer's wallet, as for
 * service orders, and the answer says so.
 */
const payStoreOrder: PurposeHandler = async (trx, { attempt, now }) => {
  const orderId = attempt.target_id;
  const order = await trx.selectFrom('store_orders').select(['status', 'total', 'user_id']).where('id', '=', orderId).executeTakeFirst();
  const payable = order && order.status === 'pending' && order.total === attempt.amount && order.user_id === attempt.user_id;
  if (payable) {
    const transfer = await storePaymentFromGateway(trx, {
      storeOrderId: orderId,
      userId: attempt.user_id!,
      amount: attempt.amount,
      authority: attempt.authority!,
      now,
    });
    await markStoreOrderPaid(trx, orderId, now);
    return { transferId: transfer.id, outcome: { order_id: orderId, message: STORE_MSG.paidOnline } };
  }
  // Cancelled by the buyer while at the gateway: the order stays cancelled and the money is theirs.
  const message = order?.status === 'cancelled' ? STORE_MSG.cancelledCredited : STORE_MSG.notPayableCredited;
  return creditPayerInstead(trx, { attempt, now }, order?.user_id, LEDGER_DESCRIPTIONS.storeOrderNotPayableCredit, message);
};

const PURPOSE_HANDLERS: Partial<Record<PaymentPurpose, PurposeHandler>> = {
  order: payOrder,
  store: payStoreOrder,
  async wallet(trx, { attempt, now }) {
    const transfer = await creditWalletFromGateway(trx, {
      userId: attempt.target_id,
      amount: attempt.amount,
      authority: attempt.authority!,
      description: attempt.description,
      now,
    });
    return { transferId: transfer.id, outcome: {} };
  },
  async platform(trx, { attempt, now }) {
    const transfer = await creditPlatformFromGateway(trx, {
      amount: attempt.amount,
      authority: attempt.authority!,
      actorId: attempt.user_id,
      description: attempt.description,
      now,
    });
    return { transferId: transfer.id, outcome: {} };
  },
  async bot(trx, { attempt, now }) {
    const transfer = await creditPlatformIncome(trx, { amount: attempt.amount, authority: attempt.authority!, actorId: attempt.user_id, description: attempt.description, now });
    return { transferId: transfer.id, outcome: {} };
  },
  async subscription(trx, { attempt, now }) {
    const transfer = await creditPlatformIncome(trx, { amount: attempt.amount, authority: attempt.authority!, actorId: attempt.user_id, description: attempt.description, now });
    return { transferId: transfer.id, outcome: {} };
  },
};

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler | null {
  return PURPOSE_HANDLERS[purpose] ?? null;
}

/** The `type` of a verify answer (spec 1 §2.8): a platform top-up is a wallet top-up too. */
export function resultTypeOf(purpose: PaymentPurpose): PaymentResultType {
  return purpose === 'platform' ? 'wallet' : purpose;
}
