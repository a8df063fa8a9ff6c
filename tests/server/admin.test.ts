import { describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { shortReference } from '@shared/reference';
import { createDeps } from '../../src-server/deps';
import { resolveSession } from '../../src-server/context';
import { signAccessToken } from '../../src-server/auth/tokens';
import { verifyPassword } from '../../src-server/auth/passwords';
import { findUserById } from '../../src-server/services/auth/users';
import type { UserRow } from '../../src-server/db/schema';
import { callerFor, freshMemoryDb, registerAccount, trpcError, validationMessages, DEFAULT_PASSWORD } from '../helpers/db';
import { orderWorld } from '../helpers/orders';
import { fundWallet } from '../helpers/money';
import { onPostgres } from '../helpers/postgres';

const CAFE_INPUT = { cafe_name: 'کافی‌نت نو', email: 'new@cafe.ir', username: 'newcafe', phone: '09121110000', address: 'تهران، خیابان آزادی' };

async function admins() {
  const db = await freshMemoryDb();
  const admin = await registerAccount(db, { username: 'boss', role: 'admin' });
  const other = await registerAccount(db, { username: 'boss2', role: 'admin' });
  const user = await registerAccount(db, { username: 'ali' });
  const cafe = await registerAccount(db, { username: 'cafe_a', role: 'coffenet' });
  return { db, admin, other, user, cafe };
}

async function auditActions(db: Awaited<ReturnType<typeof freshMemoryDb>>) {
  return (await db.selectFrom('admin_audit_log').select(['action', 'admin_id', 'target_id']).orderBy('created_at').execute()).map((r) => r.action);
}

describe('admin router guards', () => {
  it('answers 401 to a guest and 403 to a user or a cafe on every admin procedure', async () => {
    const { db, user, cafe } = await admins();
    const id = '0'.repeat(24);
    const calls = (api: ReturnType<typeof callerFor>) => [
      api.admin.statistics(),
      api.admin.recentOrders(),
      api.admin.audit({ limit: 5 }),
      api.admin.users({ skip: 0, limit: 10 }),
      api.admin.setRole({ id, role: 'user' }),
      api.admin.setBlocked({ id, blocked: true }),
      api.admin.deleteUser({ id }),
      api.admin.cafes({ skip: 0, limit: 10 }),
      api.admin.cafeStatistics(),
      api.admin.cafeFinancialReport({ skip: 0, limit: 10 }),
      api.admin.cafeSummary(),
      api.admin.cafeTransactions(),
      api.admin.pendingPayments(),
      api.admin.setCafeActive({ id, active: false }),
      api.admin.deleteCafe({ id }),
      api.admin.createCafe(CAFE_INPUT),
      api.admin.orders({ skip: 0, limit: 20 }),
      api.admin.order({ id }),
      api.admin.setOrderStatus({ id, status: 'in_progress' }),
      api.admin.financeStatistics(),
      api.admin.incomeChart(),
      api.admin.financeOrders({ skip: 0, limit: 20 }),
      api.admin.financeWithdrawals({ skip: 0, limit: 20 }),
      api.admin.financeFees({ skip: 0, limit: 20 }),
      api.admin.searchCode({ code: 'abc' }),
    ];
    for (const call of calls(callerFor(db, null))) expect((await trpcError(call)).code).toBe('UNAUTHORIZED');
    for (const who of [user, cafe]) {
      for (const call of calls(callerFor(db, who))) {
        const error = await trpcError(call);
        expect(error.code).toBe('FORBIDDEN');
        expect(error.message).toBe(MSG.forbidden);
      }
    }
    expect(await db.selectFrom('users').select('id').where('username', '=', 'newcafe').executeTakeFirst()).toBeUndefined();
  });
});

describe('admin users', () => {
  it('lists newest first in pages of 10 and searches by username prefix', async () => {
    const { db, admin } = await admins();
    for (let i = 0; i < 12; i += 1) await registerAccount(db, { username: `member${String(i).padStart(2, '0')}` });
    const api = callerFor(db, admin);
    const first = await api.admin.users({ skip: 0, limit: 10 });
    expect(first.users).toHaveLength(10);
    expect(first.has_more).toBe(true);
    expect(first.users[0]).toMatchObject({ username: 'member11', blocked: false, role: 'user' });
    expect(Object.keys(first.users[0]!)).toEqual(expect.arrayContaining(['_id', 'username', 'email', 'role', 'blocked', 'created_at']));
    const second = await api.admin.users({ skip: 10, limit: 10 });
    expect(second.has_more).toBe(false);
    expect(second.users).toHaveLength(16 - 10);
    const found = await api.admin.users({ skip: 0, limit: 10, search: 'MEMBER1' });
    expect(found.users.map((u) => u.username)).toEqual(['member10', 'member11']);
    expect((await api.admin.users({ skip: 0, limit: 10, search: 'nobody' })).users).toEqual([]);
  });

  it('never lets an admin demote, block or delete themself', async () => {
    const { db, admin } = await admins();
    const api = callerFor(db, admin);
    expect((await trpcError(api.admin.setRole({ id: admin.id, role: 'user' }))).message).toBe(ADMIN_MSG.selfRole);
    expect((await trpcError(api.admin.setBlocked({ id: admin.id, blocked: true }))).message).toBe(ADMIN_MSG.selfBlock);
    const del = await trpcError(api.admin.deleteUser({ id: admin.id }));
    expect(del.code).toBe('CONFLICT');
    expect(del.message).toBe(ADMIN_MSG.selfDelete);
    expect((await findUserById(db, admin.id))!.role).toBe('admin');
  });

  it('keeps the last admin: two admins removing each other cannot both succeed', async () => {
    const { db, admin, other } = await admins();
    // Both requests were authenticated as admins; they run one after the other on the write lock.
    const results = await Promise.allSettled([
      callerFor(db, admin).admin.setRole({ id: other.id, role: 'user' }),
      callerFor(db, other).admin.setRole({ id: admin.id, role: 'user' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe(ADMIN_MSG.lastAdmin);
    const remaining = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(remaining).toHaveLength(1);
    // Blocking and deleting the last unblocked admin are refused the same way.
    const survivor = (await findUserById(db, remaining[0]!.id))!;
    const demoted = survivor.id === admin.id ? other : admin;
    await db.updateTable('users').set({ role: 'admin', is_blocked: 1 }).where('id', '=', demoted.id).execute();
    const stale = (await findUserById(db, demoted.id))!;
    expect((await trpcError(callerFor(db, { ...stale, is_blocked: 0 }).admin.deleteUser({ id: survivor.id }))).message).toBe(ADMIN_MSG.lastAdmin);
  });

  it('blocks a user: the next call with their token is refused at once and their login answers 403', async () => {
    const { db, admin, user } = await admins();
    const deps = createDeps({ db });
    const token = await signAccessToken(deps.jwtSecret, { userId: user.id, role: user.role, version: user.token_version });
    expect((await resolveSession(deps, `Bearer ${token}`)).user?.id).toBe(user.id);
    const result = await callerFor(db, admin).admin.setBlocked({ id: user.id, blocked: true });
    expect(result).toMatchObject({ message: ADMIN_MSG.blocked, user: { blocked: true } });
    expect(await resolveSession(deps, `Bearer ${token}`)).toEqual({ user: null, sessionProblem: MSG.accountBlocked });
    const login = await trpcError(callerFor(db, null).auth.login({ username: 'ali', password: DEFAULT_PASSWORD }));
    expect(login.code).toBe('FORBIDDEN');
    expect(login.message).toBe(MSG.accountBlocked);
    await callerFor(db, admin).admin.setBlocked({ id: user.id, blocked: false });
    expect((await resolveSession(deps, `Bearer ${token}`)).user?.id).toBe(user.id);
    expect(await auditActions(db)).toEqual(['user.block', 'user.unblock']);
  });

  it('gives an account made coffenet its cafe and deactivates it when the role is taken away', async () => {
    const { db, admin, user } = await admins();
    const api = callerFor(db, admin);
    await api.admin.setRole({ id: user.id, role: 'coffenet' });
    const cafe = await db.selectFrom('cafes').selectAll().where('owner_id', '=', user.id).executeTakeFirstOrThrow();
    expect(cafe.is_active).toBe(1);
    await api.admin.setRole({ id: user.id, role: 'user' });
    expect((await db.selectFrom('cafes').select('is_active').where('id', '=', cafe.id).executeTakeFirstOrThrow()).is_active).toBe(0);
    await api.admin.setRole({ id: user.id, role: 'coffenet' });
    expect((await db.selectFrom('cafes').select(['id', 'is_active']).where('owner_id', '=', user.id).execute())).toEqual([{ id: cafe.id, is_active: 1 }]);
    const invalid = await trpcError(api.admin.setRole({ id: user.id, role: 'root' as never }));
    expect(invalid.code).toBe('BAD_REQUEST');
    expect(validationMessages(invalid).role).toBe(ADMIN_MSG.roleInvalid);
    expect((await trpcError(api.admin.setRole({ id: 'f'.repeat(24), role: 'user' }))).code).toBe('NOT_FOUND');
    const audit = await db.selectFrom('admin_audit_log').selectAll().execute();
    expect(audit.map((a) => [a.action, a.admin_id, a.target_id, a.before, a.after])).toEqual([
      ['user.role', admin.id, user.id, '{"role":"user"}', '{"role":"coffenet"}'],
      ['user.role', admin.id, user.id, '{"role":"coffenet"}', '{"role":"user"}'],
      ['user.role', admin.id, user.id, '{"role":"user"}', '{"role":"coffenet"}'],
    ]);
  });

  it('deletes an account without history and refuses one with orders or money (409), keeping it whole', async () => {
    const w = await orderWorld();
    const api = w.api(w.admin);
    const lonely = await registerAccount(w.db, { username: 'lonely' });
    expect(await api.admin.deleteUser({ id: lonely.id })).toMatchObject({ message: ADMIN_MSG.userDeleted });
    expect(await findUserById(w.db, lonely.id)).toBeUndefined();

    await w.orderIn('pending');
    const customer = await trpcError(api.admin.deleteUser({ id: w.customer.id }));
    expect(customer.code).toBe('CONFLICT');
    expect(customer.message).toBe(ADMIN_MSG.userHasHistory);
    const cafe = await trpcError(api.admin.deleteCafe({ id: w.cafeId }));
    expect(cafe.message).toBe(ADMIN_MSG.cafeHasHistory);
    expect(await findUserById(w.db, w.cafeUser.id)).toBeDefined();

    // Money alone is history too.
    await fundWallet(w.db, w.otherCustomer.id, 10_000);
    expect((await trpcError(api.admin.deleteUser({ id: w.otherCustomer.id }))).message).toBe(ADMIN_MSG.userHasHistory);

    // A cafe without orders goes with its account.
    expect(await api.admin.deleteCafe({ id: w.otherCafeId })).toMatchObject({ message: ADMIN_MSG.cafeDeleted });
    expect(await findUserById(w.db, w.otherCafeUser.id)).toBeUndefined();
    expect((await trpcError(api.admin.deleteCafe({ id: w.otherCafeId }))).code).toBe('NOT_FOUND');
    // The counters follow deletions (cascades included).
    const cafesLeft = await w.db.selectFrom('cafes').select(['id', 'is_active']).execute();
    expect(await api.admin.cafeStatistics()).toMatchObject({ total_coffenets: cafesLeft.length, active_coffenets: cafesLeft.filter((c) => c.is_active).length });
    expect((await api.admin.statistics()).total_users).toBe((await w.db.selectFrom('users').select('id').execute()).length);
    expect((await auditActions(w.db)).sort()).toEqual(['cafe.delete', 'user.delete']);
  });
});

describe('admin cafes', () => {
  it('creates a coffenet account with a random one-time password, stored hashed, that must be changed first', async () => {
    const { db, admin } = await admins();
    const api = callerFor(db, admin);
    const created = await api.admin.createCafe(CAFE_INPUT);
    const again = await api.admin.createCafe({ ...CAFE_INPUT, username: 'second', email: 'b@cafe.ir', phone: '09121110001' });
    expect(created.one_time_password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(again.one_time_password).not.toBe(created.one_time_password);
    const row = (await findUserById(db, created.user_id))!;
    expect(row).toMatchObject({ role: 'coffenet', must_change_password: 1, phone: '09121110000', email: 'new@cafe.ir' });
    expect(row.password_hash).not.toContain(created.one_time_password);
    expect(await verifyPassword(created.one_time_password, row.password_hash)).toBe(true);
    const cafe = await db.selectFrom('cafes').selectAll().where('id', '=', created.cafe_id).executeTakeFirstOrThrow();
    expect(cafe).toMatchObject({ owner_id: row.id, cafe_name: 'کافی‌نت نو', phone: '09121110000', address: 'تهران، خیابان آزادی', is_active: 1 });
    // The password is never readable again: no admin answer carries it.
    const listed = JSON.stringify(await api.admin.cafes({ skip: 0, limit: 10 }));
    expect(listed).not.toContain(created.one_time_password);

    // Until it changes the password, the account may only read itself and change the password.
    const login = await callerFor(db, null).auth.login({ username: 'newcafe', password: created.one_time_password });
    expect(login.user.must_change_password).toBe(true);
    const cafeApi = callerFor(db, row);
    const gated = await trpcError(cafeApi.catalogue.myProfile());
    expect(gated.code).toBe('FORBIDDEN');
    expect(gated.message).toBe(ADMIN_MSG.mustChangePassword);
    expect((await trpcError(cafeApi.notifications.count())).code).toBe('FORBIDDEN');
    expect((await cafeApi.auth.me()).must_change_password).toBe(true);
    await cafeApi.auth.changePassword({ current_password: created.one_time_password, new_password: 'my-own-pass' });
    const changed = (await findUserById(db, row.id))!;
    expect(changed.must_change_password).toBe(0);
    expect((await callerFor(db, changed).catalogue.myProfile()).cafe_name).toBe('کافی‌نت نو');
    expect(await auditActions(db)).toEqual(['cafe.create', 'cafe.create']);
  });

  it('refuses a taken username, phone or email with the registration messages and a bad phone with the spec text', async () => {
    const { db, admin } = await admins();
    const api = callerFor(db, admin);
    await api.admin.createCafe(CAFE_INPUT);
    expect((await trpcError(api.admin.createCafe({ ...CAFE_INPUT, email: 'x@y.ir', phone: '09120000001' }))).message).toBe(MSG.usernameTaken);
    expect((await trpcError(api.admin.createCafe({ ...CAFE_INPUT, username: 'other1', email: 'x@y.ir' }))).message).toBe(MSG.phoneTaken);
    expect((await trpcError(api.admin.createCafe({ ...CAFE_INPUT, username: 'other2', phone: '09120000002' }))).message).toBe(MSG.emailTaken);
    const phone = await trpcError(api.admin.createCafe({ ...CAFE_INPUT, username: 'other3', phone: '0912' }));
    expect(phone.code).toBe('BAD_REQUEST');
    expect(validationMessages(phone).phone).toBe(ADMIN_MSG.cafePhoneInvalid);
    expect(await db.selectFrom('users').select('id').where('username', 'like', 'other%').execute()).toEqual([]);
  });

  it('deactivates a cafe: it takes no new orders, its open orders go on; reactivating brings it back', async () => {
    const w = await orderWorld();
    const api = w.api(w.admin);
    const open = await w.orderIn('pending_payment');
    await api.admin.setCafeActive({ id: w.cafeId, active: false });
    const refused = await trpcError(w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'تایپ' }));
    expect(refused.code).toBe('CONFLICT');
    await w.pay(open);
    await w.api(w.cafeUser).orders.complete({ orderId: open });
    const stats = await api.admin.cafeStatistics();
    expect(stats).toMatchObject({ total_coffenets: 2, active_coffenets: 1 });
    w.clock.advanceSeconds(60);
    await api.admin.setCafeActive({ id: w.cafeId, active: true });
    await w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'تایپ دوباره' });
    expect(await auditActions(w.db)).toEqual(['cafe.deactivate', 'cafe.activate']);
  });
});

describe('popular cafes', () => {
  it('lists the same cafes the popular count counts: rated 4 or more, the better and more often rated first', async () => {
    const w = await orderWorld();
    const api = w.api(w.admin);
    const none = await api.admin.cafeStatistics();
    expect([none.popular_coffenets, none.popular_coffenets_list]).toEqual([0, []]);
    const cafes = await w.db.selectFrom('cafes').select('id').orderBy('id').execute();
    await w.db.updateTable('cafes').set({ rating_avg: 4.5, ratings_count: 2 }).where('id', '=', cafes[0]!.id).execute();
    await w.db.updateTable('cafes').set({ rating_avg: 3.9, ratings_count: 9 }).where('id', '=', cafes[1]!.id).execute();
    const stats = await api.admin.cafeStatistics();
    expect(stats.popular_coffenets).toBe(1);
    expect(stats.popular_coffenets_list.map((c) => c.id)).toEqual([cafes[0]!.id]);
  });
});

describe('admin orders', () => {
  it('lists, filters and pages all orders in SQL and moves only a pending order to in progress', async () => {
    const w = await orderWorld();
    const api = w.api(w.admin);
    const ids: string[] = [];
    for (const status of ['pending', 'pending_payment', 'completed', 'rejected'] as const) {
      ids.push(await w.orderIn(status));
      w.clock.advanceSeconds(60);
    }
    const all = await api.admin.orders({ skip: 0, limit: 20 });
    expect(all.orders.map((o) => o.id)).toEqual([...ids].reverse());
    expect(all.orders[0]).toMatchObject({ user_name: 'علی رضایی', coffenet_name: 'کافی‌نت یک', email: null });
    expect((await api.admin.orders({ skip: 0, limit: 20, status: 'completed' })).orders.map((o) => o.id)).toEqual([ids[2]]);
    expect((await api.admin.orders({ skip: 0, limit: 20, order_id: ids[1]!.slice(0, 20) })).orders.map((o) => o.id)).toEqual([ids[1]]);
    expect((await api.admin.orders({ skip: 0, limit: 20, cafe_id: w.otherCafeId })).orders).toEqual([]);
    expect((await api.admin.orders({ skip: 0, limit: 20, user_id: w.customer.id, from_date: '2026-01-10', to_date: '2026-01-10' })).orders).toHaveLength(4);
    expect((await api.admin.orders({ skip: 0, limit: 20, from_date: '2026-01-11' })).orders).toEqual([]);
    const page = await api.admin.orders({ skip: 1, limit: 2 });
    expect(page.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page.has_more).toBe(true);
    expect(validationMessages(await trpcError(api.admin.orders({ skip: 0, limit: 20, from_date: '2026-02-30' }))).from_date).toBe(ADMIN_MSG.dateInvalid);
    expect(validationMessages(await trpcError(api.admin.orders({ skip: 0, limit: 20, from_date: '2026-02-03', to_date: '2026-02-01' }))).to_date).toBe(ADMIN_MSG.dateRangeInvalid);

    const started = await api.admin.setOrderStatus({ id: ids[0]!, status: 'in_progress' });
    expect(started.order.status).toBe('in_progress');
    const again = await trpcError(api.admin.setOrderStatus({ id: ids[0]!, status: 'in_progress' }));
    expect(again.code).toBe('CONFLICT');
    const cancel = await trpcError(api.admin.setOrderStatus({ id: ids[1]!, status: 'cancelled' }));
    expect(cancel.code).toBe('FORBIDDEN');
    expect(cancel.message).toBe(ORDER_MSG.notYourAction);
    expect((await trpcError(api.admin.order({ id: 'a'.repeat(24) }))).code).toBe('NOT_FOUND');
    expect(await auditActions(w.db)).toEqual(['order.start']);
    const recent = await api.admin.recentOrders();
    expect(recent[0]).toMatchObject({ id: ids[3], status: 'rejected', service: 'تایپ متن', coffenet_name: 'کافی‌نت یک', user_name: 'علی رضایی' });
  });
});

/** Sums straight over the ledger and the orders, to compare the console's figures with. */
async function rawFigures(db: Awaited<ReturnType<typeof freshMemoryDb>>) {
  const one = async (query: ReturnType<typeof sql<{ v: number | null }>>) => Number((await query.execute(db)).rows[0]?.v ?? 0);
  return {
    users: await one(sql`select count(*) as v from users`),
    active: await one(sql`select count(*) as v from orders where status in ('pending', 'pending_payment', 'in_progress')`),
    orders: await one(sql`select count(*) as v from orders`),
    completed: await one(sql`select count(*) as v from orders where status = 'completed'`),
    platformIncome: await one(sql`select sum(e.amount) as v from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'platform' and e.type in ('platform_fee', 'store_payment_in', 'payment_in')`),
    fees: await one(sql`select sum(amount) as v from ledger_entries where type = 'platform_fee'`),
    earnings: await one(sql`select sum(amount) as v from ledger_entries where type = 'earning'`),
    earningEntries: await one(sql`select count(*) as v from ledger_entries where type = 'earning'`),
    paidOut: await one(sql`select -sum(amount) as v from ledger_entries where type = 'admin_withdrawal_confirm'`),
    platformBalance: await one(sql`select sum(e.amount) as v from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'platform'`),
  };
}

describe('admin statistics', () => {
  it('equal sums over the ledger and the orders after random orders, payments, completions and withdrawals', async () => {
    const w = await orderWorld();
    const admin = w.api(w.admin);
    const customerApi = w.api(w.customer);
    const cafeApi = w.api(w.cafeUser);
    await fundWallet(w.db, w.customer.id, 50_000_000, w.clock.now());
    const account = await cafeApi.wallet.createBankAccount({ iban: 'IR820540102680020817909002', account_number: '0123', bank: 'ملت', full_name: 'رضا' });
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const priced: string[] = [];
    const paid: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      const r = random();
      if (r < 0.3) {
        const { order_id } = await customerApi.orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: `سفارش ${step}` });
        await cafeApi.orders.price({ orderId: order_id, price: 100_000 + Math.floor(random() * 50) * 1_000, estimated_time: '1d', assigned_employee: null });
        priced.push(order_id);
      } else if (r < 0.5 && priced.length) {
        const id = priced.shift()!;
        await customerApi.wallet.payOrder({ orderId: id });
        paid.push(id);
      } else if (r < 0.7 && paid.length) {
        await cafeApi.orders.complete({ orderId: paid.shift()! });
      } else if (r < 0.8) {
        await admin.wallet.admin.setCafeFee({ cafe_user_id: w.cafeUser.id, fee: Math.round(random() * 30) / 100 });
      } else if (r < 0.9) {
        const balance = (await cafeApi.wallet.balance()).balance;
        if (balance > 10_000) {
          const request = await cafeApi.wallet.requestWithdrawal({ amount: Math.floor(balance / 2), account_id: account.id, description: '' });
          if (random() < 0.7) await admin.wallet.admin.approveWithdrawal({ id: request.id, message: null, expected_time: null });
        }
      } else if (paid.length) {
        await customerApi.orders.cancel({ orderId: priced.pop() ?? (await customerApi.orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'x' })).order_id });
      }
      w.clock.advanceSeconds(3600 * 5);
    }
    // At least one payout, whatever the random walk did.
    const left = (await cafeApi.wallet.balance()).balance;
    if (left > 0) {
      const last = await cafeApi.wallet.requestWithdrawal({ amount: left, account_id: account.id, description: '' });
      await admin.wallet.admin.approveWithdrawal({ id: last.id, message: null, expected_time: null });
    }
    const raw = await rawFigures(w.db);
    expect(raw.fees).toBeGreaterThan(0);
    expect(raw.paidOut).toBeGreaterThan(0);
    const stats = await admin.admin.statistics();
    expect(stats).toMatchObject({
      total_users: raw.users,
      active_orders: raw.active,
      total_orders: raw.orders,
      successful_orders: raw.completed,
      net_profit: raw.platformIncome,
      total_revenue: raw.platformIncome + raw.earnings,
    });
    const finance = await admin.admin.financeStatistics();
    expect(finance).toMatchObject({
      total_income: raw.platformIncome,
      fee_income: raw.fees,
      cafe_earnings: raw.earnings,
      platform_balance: raw.platformBalance,
      paid_withdrawals: { amount: raw.paidOut },
    });
    const summary = await admin.admin.cafeSummary();
    expect(summary).toMatchObject({ total_revenue: raw.earnings, transaction_count: raw.earningEntries, platform_fee: raw.fees });
    const report = await admin.admin.cafeFinancialReport({ skip: 0, limit: 10 });
    const row = report.rows.find((r) => r.id === w.cafeId)!;
    expect(row).toMatchObject({ totalRevenue: raw.earnings, orderCount: raw.earningEntries });
    // Today's income and the chart add up to the same ledger days.
    const chart = await admin.admin.incomeChart();
    expect(chart).toHaveLength(30);
    const chartSum = chart.reduce((s, d) => s + d.total, 0);
    const since = new Date(`${chart[0]!.day}T00:00:00+03:30`).toISOString();
    const inWindow = await sql<{ v: number | null }>`select sum(e.amount) as v from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'platform' and e.type in ('platform_fee', 'store_payment_in', 'payment_in') and e.created_at >= ${since}`.execute(w.db);
    expect(chartSum).toBe(Number(inWindow.rows[0]?.v ?? 0));
    const today = chart.at(-1)!.total;
    expect(stats.today_income).toBe(today);
    // The finance lists agree with the ledger too.
    const payments = await admin.admin.financeOrders({ skip: 0, limit: 100 });
    const paidCount = await sql<{ v: number }>`select count(*) as v from ledger_transfers where kind = 'order_payment'`.execute(w.db);
    expect(payments.orders).toHaveLength(Number(paidCount.rows[0]!.v));
    expect(payments.orders.every((p) => p.source === 'wallet')).toBe(true);
    const fees = await admin.admin.financeFees({ skip: 0, limit: 100 });
    expect(fees.fees.reduce((s, f) => s + f.platform_share, 0)).toBe(raw.fees);
    const withdrawals = await admin.admin.financeWithdrawals({ skip: 0, limit: 100 });
    expect(withdrawals.withdrawals.reduce((s, x) => s + x.amount, 0)).toBe(raw.paidOut);
    // Money actions were audited in their transactions.
    const audit = await admin.admin.audit({ area: 'finance', limit: 50 });
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.admin_id === w.admin.id)).toBe(true);
  });

  it('finds an order, a withdrawal or a transfer by its code', async () => {
    const w = await orderWorld();
    const id = await w.orderIn('pending');
    const found = await w.api(w.admin).admin.searchCode({ code: id.toUpperCase() });
    expect(found.results).toEqual([expect.objectContaining({ kind: 'order', id, reference_id: id })]);
    expect((await w.api(w.admin).admin.searchCode({ code: 'nothing' })).results).toEqual([]);
    // The tables show an id's first eight characters: that is enough to find it.
    const short = await w.api(w.admin).admin.searchCode({ code: id.slice(0, 8) });
    expect(short.results.filter((r) => r.kind === 'order').map((r) => r.id)).toContain(id);
    expect(short.results.every((r) => r.id.startsWith(id.slice(0, 8)))).toBe(true);
    // Seven characters are too few to mean one record.
    expect((await w.api(w.admin).admin.searchCode({ code: id.slice(0, 7) })).results).toEqual([]);
  });

  it('finds the transfer behind a wallet statement line by the line’s reference', async () => {
    const w = await orderWorld();
    const holder = await registerAccount(w.db, { username: 'reference_holder' });
    await fundWallet(w.db, holder.id, 50_000);
    const line = await w.db.selectFrom('ledger_entries').innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id').select(['ledger_entries.id', 'ledger_entries.transfer_id']).where('ledger_accounts.user_id', '=', holder.id).executeTakeFirstOrThrow();
    const found = await w.api(w.admin).admin.searchCode({ code: shortReference(line.id) });
    expect(found.results.filter((r) => r.kind === 'transfer').map((r) => r.id)).toEqual([line.transfer_id]);
    // The row shows the line's reference, the one typed, not the transfer's own.
    expect(found.results.filter((r) => r.kind === 'transfer').map((r) => r.reference_id)).toEqual([line.id]);
    // Found by its own id, a transfer shows its own reference.
    const byOwn = await w.api(w.admin).admin.searchCode({ code: shortReference(line.transfer_id) });
    expect(byOwn.results.filter((r) => r.kind === 'transfer').map((r) => [r.id, r.reference_id])).toContainEqual([line.transfer_id, line.transfer_id]);
  });

  it.skipIf(onPostgres)('reads an id prefix as a range on the primary key', async () => {
    const db = await freshMemoryDb();
    const compiled = db.selectFrom('orders').select('id').where('id', '>=', 'a17b444c').where('id', '<', 'a17b444cg').orderBy('id').limit(5).compile();
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    const plan = rows.map((r) => r.detail).join(' | ');
    expect(plan).toMatch(/SEARCH orders USING (COVERING )?INDEX \S+ \(id>\? AND id<\?\)|SEARCH orders USING (INTEGER )?PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN orders/);
  });
});

export type { UserRow };
