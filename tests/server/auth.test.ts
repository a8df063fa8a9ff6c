import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { MSG } from '@shared/messages';
import type { RegisterInput } from '@shared/auth/schemas';
import { DomainError } from '../../src-server/errors';
import { createDeps } from '../../src-server/deps';
import { resolveSession } from '../../src-server/context';
import { verifyAccessToken } from '../../src-server/auth/tokens';
import { verifyPassword } from '../../src-server/auth/passwords';
import { LoginRateLimiter } from '../../src-server/services/auth/login-throttle';
import { RegisterRateLimiter } from '../../src-server/services/auth/register-throttle';
import { createApp } from '../../src-server/app';
import type { DB } from '../../src-server/db/connection';
import { onPostgres } from '../helpers/postgres';
import {
  DEFAULT_PASSWORD,
  callerFor,
  freshMemoryDb,
  lastCode,
  manualClock,
  nextPhone,
  outbox,
  registerAccount,
  trpcError,
  validationMessages,
} from '../helpers/db';
import { SHELL_MSG } from '@shared/shell-messages';

const valid: RegisterInput = { username: 'ali', password: 'secret123', phone: '09121234567', email: 'ali@example.com', role: 'user' };

async function userRow(db: DB, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

describe('auth.register', () => {
  it('registers a user with no cafe and answers the success message with its own fields', async () => {
    const db = await freshMemoryDb();
    const result = await callerFor(db).auth.register({ ...valid, username: 'Ali' });
    expect(result.message).toBe(MSG.registerSuccess);
    expect(result.user).toMatchObject({ username: 'ali', role: 'user', phone: '09121234567', email: 'ali@example.com' });
    expect(result.user.id).toMatch(/^[0-9a-f]{24}$/);
    expect(result.user._id).toBe(result.user.id);
    expect(result.user).not.toHaveProperty('password_hash');

    const row = await userRow(db, 'ali');
    expect(row.id).toBe(result.user.id);
    expect(row.role).toBe('user');
    expect(row.is_blocked).toBe(0);
    expect(await db.selectFrom('cafes').selectAll().execute()).toEqual([]);
  });

  it('registers a coffenet together with exactly one active cafe it owns', async () => {
    const db = await freshMemoryDb();
    const { user } = await callerFor(db).auth.register({ ...valid, username: 'cafe1', role: 'coffenet' });
    expect(user.role).toBe('coffenet');
    const cafes = await db.selectFrom('cafes').selectAll().execute();
    expect(cafes).toHaveLength(1);
    expect(cafes[0]).toMatchObject({ owner_id: user.id, is_active: 1, cafe_name: 'cafe1', phone: '09121234567' });
    expect(cafes[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses a username taken in any letter case with CONFLICT and the Persian message', async () => {
    const db = await freshMemoryDb();
    const api = callerFor(db);
    await api.auth.register({ ...valid, username: 'Ali' });
    for (const username of ['ali', 'ALI', ' aLi ']) {
      const error = await trpcError(api.auth.register({ ...valid, username, phone: '09129999999', email: null }));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(MSG.usernameTaken);
    }
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('refuses a taken phone (also written in Persian digits) with CONFLICT and the Persian message', async () => {
    const db = await freshMemoryDb();
    const api = callerFor(db);
    await api.auth.register(valid);
    for (const phone of ['09121234567', '۰۹۱۲۱۲۳۴۵۶۷']) {
      const error = await trpcError(api.auth.register({ ...valid, username: 'sara', phone, email: null }));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(MSG.phoneTaken);
    }
  });

  it('refuses a taken email (in any letter case) with CONFLICT and the Persian message', async () => {
    const db = await freshMemoryDb();
    const api = callerFor(db);
    await api.auth.register(valid);
    const error = await trpcError(api.auth.register({ ...valid, username: 'sara', phone: '09127654321', email: 'ALI@Example.com' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(MSG.emailTaken);
  });

  it.each([
    ['username', { username: 'ab' }, MSG.usernameMin],
    ['username', { username: '' }, MSG.required],
    ['username', { username: 'a b c' }, MSG.usernameChars],
    ['password', { password: '12345' }, MSG.passwordMin],
    ['phone', { phone: '0912123456' }, MSG.phoneInvalid],
    ['phone', { phone: '091212345678' }, MSG.phoneInvalid],
    ['phone', { phone: '08121234567' }, MSG.phoneInvalid],
    ['phone', { phone: '+989121234567' }, MSG.phoneInvalid],
    ['email', { email: 'not-an-email' }, MSG.emailInvalid],
    ['email', { email: 'a@b' }, MSG.emailInvalid],
    ['role', { role: 'admin' }, MSG.roleInvalid],
  ] as const)('rejects a bad %s (%j) with its Persian message', async (field, patch, message) => {
    const db = await freshMemoryDb();
    const error = await trpcError(callerFor(db).auth.register({ ...valid, ...patch } as RegisterInput));
    expect(error.code).toBe('BAD_REQUEST');
    expect(validationMessages(error)[field]).toBe(message);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('stores an empty email as null, so two accounts may both leave it empty', async () => {
    const db = await freshMemoryDb();
    const api = callerFor(db);
    const first = await api.auth.register({ ...valid, email: '' });
    expect(first.user.email).toBeNull();
    await api.auth.register({ ...valid, username: 'sara', phone: '09127654321', email: '' });
    expect((await userRow(db, 'ali')).email).toBeNull();
    expect((await userRow(db, 'sara')).email).toBeNull();
  });

  it('normalises Persian and Arabic digits in the phone', async () => {
    const db = await freshMemoryDb();
    const api = callerFor(db);
    await api.auth.register({ ...valid, phone: '۰۹۱۲۱۲۳۴۵۶۷', email: null });
    await api.auth.register({ ...valid, username: 'sara', phone: '٠٩١٢٧٦٥٤٣٢١', email: null });
    expect((await userRow(db, 'ali')).phone).toBe('09121234567');
    expect((await userRow(db, 'sara')).phone).toBe('09127654321');
  });

  it('stores the password hashed with scrypt, never in clear', async () => {
    const db = await freshMemoryDb();
    await callerFor(db).auth.register(valid);
    const { password_hash } = await userRow(db, 'ali');
    expect(password_hash).not.toContain(valid.password);
    expect(password_hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword(valid.password, password_hash)).toBe(true);
    expect(await verifyPassword('wrong-one', password_hash)).toBe(false);
  });
});

describe('auth.login', () => {
  it('answers a bearer token for the account, whatever the letter case of the username', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const result = await callerFor(db).auth.login({ username: 'ALI', password: DEFAULT_PASSWORD });
    expect(result.token_type).toBe('bearer');
    expect(result.role).toBe('user');
    expect(result.user.id).toBe(ali.id);
    const claims = await verifyAccessToken(createDeps({ db }).jwtSecret, result.access_token);
    expect(claims).toEqual({ userId: ali.id, role: 'user', version: 0 });
  });

  it('answers UNAUTHORIZED with one message for a wrong password and for an unknown username', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const api = callerFor(db);
    const wrong = await trpcError(api.auth.login({ username: 'ali', password: 'not-the-password' }));
    expect(wrong.code).toBe('UNAUTHORIZED');
    expect(wrong.message).toBe(MSG.wrongCredentials);
    const unknown = await trpcError(api.auth.login({ username: 'nobody', password: DEFAULT_PASSWORD }));
    expect(unknown.code).toBe('UNAUTHORIZED');
    expect(unknown.message).toBe(MSG.wrongCredentials);
  });

  it('requires both fields', async () => {
    const db = await freshMemoryDb();
    const error = await trpcError(callerFor(db).auth.login({ username: '  ', password: '' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(validationMessages(error)).toEqual({ username: MSG.required, password: MSG.required });
  });

  it('answers FORBIDDEN for a blocked account with the right password', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', ali.id).execute();
    const error = await trpcError(callerFor(db).auth.login({ username: 'ali', password: DEFAULT_PASSWORD }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(MSG.accountBlocked);
  });

  it('after 3 failures a username waits on that address only, even with the right password (issue 14)', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    await registerAccount(db, { username: 'sara' });
    const limiter = new LoginRateLimiter();
    const api = callerFor(db, null, { loginLimiter: limiter, clientAddress: '10.0.0.1' });
    for (let i = 0; i < 3; i++) {
      expect((await trpcError(api.auth.login({ username: 'ali', password: 'wrong-pass' }))).code).toBe('UNAUTHORIZED');
    }
    const limited = await trpcError(api.auth.login({ username: 'ali', password: DEFAULT_PASSWORD }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe(MSG.loginRateLimited);
    const retry = (limited.cause as DomainError).details?.retry_after_seconds;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // The username is spelt in another case: still the same account, still limited.
    expect((await trpcError(api.auth.login({ username: 'Ali', password: DEFAULT_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    // Another account from the same address is not locked out by ali's failures, nor ali elsewhere.
    await expect(api.auth.login({ username: 'sara', password: DEFAULT_PASSWORD })).resolves.toMatchObject({ role: 'user' });
    const elsewhere = callerFor(db, null, { loginLimiter: limiter, clientAddress: '10.0.0.2' });
    await expect(elsewhere.auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toMatchObject({ role: 'user' });
  });

  it('a successful login resets the pair counter', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const api = callerFor(db, null, { loginLimiter: new LoginRateLimiter() });
    const fail2 = async () => {
      for (let i = 0; i < 2; i++) {
        expect((await trpcError(api.auth.login({ username: 'ali', password: 'wrong-pass' }))).code).toBe('UNAUTHORIZED');
      }
    };
    await fail2();
    await api.auth.login({ username: 'ali', password: DEFAULT_PASSWORD });
    await fail2(); // four failures in all, but only two since the success
    await expect(api.auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
  });

  it('parallel guesses cannot slip past the limit: only 3 passwords are ever checked', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const api = callerFor(db, null, { loginLimiter: new LoginRateLimiter() });
    const guesses = [...Array.from({ length: 30 }, (_, i) => `wrong-${i}`), DEFAULT_PASSWORD];
    const outcomes = await Promise.all(
      guesses.map((password) => api.auth.login({ username: 'ali', password }).then(() => 'OK', (e: TRPCError) => e.code)),
    );
    expect(outcomes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(3);
    expect(outcomes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(28);
    expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });

  it('successful logins never count against the client address', async () => {
    const db = await freshMemoryDb();
    const names = Array.from({ length: 10 }, (_, i) => `user${i}`);
    for (const username of names) await registerAccount(db, { username });
    const api = callerFor(db, null, { loginLimiter: new LoginRateLimiter() });
    // More than the 20 failures an address may have in the window, one after another and at once.
    for (let i = 0; i < 25; i++) await api.auth.login({ username: 'user0', password: DEFAULT_PASSWORD });
    await Promise.all(names.map((username) => api.auth.login({ username, password: DEFAULT_PASSWORD })));
    await Promise.all(names.map((username) => api.auth.login({ username, password: DEFAULT_PASSWORD })));
    await expect(api.auth.login({ username: 'user1', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
  }, 60_000);

  it('after 30 failures from one address refuses that address, whatever the username', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const limiter = new LoginRateLimiter();
    const here = callerFor(db, null, { loginLimiter: limiter, clientAddress: '10.0.0.1' });
    const elsewhere = callerFor(db, null, { loginLimiter: limiter, clientAddress: '10.0.0.2' });
    for (let i = 0; i < 30; i++) {
      expect((await trpcError(here.auth.login({ username: `nobody${i}`, password: 'wrong-pass' }))).code).toBe('UNAUTHORIZED');
    }
    expect((await trpcError(here.auth.login({ username: 'ali', password: DEFAULT_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    await expect(elsewhere.auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
  }, 60_000);
});

describe('auth.me and auth.userById', () => {
  it('me requires a logged-in user', async () => {
    const db = await freshMemoryDb();
    const error = await trpcError(callerFor(db).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(MSG.notLoggedIn);
  });

  it('me answers the caller’s own account, without the password hash', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali', phone: '09121234567', email: 'a@example.com' });
    const me = await callerFor(db, ali).auth.me();
    expect(me).toEqual({
      _id: ali.id,
      id: ali.id,
      username: 'ali',
      name: 'ali',
      role: 'user',
      phone: '09121234567',
      email: 'a@example.com',
      must_change_password: false,
      created_at: ali.created_at,
    });
  });

  it('userById answers public fields only', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali', email: 'a@example.com' });
    const sara = await registerAccount(db, { username: 'sara', role: 'coffenet' });
    const seen = await callerFor(db, ali).auth.userById({ id: sara.id });
    expect(seen).toEqual({ _id: sara.id, id: sara.id, username: 'sara', name: 'sara', role: 'coffenet' });
    expect(JSON.stringify(seen)).not.toMatch(/phone|email|password_hash|scrypt/);
  });

  it('userById answers NOT_FOUND for an unknown id and BAD_REQUEST for a malformed one', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const api = callerFor(db, ali);
    const missing = await trpcError(api.auth.userById({ id: 'a'.repeat(24) }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(MSG.accountNotFound);
    for (const id of ['xyz', 'A'.repeat(24), 'a'.repeat(23), 'g'.repeat(24)]) {
      const bad = await trpcError(api.auth.userById({ id }));
      expect(bad.code).toBe('BAD_REQUEST');
      expect(validationMessages(bad).id).toBe(MSG.invalidId);
    }
  });

  it('userById requires a logged-in user', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    expect((await trpcError(callerFor(db).auth.userById({ id: ali.id }))).code).toBe('UNAUTHORIZED');
  });
});

describe('auth.phoneHint', () => {
  it('masks all but the first four and last two digits', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    expect(await callerFor(db).auth.phoneHint({ username: 'Ali' })).toEqual({ phone_hint: '0912*****67' });
  });

  it('answers NOT_FOUND for an unknown username', async () => {
    const db = await freshMemoryDb();
    const error = await trpcError(callerFor(db).auth.phoneHint({ username: 'nobody' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(MSG.userNotFound);
  });
});

describe('password reset', () => {
  async function setup() {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali', phone: '09121234567' });
    const clock = manualClock();
    const api = callerFor(db, null, { now: clock.now, loginLimiter: new LoginRateLimiter() });
    const who = { username: 'ali', phone: '09121234567' };
    return { db, ali, clock, api, who };
  }

  it('request → code by SMS → verify → reset; the new password logs in, the old one no longer', async () => {
    const { db, api, who } = await setup();
    const sent = await api.auth.requestPasswordReset(who);
    expect(sent).toEqual({ message: MSG.codeSentIfMatch, resend_after_seconds: 120, expires_in_seconds: 600 });

    const texts = await outbox(db);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.phone).toBe('09121234567');
    expect(texts[0]!.body).toMatch(/\b\d{6}\b/);
    const code = await lastCode(db);
    // The code is kept hashed, not in clear.
    const stored = await db.selectFrom('password_reset_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);

    expect(await api.auth.verifyResetCode({ ...who, code })).toEqual({ message: MSG.codeVerified, valid: true });
    expect(await api.auth.resetPassword({ ...who, code, new_password: 'brand-new-pass' })).toEqual({ message: MSG.passwordResetSuccess });

    await expect(api.auth.login({ username: 'ali', password: 'brand-new-pass' })).resolves.toHaveProperty('access_token');
    const old = await trpcError(api.auth.login({ username: 'ali', password: DEFAULT_PASSWORD }));
    expect(old.code).toBe('UNAUTHORIZED');
    expect(old.message).toBe(MSG.wrongCredentials);
  });

  it('accepts the code typed in Persian digits', async () => {
    const { db, api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const persian = (await lastCode(db)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    await expect(api.auth.verifyResetCode({ ...who, code: persian })).resolves.toMatchObject({ valid: true });
  });

  it('rejects a malformed code with the Persian format message', async () => {
    const { api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const error = await trpcError(api.auth.verifyResetCode({ ...who, code: '12345' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(validationMessages(error).code).toBe(MSG.codeFormat);
  });

  it('after 5 wrong codes even the right code fails', async () => {
    const { db, api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const error = await trpcError(api.auth.verifyResetCode({ ...who, code: wrong }));
      expect(error.code).toBe('BAD_REQUEST');
      messages.push(error.message);
    }
    expect(messages).toEqual([MSG.codeInvalid, MSG.codeInvalid, MSG.codeInvalid, MSG.codeInvalid, MSG.codeTooManyTries]);
    const right = await trpcError(api.auth.verifyResetCode({ ...who, code }));
    expect(right.message).toBe(MSG.codeTooManyTries);
    const reset = await trpcError(api.auth.resetPassword({ ...who, code, new_password: 'brand-new-pass' }));
    expect(reset.message).toBe(MSG.codeTooManyTries);
  });

  it('parallel wrong codes cannot slip past the limit: only 5 are ever compared', async () => {
    const { db, api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    const wrongs = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const messages = await Promise.all(
      [...wrongs, code].map((c) => api.auth.verifyResetCode({ ...who, code: c }).then(() => 'valid', (e: Error) => e.message)),
    );
    if (!onPostgres) {
      expect(messages.filter((m) => m === MSG.codeInvalid)).toHaveLength(4);
      expect(messages.filter((m) => m === MSG.codeTooManyTries)).toHaveLength(27);
      expect(await db.selectFrom('password_reset_codes').select('attempts').execute()).toEqual([{ attempts: 5 }]);
      expect((await trpcError(api.auth.verifyResetCode({ ...who, code }))).message).toBe(MSG.codeTooManyTries);
    } else {
      // On a pool of connections the right code may hold one of the five tries while wrong ones
      // are refused; it gives the try back. Never more than five codes are compared.
      expect(messages.filter((m) => m === MSG.codeInvalid).length).toBeLessThanOrEqual(4);
      expect(messages.filter((m) => m === MSG.codeInvalid || m === MSG.codeTooManyTries || m === 'valid')).toHaveLength(31);
      const { attempts } = await db.selectFrom('password_reset_codes').select('attempts').executeTakeFirstOrThrow();
      expect(attempts).toBeGreaterThanOrEqual(4);
      expect(attempts).toBeLessThanOrEqual(5);
    }
  });

  it('a right code does not use up a try', async () => {
    const { db, api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await trpcError(api.auth.verifyResetCode({ ...who, code: wrong }));
    for (let i = 0; i < 3; i++) await expect(api.auth.verifyResetCode({ ...who, code })).resolves.toMatchObject({ valid: true });
    await expect(api.auth.resetPassword({ ...who, code, new_password: 'brand-new-pass' })).resolves.toEqual({ message: MSG.passwordResetSuccess });
  });

  it('a code older than 10 minutes has expired', async () => {
    const { db, api, clock, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    clock.advanceSeconds(9 * 60);
    await expect(api.auth.verifyResetCode({ ...who, code })).resolves.toMatchObject({ valid: true });
    clock.advanceSeconds(2 * 60); // 11 minutes after sending
    const error = await trpcError(api.auth.verifyResetCode({ ...who, code }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MSG.codeExpired);
    const reset = await trpcError(api.auth.resetPassword({ ...who, code, new_password: 'brand-new-pass' }));
    expect(reset.message).toBe(MSG.codeExpired);
  });

  it('resend inside 120 s is refused; after it a new code replaces the old one', async () => {
    const { db, api, clock, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const first = await lastCode(db);

    clock.advanceSeconds(30);
    const early = await trpcError(api.auth.resendResetCode(who));
    expect(early.code).toBe('TOO_MANY_REQUESTS');
    expect(early.message).toBe(MSG.resendTooSoon);
    expect((early.cause as DomainError).details).toEqual({ retry_after_seconds: 90 });
    expect(await outbox(db)).toHaveLength(1);

    clock.advanceSeconds(91); // 121 s after the first text
    expect(await api.auth.resendResetCode(who)).toMatchObject({ message: MSG.codeSentIfMatch, resend_after_seconds: 120 });
    expect(await outbox(db)).toHaveLength(2);
    const second = await lastCode(db);
    if (second !== first) {
      const stale = await trpcError(api.auth.verifyResetCode({ ...who, code: first }));
      expect(stale.code).toBe('BAD_REQUEST');
      expect(stale.message).toBe(MSG.codeInvalid);
    }
    await expect(api.auth.verifyResetCode({ ...who, code: second })).resolves.toMatchObject({ valid: true });
    expect(await db.selectFrom('password_reset_codes').select('id').execute()).toHaveLength(1);
  });

  it('asking again inside 120 s keeps the code already sent and texts nothing new', async () => {
    const { db, api, clock, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    clock.advanceSeconds(30);
    expect(await api.auth.requestPasswordReset(who)).toEqual({ message: MSG.codeSentIfMatch, resend_after_seconds: 90, expires_in_seconds: 570 });
    expect(await outbox(db)).toHaveLength(1);
    await expect(api.auth.verifyResetCode({ ...who, code })).resolves.toMatchObject({ valid: true });
  });

  it('asking again inside 120 s after the code is spent sends nothing new until the wait is over', async () => {
    const { db, api, clock, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await trpcError(api.auth.verifyResetCode({ ...who, code: wrong }));
    clock.advanceSeconds(30);
    expect(await api.auth.requestPasswordReset(who)).toMatchObject({ message: MSG.codeSentIfMatch, resend_after_seconds: 90 });
    expect(await outbox(db)).toHaveLength(1);
    clock.advanceSeconds(91);
    await api.auth.requestPasswordReset(who);
    expect(await outbox(db)).toHaveLength(2);
    // The new code works: the spent one's wrong tries are not held against it.
    await expect(api.auth.verifyResetCode({ ...who, code: await lastCode(db) })).resolves.toMatchObject({ valid: true });
  });

  it('answers a phone of someone else, and an unknown username, as it answers the owner (issue 14)', async () => {
    const { db, api, who } = await setup();
    await registerAccount(db, { username: 'sara', phone: '09127654321' });
    expect(await api.auth.requestPasswordReset({ username: 'ali', phone: '09127654321' })).toMatchObject({ message: MSG.codeSentIfMatch });
    expect(await outbox(db)).toEqual([]);

    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    const verify = await trpcError(api.auth.verifyResetCode({ username: 'ali', phone: '09127654321', code }));
    expect(verify.message).toBe(MSG.codeInvalid);

    expect(await api.auth.requestPasswordReset({ username: 'nobody', phone: '09121234567' })).toMatchObject({ message: MSG.codeSentIfMatch });
    expect(await outbox(db)).toHaveLength(1);
  });

  it('a code resets the password only once', async () => {
    const { db, api, who } = await setup();
    await api.auth.requestPasswordReset(who);
    const code = await lastCode(db);
    await api.auth.resetPassword({ ...who, code, new_password: 'brand-new-pass' });
    const again = await trpcError(api.auth.resetPassword({ ...who, code, new_password: 'another-pass' }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(MSG.codeInvalid);
    expect((await trpcError(api.auth.verifyResetCode({ ...who, code }))).message).toBe(MSG.codeInvalid);
    await expect(api.auth.login({ username: 'ali', password: 'brand-new-pass' })).resolves.toHaveProperty('access_token');
    expect((await trpcError(api.auth.login({ username: 'ali', password: 'another-pass' }))).code).toBe('UNAUTHORIZED');
  });

  it('a reset clears the username’s failed-login count', async () => {
    const { db, api, who } = await setup();
    for (let i = 0; i < 5; i++) await trpcError(api.auth.login({ username: 'ali', password: 'wrong-pass' }));
    expect((await trpcError(api.auth.login({ username: 'ali', password: DEFAULT_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    await api.auth.requestPasswordReset(who);
    await api.auth.resetPassword({ ...who, code: await lastCode(db), new_password: 'brand-new-pass' });
    await expect(api.auth.login({ username: 'ali', password: 'brand-new-pass' })).resolves.toHaveProperty('access_token');
  });
});

describe('registration and password-change throttles (27 Nov security read)', () => {
  it('refuses new accounts from one address past its hourly limit, with the wait; another address still registers', async () => {
    const db = await freshMemoryDb();
    const registerLimiter = new RegisterRateLimiter(2);
    const here = callerFor(db, null, { registerLimiter, clientAddress: '10.0.0.1' });
    await here.auth.register({ ...valid, email: null, username: 'first', phone: nextPhone() });
    await here.auth.register({ ...valid, email: null, username: 'second', phone: nextPhone() });
    const limited = await trpcError(here.auth.register({ ...valid, email: null, username: 'third', phone: nextPhone() }));
    expect([limited.code, limited.message]).toEqual(['TOO_MANY_REQUESTS', MSG.registerRateLimited]);
    expect((limited.cause as DomainError).details?.retry_after_seconds).toBeGreaterThan(0);
    expect(await db.selectFrom('users').select('id').where('username', '=', 'third').executeTakeFirst()).toBeUndefined();
    const elsewhere = callerFor(db, null, { registerLimiter, clientAddress: '10.0.0.2' });
    await expect(elsewhere.auth.register({ ...valid, email: null, username: 'third', phone: nextPhone() })).resolves.toHaveProperty('user');
  });

  it('checks the current password under the login throttle: a stolen session cannot guess it without limit', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const loginLimiter = new LoginRateLimiter();
    const api = callerFor(db, ali, { loginLimiter, clientAddress: '10.0.0.1' });
    for (let i = 0; i < 3; i++) {
      expect((await trpcError(api.auth.changePassword({ current_password: `guess-${i}-x`, new_password: 'brand-new-pass' }))).code).toBe('BAD_REQUEST');
    }
    const limited = await trpcError(api.auth.changePassword({ current_password: DEFAULT_PASSWORD, new_password: 'brand-new-pass' }));
    expect([limited.code, limited.message]).toEqual(['TOO_MANY_REQUESTS', MSG.loginRateLimited]);
    // The same pair's logins wait too: guesses here and there count together.
    expect((await trpcError(callerFor(db, null, { loginLimiter, clientAddress: '10.0.0.1' }).auth.login({ username: 'ali', password: DEFAULT_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('auth.changePassword', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const error = await trpcError(callerFor(db, ali).auth.changePassword({ current_password: 'not-it', new_password: 'brand-new-pass' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MSG.currentPasswordWrong);
    await expect(callerFor(db).auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
  });

  it('refuses the same password again', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const error = await trpcError(callerFor(db, ali).auth.changePassword({ current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD }));
    expect(error.message).toBe(MSG.newPasswordSame);
  });

  it('requires a logged-in user', async () => {
    const db = await freshMemoryDb();
    const error = await trpcError(callerFor(db).auth.changePassword({ current_password: DEFAULT_PASSWORD, new_password: 'brand-new-pass' }));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('with the right current password answers a new token; the old token stops working', async () => {
    const db = await freshMemoryDb();
    const ali = await registerAccount(db, { username: 'ali' });
    const deps = createDeps({ db });
    const { access_token: oldToken } = await callerFor(db).auth.login({ username: 'ali', password: DEFAULT_PASSWORD });

    const session = await resolveSession(deps, `Bearer ${oldToken}`);
    expect(session.user?.id).toBe(ali.id);
    const result = await callerFor(db, session.user).auth.changePassword({ current_password: DEFAULT_PASSWORD, new_password: 'brand-new-pass' });
    expect(result.message).toBe(MSG.passwordChanged);
    expect(result.access_token).not.toBe(oldToken);

    expect(await resolveSession(deps, `Bearer ${oldToken}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });
    expect((await resolveSession(deps, `Bearer ${result.access_token}`)).user?.id).toBe(ali.id);

    await expect(callerFor(db).auth.login({ username: 'ali', password: 'brand-new-pass' })).resolves.toHaveProperty('access_token');
    expect((await trpcError(callerFor(db).auth.login({ username: 'ali', password: DEFAULT_PASSWORD }))).code).toBe('UNAUTHORIZED');
  });
});

describe('tRPC over HTTP', () => {
  it('shows the field’s Persian message and field errors, never a stack', async () => {
    const db = await freshMemoryDb();
    const app = createApp(createDeps({ db }));
    const res = await app.request('/trpc/auth.register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, password: '123' }),
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toContain('stack');
    const body = JSON.parse(text) as { error: { message: string; data: { code: string; fieldErrors: Record<string, string> } } };
    expect(body.error.message).toBe(MSG.passwordMin);
    expect(body.error.data.code).toBe('BAD_REQUEST');
    expect(body.error.data.fieldErrors).toEqual({ password: MSG.passwordMin });

    // The batched form the client sends answers the same status.
    const batched = await app.request('/trpc/auth.register?batch=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { ...valid, phone: '123' } }),
    });
    expect(batched.status).toBe(422);
    const [item] = (await batched.json()) as Array<{ error: { message: string } }>;
    expect(item!.error.message).toBe(MSG.phoneInvalid);
  });

  it('answers a domain error with its own message and status', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const app = createApp(createDeps({ db }));
    const res = await app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ali', password: 'wrong-pass' }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(MSG.wrongCredentials);
  });

  it('names the taken field of a refused registration, so the form shows it there and focuses it', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'ali' });
    const app = createApp(createDeps({ db }));
    const res = await app.request('/trpc/auth.register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, username: 'ali', phone: '09129999999', email: null }),
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { message: string; data: { fieldErrors: Record<string, string> | null } } };
    expect(body.error.message).toBe(MSG.usernameTaken);
    expect(body.error.data.fieldErrors).toEqual({ username: MSG.usernameTaken });
  });
});
