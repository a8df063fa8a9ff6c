import type { Kysely } from 'kysely';
import type { PaymentPurpose } from '@shared/wallet/transactions';
import { WALLET_MSG, gatewayCodeMessage } from '@shared/wallet/messages';
import type { Role } from '@shared/auth/roles';
import type { Database, PaymentAttemptsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import type { AppDeps } from '../deps';
import { fail } from '../errors';
import { newId, nowIso } from '../ids';
import { balanceOf, walletBalance } from '../services/wallet/ledger';
import { purposeHandler, resultTypeOf } from './purposes';
import { requestPayment, verifyPayment as gatewayVerify, type GatewayEndpoint } from './zarinpal';

/**
 * Payment attempts (DOMAIN.md §4): every trip to the gateway is a row. The gateway is called
 * before and after the database work, never inside a transaction; the amount verified is
 * always the row's, never one sent by a browser; verifying twice, at once, or again after a
 * crash credits once (the row's status, the transfer's idempotency key, and the gateway's
 * "already verified" answer 101 together make it so).
 */

export function gatewayEndpoint(deps: AppDeps): GatewayEndpoint {
  const { gatewayBaseUrl, startPayBaseUrl, merchantId, timeoutMs } = deps.payments;
  return { baseUrl: gatewayBaseUrl, startPayBaseUrl, merchantId, timeoutMs };
}

export interface NewAttempt {
  purpose: PaymentPurpose;
  targetId: string;
  userId: string | null;
  amount: number;
  description: string;
  /** Path (and query) on this app the payer returns to; the gateway appends Authority and Status. */
  callbackPath: string;
  metadata?: Record<string, string>;
  mobile?: string | null;
  email?: string | null;
}

/** Who starts a payment: the app's dependencies and, from a browser, the origin it was opened at. */
export type PaymentStarter = AppDeps & { requestOrigin?: string | null };

/**
 * The payer returns to the origin they started from when it is one of the app's own (so a person
 * on http://127.0.0.1:3000 keeps their login), and to PUBLIC_URL otherwise.
 */
export function callbackBase(payments: AppDeps['payments'], requestOrigin: string | null | undefined): string {
  return requestOrigin && payments.publicOrigins.includes(requestOrigin) ? requestOrigin : payments.publicUrl;
}

/** Records the attempt, asks the gateway for an authority, and answers the address to send the payer to. */
export async function startPayment(deps: PaymentStarter, input: NewAttempt) {
  if (deps.payments.mode === 'off') throw fail.unavailable(WALLET_MSG.onlinePaymentsOff);
  const id = newId();
  const at = nowIso(deps.now());
  const callbackUrl = `${callbackBase(deps.payments, deps.requestOrigin)}${input.callbackPath}`;
  await deps.db
    .insertInto('payment_attempts')
    .values({
      id,
      purpose: input.purpose,
      target_id: input.targetId,
      user_id: input.userId,
      amount: input.amount,
      description: input.description,
      callback_url: callbackUrl,
      authority: null,
      status: 'created',
      gateway_code: null,
      ref_id: null,
      card_pan: null,
      message: null,
      transfer_id: null,
      outcome: null,
      metadata: JSON.stringify(input.metadata ?? {}),
      created_at: at,
      updated_at: at,
      verified_at: null,
    })
    .execute();

  let answer: Awaited<ReturnType<typeof requestPayment>>;
  try {
    answer = await requestPayment(gatewayEndpoint(deps), {
      amount: input.amount,
      callbackUrl,
      description: input.description,
      metadata: {
        ...(input.mobile ? { mobile: input.mobile } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(input.metadata?.order_id ? { order_id: input.metadata.order_id } : {}),
      },
    });
  } catch (error) {
    await recordFailure(deps.db, id, null, WALLET_MSG.gatewayUnreachable, deps.now());
    throw error;
  }
  if (!answer.ok) {
    const message = gatewayCodeMessage(answer.code);
    await recordFailure(deps.db, id, answer.code, message, deps.now());
    throw fail.badGateway(`${WALLET_MSG.paymentCreateError}: ${message}`);
  }
  await deps.db
    .updateTable('payment_attempts')
    .set({ authority: answer.authority, status: 'pending', gateway_code: 100, updated_at: nowIso(deps.now()) })
    .where('id', '=', id)
    .execute();
  return { payment_url: answer.paymentUrl, authority: answer.authority, amount: input.amount, attempt_id: id };
}

async function recordFailure(db: Kysely<Database>, id: string, code: number | null, message: string, now: Date, status: 'failed' | 'cancelled' = 'failed') {
  await db
    .updateTable('payment_attempts')
    .set({ status, gateway_code: code, message, updated_at: nowIso(now) })
    .where('id', '=', id)
    .where('status', '<>', 'paid')
    .execute();
}

/** Who is asking: the result shows a balance only to the payer, an admin or a trusted server. */
export interface Viewer {
  userId: string | null;
  role: Role | null;
  service: boolean;
}

function metadataOf(attempt: PaymentAttemptsTable): Record<string, string> {
  try {
    const value: unknown = JSON.parse(attempt.metadata);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

async function newBalanceFor(db: Kysely<Database>, attempt: PaymentAttemptsTable, viewer: Viewer): Promise<number | null> {
  if (attempt.purpose === 'platform') return viewer.role === 'admin' || viewer.service ? balanceOf(db, 'platform') : null;
  if (attempt.purpose === 'bot' || attempt.purpose === 'subscription' || !attempt.user_id) return null;
  if (viewer.service || viewer.userId === attempt.user_id) return walletBalance(db, attempt.user_id);
  return null;
}

/** Spec 1 §3's verify answer: success, message, ref_id, amount (rials), new_balance, type, order_id, … */
async function answerFor(db: Kysely<Database>, attempt: PaymentAttemptsTable, viewer: Viewer, earlier = false) {
  const metadata = metadataOf(attempt);
  const outcome = attempt.outcome ? (JSON.parse(attempt.outcome) as Record<string, unknown>) : {};
  const success = attempt.status === 'paid';
  const orderId = (outcome.order_id as string | undefined) ?? metadata.order_id ?? (attempt.purpose === 'order' || attempt.purpose === 'store' ? attempt.target_id : null);
  return {
    success,
    message: success ? ((outcome.message as string | undefined) ?? WALLET_MSG.paymentSucceeded) : (attempt.message ?? WALLET_MSG.paymentFailed),
    authority: attempt.authority,
    status: attempt.status,
    code: attempt.gateway_code,
    ref_id: attempt.ref_id,
    amount: attempt.amount,
    new_balance: success ? await newBalanceFor(db, attempt, viewer) : null,
    type: resultTypeOf(attempt.purpose),
    purpose: attempt.purpose,
    order_id: orderId,
    subscription_id: metadata.subscription_id ?? null,
    updated: attempt.purpose === 'store' ? { type: 'store_order', id: attempt.target_id } : null,
    details: { user_id: attempt.purpose === 'platform' ? 'platform' : attempt.user_id },
    credited_to_wallet: outcome.credited_to_wallet === true,
    /** This payment was settled by an earlier verify (a revisited return page): nothing new happened. */
    already_verified: earlier,
  };
}
export type VerifyAnswer = Awaited<ReturnType<typeof answerFor>>;

async function findAttempt(db: Kysely<Database>, authority: string) {
  const attempt = await db.selectFrom('payment_attempts').selectAll().where('authority', '=', authority).executeTakeFirst();
  if (!attempt) throw fail.notFound(WALLET_MSG.paymentNotFound);
  return attempt;
}

export interface VerifyRequest {
  authority: string;
  /** The callback's Status; NOK is recorded without asking the gateway. */
  status?: 'OK' | 'NOK';
  /** Only attempts of these purposes may be verified through this path. */
  purposes?: readonly PaymentPurpose[];
}

export async function verifyPayment(deps: AppDeps, request: VerifyRequest, viewer: Viewer): Promise<VerifyAnswer> {
  const attempt = await findAttempt(deps.db, request.authority);
  if (request.purposes && !request.purposes.includes(attempt.purpose)) throw fail.notFound(WALLET_MSG.paymentNotFound);
  if (attempt.status === 'paid') return answerFor(deps.db, attempt, viewer, true);

  if (request.status === 'NOK') {
    await recordFailure(deps.db, attempt.id, attempt.gateway_code, WALLET_MSG.paymentCancelled, deps.now(), 'cancelled');
    return answerFor(deps.db, await findAttempt(deps.db, request.authority), viewer);
  }

  // The gateway is asked outside any transaction, with the amount this row recorded.
  const verdict = await gatewayVerify(gatewayEndpoint(deps), { amount: attempt.amount, authority: request.authority });
  if (!verdict.ok) {
    await recordFailure(deps.db, attempt.id, verdict.code, gatewayCodeMessage(verdict.code), deps.now());
    return answerFor(deps.db, await findAttempt(deps.db, request.authority), viewer);
  }

  return answerFor(deps.db, await settleVerifiedAttempt(deps, attempt, verdict), viewer);
}

/**
 * What a payment the gateway confirmed (100, or 101 "already verified") does: the purpose's
 * ledger change and the row marked paid, in one transaction, exactly once however many verifies
 * (the return page, a late payer, reconciliation) race. The one place a verified payment settles.
 */
export async function settleVerifiedAttempt(
  deps: AppDeps,
  attempt: PaymentAttemptsTable,
  verdict: { code: number; refId: string; cardPan: string | null },
): Promise<PaymentAttemptsTable> {
  const handler = purposeHandler(attempt.purpose);
  if (!handler) throw fail.internal(WALLET_MSG.paymentProcessError);
  const now = deps.now();
  let afterCommit: ((db: typeof deps.db) => Promise<void>) | undefined;
  const paid = await writeTransaction(deps.db, async (trx) => {
    const current = await trx.selectFrom('payment_attempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
    if (current.status === 'paid') return current; // a concurrent verify got here first
    const handled = await handler(trx, { attempt: current, now });
    const { transferId, outcome } = handled;
    afterCommit = handled.afterCommit;
    const changes = {
      status: 'paid' as const,
      gateway_code: verdict.code,
      ref_id: verdict.refId,
      card_pan: verdict.cardPan,
      message: null,
      transfer_id: transferId,
      outcome: JSON.stringify(outcome),
      verified_at: nowIso(now),
      updated_at: nowIso(now),
    };
    await trx.updateTable('payment_attempts').set(changes).where('id', '=', attempt.id).execute();
    return { ...current, ...changes };
  });
  // Chat lines and notices of the purpose are written once the money has committed.
  await afterCommit?.(deps.db);
  return paid;
}
