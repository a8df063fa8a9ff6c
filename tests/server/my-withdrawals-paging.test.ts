import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { MY_WITHDRAWALS_PAGE } from '@shared/wallet/schemas';
import { WALLET_MSG } from '@shared/wallet/messages';
import type { Database } from '../../src-server/db/schema';
import { migrateToLatest } from '../../src-server/db/migrate';
import { myWithdrawals } from '../../src-server/services/wallet/withdrawals';
import { callerFor, freshMemoryDb, trpcError, validationMessages } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { fundWallet, quickAccount, VALID_IBAN } from '../helpers/money';

/** A cafe's own withdrawal requests are paged in SQL (wallet.myWithdrawals): every request once, newest first, on an index. */

const start = new Date('2026-05-01T08:00:00Z');
const account = { iban: VALID_IBAN, account_number: '0123-4567-89', bank: 'ملت', full_name: 'رضا کافی' };

/** `count` requests of one cafe, two to each second (so the id breaks ties), and one of another cafe. */
async function cafeWithRequests(count: number) {
  const db = await freshMemoryDb();
  let at = start;
  const clock = { now: () => at };
  const ask = async (cafeName: string, n: number) => {
    const cafe = await quickAccount(db, 'coffenet', cafeName);
    await fundWallet(db, cafe.id, 10_000_000, start);
    const api = callerFor(db, cafe, clock);
    const bank = await api.wallet.createBankAccount(account);
    const made: Array<{ id: string; created_at: string }> = [];
    for (let i = 0; i < n; i++) {
      if (i % 2 === 0) at = new Date(at.getTime() + 1000);
      made.push(await api.wallet.requestWithdrawal({ amount: 1_000 + i, account_id: bank.id }));
    }
    return { api, made };
  };
  const mine = await ask('کافی‌نت آزادی', count);
  await ask('کافی‌نت نگین', 1);
  const newestFirst = [...mine.made]
    .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
    .map((r) => r.id);
  return { db, api: mine.api.wallet, newestFirst };
}

describe('the cafe’s own withdrawal requests, paged', () => {
  it('pages through every request exactly once, newest first with the id breaking ties; has_more ends the walk', async () => {
    const { api, newestFirst } = await cafeWithRequests(25);
    const seen: string[] = [];
    const hasMore: boolean[] = [];
    for (let skip = 0; ; skip += 10) {
      expect(skip).toBeLessThan(100);
      const page = await api.myWithdrawals({ skip, limit: 10 });
      seen.push(...page.items.map((r) => r.id));
      hasMore.push(page.has_more);
      if (!page.has_more) break;
    }
    expect(hasMore).toEqual([true, true, false]);
    expect(seen).toEqual(newestFirst);
    // A last page that is exactly full says no more follow (one row more is read, none is there).
    expect(await api.myWithdrawals({ skip: 15, limit: 10 })).toMatchObject({ has_more: false, items: { length: 10 } });
    expect(await api.myWithdrawals({ skip: 25, limit: 10 })).toEqual({ items: [], has_more: false });
  });

  it('without input answers the newest 100, as before paging, with the spec fields', async () => {
    const { api, newestFirst } = await cafeWithRequests(MY_WITHDRAWALS_PAGE.max + 1);
    const first = await api.myWithdrawals();
    expect(first.has_more).toBe(true);
    expect(first.items.map((r) => r.id)).toEqual(newestFirst.slice(0, MY_WITHDRAWALS_PAGE.max));
    expect(await api.myWithdrawals({ skip: MY_WITHDRAWALS_PAGE.max })).toMatchObject({ has_more: false, items: [{ id: newestFirst.at(-1) }] });
    expect(first.items[0]).toMatchObject({ _id: newestFirst[0], status: 'pending', cafe_name: 'کافی‌نت آزادی', account_info: { iban: VALID_IBAN } });
  });

  it('refuses bad paging with the wallet’s Persian paging message', async () => {
    const { api } = await cafeWithRequests(1);
    for (const input of [{ limit: 0 }, { limit: MY_WITHDRAWALS_PAGE.max + 1 }, { limit: 1.5 }, { skip: -1 }, { skip: 'x' as never }]) {
      const error = await trpcError(api.myWithdrawals(input));
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.values(validationMessages(error))).toEqual([WALLET_MSG.pagingInvalid]);
    }
  });
});

// SQLite's query plans; PostgreSQL plans its own way (docs/decisions.md, issue 16).
describe.skipIf(onPostgres)('the cafe’s withdrawal list plan', () => {
  it('reads a range of withdrawal_requests_user_created_id_idx in order: no scan, no temporary b-tree', async () => {
    const sqlite = new SQLite(':memory:');
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query') seen.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(db);
    await myWithdrawals(db, 'a'.repeat(24), { skip: 40, limit: 20 });
    const lists = seen.filter((q) => /from "withdrawal_requests"/.test(q.sql));
    expect(lists).toHaveLength(1);
    const plan = sqlite.prepare(`explain query plan ${lists[0]!.sql}`).all(...(lists[0]!.parameters as unknown[])) as Array<{ detail: string }>;
    const text = plan.map((r) => r.detail).join('\n');
    expect(text, text).toMatch(/SEARCH withdrawal_requests USING INDEX withdrawal_requests_user_created_id_idx \(user_id=\?\)/);
    expect(text, text).not.toMatch(/TEMP B-TREE|SCAN withdrawal_requests/);
    await db.destroy();
  });
});
