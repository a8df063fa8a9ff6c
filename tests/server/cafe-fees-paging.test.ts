import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { CAFE_FEES_PAGE } from '@shared/wallet/schemas';
import { WALLET_MSG } from '@shared/wallet/messages';
import type { Database } from '../../src-server/db/schema';
import { migrateToLatest } from '../../src-server/db/migrate';
import { listCafeFees } from '../../src-server/services/wallet/fees';
import { callerFor, freshMemoryDb, trpcError, validationMessages } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { quickAccount } from '../helpers/money';

/** The admin's per-cafe fee list is paged in SQL (wallet.admin.cafeFees): every cafe once, in name order, on an index. */

const NAMES = ['کافی‌نت آزادی', 'کافی‌نت نگین', 'کافی‌نت آزادی', 'گیم‌نت امید', 'کافی‌نت ولیعصر'];

async function setup(cafes: number) {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  await quickAccount(db, 'user'); // not a cafe: never listed
  const made: Array<{ id: string; name: string }> = [];
  // Names repeat, so the id must break ties for a page boundary to fall between equal names.
  for (let i = 0; i < cafes; i++) {
    const name = `${NAMES[i % NAMES.length]} ${i % 7}`;
    made.push({ id: (await quickAccount(db, 'coffenet', name)).id, name });
  }
  return { db, admin, made, api: callerFor(db, admin).wallet.admin };
}

describe('admin cafe fee list paging', () => {
  it('pages return every cafe exactly once, in name order, and has_more ends the walk', async () => {
    const { made, api } = await setup(53);
    await api.setCafeFee({ cafe_user_id: made[4]!.id, fee: 0.05 });
    const seen: string[] = [];
    const names: string[] = [];
    let skip = 0;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(20);
      const page = await api.cafeFees({ skip, limit: 10 });
      expect(page.global_fee).toBe(0.1);
      expect(page.cafes.length).toBe(page.has_more ? 10 : 53 % 10);
      seen.push(...page.cafes.map((c) => c.id));
      names.push(...page.cafes.map((c) => c.cafe_name));
      if (!page.has_more) break;
      skip += 10;
    }
    expect(seen).toHaveLength(53);
    expect(new Set(seen)).toEqual(new Set(made.map((c) => c.id)));
    // Name order: equal names side by side on either engine; SQLite's binary order is JS's for these names.
    const runs = names.filter((n, i) => i === 0 || names[i - 1] !== n);
    expect(runs).toHaveLength(new Set(names).size);
    if (!onPostgres) expect(names).toEqual([...names].sort());
    const own = (await api.cafeFees({ limit: 100 })).cafes.find((c) => c.id === made[4]!.id);
    expect(own).toMatchObject({ fee_percent: 0.05, global_fee: 0.1, cafe_name: made[4]!.name });
  });

  it('a page past the end is empty; the default page is CAFE_FEES_PAGE.size', async () => {
    const { api } = await setup(CAFE_FEES_PAGE.size + 3);
    const first = await api.cafeFees();
    expect(first).toMatchObject({ has_more: true, skip: 0, limit: CAFE_FEES_PAGE.size });
    expect(first.cafes).toHaveLength(CAFE_FEES_PAGE.size);
    expect(await api.cafeFees({ skip: 1000, limit: 5 })).toMatchObject({ cafes: [], has_more: false });
  });

  it('searches by a piece of the cafe name (Arabic ي/ك typed, wildcards literal), paged the same way', async () => {
    const { made, api } = await setup(30);
    const azadi = made.filter((c) => c.name.includes('آزادی')).map((c) => c.id);
    expect(azadi.length).toBeGreaterThan(5);
    const first = await api.cafeFees({ search: 'آزادی', limit: 5 });
    const second = await api.cafeFees({ search: 'آزادی', limit: 5, skip: 5 });
    const rest = await api.cafeFees({ search: 'آزادی', limit: 100, skip: 10 });
    expect(first.has_more).toBe(true);
    expect([...first.cafes, ...second.cafes, ...rest.cafes].map((c) => c.id).sort()).toEqual([...azadi].sort());
    expect((await api.cafeFees({ search: 'گيم‌نت', limit: 100 })).cafes.map((c) => c.cafe_name).every((n) => n.startsWith('گیم‌نت'))).toBe(true);
    expect((await api.cafeFees({ search: 'گيم‌نت', limit: 100 })).cafes).toHaveLength(made.filter((c) => c.name.startsWith('گیم‌نت')).length);
    expect((await api.cafeFees({ search: '%', limit: 100 })).cafes).toEqual([]);
    expect((await api.cafeFees({ search: '   ', limit: 100 })).cafes).toHaveLength(30);
  });

  it('refuses bad paging and an over-long search with a Persian message', async () => {
    const { api } = await setup(1);
    for (const input of [{ limit: 0 }, { limit: CAFE_FEES_PAGE.max + 1 }, { limit: 1.5 }, { skip: -1 }]) {
      const error = await trpcError(api.cafeFees(input));
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.values(validationMessages(error))).toEqual([WALLET_MSG.pagingInvalid]);
    }
    expect(validationMessages(await trpcError(api.cafeFees({ search: 'ا'.repeat(101) })))).toEqual({ search: CATALOGUE_MSG.searchMax });
  });
});

// SQLite's query plans; PostgreSQL plans its own way (docs/decisions.md, issue 16).
describe.skipIf(onPostgres)('admin cafe fee list plan', () => {
  it('reads a range of cafes_name_id_idx: no scan of cafes, no temporary b-tree, with or without a search', async () => {
    const sqlite = new SQLite(':memory:');
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query') seen.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(db);
    await listCafeFees(db, { skip: 40, limit: 20, search: undefined });
    await listCafeFees(db, { skip: 0, limit: 20, search: 'آزادی' });
    const lists = seen.filter((q) => /from "cafes"/.test(q.sql));
    expect(lists).toHaveLength(2);
    for (const q of lists) {
      const plan = sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as Array<{ detail: string }>;
      const text = plan.map((r) => r.detail).join('\n');
      expect(text, text).toMatch(/SCAN cafes USING (COVERING )?INDEX cafes_name_id_idx/);
      expect(text, text).not.toMatch(/TEMP B-TREE/);
      expect(text, text).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)|SEARCH users USING INTEGER PRIMARY KEY|SEARCH users USING (COVERING )?INDEX \S+ \(id=\?\)/);
    }
  });
});
