// `npx tsx scripts/payment-path.ts [payments]`: the wallet payment of an order, in-process and
// statement by statement (issue 13). Opens a throw-away SQLite file with the app's pragmas,
// seeds the demo, and pays `payments` priced orders one after another through app.request
// (POST /api/wallet/payment/{id}: REST shim, token check, tRPC, the money transaction and the
// notices after it). Prints the statements one payment runs, and per payment: wall time,
// SQLite's own time (statement run + step, measured around better-sqlite3's calls), the
// commits' share of it, and the same for a bare one-INSERT write transaction on the same file.
// No HTTP socket: what it shows is the app's own cost per payment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import SQLite, { type Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../src-server/db/schema';
import { cachingDatabase } from '../src-server/db/statement-cache';
import { migrateToLatest } from '../src-server/db/migrate';
import { seedDemo } from '../src-server/seed/demo';
import { temporaryFileStore } from '../src-server/services/files/file-store';
import { createDeps } from '../src-server/deps';
import { createApp } from '../src-server/app';
import { findUserByUsername } from '../src-server/services/auth/users';
import { cafeOfManager } from '../src-server/services/orders/access';
import { createOrder, priceOrder } from '../src-server/services/orders/flow';
import { writeTransaction } from '../src-server/db/write-transaction';
import { creditWalletFromGateway } from '../src-server/services/wallet/credits';
import { signAccessToken } from '../src-server/auth/tokens';

const PAYMENTS = Number(process.argv[2] ?? 400);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-path-'));
const sqlite = new SQLite(path.join(dir, 'app.db'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('foreign_keys = ON');
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('synchronous = NORMAL');

// Every statement the app runs goes through prepare → run/get/all/iterate: log and time them.
let log: string[] | null = null;
let sqlNs = 0n;
let commitNs = 0n;
const cache = cachingDatabase(sqlite);
function timed(stmt: Statement, text: string): Statement {
  return new Proxy(stmt, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop !== 'run' && prop !== 'get' && prop !== 'all' && prop !== 'iterate') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        log?.push(text.replace(/\s+/g, ' ').slice(0, 140));
        const t0 = process.hrtime.bigint();
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        const dt = process.hrtime.bigint() - t0;
        sqlNs += dt;
        if (/^\s*commit/i.test(text)) commitNs += dt;
        return result;
      };
    },
  });
}
const counting = { ...cache, prepare: (text: string) => timed(cache.prepare(text) as Statement, text) };
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: counting }) });

await migrateToLatest(db);
await seedDemo(db, temporaryFileStore());
const deps = createDeps({ db });
const app = createApp(deps, {});
const customer = (await findUserByUsername(db, 'ali'))!;
const cafeUser = (await findUserByUsername(db, 'cafe_azadi'))!;
const cafe = await cafeOfManager(db, cafeUser);
const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
await writeTransaction(db, (trx) => creditWalletFromGateway(trx, { userId: customer.id, amount: 1_000_000_000, authority: `A${'0'.repeat(35)}`, now: new Date() }));
const orderIds: string[] = [];
for (let i = 0; i < PAYMENTS + 1; i++) {
  const at = new Date();
  const { order } = await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: `سفارش ${i}`, client_request_key: null }, at);
  await priceOrder(db, cafeUser, { orderId: order.id, price: 10_000, estimated_time: '1h', assigned_employee: null }, at);
  orderIds.push(order.id);
}
const token = await signAccessToken(deps.jwtSecret, { userId: customer.id, role: customer.role, version: customer.token_version });
const pay = (id: string) => app.request(`/api/wallet/payment/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

// One payment, statement by statement.
log = [];
const first = await pay(orderIds.pop()!);
if (first.status !== 200) throw new Error(`payment answered ${first.status}: ${await first.text()}`);
console.log(`statements of one payment: ${log.length}`);
for (const [i, text] of log.entries()) console.log(`${String(i + 1).padStart(3)}  ${text}`);
log = null;

// Then many, timed (PAYMENT_PROFILE=file.cpuprofile writes a CPU profile of just this loop).
const profileTo = process.env.PAYMENT_PROFILE;
const session = profileTo ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
sqlNs = 0n;
commitNs = 0n;
const t0 = process.hrtime.bigint();
for (const id of orderIds) {
  const res = await pay(id);
  if (res.status !== 200) throw new Error(`payment answered ${res.status}`);
  await res.arrayBuffer();
}
const wall = Number(process.hrtime.bigint() - t0) / 1e6 / orderIds.length;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(profileTo!, JSON.stringify(profile));
  session.disconnect();
}
const inSql = Number(sqlNs) / 1e6 / orderIds.length;
const inCommit = Number(commitNs) / 1e6 / orderIds.length;

// The bare write, on the same file.
sqlite.exec('create table if not exists bare_writes (id integer primary key, body text not null, created_at text not null)');
const insert = sqlite.prepare('insert into bare_writes (body, created_at) values (?, ?)');
const tx = sqlite.transaction(() => insert.run('x', new Date().toISOString()));
const b0 = process.hrtime.bigint();
for (let i = 0; i < 5000; i++) tx();
const bare = Number(process.hrtime.bigint() - b0) / 1e6 / 5000;

console.log(
  `per payment (${orderIds.length}): ${wall.toFixed(3)} ms wall, SQLite ${inSql.toFixed(3)} ms (commits ${inCommit.toFixed(3)} ms), ` +
    `the rest ${(wall - inSql).toFixed(3)} ms; bare one-INSERT transaction ${bare.toFixed(3)} ms (no HTTP on either side)`,
);
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
