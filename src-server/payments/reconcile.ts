import type { AppDeps } from '../deps';
import { WALLET_MSG } from '@shared/wallet/messages';
import { nowIso } from '../ids';
import { gatewayEndpoint, settleVerifiedAttempt } from './attempts';
import { inquirePayment, unverifiedAuthorities, verifyPayment as gatewayVerify } from './zarinpal';

/**
 * Payment reconciliation (issue 14). A payer who paid at the gateway and never came back
 * (browser closed), or a crash between the gateway's verify and the ledger write, must not lose
 * the money. On start-up and then every 20 seconds every pending attempt — recent ones too — is
 * verified with the gateway itself (an attempt the gateway already verified answers 101 and
 * appears in no unverified list) and settled through settleVerifiedAttempt, the same code as
 * the return page, so it is credited exactly once however the two race. Unpaid attempts stay
 * uncredited; the gateway's inquiry marks cancelled ones, and after EXPIRE_AFTER_MS they expire.
 * A late payer who comes back to an expired attempt that the gateway did take is still settled.
 */
export const RECONCILE_INTERVAL_MS = 20_000;
/** Zarinpal sessions last 15 minutes; an attempt still unpaid after 30 is over. */
export const EXPIRE_AFTER_MS = 30 * 60 * 1000;
const BATCH = 100;

export interface ReconcileReport {
  checked: number;
  settled: number;
  cancelled: number;
  expired: number;
}

async function markUnpaid(deps: AppDeps, id: string, status: 'failed' | 'cancelled', message: string, code: number | null) {
  await deps.db
    .updateTable('payment_attempts')
    .set({ status, message, gateway_code: code, updated_at: nowIso(deps.now()) })
    .where('id', '=', id)
    .where('status', 'in', ['created', 'pending'])
    .execute();
}

export async function reconcilePayments(deps: AppDeps): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, settled: 0, cancelled: 0, expired: 0 };
  if (deps.payments.mode === 'off') return report;
  const endpoint = gatewayEndpoint(deps);
  const now = deps.now();
  const expiredBefore = nowIso(new Date(now.getTime() - EXPIRE_AFTER_MS));

  // Attempts the gateway never gave an authority (a crash during the request) cannot be paid.
  const stale = await deps.db.selectFrom('payment_attempts').select('id').where('status', '=', 'created').where('updated_at', '<', expiredBefore).limit(BATCH).execute();
  for (const row of stale) {
    await markUnpaid(deps, row.id, 'failed', WALLET_MSG.paymentExpired, null);
    report.expired += 1;
  }

  // Paid-but-unverified first (cheap for the gateway to list), then the rest, least recently checked first.
  let first = new Set<string>();
  try {
    first = new Set(await unverifiedAuthorities(endpoint));
  } catch {
    // A gateway without the list is still reconciled one attempt at a time below.
  }
  const pending = await deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  pending.sort((a, b) => Number(first.has(b.authority ?? '')) - Number(first.has(a.authority ?? '')));

  for (const attempt of pending) {
    if (!attempt.authority) continue;
    report.checked += 1;
    try {
      const verdict = await gatewayVerify(endpoint, { amount: attempt.amount, authority: attempt.authority });
      if (verdict.ok) {
        const settled = await settleVerifiedAttempt(deps, attempt, verdict);
        if (settled.status === 'paid') report.settled += 1;
        continue;
      }
      const inquiry = await inquirePayment(endpoint, attempt.authority).catch(() => null);
      if (inquiry?.ok && inquiry.status === 'FAILED') {
        await markUnpaid(deps, attempt.id, 'cancelled', WALLET_MSG.paymentCancelled, verdict.code);
        report.cancelled += 1;
      } else if (attempt.created_at < expiredBefore) {
        await markUnpaid(deps, attempt.id, 'failed', WALLET_MSG.paymentExpired, verdict.code);
        report.expired += 1;
      } else {
        // Still at the gateway: checked again after the others.
        await deps.db.updateTable('payment_attempts').set({ updated_at: nowIso(deps.now()) }).where('id', '=', attempt.id).where('status', '=', 'pending').execute();
      }
    } catch (error) {
      console.error(`[payments] reconciling ${attempt.authority} failed`, error instanceof Error ? error.message : error);
    }
  }
  return report;
}

/** Runs reconcilePayments now and every interval, never two at once; stop() waits for a run in flight. */
export function startPaymentReconciler(deps: AppDeps, intervalMs = RECONCILE_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = reconcilePayments(deps)
      .then((r) => {
        if (r.settled || r.expired || r.cancelled) console.log(`[payments] reconciled: ${r.settled} settled, ${r.cancelled} cancelled, ${r.expired} expired`);
      })
      .catch((error) => console.error('[payments] reconciliation failed', error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
