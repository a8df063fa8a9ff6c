// `npm run bench -- --scale`: grows the bench's throw-away database to marketplace size with
// direct inserts into the same tables: 10k cafes with 10 services each, 20k customers, 100k orders
// (most of them finished, as in a real marketplace) and 500k chat messages. Setup, not what is
// measured; the goal is well under a minute.
//
// How it stays fast (one transaction, so the running app never sees half of it):
// - the tables' triggers and secondary indexes are dropped inside the transaction and created
//   again before it commits, from their own stored SQL; an index built once over sorted keys is
//   far cheaper than 500k random insertions into it;
// - what the triggers would have done row by row is done once, set-based (`replayTriggers`): the
//   cafe copies on services, the search index, service_counts and admin_counters. A trigger this
//   file does not know makes the load fail, so a new one cannot be skipped silently
//   (tests/server/bench-scale-data.test.ts checks every kept figure against count(*) afterwards);
// - ids are increasing (a fixed prefix and a counter), so primary keys are appended, not
//   scattered; multi-row INSERTs; foreign keys are not checked while loading (the rows are made
//   consistent here; the test runs foreign_key_check) and the connection does not fsync.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { TASK_CATEGORIES } from '@shared/catalogue/categories';
import type { DB } from '../src-server/db/connection';

export const SCALE = { cafes: 10_000, servicesPerCafe: 10, customers: 20_000, orders: 100_000, messagesPerOrder: 5 } as const;
export type Scale = { [K in keyof typeof SCALE]: number };

const TITLES = ['تایپ', 'پرینت رنگی', 'ترجمه مقاله', 'اسکن مدارک', 'ثبت‌نام کنکور', 'کپی', 'طراحی کارت', 'صحافی', 'پرینت سیاه و سفید', 'تایپ پایان‌نامه'];
const STREETS = ['آزادی', 'انقلاب', 'ولیعصر', 'شریعتی', 'پاسداران', 'نیاوران', 'جمهوری', 'فردوسی'];

/** The tables loaded here, and the triggers on them whose work `replayTriggers` does. */
const TABLES = ['users', 'cafes', 'tasks', 'orders', 'chat_messages'];
const KNOWN_TRIGGERS = new Set([
  'admin_counters_users_insert', 'admin_counters_users_delete',
  'admin_counters_cafes_insert', 'admin_counters_cafes_delete', 'admin_counters_cafes_active',
  'admin_counters_orders_insert', 'admin_counters_orders_delete', 'admin_counters_orders_status',
  'cafes_copy_to_tasks', 'tasks_search_cafe_name',
  'tasks_cafe_copy_insert', 'tasks_cafe_copy_move',
  'service_counts_insert', 'service_counts_delete', 'service_counts_update',
  'tasks_search_insert', 'tasks_search_update', 'tasks_search_delete',
  'list_versions_cafes_insert', 'list_versions_cafes_update', 'list_versions_cafes_delete',
  'list_versions_tasks_insert', 'list_versions_tasks_update', 'list_versions_tasks_delete',
  'list_versions_orders_insert', 'list_versions_orders_update', 'list_versions_orders_delete',
  'list_versions_users_update', 'list_versions_users_delete',
]);
const ROWS_PER_INSERT = 100;

/** Deterministic so two runs grow the same database. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 24 hex digits like the app's ids; increasing, and apart from ids the app makes (random). */
function idMaker(prefix: string) {
  let n = 0;
  return () => prefix + (n++).toString(16).padStart(24 - prefix.length, '0');
}

/** Rows go in ROWS_PER_INSERT at a time through one prepared multi-row INSERT per table. */
function bulkInserter(db: SQLite.Database, table: string, columns: readonly string[]) {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const sqlFor = (rows: number) => `insert into ${table} (${columns.join(', ')}) values ${Array(rows).fill(tuple).join(', ')}`;
  const full = db.prepare(sqlFor(ROWS_PER_INSERT));
  let pending: unknown[] = [];
  let count = 0;
  return {
    add(...values: unknown[]) {
      pending.push(...values);
      if (++count % ROWS_PER_INSERT === 0) {
        full.run(pending);
        pending = [];
      }
    },
    flush() {
      if (pending.length) db.prepare(sqlFor(pending.length / columns.length)).run(pending);
      pending = [];
      return count;
    },
  };
}

/** What the known triggers do per row, done once for the rows loaded (tasks after `tasksFrom`). */
function replayTriggers(db: SQLite.Database, tasksFrom: number) {
  // tasks_cafe_copy_insert: each service carries its cafe's state.
  db.prepare(`update tasks set cafe_active = cafes.is_active, cafe_rating_avg = cafes.rating_avg, cafe_ratings_count = cafes.ratings_count
    from cafes where cafes.id = tasks.cafe_id and tasks.rowid > ?`).run(tasksFrom);
  // tasks_search_insert: the search index of the new services.
  db.prepare(`insert into tasks_search (rowid, title, description, cafe_name)
    select tasks.rowid, lower(tasks.title), lower(tasks.description), lower(cafes.cafe_name)
    from tasks join cafes on cafes.id = tasks.cafe_id where tasks.rowid > ?`).run(tasksFrom);
  // service_counts_*: services of active cafes, per category and in all.
  db.prepare(`update service_counts set services = (select count(*) from tasks
    where cafe_active = 1 and (service_counts.category = '*' or tasks.category = service_counts.category))`).run();
  // list_versions_*: every cached list reads a loaded table (services, cafe cards, active orders;
  // the store's is bumped too, harmlessly), so no answer kept before the load is served after it.
  db.prepare(`update list_versions set version = version + 1`).run();
  // admin_counters_*: users, cafes, active cafes, orders per status.
  db.prepare(`update admin_counters set value = case
      when name = 'users' then (select count(*) from users)
      when name = 'cafes' then (select count(*) from cafes)
      when name = 'cafes_active' then (select count(*) from cafes where is_active = 1)
      else (select count(*) from orders where status = substr(admin_counters.name, 8)) end
    where name in ('users', 'cafes', 'cafes_active') or name like 'orders:%'`).run();
}

/** The columns each loaded table is given, in the order `scaleRows` yields their values. */
const COLUMNS = {
  users: ['id', 'username', 'password_hash', 'role', 'name', 'created_at', 'updated_at'],
  cafes: ['id', 'owner_id', 'cafe_name', 'address', 'is_active', 'created_at', 'updated_at'],
  tasks: ['id', 'cafe_id', 'title', 'category', 'base_price', 'estimated_minutes', 'description', 'created_at', 'updated_at'],
  orders: [
    'id', 'user_id', 'cafe_id', 'task_id', 'service_type', 'category', 'description', 'status', 'payment_status', 'price', 'base_price',
    'estimated_time', 'rejection_reason', 'created_at', 'updated_at', 'priced_at', 'paid_at', 'completed_at',
  ],
  chat_messages: ['id', 'order_id', 'sender_id', 'sender_role', 'receiver_id', 'kind', 'message', 'created_at'],
} as const;
type ScaleTable = keyof typeof COLUMNS;

/** The rows of the grown marketplace, each after the rows it references; the same for both engines. */
function* scaleRows(scale: Scale): Generator<[ScaleTable, unknown[]]> {
  const rnd = random(13);
  const at = (msAgo: number) => new Date(Date.UTC(2026, 10, 1) - msAgo).toISOString();
  const userId = idMaker('5ca1e0');
  const cafeId = idMaker('5ca1e1');
  const taskId = idMaker('5ca1e2');
  const orderId = idMaker('5ca1e3');
  const messageId = idMaker('5ca1e4');
  const customers: string[] = [];
  for (let i = 0; i < scale.customers; i++) {
    const id = userId();
    const t = at(rnd() * 400 * 86_400_000);
    yield ['users', [id, `scale_user_${i}`, 'x', 'user', `مشتری ${i}`, t, t]];
    customers.push(id);
  }
  const cafes: { id: string; owner: string; tasks: { id: string; title: string; category: string; price: number }[] }[] = [];
  for (let c = 0; c < scale.cafes; c++) {
    const owner = userId();
    const id = cafeId();
    const t = at(rnd() * 400 * 86_400_000);
    yield ['users', [owner, `scale_cafe_${c}`, 'x', 'coffenet', null, t, t]];
    yield ['cafes', [id, owner, `کافی‌نت ${STREETS[c % STREETS.length]} ${c}`, `خیابان ${STREETS[(c * 3) % STREETS.length]} پلاک ${c}`, c % 10 === 0 ? 0 : 1, t, t]];
    const tasks = [];
    for (let s = 0; s < scale.servicesPerCafe; s++) {
      const task = { id: taskId(), title: `${TITLES[(c + s) % TITLES.length]} ${c}`, category: TASK_CATEGORIES[(c + s) % TASK_CATEGORIES.length]!, price: (((c * 7 + s * 13) % 500) + 1) * 1_000 };
      yield ['tasks', [task.id, id, task.title, task.category, task.price, 15 * (((c + s) % 96) + 1), 'خدمت نمونه با کیفیت و تحویل سریع', t, t]];
      tasks.push(task);
    }
    cafes.push({ id, owner, tasks });
  }

  const finals = ['completed', 'completed', 'completed', 'rejected', 'cancelled'] as const;
  const actives = ['pending', 'pending_payment', 'in_progress'] as const;
  for (let o = 0; o < scale.orders; o++) {
    const id = orderId();
    const customer = customers[Math.floor(rnd() * customers.length)]!;
    const cafe = cafes[Math.floor(rnd() * cafes.length)]!;
    const task = cafe.tasks[Math.floor(rnd() * cafe.tasks.length)]!;
    // One order in twenty is still open: the rest finished long ago.
    const status = rnd() < 0.05 ? actives[o % actives.length]! : finals[o % finals.length]!;
    const paid = status === 'in_progress' || status === 'completed';
    const t = at(rnd() * 365 * 86_400_000);
    yield ['orders', [
      id, customer, cafe.id, task.id, task.title, task.category, 'توضیح سفارش نمونه', status, paid ? 'paid' : 'unpaid',
      status === 'pending' ? null : task.price, task.price, status === 'pending' ? null : '2h',
      status === 'rejected' ? 'ظرفیت تکمیل است' : null, t, t, status === 'pending' ? null : t, paid ? t : null, status === 'completed' ? t : null,
    ]];
    for (let m = 0; m < scale.messagesPerOrder; m++) {
      const fromCustomer = m % 2 === 0;
      yield ['chat_messages', [
        messageId(), id, fromCustomer ? customer : cafe.owner, fromCustomer ? 'user' : 'coffenet', fromCustomer ? cafe.owner : customer,
        'text', `پیام شماره ${m} درباره سفارش`, new Date(Date.parse(t) + m * 60_000).toISOString(),
      ]];
    }
  }
}

export function growToScale(file: string, scale: Scale = SCALE): { seconds: number; rows: number } {
  const started = performance.now();
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -262144'); // 256 MB for this connection: the tables and indexes being built
  db.pragma('synchronous = OFF'); // a throw-away bench database: no fsync
  db.pragma('temp_store = MEMORY'); // index builds sort in memory
  db.pragma('foreign_keys = OFF'); // the rows below reference only rows made here or present
  let rows = 0;

  db.transaction(() => {
    const schema = db
      .prepare(`select type, name, sql from sqlite_master where type in ('trigger', 'index') and sql is not null
        and tbl_name in (${TABLES.map(() => '?').join(', ')})`)
      .all(...TABLES) as { type: 'trigger' | 'index'; name: string; sql: string }[];
    const unknown = schema.filter((s) => s.type === 'trigger' && !KNOWN_TRIGGERS.has(s.name));
    if (unknown.length) throw new Error(`scripts/bench-scale-data.ts does not replay trigger(s) ${unknown.map((t) => t.name).join(', ')}: add them to replayTriggers`);
    for (const s of schema) db.exec(`drop ${s.type} ${s.name}`);
    const tasksFrom = (db.prepare('select coalesce(max(rowid), 0) as n from tasks').get() as { n: number }).n;

    const write = (table: ScaleTable) => bulkInserter(db, table, COLUMNS[table]);
    const inserters = { users: write('users'), cafes: write('cafes'), tasks: write('tasks'), orders: write('orders'), chat_messages: write('chat_messages') };
    for (const [table, values] of scaleRows(scale)) inserters[table].add(...values);
    for (const inserter of Object.values(inserters)) rows += inserter.flush();

    for (const s of schema) if (s.type === 'index') db.exec(s.sql);
    replayTriggers(db, tasksFrom);
    for (const s of schema) if (s.type === 'trigger') db.exec(s.sql);
  })();
  db.pragma('foreign_keys = ON');
  db.pragma('optimize');
  db.close();
  return { seconds: (performance.now() - started) / 1000, rows };
}

/**
 * The same rows on PostgreSQL (`--db postgres --scale`), through the app's own connection and with
 * its triggers doing their work row by row: slower to load than the SQLite path, but nothing to
 * keep in step with the PostgreSQL triggers. Many short statements rather than one transaction, so
 * the counter rows the triggers update are pruned as the load goes (a running app would see a
 * partly grown database, but the bench measures nothing while it loads).
 */
export async function growToScalePostgres(db: DB, scale: Scale = SCALE): Promise<{ seconds: number; rows: number }> {
  const started = performance.now();
  const order: ScaleTable[] = ['users', 'cafes', 'tasks', 'orders', 'chat_messages'];
  const pending = Object.fromEntries(order.map((t) => [t, [] as unknown[][]])) as Record<ScaleTable, unknown[][]>;
  let rows = 0;
  // Parents before children: every table is written, in `order`, whenever one is full.
  const flush = async () => {
    for (const table of order) {
      const values = pending[table];
      if (!values.length) continue;
      pending[table] = [];
      await sql`insert into ${sql.table(table)} (${sql.join(COLUMNS[table].map((c) => sql.ref(c)))})
        values ${sql.join(values.map((v) => sql`(${sql.join(v)})`))}`.execute(db);
      rows += values.length;
    }
  };
  for (const [table, values] of scaleRows(scale)) {
    pending[table].push(values);
    if (pending[table].length >= 500) await flush();
  }
  await flush();
  await sql`analyze`.execute(db);
  return { seconds: (performance.now() - started) / 1000, rows };
}
