import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { seedDemo } from '../../src-server/seed/demo';
import { diskFileStore } from '../../src-server/services/files/file-store';
import { ORDER_STATUSES } from '@shared/orders/state-machine';
import { growToScale } from '../../scripts/bench-scale-data';

// The scale loader drops the tables' triggers and indexes, loads, then does the triggers' work
// set-based and puts everything back. If it got any of that wrong the bench would measure a
// database the app could never produce, and nothing else would notice.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-scale-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const schemaOf = (raw: SQLite.Database) =>
  raw.prepare(`select type, name, tbl_name, sql from sqlite_master where type in ('trigger', 'index') order by type, name`).all();

it('leaves every kept count equal to count(*), every copy equal to its source and the schema as it was', async () => {
  const file = path.join(dir, 'app.db');
  const db = openSqlite(file);
  await migrateToLatest(db);
  await seedDemo(db, diskFileStore(path.join(dir, 'files')));
  await db.destroy();
  const before = schemaOf(new SQLite(file, { readonly: true }));
  // Every cached list that reads a loaded table (migrations 0020, 0021).
  const versionsOf = (raw: SQLite.Database) =>
    raw.prepare(`select version from list_versions where list in ('services', 'active_orders', 'cafe_profiles') order by list`).pluck().all() as number[];
  const versionsBefore = versionsOf(new SQLite(file, { readonly: true }));
  expect(versionsBefore).toHaveLength(3);

  const grown = growToScale(file, { cafes: 40, servicesPerCafe: 3, customers: 60, orders: 300, messagesPerOrder: 2 });
  expect(grown.rows).toBe(60 + 40 * (2 + 3) + 300 * (1 + 2));

  const raw = new SQLite(file, { readonly: true });
  expect(schemaOf(raw)).toEqual(before);
  expect(raw.prepare('pragma foreign_key_check').all()).toEqual([]);
  // The running app's kept pages are of the smaller database: none may be served after the load.
  versionsOf(raw).forEach((version, i) => expect(version).toBeGreaterThan(versionsBefore[i]!));

  const counters = Object.fromEntries((raw.prepare('select name, value from admin_counters').all() as { name: string; value: number }[]).map((r) => [r.name, r.value]));
  const count = (q: string, ...args: unknown[]) => (raw.prepare(q).pluck().get(...args) as number);
  expect(counters.users).toBe(count('select count(*) from users'));
  expect(counters.cafes).toBe(count('select count(*) from cafes'));
  expect(counters.cafes_active).toBe(count('select count(*) from cafes where is_active = 1'));
  for (const status of ORDER_STATUSES) expect(counters[`orders:${status}`], status).toBe(count('select count(*) from orders where status = ?', status));
  expect(counters.users).toBeGreaterThan(100);

  expect(raw.prepare('select category, services from service_counts order by category').all()).toEqual(
    raw
      .prepare(`select '*' as category, (select count(*) from tasks join cafes on cafes.id = tasks.cafe_id where cafes.is_active = 1) as services
        union all select name, (select count(*) from tasks join cafes on cafes.id = tasks.cafe_id where cafes.is_active = 1 and tasks.category = categories.name)
        from categories order by category`)
      .all(),
  );
  expect(
    count(`select count(*) from tasks join cafes on cafes.id = tasks.cafe_id
      where tasks.cafe_active is not cafes.is_active or tasks.cafe_rating_avg is not cafes.rating_avg or tasks.cafe_ratings_count is not cafes.ratings_count`),
  ).toBe(0);
  expect(raw.prepare('select rowid, title, description, cafe_name from tasks_search order by rowid').all()).toEqual(
    raw
      .prepare(`select tasks.rowid as rowid, lower(tasks.title) as title, lower(tasks.description) as description, lower(cafes.cafe_name) as cafe_name
        from tasks join cafes on cafes.id = tasks.cafe_id order by tasks.rowid`)
      .all(),
  );
  raw.close();
});
