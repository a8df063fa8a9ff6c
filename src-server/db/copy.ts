/**
 * `npm run db:copy -- --from ./data/app.db --to postgres://…` (issue 16): moves a SQLite database
 * into an empty PostgreSQL one. The target is migrated first; every table is copied in foreign-key
 * order, in batches, in one transaction (a failure leaves the target as it was). Tables kept by
 * triggers (counters, day totals, search indexes, a cafe's rating totals) are rebuilt by the
 * target's own triggers as the rows arrive, not copied; then row counts, ledger sums and the
 * counters are compared on both sides.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './connection';
import { migrateToLatest } from './migrate';

/** Kept by triggers on the target (migrations 0007, 0010, 0011, 0014, 0016, 0017). */
const REBUILT_BY_TRIGGERS = new Set(['admin_counters', 'ledger_day_totals', 'ticket_counts', 'service_counts', 'tasks_search', 'tickets_search', 'products_search']);
/** Columns the target's triggers fill from other rows. */
const TRIGGER_COLUMNS: Record<string, string[]> = {
  cafes: ['ratings_count', 'ratings_sum', 'rating_avg'],
  tasks: ['cafe_active', 'cafe_rating_avg', 'cafe_ratings_count'],
};
/** Tables whose rows people and orders make: any of them non-empty means the target is in use. */
const IN_USE_TABLES = ['users', 'cafes', 'orders', 'ledger_transfers', 'products', 'tickets'];
const BATCH_ROWS = 500;

export interface CopyReport {
  tables: Array<{ table: string; rows: number }>;
  ledgerTotal: number;
}

async function targetTables(target: Kysely<any>): Promise<{ tables: string[]; keys: Map<string, string[]>; deps: Map<string, Set<string>> }> {
  const { rows: tableRows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(target);
  const { rows: keyRows } = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column from pg_index i
    join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace`.execute(target);
  const { rows: fkRows } = await sql<{ table: string; parent: string }>`
    select c.conrelid::regclass::text as table, c.confrelid::regclass::text as parent from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(target);
  const keys = new Map<string, string[]>();
  for (const k of keyRows) keys.set(k.table, [...(keys.get(k.table) ?? []), k.column]);
  const deps = new Map<string, Set<string>>();
  for (const f of fkRows) if (f.table !== f.parent) deps.set(f.table, (deps.get(f.table) ?? new Set()).add(f.parent));
  return { tables: tableRows.map((r) => r.name).filter((t) => !REBUILT_BY_TRIGGERS.has(t)), keys, deps };
}

/** Parents before children. */
function dependencyOrder(tables: string[], deps: Map<string, Set<string>>): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t)) return;
    if (path.has(t)) throw new Error(`foreign keys form a cycle through ${t}`);
    path.add(t);
    for (const parent of deps.get(t) ?? []) if (tables.includes(parent)) visit(parent, path);
    path.delete(t);
    done.add(t);
    order.push(t);
  };
  for (const t of [...tables].sort()) visit(t, new Set());
  return order;
}

async function count(db: Kysely<any>, table: string): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function ledgerSums(db: Kysely<any>): Promise<{ byAccount: Record<string, number>; balances: number }> {
  const rows = await db.selectFrom('ledger_entries').select(['account_id', (eb) => eb.fn.sum<number>('amount').as('sum')]).groupBy('account_id').execute();
  const balances = await db.selectFrom('ledger_accounts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('b')).executeTakeFirstOrThrow();
  return { byAccount: Object.fromEntries(rows.map((r) => [r.account_id, Number(r.sum)])), balances: Number(balances.b) };
}

async function counters(db: Kysely<any>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('admin_counters').select(['name', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.value)]));
}

function sameJson(a: unknown, b: unknown): boolean {
  const canon = (v: unknown) => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
  return canon(a) === canon(b);
}

/** Copies `source` (SQLite) into `target` (PostgreSQL); throws, writing nothing, on any mismatch. */
export async function copyDatabase(source: DB, target: DB, log: (line: string) => void = () => {}): Promise<CopyReport> {
  await migrateToLatest(source); // the same schema on both sides
  await migrateToLatest(target);
  for (const table of IN_USE_TABLES) {
    if ((await count(target, table)) > 0) throw new Error(`the target database is not empty (${table} has rows): db:copy only writes into a new database`);
  }
  const { tables, keys, deps } = await targetTables(target);
  const order = dependencyOrder(tables, deps);
  const report: CopyReport = { tables: [], ledgerTotal: 0 };

  await (target as Kysely<any>).transaction().execute(async (trx) => {
    for (const table of order) {
      const skip = new Set(TRIGGER_COLUMNS[table] ?? []);
      const key = keys.get(table) ?? [];
      let copied = 0;
      // SQLite's rowid order is insertion order: the order the rows were written in.
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by rowid limit ${BATCH_ROWS} offset ${offset}`.execute(source);
        if (rows.length === 0) break;
        const values = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !skip.has(column))));
        const columns = Object.keys(values[0]!);
        // Rows a migration already wrote (system accounts, the fee, categories) take the source's values.
        const updatable = columns.filter((c) => !key.includes(c));
        await trx
          .insertInto(table)
          .values(values)
          .$if(key.length > 0, (q) =>
            q.onConflict((oc) =>
              updatable.length
                ? oc.columns(key).doUpdateSet(Object.fromEntries(updatable.map((c) => [c, sql.ref(`excluded.${c}`)])))
                : oc.columns(key).doNothing(),
            ),
          )
          .execute();
        copied += rows.length;
      }
      const expected = await count(source, table);
      const actual = await count(trx, table);
      if (actual !== expected) throw new Error(`${table}: ${expected} rows in the source, ${actual} in the target`);
      report.tables.push({ table, rows: copied });
      log(`${table}: ${copied} rows`);
    }
    const [from, to] = await Promise.all([ledgerSums(source), ledgerSums(trx)]);
    if (!sameJson(from, to)) throw new Error('the ledger sums differ between source and target');
    if (to.balances !== 0) throw new Error(`the ledger does not balance on the target (${to.balances})`);
    const [fromCounters, toCounters] = await Promise.all([counters(source), counters(trx)]);
    if (!sameJson(fromCounters, toCounters)) throw new Error(`the trigger-kept counters differ: ${JSON.stringify({ fromCounters, toCounters })}`);
    report.ledgerTotal = Object.values(to.byAccount).reduce((a, b) => a + Math.abs(b), 0);
  });
  return report;
}
