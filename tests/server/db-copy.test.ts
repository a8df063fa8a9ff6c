/**
 * Issue 16: `npm run db:copy` moves a seeded SQLite database into PostgreSQL, and the copy gives
 * the same API answers for a sample of list and detail calls. Runs only with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { openSqlite, type DB } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { copyDatabase } from '../../src-server/db/copy';
import { seedDemo } from '../../src-server/seed/demo';
import { setServedEngine } from '../../src-server/db/dialect';
import { callerFor } from '../helpers/db';
import { freshPostgresDb, onPostgres } from '../helpers/postgres';

async function userNamed(db: DB, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

/** The sample: public lists and details, a customer's and a cafe's own lists, the admin's figures. */
async function answers(db: DB) {
  const [admin, ali, cafe, negin] = [await userNamed(db, 'admin'), await userNamed(db, 'ali'), await userNamed(db, 'cafe_azadi'), await userNamed(db, 'cafe_negin')];
  const guest = callerFor(db, null, { now: () => new Date('2026-02-01T09:00:00Z') });
  const services = await guest.catalogue.services({ page: 1, pageSize: 20, sort: 'rating' });
  const searched = await guest.catalogue.services({ page: 1, pageSize: 20, sort: 'price', q: 'تایپ' });
  const cafeId = services.items[0]!.cafe_id;
  const products = await guest.store.products({});
  return {
    categories: await guest.catalogue.categories(),
    topCafes: await guest.catalogue.topCafes(),
    services,
    searched,
    cafe: await guest.catalogue.cafeById({ cafeId }),
    tasksOfCafe: await guest.catalogue.tasksOfCafe({ cafeId }),
    products,
    product: await guest.store.product({ id: products.items[0]!.id }),
    storeSearch: await guest.store.products({ search: 'کتاب' }),
    myStats: await callerFor(db, ali).orders.myStats(),
    myTickets: await callerFor(db, ali).tickets.my({ skip: 0, limit: 20 }),
    myWithdrawals: await callerFor(db, cafe).wallet.myWithdrawals(),
    // cafe_negin has the demo's paid-out request (seed/demo-admin.ts): a page with a row in it.
    paidWithdrawals: await callerFor(db, negin).wallet.myWithdrawals({ skip: 0, limit: 10 }),
    adminUsers: await callerFor(db, admin).admin.users({}),
    adminTickets: await callerFor(db, admin).tickets.adminList({ skip: 0, limit: 20, subject: 'پرداخت' }),
    adminStatistics: await callerFor(db, admin, { now: () => new Date('2026-02-01T09:00:00Z') }).admin.statistics(),
  };
}

describe.skipIf(!onPostgres)('db:copy from SQLite to PostgreSQL', () => {
  it('copies a seeded database so the API answers the same, and refuses a target that is in use', async () => {
    const source = openSqlite(':memory:');
    await migrateToLatest(source);
    expect(await seedDemo(source)).toBe(true);
    const target = await freshPostgresDb();

    const report = await copyDatabase(source, target);
    expect(report.tables.find((t) => t.table === 'ledger_entries')!.rows).toBeGreaterThan(0);

    setServedEngine('sqlite');
    const before = await answers(source);
    setServedEngine('postgres');
    const after = await answers(target);
    expect(after).toEqual(before);
    expect(before.paidWithdrawals).toMatchObject({ items: [{ status: 'completed' }], has_more: false });

    await expect(copyDatabase(source, target)).rejects.toThrow(/not empty/);
    await source.destroy();
  }, 60_000);
});
