// `npx tsx scripts/payment-path.ts [payments]`: the wallet payment of an order, in-process and
// statement by statement (issue 13). Opens a throw-away SQLite file with the app's pragmas,
// seeds the demo, and pays `payments` priced orders one after another through app.request
// (POST /api/wallet/payment/{id}: REST shim, token check, tRPC, the money transaction and the
// notices after it). Prints the statements one payment runs, and per payment: wall time, the
// process's CPU time, SQLite's own CPU time (measured around better-sqlite3's calls), the
// commits' share of it, and a bare one-INSERT write transaction on the same file (wall).
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
import { payOrderFromWallet } from '../src-server/services/orders/payment';

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
const perText = new Map<string, { n: number; ns: bigint }>();
const cache = cachingDatabase(sqlite);
function timed(stmt: Statement, text: string): Statement {
  return new Proxy(stmt, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop !== 'run' && prop !== 'get' && prop !== 'all' && prop !== 'iterate') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        log?.push(text.replace(/\s+/g, ' ').slice(0, 140));
        // CPU time, not wall time: on a loaded machine a wall-clock interval includes waiting for a core.
        const c0 = process.cpuUsage();
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        const c = process.cpuUsage(c0);
        const dt = BigInt(c.user + c.system) * 1000n;
        sqlNs += dt;
        const key = text.replace(/\s+/g, ' ').slice(0, 100);
        const seen = perText.get(key) ?? { n: 0, ns: 0n };
        seen.n += 1;
        seen.ns += dt;
        perText.set(key, seen);
        if (/^\s*commit/i.test(text)) commitNs += dt;
        return result;
      };
    },
  });
}
// PAYMENT_PLAIN=1 leaves the statements unwrapped (for comparing CPU time: the wrapper costs too).
const plain = Boolean(process.env.PAYMENT_PLAIN);
const counting = plain ? cache : { ...cache, prepare: (text: string) => timed(cache.prepare(text) as Statement, text) };
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
// PAYMENT_DIRECT=1 calls the service function itself: no HTTP, no token check, no tRPC.
const direct = Boolean(process.env.PAYMENT_DIRECT);
const pay = async (id: string): Promise<Response> => {
  if (!direct) return app.request(`/api/wallet/payment/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return Response.json(await payOrderFromWallet(db, customer, id, new Date()));
};

// One payment, statement by statement.
log = [];
const first = await pay(orderIds.pop()!);
if (first.status !== 200) throw new Error(`payment answered ${first.status}: ${await first.text()}`);
if (!plain) {
  console.log(`statements of one payment: ${log.length}`);
  for (const [i, text] of log.entries()) console.log(`${String(i + 1).padStart(3)}  ${text}`);
}
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
perText.clear();
const cpu0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
for (const id of orderIds) {
  const res = await pay(id);
  if (res.status !== 200) throw new Error(`payment answered ${res.status}`);
  await res.arrayBuffer();
}
const wall = Number(process.hrtime.bigint() - t0) / 1e6 / orderIds.length;
const cpuUsed = process.cpuUsage(cpu0);
const cpu = (cpuUsed.user + cpuUsed.system) / 1e3 / orderIds.length;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(profileTo!, JSON.stringify(profile));
  session.disconnect();
}
const inSql = Number(sqlNs) / 1e6 / orderIds.length;
const inCommit = Number(commitNs) / 1e6 / orderIds.length;

if (process.env.PAYMENT_STATEMENTS) {
  // The same look-up as the token check's, alone in a loop, for scale.
  const lookup = sqlite.prepare('select * from users where id = ?');
  const l0 = process.cpuUsage();
  for (let i = 0; i < 10_000; i++) lookup.get(customer.id);
  const l = process.cpuUsage(l0);
  console.log(`select * from users where id = ? alone: ${((l.user + l.system) / 10_000).toFixed(1)} µs CPU`);
}

// For scale: an authenticated one-row read through the same layers (REST shim, token check, tRPC).
const m0 = process.cpuUsage();
const mt = performance.now();
for (let i = 0; i < 1000; i++) await (await app.request('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
const mc = process.cpuUsage(m0);
const me = { cpu: (mc.user + mc.system) / 1e3 / 1000, wall: (performance.now() - mt) / 1000 };

// The bare write, on the same file.
sqlite.exec('create table if not exists bare_writes (id integer primary key, body text not null, created_at text not null)');
const insert = sqlite.prepare('insert into bare_writes (body, created_at) values (?, ?)');
const tx = sqlite.transaction(() => insert.run('x', new Date().toISOString()));
const b0 = process.hrtime.bigint();
for (let i = 0; i < 5000; i++) tx();
const bare = Number(process.hrtime.bigint() - b0) / 1e6 / 5000;

console.log(
  `per payment (${orderIds.length}): ${wall.toFixed(3)} ms wall, ${cpu.toFixed(3)} ms CPU (process), SQLite ${inSql.toFixed(3)} ms CPU (commits ${inCommit.toFixed(3)} ms), ` +
    `the rest ${(cpu - inSql).toFixed(3)} ms CPU; bare one-INSERT transaction ${bare.toFixed(3)} ms (no HTTP on either side)`,
);
console.log(`GET /api/user/me (token check + one row, same layers): ${me.cpu.toFixed(3)} ms CPU, ${me.wall.toFixed(3)} ms wall per request`);
if (process.env.PAYMENT_STATEMENTS) {
  for (const [text, { n, ns }] of [...perText].sort((a, b) => Number(b[1].ns - a[1].ns))) {
    console.log(`${(Number(ns) / 1e6 / orderIds.length).toFixed(4).padStart(8)} ms/payment  ${String(n).padStart(6)}×  ${text}`);
  }
}
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
