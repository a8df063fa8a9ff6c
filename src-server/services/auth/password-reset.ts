import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET } from '@shared/constants';
import { MSG, passwordResetSms } from '@shared/messages';
import type { z } from 'zod';
import type { resetPasswordInput, resetRequestInput, verifyResetCodeInput } from '@shared/auth/schemas';
import type { PasswordResetCodesTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { hashPassword } from '../../auth/passwords';
import { applyNewPassword, findUserByUsername, maskPhone, normalizeUsername } from './users';
import { recordSecurityEvents } from './security-events';

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

/** The account a (username, phone) pair names, or null: unknown user and wrong phone look the same. */
async function accountFor(deps: AppDeps, input: ResetRequest): Promise<UserRow | null> {
  const user = await findUserByUsername(deps.db, input.username);
  return user && user.phone === input.phone ? user : null;
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
    await deps.sms.send(user.phone!, passwordResetSms(code));
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

type ResetDeps = AppDeps & { clientAddress: string };

/**
 * Steps 1 and "send again" (issue 14): one answer whatever the phone is, so nobody learns who
 * owns a number. Limits per username, phone and address, and the resend wait, are counted the
 * same for every pair; a code is texted only when the pair names an account.
 */
async function sendCode(deps: ResetDeps, input: ResetRequest, resend: boolean) {
  const username = normalizeUsername(input.username);
  const check = deps.resetLimiter.takeRequest(username, input.phone, deps.clientAddress);
  if (!check.ok && check.reason === 'resend_wait') {
    // Asking again inside the wait keeps the code already sent (if any) instead of failing;
    // "send again" is told to wait for the countdown.
    if (resend) throw fail.tooMany(MSG.resendTooSoon, { retry_after_seconds: check.retryAfterSeconds });
    const elapsed = PASSWORD_RESET.resendAfterSeconds - check.retryAfterSeconds;
    return { message: MSG.codeSentIfMatch, resend_after_seconds: check.retryAfterSeconds, expires_in_seconds: PASSWORD_RESET.validSeconds - elapsed };
  }
  if (!check.ok) {
    await recordSecurityEvents(
      deps.db,
      [{ kind: 'reset_limited', username, clientAddress: deps.clientAddress, detail: `password reset requests over the limit (phone ${maskPhone(input.phone)})` }],
      deps.now(),
    );
    throw fail.tooMany(MSG.resetRateLimited, { retry_after_seconds: check.retryAfterSeconds });
  }
  const user = await accountFor(deps, input);
  if (user && !user.is_blocked) await issueCode(deps, user);
  return { message: MSG.codeSentIfMatch, resend_after_seconds: PASSWORD_RESET.resendAfterSeconds, expires_in_seconds: PASSWORD_RESET.validSeconds };
}

export async function requestPasswordReset(deps: ResetDeps, input: ResetRequest) {
  return sendCode(deps, input, false);
}

export async function resendResetCode(deps: ResetDeps, input: ResetRequest) {
  return sendCode(deps, input, true);
}

/**
 * Checks a code. Every refusal is decided the same way for a pair that names an account and one
 * that does not: invalid, too many tries (5 wrong codes since the pair asked burn the code) or
 * expired (asked more than 10 minutes ago); an address sending many wrong codes waits.
 */
async function checkCode(deps: ResetDeps, input: z.output<typeof verifyResetCodeInput>) {
  const username = normalizeUsername(input.username);
  const limiter = deps.resetLimiter;
  const addressWait = limiter.codeWait(deps.clientAddress);
  if (addressWait > 0) throw fail.tooMany(MSG.resetRateLimited, { retry_after_seconds: addressWait });
  if (limiter.pairWrongCodes(username, input.phone) >= PASSWORD_RESET.maxWrongTries) throw fail.badRequest(MSG.codeTooManyTries);
  const age = limiter.secondsSinceRequest(username, input.phone);
  if (age !== null && age > PASSWORD_RESET.validSeconds) throw fail.badRequest(MSG.codeExpired);

  const wrong = async (burnt: boolean) => {
    limiter.recordWrongCode(deps.clientAddress, username, input.phone);
    const spent = burnt || limiter.pairWrongCodes(username, input.phone) >= PASSWORD_RESET.maxWrongTries;
    if (burnt && user) {
      await recordSecurityEvents(deps.db, [{ kind: 'reset_code_burned', username, clientAddress: deps.clientAddress, detail: `${PASSWORD_RESET.maxWrongTries} wrong reset codes: the code is void` }], deps.now());
    }
    return fail.badRequest(spent ? MSG.codeTooManyTries : MSG.codeInvalid);
  };

  const user = await accountFor(deps, input);
  const row = user ? await latestCode(deps, user.id) : undefined;
  if (!user || !row || Date.parse(row.expires_at) <= deps.now().getTime()) throw await wrong(false);
  if (row.attempts >= PASSWORD_RESET.maxWrongTries) throw fail.badRequest(MSG.codeTooManyTries);
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
  if (!codeMatches(input.code, row.code_hash)) throw await wrong(taken.attempts >= PASSWORD_RESET.maxWrongTries);
  await deps.db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', row.id)
    .execute();
  return { user, row };
}

export async function verifyResetCode(deps: ResetDeps, input: z.output<typeof verifyResetCodeInput>) {
  await checkCode(deps, input);
  return { message: MSG.codeVerified, valid: true };
}

export async function resetPassword(deps: ResetDeps, input: z.output<typeof resetPasswordInput>) {
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
  deps.loginLimiter.recordSuccess(user.username, deps.clientAddress);
  return { message: MSG.passwordResetSuccess };
}
