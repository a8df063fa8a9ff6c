import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../src-server/db/schema';
import { migrateToLatest } from '../../src-server/db/migrate';
import { listOrders, recentOrders } from '../../src-server/services/admin/orders';
import { listUsers } from '../../src-server/services/admin/users';
import { listCafes } from '../../src-server/services/admin/cafes';
import { listAudit } from '../../src-server/services/audit/log';
import { AUDIT_AREAS } from '@shared/admin/audit';
import { cafeFeeSettlements, cafeWithdrawals, orderPayments } from '../../src-server/services/admin/finance';
import { adminStatistics, financeStatistics, incomeChart } from '../../src-server/services/admin/statistics';
import { quickAccount } from '../helpers/money';

/** Every admin list and figure, with the SQL it ran and SQLite's plan for it. */
describe('admin queries read indexes', () => {
  it('never scan a big table without an index, nor sort a page in a temporary b-tree', async () => {
    const sqlite = new SQLite(':memory:');
    sqlite.pragma('foreign_keys = ON');
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query' && /^\s*select/i.test(event.query.sql)) seen.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(db);
    const admin = await quickAccount(db, 'admin');
    await quickAccount(db, 'coffenet');
    seen.length = 0;

    const cafe = 'c'.repeat(24);
    const user = 'b'.repeat(24);
    const page = { skip: 20, limit: 20 };
    for (const filters of [{}, { status: 'completed' as const }, { cafe_id: cafe }, { user_id: user }, { cafe_id: cafe, status: 'pending' as const }, { user_id: user, status: 'pending' as const }, { from_date: '2026-01-01', to_date: '2026-02-01' }, { order_id: 'abc' }]) {
      await listOrders(db, admin, { ...page, ...filters });
    }
    await recentOrders(db, 5);
    await listUsers(db, { skip: 10, limit: 10 });
    await listUsers(db, { skip: 0, limit: 10, search: 'ali' });
    await listCafes(db, { skip: 0, limit: 12 });
    for (const area of AUDIT_AREAS) await listAudit(db, { area, limit: 10 });
    await listAudit(db, { limit: 10 });
    await orderPayments(db, { ...page, from_date: '2026-01-01' });
    await cafeFeeSettlements(db, page);
    await cafeWithdrawals(db, { ...page, to_date: '2026-12-01' });
    await adminStatistics(db, new Date());
    await financeStatistics(db, new Date());
    await incomeChart(db, new Date());

    const big = /^(SCAN (orders|users|ledger_entries|ledger_transfers|withdrawal_requests|admin_audit_log|payment_attempts))$/;
    const problems: string[] = [];
    for (const q of seen) {
      const plan = sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as Array<{ detail: string }>;
      for (const { detail } of plan) {
        if (big.test(detail)) problems.push(`${detail}: ${q.sql}`);
        if (/TEMP B-TREE FOR (ORDER BY|LAST TERM)/.test(detail) && /\blimit\b/i.test(q.sql)) problems.push(`${detail}: ${q.sql}`);
      }
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);

    // Each screen's audit list (store included) reads its own area's slice of the area index.
    const areaLists = seen.filter((q) => /from "admin_audit_log" where "target_type" = \?/.test(q.sql));
    expect(areaLists.map((q) => q.parameters[0])).toEqual([...AUDIT_AREAS]);
    for (const q of areaLists) {
      const plan = sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as Array<{ detail: string }>;
      expect(plan.map((p) => p.detail)).toEqual(['SEARCH admin_audit_log USING INDEX admin_audit_log_area_created_idx (target_type=?)']);
    }
  });
});
