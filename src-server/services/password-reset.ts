import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { z } from 'zod';
import type { resetPasswordInput, resetRequestInput, verifyResetCodeInput } from '@shared/schemas/auth';
import type { PasswordResetCodesTable, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { fail } from '../errors';
import { newId, nowIso } from '../ids';
import { hashPassword } from '../auth/passwords';
import { applyNewPassword, findUserByUsername } from './users';

type ResetRequest = z.output<typeof resetRequestInput>;

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt ?? ''));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function accountFor(deps: AppDeps, input: ResetRequest): Promise<UserRow> {
  const user = await findUserByUsername(deps.db, input.username);
  if (!user) throw fail.notFound(MSG.userNotFound);
  if (user.phone !== input.phone) throw fail.badRequest(MSG.phoneMismatch);
  return user;
}

async function latestCode(deps: AppDeps, userId: string): Promise<PasswordResetCodesTable | undefined> {
  return deps.db
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function secondsUntilResend(code: PasswordResetCodesTable | undefined, now: Date): number {
  if (!code) return 0;
  const elapsed = (now.getTime() - Date.parse(code.sent_at)) / 1000;
  return Math.max(0, Math.ceil(PASSWORD_RESET.resendAfterSeconds - elapsed));
}

/** Replaces any earlier code with a new one and texts it; if the text fails, nothing is kept. */
async function issueCode(deps: AppDeps, user: UserRow) {
  const now = deps.now();
  const code = String(randomInt(0, 10 ** PASSWORD_RESET.codeLength)).padStart(PASSWORD_RESET.codeLength, '0');
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_reset_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('password_reset_codes')
      .values({
        id,
        user_id: user.id,
        code_hash: hashCode(code, randomBytes(8).toString('hex')),
        attempts: 0,
        sent_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + PASSWORD_RESET.validSeconds * 1000)),
        consumed_at: null,
      })
      .execute();
  });
  try {
    await deps.sms.send(user.phone!, `کد بازیابی رمز عبور شما: ${code}\nاین کد تا ۱۰ دقیقه معتبر است.`);
  } catch (error) {
    await deps.db.deleteFrom('password_reset_codes').where('id', '=', id).execute();
    console.error('[password-reset] sms failed', error);
    throw fail.internal(MSG.codeSendFailed);
  }
  return {
    message: MSG.codeSent,
    resend_after_seconds: PASSWORD_RESET.resendAfterSeconds,
    expires_in_seconds: PASSWORD_RESET.validSeconds,
  };
}

/** Step 1. Asking again inside the resend window keeps the code already sent instead of failing. */
export async function requestPasswordReset(deps: AppDeps, input: ResetRequest) {
  const user = await accountFor(deps, input);
  const current = await latestCode(deps, user.id);
  const now = deps.now();
  const wait = secondsUntilResend(current, now);
  if (wait > 0 && current) {
    // A code that can still be used is kept; a spent or expired one must wait for the window,
    // so the person is told to wait instead of being told a code was sent.
    const usable = current.attempts < PASSWORD_RESET.maxWrongTries && Date.parse(current.expires_at) > now.getTime();
    if (!usable) throw fail.tooMany(MSG.resendTooSoon, { retry_after_seconds: wait });
    const expiresIn = Math.ceil((Date.parse(current.expires_at) - now.getTime()) / 1000);
    return { message: MSG.codeSent, resend_after_seconds: wait, expires_in_seconds: expiresIn };
  }
  return issueCode(deps, user);
}

export async function resendResetCode(deps: AppDeps, input: ResetRequest) {
  const user = await accountFor(deps, input);
  const wait = secondsUntilResend(await latestCode(deps, user.id), deps.now());
  if (wait > 0) throw fail.tooMany(MSG.resendTooSoon, { retry_after_seconds: wait });
  return issueCode(deps, user);
}

/** Checks a code, counting a wrong one; the count is kept even though the call fails. */
async function checkCode(deps: AppDeps, input: z.output<typeof verifyResetCodeInput>) {
  const user = await accountFor(deps, input);
  const row = await latestCode(deps, user.id);
  if (!row) throw fail.badRequest(MSG.codeInvalid);
  if (row.attempts >= PASSWORD_RESET.maxWrongTries) throw fail.badRequest(MSG.codeTooManyTries);
  if (Date.parse(row.expires_at) <= deps.now().getTime()) throw fail.badRequest(MSG.codeExpired);
  // Take a try before comparing, in one conditional update, so parallel guesses cannot all
  // read the same count and slip past the limit; a right code gives its try back.
  const taken = await deps.db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', PASSWORD_RESET.maxWrongTries)
    .returning('attempts')
    .executeTakeFirst();
  if (!taken) throw fail.badRequest(MSG.codeTooManyTries);
  if (!codeMatches(input.code, row.code_hash)) {
    throw fail.badRequest(taken.attempts >= PASSWORD_RESET.maxWrongTries ? MSG.codeTooManyTries : MSG.codeInvalid);
  }
  await deps.db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', row.id)
    .execute();
  return { user, row };
}

export async function verifyResetCode(deps: AppDeps, input: z.output<typeof verifyResetCodeInput>) {
  await checkCode(deps, input);
  return { message: MSG.codeVerified, valid: true };
}

export async function resetPassword(deps: AppDeps, input: z.output<typeof resetPasswordInput>) {
  const { user, row } = await checkCode(deps, input);
  const passwordHash = await hashPassword(input.new_password); // slow: done before the transaction
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // Consuming the code and changing the password land together; the conditional update
    // makes a second reset with the same code fail even if both arrive at once.
    const consumed = await trx
      .updateTable('password_reset_codes')
      .set({ consumed_at: nowIso(now) })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) throw fail.badRequest(MSG.codeInvalid);
    await applyNewPassword(trx, user.id, passwordHash, now);
  });
  deps.loginLimiter.recordSuccess(user.username);
  return { message: MSG.passwordResetSuccess };
}
