import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../src-server/db/schema';
import { migrateToLatest } from '../../src-server/db/migrate';
import { auditPage, recordAudit } from '../../src-server/services/audit/log';

type Logged = { sql: string; parameters: readonly unknown[] };

/** A migrated in-memory database that keeps the queries matching `pattern`, and their plan. */
async function loggedDb(pattern: RegExp) {
  const sqlite = new SQLite(':memory:');
  const queries: Logged[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (e) => {
      if (e.level === 'query' && pattern.test(e.query.sql)) queries.push(e.query);
    },
  });
  await migrateToLatest(db);
  const planOf = (q: Logged) => (sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as Array<{ detail: string }>).map((p) => p.detail).join(' | ');
  return { db, queries, planOf };
}

/** Keyset pages of one area's audit rows: every row once, newest first, has_more from one extra row. */
describe('auditPage (keyset paging of an area audit list)', () => {
  it('walks all rows of the area page by page, ties on created_at broken by id, on the area index', async () => {
    const { db, queries: pageQueries, planOf } = await loggedDb(/^select \* from "admin_audit_log" where "target_type" = \? and/);
    const admin = { id: 'a'.repeat(24), username: 'admin' };
    const base = Date.parse('2026-11-01T10:00:00Z');
    // 7 order rows, two pairs sharing a second; 2 rows of another area that must not show.
    const seconds = [0, 1, 1, 2, 3, 3, 4];
    for (const [i, s] of seconds.entries()) await recordAudit(db, admin, { action: 'order.start', area: 'orders', targetId: `o${i}` }, new Date(base + s * 1000));
    for (const i of [0, 1]) await recordAudit(db, admin, { action: 'cafe.delete', area: 'cafes', targetId: `c${i}` }, new Date(base + 2000));

    const all = await db.selectFrom('admin_audit_log').select(['id', 'created_at']).where('target_type', '=', 'orders').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const seen: string[] = [];
    const hasMore: boolean[] = [];
    let cursor = null as Awaited<ReturnType<typeof auditPage>>['next'];
    do {
      const page = await auditPage(db, { area: 'orders', limit: 3, cursor });
      seen.push(...page.rows.map((r) => r.id));
      hasMore.push(page.has_more);
      expect(page.rows.every((r) => r.area === 'orders')).toBe(true);
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(hasMore).toEqual([true, true, false]);

    // The plan of the query auditPage itself ran for a later page (the one with the cursor).
    expect(pageQueries.length).toBe(2);
    const q = pageQueries[0]!;
    expect(planOf(q)).toMatch(/USING (COVERING )?INDEX admin_audit_log_area_created_idx/);
    expect(planOf(q)).not.toMatch(/TEMP B-TREE/);
  });

  it('walks every area’s rows (the dashboard) page by page, newest first, on the (created_at, id) index', async () => {
    const { db, queries, planOf } = await loggedDb(/^select \* from "admin_audit_log" where \("created_at", "id"\) < /);
    const admin = { id: 'a'.repeat(24), username: 'admin' };
    const base = Date.parse('2026-11-01T10:00:00Z');
    const areas = ['orders', 'cafes', 'users', 'store', 'finance'] as const;
    const actions = { orders: 'order.start', cafes: 'cafe.delete', users: 'user.block', store: 'product.delete', finance: 'fee.global' } as const;
    // 8 rows over all areas, two sharing a second.
    for (const [i, s] of [0, 1, 2, 2, 3, 4, 5, 6].entries()) {
      const area = areas[i % areas.length]!;
      await recordAudit(db, admin, { action: actions[area], area, targetId: `t${i}` }, new Date(base + s * 1000));
    }
    const all = await db.selectFrom('admin_audit_log').select(['id']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const seen: string[] = [];
    let cursor = null as Awaited<ReturnType<typeof auditPage>>['next'];
    let pages = 0;
    do {
      const page = await auditPage(db, { area: null, limit: 3, cursor });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.next;
      pages++;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(pages).toBe(3);
    expect(new Set((await auditPage(db, { area: null, limit: 8 })).rows.map((r) => r.area))).toEqual(new Set(areas));

    const plan = planOf(queries[0]!);
    expect(plan).toMatch(/USING (COVERING )?INDEX admin_audit_log_created_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('lists one target’s rows only (an order’s details), paged, on the target index', async () => {
    const { db, queries, planOf } = await loggedDb(/^select \* from "admin_audit_log" where "target_type" = \? and "target_id" = \?/);
    const admin = { id: 'a'.repeat(24), username: 'admin' };
    const base = Date.parse('2026-11-01T10:00:00Z');
    // Three rows about order "mine", interleaved with rows about another order and a cafe with the same id.
    for (let i = 0; i < 3; i++) {
      await recordAudit(db, admin, { action: 'order.start', area: 'orders', targetId: 'mine', label: `mine ${i}` }, new Date(base + i * 2000));
      await recordAudit(db, admin, { action: 'order.start', area: 'orders', targetId: 'other' }, new Date(base + i * 2000 + 1000));
    }
    await recordAudit(db, admin, { action: 'cafe.delete', area: 'cafes', targetId: 'mine' }, new Date(base + 10_000));

    const first = await auditPage(db, { area: 'orders', target_id: 'mine', limit: 2 });
    expect(first.rows.map((r) => r.target_label)).toEqual(['mine 2', 'mine 1']);
    expect(first.has_more).toBe(true);
    const second = await auditPage(db, { area: 'orders', target_id: 'mine', limit: 2, cursor: first.next });
    expect(second.rows.map((r) => r.target_label)).toEqual(['mine 0']);
    expect(second.has_more).toBe(false);
    expect((await auditPage(db, { area: 'orders', target_id: 'nothing', limit: 2 })).rows).toEqual([]);

    const q = queries.at(-2)!;
    const plan = planOf(q);
    expect(plan).toMatch(/USING (COVERING )?INDEX admin_audit_log_target_created_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
