import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoId, seedDemo } from '../../src-server/seed/demo';
import { DEMO_ADMIN_EXTRAS, DEMO_PAID_WITHDRAWAL } from '../../src-server/seed/demo-admin';
import { ensureAdmin } from '../../src-server/seed/admin';
import { callerFor, freshMemoryDb, registerAccount } from '../helpers/db';

describe('demo seed', () => {
  it('creates the admin, three active cafes and two customers with fixed ids, and logins that work', async () => {
    const db = await freshMemoryDb();
    expect(await seedDemo(db)).toBe(true);

    const users = await db.selectFrom('users').select(['id', 'username', 'role']).orderBy('created_at').execute();
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'admin'],
      ['cafe_azadi', 'coffenet'],
      ['cafe_parsian', 'coffenet'],
      ['cafe_negin', 'coffenet'],
      ['ali', 'user'],
      ['sara', 'user'],
      // The admin console's extras (issue 11): a blocked customer and an inactive cafe.
      ['reza_blocked', 'user'],
      ['cafe_closed', 'coffenet'],
    ]);
    expect(users.every((u) => u.id === demoId(`user:${u.username}`))).toBe(true);

    const cafes = await db.selectFrom('cafes').select(['id', 'owner_id', 'cafe_name', 'is_active']).execute();
    expect(cafes).toHaveLength(4);
    const demoCafes = cafes.filter((c) => c.cafe_name !== DEMO_ADMIN_EXTRAS.inactiveCafe.name);
    expect(demoCafes.every((c) => c.is_active === 1)).toBe(true);
    expect(demoCafes.map((c) => c.cafe_name).sort()).toEqual(DEMO_ACCOUNTS.cafes.map((c) => c.name).sort());
    expect(cafes.find((c) => c.cafe_name === DEMO_ADMIN_EXTRAS.inactiveCafe.name)?.is_active).toBe(0);
    expect((await db.selectFrom('users').select('is_blocked').where('username', '=', 'reza_blocked').executeTakeFirstOrThrow()).is_blocked).toBe(1);
    const paid = await db.selectFrom('withdrawal_requests').select(['status', 'amount']).execute();
    expect(paid).toEqual([{ status: 'completed', amount: DEMO_PAID_WITHDRAWAL.amount }]);

    for (const account of [DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.cafes, ...DEMO_ACCOUNTS.customers]) {
      const result = await callerFor(db).auth.login({ username: account.username, password: account.password });
      expect(result.role).toBe(account.role);
    }
  });

  it('never seeds a database that already has users', async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'someone' });
    expect(await seedDemo(db)).toBe(false);
    expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: 'someone' }]);

    const seeded = await freshMemoryDb();
    await seedDemo(seeded);
    expect(await seedDemo(seeded)).toBe(false);
    expect(await seeded.selectFrom('users').select('id').execute()).toHaveLength(8);
  });
});

describe('admin from ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  it('creates the admin once and never resets an existing password', async () => {
    const db = await freshMemoryDb();
    expect(await ensureAdmin(db, null, null)).toBe('skipped');
    expect(await ensureAdmin(db, 'Boss', 'first-password')).toBe('created');
    expect((await callerFor(db).auth.login({ username: 'boss', password: 'first-password' })).role).toBe('admin');

    expect(await ensureAdmin(db, 'boss', 'second-password')).toBe('exists');
    await expect(callerFor(db).auth.login({ username: 'boss', password: 'first-password' })).resolves.toHaveProperty('access_token');
  });
});
