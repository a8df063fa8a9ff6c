import type { PaymentPurpose, PaymentResultType } from '@shared/wallet';
import type { PaymentAttemptsTable } from '../db/schema';
import type { Trx } from '../db/write-transaction';
import { creditPlatformFromGateway, creditPlatformIncome, creditWalletFromGateway } from '../services/wallet-credits';

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
}

export type PurposeHandler = (trx: Trx, payment: VerifiedPayment) => Promise<PurposeOutcome>;

const PURPOSE_HANDLERS: Partial<Record<PaymentPurpose, PurposeHandler>> = {
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
