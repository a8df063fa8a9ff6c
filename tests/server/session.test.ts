import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createDeps } from '../../src-server/deps';
import { createRequestContext, resolveSession } from '../../src-server/context';
import { signAccessToken } from '../../src-server/auth/tokens';
import { createCaller } from '../../src-server/routers';
import { outboxSms } from '../../src-server/services/auth/sms';
import { DEFAULT_PASSWORD, callerFor, freshMemoryDb, lastCode, registerAccount, trpcError } from '../helpers/db';
import { SHELL_MSG } from '@shared/shell-messages';

const DAY_SECONDS = 24 * 60 * 60;

async function setup() {
  const db = await freshMemoryDb();
  const ali = await registerAccount(db, { username: 'ali', phone: '09121234567' });
  const deps = createDeps({ db, sms: outboxSms(db, () => {}) });
  const { access_token: token } = await callerFor(db).auth.login({ username: 'ali', password: DEFAULT_PASSWORD });
  return { db, ali, deps, token };
}

describe('resolveSession', () => {
  it('gives the user of a valid token', async () => {
    const { ali, deps, token } = await setup();
    const session = await resolveSession(deps, `Bearer ${token}`);
    expect(session.sessionProblem).toBeNull();
    expect(session.user).toMatchObject({ id: ali.id, username: 'ali', role: 'user' });
    // The scheme is matched without regard to case.
    expect((await resolveSession(deps, `bearer ${token}`)).user?.id).toBe(ali.id);
  });

  it('gives a guest, without a problem, when no token is presented', async () => {
    const { deps } = await setup();
    expect(await resolveSession(deps, undefined)).toEqual({ user: null, sessionProblem: null });
    expect(await resolveSession(deps, '')).toEqual({ user: null, sessionProblem: null });
    expect(await resolveSession(deps, 'Bearer ')).toEqual({ user: null, sessionProblem: null });
  });

  it('a blocked user’s existing token stops working at once', async () => {
    const { db, ali, deps, token } = await setup();
    await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', ali.id).execute();
    expect(await resolveSession(deps, `Bearer ${token}`)).toEqual({ user: null, sessionProblem: MSG.accountBlocked });

    const ctx = await createRequestContext(deps, { authorization: `Bearer ${token}`, clientAddress: '1.2.3.4' });
    expect(ctx.user).toBeNull();
    expect(ctx.sessionProblem).toBe(MSG.accountBlocked);
    const error = await trpcError(createCaller(ctx).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(MSG.accountBlocked);

    // Unblocking lets the same token in again.
    await db.updateTable('users').set({ is_blocked: 0 }).where('id', '=', ali.id).execute();
    expect((await resolveSession(deps, `Bearer ${token}`)).user?.id).toBe(ali.id);
  });

  it('a token signed with another secret is an expired session', async () => {
    const { ali, deps } = await setup();
    const forged = await signAccessToken(new TextEncoder().encode('some-other-secret-of-enough-length-0123456789'), {
      userId: ali.id,
      role: 'admin',
      version: 0,
    });
    expect(await resolveSession(deps, `Bearer ${forged}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });
  });

  it('a garbage token is an expired session', async () => {
    const { deps, token } = await setup();
    for (const garbage of ['garbage', 'a.b.c', `${token}x`, token.split('.').slice(0, 2).join('.') + '.']) {
      expect(await resolveSession(deps, `Bearer ${garbage}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });
    }
  });

  it('a token for an account that no longer exists is an expired session', async () => {
    const { deps } = await setup();
    const orphan = await signAccessToken(deps.jwtSecret, { userId: 'f'.repeat(24), role: 'user', version: 0 });
    expect(await resolveSession(deps, `Bearer ${orphan}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });
  });

  it('a token expires after 7 days', async () => {
    const { ali, deps, token } = await setup();
    const at = (days: number) => createDeps({ ...deps, now: () => new Date(Date.now() + days * DAY_SECONDS * 1000) });
    expect((await resolveSession(at(6), `Bearer ${token}`)).user?.id).toBe(ali.id);
    expect(await resolveSession(at(8), `Bearer ${token}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });

    const ctx = await createRequestContext(at(8), { authorization: `Bearer ${token}`, clientAddress: 'local' });
    const error = await trpcError(createCaller(ctx).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(SHELL_MSG.sessionExpired);
  });

  it('a password reset voids the tokens issued before it', async () => {
    const { db, ali, deps, token } = await setup();
    const who = { username: 'ali', phone: '09121234567' };
    const api = callerFor(db);
    await api.auth.requestPasswordReset(who);
    await api.auth.resetPassword({ ...who, code: await lastCode(db), new_password: 'brand-new-pass' });
    expect(await resolveSession(deps, `Bearer ${token}`)).toEqual({ user: null, sessionProblem: SHELL_MSG.sessionExpired });

    const { access_token: fresh } = await api.auth.login({ username: 'ali', password: 'brand-new-pass' });
    expect((await resolveSession(deps, `Bearer ${fresh}`)).user?.id).toBe(ali.id);
  });
});

describe('createRequestContext', () => {
  it('carries the user, the client address and the deps', async () => {
    const { ali, deps, token } = await setup();
    const ctx = await createRequestContext(deps, { authorization: `Bearer ${token}`, clientAddress: '10.0.0.7' });
    expect(ctx.user?.id).toBe(ali.id);
    expect(ctx.sessionProblem).toBeNull();
    expect(ctx.clientAddress).toBe('10.0.0.7');
    expect(ctx.db).toBe(deps.db);
    expect(await createCaller(ctx).auth.me()).toMatchObject({ id: ali.id, username: 'ali' });
  });

  it('without a token gives a guest who is told to log in', async () => {
    const { deps } = await setup();
    const ctx = await createRequestContext(deps, { clientAddress: 'local' });
    expect(ctx.user).toBeNull();
    const error = await trpcError(createCaller(ctx).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(MSG.notLoggedIn);
  });
});
