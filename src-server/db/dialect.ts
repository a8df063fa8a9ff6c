/**
 * The one place for SQL that only one of the two engines understands (issue 16): SQLite (the
 * embedded default) and PostgreSQL (DATABASE_URL=postgres://…). Everything else is written in
 * the SQL both speak, through Kysely.
 */
import {
  DataTypeNode,
  OperationNodeTransformer,
  PostgresAdapter,
  PrimitiveValueListNode,
  ValueNode,
  sql,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type RawBuilder,
  type SqlBool,
} from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// One process serves one database. Conditions built without a database handle at hand (the
// search helpers, id blocks) read the engine the process opened; openDatabase sets it.
let servedEngine: Engine = 'sqlite';

export function setServedEngine(engine: Engine): void {
  servedEngine = engine;
}

/** The PostgreSQL channel that carries live-update hints between app instances. */
export const LIVE_CHANNEL = 'live_events';

/** The PostgreSQL channel that carries rate-limit counters between app instances. */
export const THROTTLE_CHANNEL = 'throttle_events';

/** NOTIFYs on the live channel in one statement, inside the caller's transaction, in the order given (PostgreSQL only). */
export async function notifyLiveEvents(db: Kysely<any>, payloads: string[]): Promise<void> {
  await sql`select ${sql.join(payloads.map((payload) => sql`pg_notify(${LIVE_CHANNEL}, ${payload})`))}`.execute(db);
}

/** NOTIFY on the throttle channel (PostgreSQL only). */
export async function notifyThrottle(db: Kysely<any>, payload: string): Promise<void> {
  await sql`select pg_notify(${THROTTLE_CHANNEL}, ${payload})`.execute(db);
}

/** PostgreSQL's "could not serialize" and "deadlock detected": the transaction may simply be run again. */
export function isSerializationFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40001' || code === '40P01';
}

/** Six lowercase hex digits of an integer expression (idBlock's counter part). */
export function hex6(value: Expression<number> | RawBuilder<number>): RawBuilder<string> {
  return servedEngine === 'postgres' ? sql<string>`lpad(to_hex(${value}), 6, '0')` : sql<string>`printf('%06x', ${value})`;
}

/** SQL text of the Tehran calendar day (YYYY-MM-DD) of an ISO-8601 UTC text column (Iran: +03:30 all year). */
export function tehranDaySql(column: string, engine: Engine): string {
  return engine === 'postgres'
    ? `to_char((cast(${column} as timestamptz) at time zone 'UTC') + interval '210 minutes', 'YYYY-MM-DD')`
    : `date(${column}, '+210 minutes')`;
}

// Full-text candidates. SQLite: FTS5 trigram tables keyed by the row's rowid (0014, 0016, 0017).
// PostgreSQL: plain tables keyed by the row's id with a pg_trgm GIN index on `body` (migration
// 0025), where each word of the query is a LIKE the trigram index answers.

export type SearchIndex = 'tasks_search' | 'tickets_search' | 'products_search';

/** The words of an FTS5 phrase query made by searchCandidatesQuery (`"a" AND "b"`). */
function phrases(match: string): string[] {
  return [...match.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
}

function likeEscape(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The keys (rowid on SQLite, id on PostgreSQL) of the rows whose indexed text holds every phrase. */
export function searchCandidateKeys(match: string, index: SearchIndex): RawBuilder<unknown> {
  if (servedEngine === 'sqlite') return sql`select rowid from ${sql.table(index)} where ${sql.table(index)} match ${match}`;
  const words = phrases(match).map((word) => sql<SqlBool>`body like ${likeEscape(word)} escape '\\'`);
  return sql`select id from ${sql.table(index)} where ${sql.join(words, sql` and `)}`;
}

/**
 * SQLite only: the search index as the outer loop of a CROSS JOIN with `alias` (joined on rowid),
 * for counting a search's matches up to a cap in the index's order. Null on PostgreSQL, whose
 * planner reaches the pg_trgm index from the LIKE itself.
 */
export function searchHitsJoin(alias: string, index: SearchIndex, match: string): { table: RawBuilder<unknown>; on: RawBuilder<SqlBool> } | null {
  if (servedEngine !== 'sqlite') return null;
  return {
    table: sql`${sql.table(index)}`,
    on: sql<SqlBool>`${sql.ref(`${alias}.rowid`)} = hits.rowid and hits.${sql.raw(index)} match ${match}`,
  };
}

/**
 * The column of `alias` that search candidates are compared with. `opaque` keeps SQLite's planner
 * on another index (`rowid + 0`), for reading rows in a sort order rather than by key.
 */
export function searchRowKey(alias: string, opaque = false): RawBuilder<unknown> {
  if (servedEngine === 'postgres') return sql.ref(`${alias}.id`);
  return opaque ? sql`(${sql.ref(`${alias}.rowid`)} + 0)` : sql.ref(`${alias}.rowid`);
}

/**
 * Creates an AFTER … FOR EACH ROW trigger on PostgreSQL: a PL/pgSQL function named after it with
 * `body` (statements that may use `new` and `old`) and the trigger that runs it.
 */
export async function createPgTrigger(
  db: Kysely<any>,
  t: { name: string; table: string; event: string; when?: string; body: string; before?: boolean },
): Promise<void> {
  const result = t.before ? 'new' : 'null';
  await sql.raw(`create or replace function ${t.name}_fn() returns trigger language plpgsql as $$ begin ${t.body} return ${result}; end $$`).execute(db);
  const when = t.when ? ` when (${t.when})` : '';
  await sql
    .raw(`create trigger ${t.name} ${t.before ? 'before' : 'after'} ${t.event} on ${t.table} for each row${when} execute function ${t.name}_fn()`)
    .execute(db);
}

/** Drops a trigger (and on PostgreSQL its function), for the migrations' `down`. */
export async function dropTrigger(db: Kysely<any>, name: string, table: string): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    return;
  }
  await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  await sql.raw(`drop function if exists ${name}_fn()`).execute(db);
}

/**
 * Column types on PostgreSQL: SQLite's `integer` is 64-bit, so money and counters are `bigint`
 * there; `real` is SQLite's 8-byte float, so `double precision`. Applied to the migrations.
 */
class PostgresColumnTypes extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    if (node.dataType === 'integer') return DataTypeNode.create('bigint');
    if (node.dataType === 'real') return DataTypeNode.create('double precision');
    return node;
  }
}

export const postgresColumnTypes: KyselyPlugin = {
  transformQuery: (args) => new PostgresColumnTypes().transformNode(args.node),
  transformResult: async (args) => args.result,
};

/**
 * PostgreSQL's text cannot hold U+0000 (SQLite's can): a NUL typed into any field would fail the
 * query with a 5xx. On PostgreSQL every string parameter loses its NUL characters instead.
 */
class WithoutNul extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'string' && node.value.includes('\0') ? ValueNode.create(node.value.replace(/\0/g, '')) : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    if (!node.values.some((v) => typeof v === 'string' && v.includes('\0'))) return node;
    return PrimitiveValueListNode.create(node.values.map((v) => (typeof v === 'string' ? v.replace(/\0/g, '') : v)));
  }
}

export const postgresTextWithoutNul: KyselyPlugin = {
  transformQuery: (args) => new WithoutNul().transformNode(args.node),
  transformResult: async (args) => args.result,
};
