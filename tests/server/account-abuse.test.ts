import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { MSG } from '@shared/messages';
import { PASSWORD_RESET_LIMITS } from '@shared/constants';
import { DomainError } from '../../src-server/errors';
import { LoginRateLimiter } from '../../src-server/services/auth/login-throttle';
import { ResetRateLimiter } from '../../src-server/services/auth/reset-throttle';
import { callerFor, DEFAULT_PASSWORD, freshMemoryDb, lastCode, manualClock, outbox, registerAccount, trpcError } from '../helpers/db';

const retryOf = (error: TRPCError) => (error.cause as DomainError).details?.retry_after_seconds as number;

async function world() {
  const db = await freshMemoryDb();
  const clock = manualClock(new Date('2026-03-01T08:00:00Z'));
  const loginLimiter = new LoginRateLimiter(undefined, () => clock.now().getTime());
  const resetLimiter = new ResetRateLimiter(undefined, () => clock.now().getTime());
  const from = (clientAddress: string) => callerFor(db, null, { now: clock.now, loginLimiter, resetLimiter, clientAddress });
  const ali = await registerAccount(db, { username: 'ali', phone: '09121234567' });
  const admin = await registerAccount(db, { username: 'admin', role: 'admin', phone: '09120000001' });
  return { db, clock, from, ali, admin };
}

describe('password reset tells strangers nothing and is rate limited (issue 14, defect 2)', () => {
  it('answers unknown user, wrong phone and right phone the same way; only the owner gets a text', async () => {
    const w = await world();
    const answers = [
      await w.from('10.0.0.1').auth.requestPasswordReset({ username: 'nobody', phone: '09121234567' }),
      await w.from('10.0.0.2').auth.requestPasswordReset({ username: 'ali', phone: '09129999999' }),
      await w.from('10.0.0.3').auth.requestPasswordReset({ username: 'ali', phone: '09121234567' }),
    ];
    expect(answers[0]).toEqual({ message: MSG.codeSentIfMatch, resend_after_seconds: 120, expires_in_seconds: 600 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await outbox(w.db)).map((t) => t.phone)).toEqual(['09121234567']);
    // Asking again at once, and "send again" too soon, answer the same for every pair.
    const again = [
      await w.from('10.0.0.1').auth.requestPasswordReset({ username: 'nobody', phone: '09121234567' }),
      await w.from('10.0.0.3').auth.requestPasswordReset({ username: 'ali', phone: '09121234567' }),
    ];
    expect(again[1]).toEqual(again[0]);
    const resends = [
      await trpcError(w.from('10.0.0.2').auth.resendResetCode({ username: 'ali', phone: '09129999999' })),
      await trpcError(w.from('10.0.0.3').auth.resendResetCode({ username: 'ali', phone: '09121234567' })),
    ];
    expect(resends.map((e) => [e.code, e.message])).toEqual([
      ['TOO_MANY_REQUESTS', MSG.resendTooSoon],
      ['TOO_MANY_REQUESTS', MSG.resendTooSoon],
    ]);
  });

  it('a wrong code answers the same for a real and an invented pair, and 5 wrong codes burn the code', async () => {
    const w = await world();
    const owner = w.from('10.0.0.3');
    await owner.auth.requestPasswordReset({ username: 'ali', phone: '09121234567' });
    await w.from('10.0.0.4').auth.requestPasswordReset({ username: 'ali', phone: '09129999999' });
    const code = await lastCode(w.db);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const real: string[] = [];
    const invented: string[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await trpcError(owner.auth.verifyResetCode({ username: 'ali', phone: '09121234567', code: wrongCode }))).message);
      invented.push((await trpcError(w.from('10.0.0.4').auth.verifyResetCode({ username: 'ali', phone: '09129999999', code: wrongCode }))).message);
    }
    expect(real).toEqual([MSG.codeInvalid, MSG.codeInvalid, MSG.codeInvalid, MSG.codeInvalid, MSG.codeTooManyTries, MSG.codeTooManyTries]);
    expect(invented).toEqual(real);
    expect((await trpcError(owner.auth.verifyResetCode({ username: 'ali', phone: '09121234567', code }))).message).toBe(MSG.codeTooManyTries);
    const events = await w.db.selectFrom('security_events').select(['kind', 'username']).execute();
    expect(events).toContainEqual({ kind: 'reset_code_burned', username: 'ali' });
  });

  it('an expired code answers the same for a real and an invented pair', async () => {
    const w = await world();
    await w.from('a').auth.requestPasswordReset({ username: 'ali', phone: '09121234567' });
    await w.from('b').auth.requestPasswordReset({ username: 'ali', phone: '09129999999' });
    const code = await lastCode(w.db);
    w.clock.advanceSeconds(601);
    expect((await trpcError(w.from('a').auth.verifyResetCode({ username: 'ali', phone: '09121234567', code }))).message).toBe(MSG.codeExpired);
    expect((await trpcError(w.from('b').auth.verifyResetCode({ username: 'ali', phone: '09129999999', code }))).message).toBe(MSG.codeExpired);
  });

  it('limits requests per username, per phone and per address, and records it; the owner stays quick', async () => {
    const w = await world();
    // The owner: request, code, new password — one round trip each, no waiting.
    const owner = w.from('10.1.1.1');
    await owner.auth.requestPasswordReset({ username: 'ali', phone: '09121234567' });
    await owner.auth.resetPassword({ username: 'ali', phone: '09121234567', code: await lastCode(w.db), new_password: 'brand-new-pass' });

    // One address guessing phones for ali: each new phone is a new pair, but the username limit holds.
    const guesser = w.from('10.6.6.6');
    const outcomes: string[] = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerUsername + 2; i++) {
      outcomes.push(await guesser.auth.requestPasswordReset({ username: 'ali', phone: `0912555000${i}` }).then(() => 'OK', (e: TRPCError) => e.code));
    }
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(PASSWORD_RESET_LIMITS.requestsPerUsername - 1);
    expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const limited = await trpcError(guesser.auth.requestPasswordReset({ username: 'ali', phone: '09125550099' }));
    expect(limited.message).toBe(MSG.resetRateLimited);
    expect(retryOf(limited)).toBeGreaterThan(0);

    // One address trying many usernames with one phone: the phone limit holds.
    const sprayer = w.from('10.7.7.7');
    const spray: string[] = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerPhone + 1; i++) {
      spray.push(await sprayer.auth.requestPasswordReset({ username: `user${i}`, phone: '09127777777' }).then(() => 'OK', (e: TRPCError) => e.code));
    }
    expect(spray.at(-1)).toBe('TOO_MANY_REQUESTS');

    // Many usernames and phones from one address: the address limit holds.
    const scanner = w.from('10.8.8.8');
    const scan: string[] = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerAddress + 1; i++) {
      scan.push(await scanner.auth.requestPasswordReset({ username: `scan${i}`, phone: `0913${String(1000000 + i)}` }).then(() => 'OK', (e: TRPCError) => e.code));
    }
    expect(scan.filter((o) => o === 'OK')).toHaveLength(PASSWORD_RESET_LIMITS.requestsPerAddress);
    expect(scan.at(-1)).toBe('TOO_MANY_REQUESTS');
    expect((await w.db.selectFrom('security_events').select('kind').where('kind', '=', 'reset_limited').execute()).length).toBeGreaterThan(0);

    // After the window the limits are lifted.
    w.clock.advanceSeconds(PASSWORD_RESET_LIMITS.windowSeconds + 1);
    await expect(scanner.auth.requestPasswordReset({ username: 'scan99', phone: '09131999999' })).resolves.toMatchObject({ message: MSG.codeSentIfMatch });
  }, 60_000);

  it('wrong codes from one address over many pairs are limited per address', async () => {
    const w = await world();
    const guesser = w.from('10.9.9.9');
    const outcomes: string[] = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.wrongCodesPerAddress + 1; i++) {
      outcomes.push(
        await guesser.auth.verifyResetCode({ username: `u${i}`, phone: '09121234567', code: '123456' }).then(() => 'OK', (e: TRPCError) => e.code),
      );
    }
    expect(outcomes.slice(0, -1).every((o) => o === 'BAD_REQUEST')).toBe(true);
    expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});

describe('nobody can lock another person out (issue 14, defect 3)', () => {
  it('a guesser is slowed progressively; the owner on their own device, and the admin, keep logging in', async () => {
    const w = await world();
    const guesser = w.from('203.0.113.9');
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const error = await trpcError(guesser.auth.login({ username: 'admin', password: `guess-${i}` }));
      if (error.code === 'TOO_MANY_REQUESTS') {
        waits.push(retryOf(error));
        w.clock.advanceSeconds(retryOf(error));
        expect((await trpcError(guesser.auth.login({ username: 'admin', password: `guess-${i}` }))).code).toBe('UNAUTHORIZED');
      } else {
        expect(error.code).toBe('UNAUTHORIZED');
      }
    }
    // The first three were free, then each wait doubled.
    expect(waits).toEqual([2, 4, 8, 16, 32]);
    // The guesser is refused at once, even with the right password, until the wait is over.
    expect((await trpcError(guesser.auth.login({ username: 'admin', password: DEFAULT_PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    // The admin and ali from their own devices are not affected.
    await expect(w.from('198.51.100.1').auth.login({ username: 'admin', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
    await expect(w.from('198.51.100.2').auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
    const kinds = (await w.db.selectFrom('security_events').select(['kind', 'username', 'client_address']).execute()).map((e) => e.kind);
    expect(kinds).toContain('login_throttled');
  }, 60_000);

  it('the owner who mistypes a few times is not slowed, and a right password starts afresh', async () => {
    const w = await world();
    const owner = w.from('198.51.100.2');
    for (let i = 0; i < 2; i++) expect((await trpcError(owner.auth.login({ username: 'ali', password: 'typo' }))).code).toBe('UNAUTHORIZED');
    await expect(owner.auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
    for (let i = 0; i < 2; i++) expect((await trpcError(owner.auth.login({ username: 'ali', password: 'typo' }))).code).toBe('UNAUTHORIZED');
    await expect(owner.auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
  });

  it('one address failing on many usernames hits a ceiling; many addresses on one username are a recorded burst', async () => {
    const w = await world();
    const sprayer = w.from('203.0.113.50');
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const error = await trpcError(sprayer.auth.login({ username: `user${i}`, password: 'wrong-pass' }));
      if (error.code === 'TOO_MANY_REQUESTS') refused += 1;
    }
    expect(refused).toBe(10); // 30 failures allowed in the window, then refused
    for (let i = 0; i < 10; i++) expect((await trpcError(w.from(`192.0.2.${i}`).auth.login({ username: 'ali', password: 'wrong-pass' }))).code).toBe('UNAUTHORIZED');
    await expect(w.from('198.51.100.2').auth.login({ username: 'ali', password: DEFAULT_PASSWORD })).resolves.toHaveProperty('access_token');
    const kinds = (await w.db.selectFrom('security_events').select('kind').execute()).map((e) => e.kind);
    expect(kinds).toContain('login_address_ceiling');
    expect(kinds).toContain('login_burst');
  }, 60_000);
});

describe('security.events (admin only)', () => {
  it('lists the recorded events newest first, paged by cursor; others are refused', async () => {
    const w = await world();
    const guesser = w.from('203.0.113.9');
    for (let i = 0; i < 3; i++) await trpcError(guesser.auth.login({ username: 'ali', password: 'x' }));
    w.clock.advanceSeconds(1);
    for (let i = 0; i < 3; i++) await trpcError(w.from('203.0.113.10').auth.login({ username: 'ali', password: 'x' }));
    const admin = callerFor(w.db, w.admin);
    const first = await admin.security.events({ limit: 1 });
    expect(first.events).toMatchObject([{ kind: 'login_throttled', username: 'ali', client_address: '203.0.113.10' }]);
    const second = await admin.security.events({ limit: 1, before: first.next });
    expect(second.events).toMatchObject([{ kind: 'login_throttled', client_address: '203.0.113.9' }]);
    expect(second.next).toBeNull();
    expect((await trpcError(callerFor(w.db, w.ali).security.events())).code).toBe('FORBIDDEN');
    expect((await trpcError(callerFor(w.db).security.events())).code).toBe('UNAUTHORIZED');
  });
});
