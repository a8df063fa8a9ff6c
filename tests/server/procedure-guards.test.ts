import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createContextInner } from '../../src-server/context';
import { authedProcedure, createCallerFactory, publicProcedure, roleProcedure, router } from '../../src-server/trpc';
import { fail } from '../../src-server/errors';
import { freshMemoryDb, registerAccount, trpcError } from '../helpers/db';

// A router of its own, so the guards are tested apart from any area's rules.
const probe = router({
  open: publicProcedure.query(({ ctx }) => ctx.user?.username ?? 'guest'),
  anyone: authedProcedure.query(({ ctx }) => ctx.user.username),
  cafesAndAdmins: roleProcedure('coffenet', 'admin').query(({ ctx }) => ctx.user.role),
  conflict: publicProcedure.query(() => {
    throw fail.conflict('تداخل');
  }),
});
const callProbe = createCallerFactory(probe);

describe('procedure guards', () => {
  it('lets a guest reach public procedures only', async () => {
    const db = await freshMemoryDb();
    const guest = callProbe(createContextInner({ db }));
    expect(await guest.open()).toBe('guest');
    const denied = await trpcError(guest.anyone());
    expect(denied.code).toBe('UNAUTHORIZED');
    expect(denied.message).toBe(MSG.notLoggedIn);
  });

  it('gives the session problem as the 401 message when a token was refused', async () => {
    const db = await freshMemoryDb();
    const blocked = callProbe(createContextInner({ db, sessionProblem: MSG.accountBlocked }));
    expect((await trpcError(blocked.anyone())).message).toBe(MSG.accountBlocked);
  });

  it('lets only the listed roles through a role guard', async () => {
    const db = await freshMemoryDb();
    const user = await registerAccount(db, { username: 'ali', role: 'user' });
    const cafe = await registerAccount(db, { username: 'cafe', role: 'coffenet' });
    const admin = await registerAccount(db, { username: 'boss', role: 'admin' });

    const refused = await trpcError(callProbe(createContextInner({ db, user })).cafesAndAdmins());
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(MSG.forbidden);
    expect(await callProbe(createContextInner({ db, user: cafe })).cafesAndAdmins()).toBe('coffenet');
    expect(await callProbe(createContextInner({ db, user: admin })).cafesAndAdmins()).toBe('admin');
    expect(await callProbe(createContextInner({ db, user })).anyone()).toBe('ali');
  });

  it('turns a domain error into the tRPC error of its code with its message', async () => {
    const db = await freshMemoryDb();
    const error = await trpcError(callProbe(createContextInner({ db })).conflict());
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('تداخل');
  });
});
