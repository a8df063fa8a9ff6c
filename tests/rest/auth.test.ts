import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { REGISTER_RATE_LIMIT } from '@shared/constants';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { outboxSms } from '../../src-server/services/auth/sms';
import { DEFAULT_PASSWORD, freshMemoryDb, lastCode, manualClock, outbox, registerAccount } from '../helpers/db';
import { SHELL_MSG } from '@shared/shell-messages';

interface CallOptions {
  method?: string;
  token?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: string; type: string };
}

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function setup() {
  const db = await freshMemoryDb();
  const clock = manualClock();
  const app = createApp(createDeps({ db, now: clock.now, sms: outboxSms(db, () => {}) }));

  /** One /api call; every answer is JSON and never shows a stack trace or a password hash. */
  const call = async (path: string, opts: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.raw) {
      headers['content-type'] = opts.raw.type;
      body = opts.raw.body;
    }
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    const res = await app.request(`/api${path}`, { method, headers, body });
    const text = await res.text();
    expect(text).not.toMatch(/stack/i);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('scrypt$');
    expect(res.headers.get('content-type') ?? '').toContain('application/json');
    return { status: res.status, headers: res.headers, body: JSON.parse(text) };
  };

  const login = async (username: string, password = DEFAULT_PASSWORD): Promise<string> => {
    const res = await call('/auth/login', { json: { username, password } });
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };

  return { db, clock, call, login };
}

const registration = { username: 'ali', password: 'secret123', phone: '09121234567', email: null, role: 'user' };

describe('POST /api/auth/register', () => {
  it('answers 201 with the message and the account fields', async () => {
    const { call } = await setup();
    const res = await call('/auth/register', { json: registration });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: MSG.registerSuccess, username: 'ali', role: 'user', phone: '09121234567', email: null });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body._id).toBe(res.body.id);
  });

  it('registers a coffenet', async () => {
    const { call, db } = await setup();
    const res = await call('/auth/register', { json: { ...registration, role: 'coffenet', email: 'c@example.com' } });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('coffenet');
    expect(await db.selectFrom('cafes').select('owner_id').execute()).toEqual([{ owner_id: res.body.id }]);
  });

  it('answers 409 with the Persian detail for a taken username, phone or email', async () => {
    const { call } = await setup();
    expect((await call('/auth/register', { json: { ...registration, email: 'a@example.com' } })).status).toBe(201);
    const byName = await call('/auth/register', { json: { ...registration, username: 'ALI', phone: '09120000000' } });
    expect(byName).toMatchObject({ status: 409, body: { detail: MSG.usernameTaken } });
    const byPhone = await call('/auth/register', { json: { ...registration, username: 'sara' } });
    expect(byPhone).toMatchObject({ status: 409, body: { detail: MSG.phoneTaken } });
    const byEmail = await call('/auth/register', { json: { ...registration, username: 'sara', phone: '09120000000', email: 'a@example.com' } });
    expect(byEmail).toMatchObject({ status: 409, body: { detail: MSG.emailTaken } });
  });

  it('answers 422 with the field’s Persian detail for a bad payload', async () => {
    const { call } = await setup();
    const short = await call('/auth/register', { json: { ...registration, password: '123' } });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ detail: MSG.passwordMin, errors: { password: MSG.passwordMin } });

    const admin = await call('/auth/register', { json: { ...registration, role: 'admin' } });
    expect(admin).toMatchObject({ status: 422, body: { detail: MSG.roleInvalid } });

    const empty = await call('/auth/register', { json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe(MSG.required);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['password', 'phone', 'role', 'username']);
  });

  it('answers 422 for a body that is not a JSON object', async () => {
    const { call } = await setup();
    for (const raw of [
      { body: '{not json', type: 'application/json' },
      { body: '[1, 2]', type: 'application/json' },
      { body: 'hello', type: 'text/plain' },
    ]) {
      expect(await call('/auth/register', { raw })).toMatchObject({ status: 422, body: { detail: MSG.invalidBody } });
    }
  });
});

describe('POST /api/auth/login', () => {
  it('accepts a JSON body and answers the token, its type and the role', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali', role: 'coffenet' });
    const res = await call('/auth/login', { json: { username: 'ali', password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'role', 'token_type']);
    expect(res.body).toMatchObject({ token_type: 'bearer', role: 'coffenet' });
    const me = await call('/user/me', { token: res.body.access_token });
    expect(me).toMatchObject({ status: 200, body: { username: 'ali', role: 'coffenet' } });
  });

  it('accepts an application/x-www-form-urlencoded body (OAuth2 password form)', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali' });
    const res = await call('/auth/login', { form: { username: 'ali', password: DEFAULT_PASSWORD, grant_type: 'password' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    expect((await call('/auth/me', { token: res.body.access_token })).status).toBe(200);
    const wrong = await call('/auth/login', { form: { username: 'ali', password: 'wrong-pass' } });
    expect(wrong).toMatchObject({ status: 401, body: { detail: MSG.wrongCredentials } });
  });

  it('answers 401 with the detail for a wrong password or an unknown user, 422 for a missing field', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali' });
    expect(await call('/auth/login', { json: { username: 'ali', password: 'wrong-pass' } })).toMatchObject({
      status: 401,
      body: { detail: MSG.wrongCredentials },
    });
    expect(await call('/auth/login', { json: { username: 'nobody', password: 'wrong-pass' } })).toMatchObject({
      status: 401,
      body: { detail: MSG.wrongCredentials },
    });
    expect(await call('/auth/login', { json: { username: 'ali' } })).toMatchObject({ status: 422, body: { detail: MSG.required } });
  });

  it('answers 403 for a blocked account', async () => {
    const { db, call } = await setup();
    const ali = await registerAccount(db, { username: 'ali' });
    await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', ali.id).execute();
    expect(await call('/auth/login', { json: { username: 'ali', password: DEFAULT_PASSWORD } })).toMatchObject({
      status: 403,
      body: { detail: MSG.accountBlocked },
    });
  });

  it('answers 429 with a Retry-After header to the 21st registration from one address in an hour', async () => {
    const { call } = await setup();
    for (let i = 0; i < REGISTER_RATE_LIMIT.perAddress; i++) {
      const made = await call('/auth/register', { json: { username: `burst_${i}`, password: 'secret123', phone: `0912${String(3000000 + i)}`, email: null, role: 'coffenet' } });
      expect(made.status).toBe(201);
    }
    const res = await call('/auth/register', { json: { username: 'burst_last', password: 'secret123', phone: '09124000000', email: null, role: 'coffenet' } });
    expect([res.status, res.body]).toEqual([429, { detail: MSG.registerRateLimited }]);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 with a Retry-After header after repeated failures', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali' });
    for (let i = 0; i < 3; i++) {
      expect((await call('/auth/login', { json: { username: 'ali', password: 'wrong-pass' } })).status).toBe(401);
    }
    const res = await call('/auth/login', { json: { username: 'ali', password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: MSG.loginRateLimited });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});

describe('GET /api/user/me and /api/auth/me', () => {
  for (const path of ['/user/me', '/auth/me']) {
    it(`${path}: 401 without a token or with a bad one, 200 with role and username`, async () => {
      const { db, call, login } = await setup();
      await registerAccount(db, { username: 'ali' });
      expect(await call(path)).toMatchObject({ status: 401, body: { detail: MSG.notLoggedIn } });
      expect(await call(path, { token: 'not-a-token' })).toMatchObject({ status: 401, body: { detail: SHELL_MSG.sessionExpired } });
      const res = await call(path, { token: await login('ali') });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'ali', role: 'user', must_change_password: false });
    });
  }

  it('a blocked user’s token answers 401', async () => {
    const { db, call, login } = await setup();
    const ali = await registerAccount(db, { username: 'ali' });
    const token = await login('ali');
    expect((await call('/user/me', { token })).status).toBe(200);
    await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', ali.id).execute();
    expect(await call('/user/me', { token })).toMatchObject({ status: 401, body: { detail: MSG.accountBlocked } });
    expect((await call('/auth/me', { token })).status).toBe(401);
  });
});

describe('GET /api/user/{id}', () => {
  it('answers public fields, 404 for an unknown id, 422 for a malformed one, 401 without a token', async () => {
    const { db, call, login } = await setup();
    await registerAccount(db, { username: 'ali' });
    const sara = await registerAccount(db, { username: 'sara', email: 's@example.com' });
    const token = await login('ali');

    const res = await call(`/user/${sara.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: sara.id, id: sara.id, username: 'sara', name: 'sara', role: 'user' });

    // Looked up by id, not by username: the answer does not speak of a username.
    expect(await call(`/user/${'0'.repeat(24)}`, { token })).toMatchObject({ status: 404, body: { detail: MSG.accountNotFound } });
    expect(await call('/user/not-an-id', { token })).toMatchObject({ status: 422, body: { detail: MSG.invalidId } });
    expect((await call(`/user/${sara.id}`)).status).toBe(401);
  });
});

describe('GET /api/auth/phone-hint/{username}', () => {
  it('answers the masked phone, or 404 for an unknown username', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    expect(await call('/auth/phone-hint/ali')).toEqual(expect.objectContaining({ status: 200, body: { phone_hint: '0912*****67' } }));
    expect(await call('/auth/phone-hint/nobody')).toMatchObject({ status: 404, body: { detail: MSG.userNotFound } });
  });
});

describe('password reset paths', () => {
  it('request, resend, verify and reset through /api', async () => {
    const { db, clock, call, login } = await setup();
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    const oldToken = await login('ali');
    const who = { username: 'ali', phone: '09121234567' };

    const sent = await call('/auth/request-password-reset', { json: who });
    expect(sent).toMatchObject({ status: 200, body: { message: MSG.codeSentIfMatch, resend_after_seconds: 120, expires_in_seconds: 600 } });
    expect(await outbox(db)).toHaveLength(1);

    clock.advanceSeconds(10);
    const early = await call('/auth/resend-reset-code', { json: who });
    expect(early).toMatchObject({ status: 429, body: { detail: MSG.resendTooSoon } });
    expect(early.headers.get('retry-after')).toBe('110');

    clock.advanceSeconds(111);
    expect(await call('/auth/resend-reset-code', { json: who })).toMatchObject({ status: 200, body: { message: MSG.codeSentIfMatch } });
    expect(await outbox(db)).toHaveLength(2);
    const code = await lastCode(db);
    const wrong = code === '000000' ? '111111' : '000000';

    expect(await call('/auth/verify-reset-code', { json: { ...who, code: wrong } })).toMatchObject({
      status: 400,
      body: { detail: MSG.codeInvalid },
    });
    expect(await call('/auth/verify-reset-code', { json: { ...who, code } })).toMatchObject({
      status: 200,
      body: { message: MSG.codeVerified, valid: true },
    });
    expect(await call('/auth/reset-password', { json: { ...who, code, new_password: 'brand-new-pass' } })).toMatchObject({
      status: 200,
      body: { message: MSG.passwordResetSuccess },
    });
    expect(await call('/auth/reset-password', { json: { ...who, code, new_password: 'another-pass' } })).toMatchObject({
      status: 400,
      body: { detail: MSG.codeInvalid },
    });

    expect(await call('/user/me', { token: oldToken })).toMatchObject({ status: 401, body: { detail: SHELL_MSG.sessionExpired } });
    expect((await call('/auth/login', { json: { username: 'ali', password: DEFAULT_PASSWORD } })).status).toBe(401);
    expect((await call('/auth/login', { json: { username: 'ali', password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('answers an unknown username and a phone of someone else as the owner (issue 14); 422 for a bad phone or code', async () => {
    const { db, call } = await setup();
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    expect(await call('/auth/request-password-reset', { json: { username: 'nobody', phone: '09121234567' } })).toMatchObject({
      status: 200,
      body: { message: MSG.codeSentIfMatch },
    });
    expect(await call('/auth/request-password-reset', { json: { username: 'ali', phone: '09127654321' } })).toMatchObject({
      status: 200,
      body: { message: MSG.codeSentIfMatch },
    });
    expect(await call('/auth/request-password-reset', { json: { username: 'ali', phone: '12345' } })).toMatchObject({
      status: 422,
      body: { detail: MSG.phoneInvalid },
    });
    expect(await call('/auth/verify-reset-code', { json: { username: 'ali', phone: '09121234567', code: '12' } })).toMatchObject({
      status: 422,
      body: { detail: MSG.codeFormat },
    });
    expect(
      await call('/auth/reset-password', { json: { username: 'ali', phone: '09121234567', code: '123456', new_password: '1' } }),
    ).toMatchObject({ status: 422, body: { detail: MSG.passwordMin } });
    expect(await outbox(db)).toEqual([]);
  });

  it('a code that expired answers 400 with the expiry detail', async () => {
    const { db, clock, call } = await setup();
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    const who = { username: 'ali', phone: '09121234567' };
    await call('/auth/request-password-reset', { json: who });
    const code = await lastCode(db);
    clock.advanceSeconds(11 * 60);
    expect(await call('/auth/verify-reset-code', { json: { ...who, code } })).toMatchObject({
      status: 400,
      body: { detail: MSG.codeExpired },
    });
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a token, refuses a wrong current password and hands back a new token', async () => {
    const { db, call, login } = await setup();
    await registerAccount(db, { username: 'ali' });
    const token = await login('ali');
    const change = { current_password: DEFAULT_PASSWORD, new_password: 'brand-new-pass' };

    expect(await call('/auth/change-password', { json: change })).toMatchObject({ status: 401, body: { detail: MSG.notLoggedIn } });
    expect(await call('/auth/change-password', { token, json: { ...change, current_password: 'nope-nope' } })).toMatchObject({
      status: 400,
      body: { detail: MSG.currentPasswordWrong },
    });
    expect(await call('/auth/change-password', { token, json: { ...change, new_password: '12' } })).toMatchObject({
      status: 422,
      body: { detail: MSG.passwordMin },
    });

    const res = await call('/auth/change-password', { token, json: change });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.passwordChanged);
    expect(typeof res.body.access_token).toBe('string');

    expect(await call('/user/me', { token })).toMatchObject({ status: 401, body: { detail: SHELL_MSG.sessionExpired } });
    expect(await call('/user/me', { token: res.body.access_token })).toMatchObject({ status: 200, body: { username: 'ali' } });
    expect((await call('/auth/login', { json: { username: 'ali', password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('answers 429 after repeated wrong current passwords, even with the right one (the login throttle)', async () => {
    const { db, call, login } = await setup();
    await registerAccount(db, { username: 'ali' });
    const token = await login('ali');
    for (let i = 0; i < 3; i++) {
      const wrong = await call('/auth/change-password', { token, json: { current_password: 'nope-nope', new_password: 'brand-new-pass' } });
      expect(wrong.status).toBe(400);
    }
    const res = await call('/auth/change-password', { token, json: { current_password: DEFAULT_PASSWORD, new_password: 'brand-new-pass' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: MSG.loginRateLimited });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON with a detail', async () => {
    const { call } = await setup();
    expect(await call('/no/such/path')).toMatchObject({ status: 404, body: { detail: MSG.notFound } });
    expect(await call('/auth/nothing', { json: {} })).toMatchObject({ status: 404, body: { detail: MSG.notFound } });
    // A known path with a method it does not answer is a 405 (tests/rest/method-not-allowed.test.ts).
    expect(await call('/auth/login')).toMatchObject({ status: 405, body: { detail: MSG.methodNotAllowed } });
  });
});

describe('request size', () => {
  it('refuses a body over 1 MB with 413 and a Persian detail, on /api and on /trpc', async () => {
    const db = await freshMemoryDb();
    const app = createApp(createDeps({ db }));
    const huge = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'p' });
    const rest = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ detail: MSG.payloadTooLarge });
    const trpc = await app.request('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(trpc.status).toBe(413);
  });
});
