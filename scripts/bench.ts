// `npm run bench [case…] [--scale] [--db postgres] [--instances 2]`: measures the real server over loopback HTTP. The app (served as
// `npm start` serves it: the bundle of scripts/build-for-start.ts, with package.json's environment) and a
// bare Hono + better-sqlite3 ceiling (scripts/bench-bare.ts) each run as a child process on a
// throw-away database; this process only sends requests (CONCURRENCY keep-alive connections) and
// reads the children's memory. Shared machines cannot compare absolute req/s from run to run, so
// every figure that matters is printed as a ratio against the ceiling measured in the same run.
// `--scale` then grows the database to marketplace size and prints large/small ratios and p99s.
// `--db postgres` runs the app on PostgreSQL (scripts/bench-postgres.ts: BENCH_DATABASE_URL or a
// throw-away cluster, a fresh database per run); the ceiling stays bare Hono + better-sqlite3 so the
// ratios of both engines are against the same thing. `--instances N` starts N app processes on the
// one database and spreads the connections over them (list cases; function cases use the first).
// Each case runs BENCH_SECONDS (default 3 s) after a short warm-up; keep runs short on shared machines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openPostgres, openSqlite, type DB } from '../src-server/db/connection';
import { setServedEngine } from '../src-server/db/dialect';
import { createBenchDatabase, startBenchPostgres, type BenchPostgres } from './bench-postgres';
import { findUserByUsername } from '../src-server/services/auth/users';
import { cafeOfManager } from '../src-server/services/orders/access';
import { createOrder, priceOrder } from '../src-server/services/orders/flow';
import { BENCH_CATALOGUE, seedBenchCatalogue } from './bench-catalogue-data';
import { growToScale, growToScalePostgres, SCALE } from './bench-scale-data';
import { writeTransaction } from '../src-server/db/write-transaction';
import { createProduct } from '../src-server/services/store/products';
import { PRODUCT_TYPES, STORE_CATEGORIES } from '../src-shared/store/products';
import { BENCH_ADMIN, seedBenchAdmin } from './bench-admin-data';
import { BENCH_TICKETS, seedBenchTickets } from './bench-tickets-data';
import { HOME_JS_GOAL_KB, measureHomeJs } from './home-js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 3000);
/** Requests of a `once` case spent warming up: two per connection. */
const WARM_UP_ONCE = 2 * CONCURRENCY;
const root = fileURLToPath(new URL('..', import.meta.url));
/** Extra node flags for the app's process only, e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

interface Req {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
}
/** The app under test, shaped like src-server/server.ts's RunningServer (its db is this process's own connection to the file). */
interface Target {
  url: string;
  /** Every app instance's address (`--instances`); the load is spread over them. */
  urls?: string[];
  port: number;
  db: DB;
  /** The app's (or the bare server's) processes, for their CPU time per request; PostgreSQL's are not counted. */
  pids?: number[];
  close(): Promise<void>;
}
type Prepared = { requests: Req[]; once?: boolean } | (() => Promise<Response>);
interface BenchCase {
  description: string;
  /**
   * Prepares state and returns the requests to send: cycled, or each sent once when `once`.
   * A function that makes one request (fetch) also works, at the cost of fetch's own overhead.
   */
  prepare(target: Target): Promise<Prepared>;
}
interface Result {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  n: number;
  /** CPU time the serving processes spent per answered request (ms), from /proc: steadier than req/s on a shared machine. */
  cpuMs: number;
}

// ---------------------------------------------------------------- HTTP client (keep-alive)
let agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** Fresh sockets for each measurement: a server may close a keep-alive socket idle during a long prepare. */
function freshAgent() {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
}

/** What every browser sends: the app's answers over 1 KB go out compressed, as they do to people. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function send(base: string, r: Req, extraHeaders: Record<string, string> = {}) {
  const u = new URL(r.path, base);
  return new Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, method: r.method, headers: { ...BROWSER_HEADERS, ...r.headers, ...extraHeaders }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function json(base: string, method: 'GET' | 'POST', p: string, token?: string, body?: unknown): Promise<Record<string, any>> {
  const res = await fetch(new URL(p, base), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, any>>;
}

async function loginToken(url: string, username: string, password: string): Promise<string> {
  return (await json(url, 'POST', '/api/auth/login', undefined, { username, password })).access_token;
}

/** A top-up paid on the embedded gateway's page and verified: money to spend. */
async function topUp(url: string, token: string, amount: number): Promise<void> {
  const { payment_url, authority } = await json(url, 'POST', '/api/wallet/deposit/create-payment', token, { amount });
  await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  await json(url, 'GET', `/api/wallet/deposit/verify?authority=${authority}&Status=OK`, token);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function measure(url: string | string[], requests: Req[] | (() => Promise<Response>), once: boolean, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, connection) => {
      // Several app instances: each connection stays with one of them, so the load is split evenly.
      const base = Array.isArray(url) ? url[connection % url.length]! : url;
      while (performance.now() < deadline && !(once && next >= requests.length)) {
        const t0 = performance.now();
        if (typeof requests === 'function') {
          const res = await requests().catch(() => null);
          await res?.arrayBuffer();
          if (!res?.ok) failures++;
        } else {
          const res = await send(base, requests[next++ % requests.length]!).catch(() => null);
          if (!res || res.status >= 400) failures++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures, n: latencies.length, cpuMs: NaN };
}

/**
 * How long a cycled case warms up before it is measured. A server's first case gets 2 s: just
 * after start-up its first ~1.5 s under load ran at a third more CPU per request with p99s of
 * 50–70 ms (code not yet optimised by V8, the seed's garbage not yet collected), which is not what
 * a running server answers. Later cases share that code and get 0.5 s (BENCH_WARMUP overrides both).
 */
const warmedUp = new WeakSet<Target>();
function warmUpSeconds(target: Target): number {
  const first = !warmedUp.has(target);
  warmedUp.add(target);
  if (process.env.BENCH_WARMUP) return Number(process.env.BENCH_WARMUP);
  return Math.min(first ? 2 : 0.5, SECONDS);
}

/** User + system CPU time of processes so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuTimeMs(pids: number[] = []): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return NaN;
    }
  }
  return ticks * 10;
}

/** measure(), with the serving processes' CPU time per request. */
async function measureCpu(target: Target, ...args: Parameters<typeof measure> extends [unknown, ...infer R] ? R : never): Promise<Result> {
  const before = cpuTimeMs(target.pids);
  const result = await measure(target.urls ?? target.url, ...args);
  return { ...result, cpuMs: (cpuTimeMs(target.pids) - before) / result.n };
}

async function runCase(name: string, bench: BenchCase, target: Target): Promise<Result> {
  const prepared = await bench.prepare(target);
  freshAgent();
  if (typeof prepared === 'function') {
    for (let i = 0; i < 50; i++) await (await prepared()).arrayBuffer(); // warm-up
    return report(name, bench, await measureCpu({ ...target, urls: undefined }, prepared, false, SECONDS));
  }
  let requests = prepared.requests;
  if (prepared.once) {
    // The warm-up spends a few, sent from every connection at once so that all of them are open
    // before the clock starts. Sent one by one over a single socket, it left the other 49 to
    // connect inside the measured run, where a server busy with the open ones accepts about one
    // new connection per event-loop turn: their first requests waited up to the whole run (a
    // payment p99 of 3.3 s that no customer on an open connection would see).
    const warmUp = requests.slice(0, WARM_UP_ONCE);
    await Promise.all(Array.from({ length: CONCURRENCY }, async (_, c) => {
      for (let i = c; i < warmUp.length; i += CONCURRENCY) await send(target.url, warmUp[i]!).catch(() => null);
    }));
    requests = requests.slice(WARM_UP_ONCE);
  } else {
    await measure(target.urls ?? target.url, requests, false, warmUpSeconds(target));
  }
  return report(name, bench, await measureCpu(target, requests, prepared.once ?? false, SECONDS));
}

function report(name: string, bench: BenchCase, result: Result): Result {
  console.log(
    `${name.padEnd(22)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms` +
      `  cpu ${result.cpuMs.toFixed(3)} ms/req  n ${result.n}  failures ${result.failures}   (${bench.description})`,
  );
  return result;
}

// ---------------------------------------------------------------- child processes
/** `npm start`'s serving process: the bundle scripts/build-for-start.ts makes, run by plain node with package.json's environment and node flags. */
function startScript(): { script: string; env: Record<string, string>; nodeArgs: string[] } {
  const start = /^((?:\w+=\S+ )*)node((?: --\S+)*) scripts\/start\.mjs$/.exec(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start);
  if (!start) throw new Error('package.json start script changed: update startScript() in scripts/bench.ts');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-for-start.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-for-start.ts failed');
  const env = Object.fromEntries(start[1]!.trim().split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  return { script: 'dist/server/main.mjs', env, nodeArgs: start[2]!.trim().split(/\s+/).filter(Boolean) };
}

async function startChild(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [...nodeArgs, ...APP_NODE_ARGS, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening:\n${out}`)));
  });
  child.stdout!.resume();
  return { url, child };
}

function memoryMb(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------- cases
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const SEARCH = encodeURIComponent('پرینت');

const CASES: Record<string, BenchCase> = {
  me: {
    description: 'authenticated GET /api/user/me (token check + user row read)',
    async prepare({ url }) {
      return { requests: [{ method: 'GET', path: '/api/user/me', headers: auth(await loginToken(url, 'ali', 'user12345')) }] };
    },
  },
  'order-active': {
    description: 'GET /api/order/active: the home strip of the newest active orders',
    async prepare() {
      return { requests: [{ method: 'GET', path: '/api/order/active' }] };
    },
  },
  services: {
    description: 'GET /api/service/services: services of active cafes, pages 1–5 of 8, best rated first',
    async prepare() {
      return { requests: [1, 2, 3, 4, 5].map((page) => ({ method: 'GET' as const, path: `/api/service/services?page=${page}` })) };
    },
  },
  'services-q': {
    description: 'GET /api/service/services?q=پرینت: the services search box',
    async prepare() {
      return { requests: [1, 2, 3].map((page) => ({ method: 'GET' as const, path: `/api/service/services?q=${SEARCH}&page=${page}` })) };
    },
  },
  'cafe-directory': {
    description: 'GET /api/service/coffenet-profiles?active=true: cafe cards (services, rating, last review), pages 1–5',
    async prepare() {
      return { requests: [1, 2, 3, 4, 5].map((page) => ({ method: 'GET' as const, path: `/api/service/coffenet-profiles?active=true&page=${page}` })) };
    },
  },
  'store-products': {
    description: 'GET /api/store/products: the store grid (category, type, price bucket, search, sorts), a page of 12 over 5,000 products',
    async prepare({ db }) {
      const words = ['فلش', 'کتاب', 'دوره', 'اکسل', 'ورد', 'هدست', 'کارتریج', 'رزومه', 'تایپ', 'ماوس'];
      await writeTransaction(db, async (trx) => {
        for (let i = 0; i < 5_000; i++) {
          await createProduct(
            trx,
            {
              name: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
              description: 'محصول سنجش سرعت فروشگاه',
              price: (i * 7_919) % 30_000_000,
              category: STORE_CATEGORIES[i % STORE_CATEGORIES.length]!,
              product_type: PRODUCT_TYPES[(i * 3) % PRODUCT_TYPES.length]!,
              is_featured: i % 17 === 0,
              is_active: i % 10 !== 0,
            },
            new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          );
        }
      });
      const queries = ['category=books', 'category=electronics&sort=price_asc&price=100k_500k', 'search=' + encodeURIComponent('اکسل'), 'product_type=video_course&sort=popular', 'featured=true', ''];
      return { requests: queries.flatMap((q) => [1, 2, 3, 4, 5].map((page) => ({ method: 'GET' as const, path: `/api/store/products?limit=12&page=${page}&${q}` }))) };
    },
  },
  'wallet-order-payment': {
    description: 'POST /api/wallet/payment/{orderId}: an order paid from the wallet',
    async prepare({ url, db }) {
      const ali = await loginToken(url, 'ali', 'user12345');
      await topUp(url, ali, 1_000_000_000);
      // Priced orders made through the domain functions the wizard and the cafe's pricing call.
      const customer = (await findUserByUsername(db, 'ali'))!;
      const cafeUser = (await findUserByUsername(db, 'cafe_azadi'))!;
      const cafe = await cafeOfManager(db, cafeUser);
      const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
      const orderIds: string[] = [];
      for (let i = 0; i < PAYMENTS + WARM_UP_ONCE; i++) {
        const at = new Date();
        const { order } = await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: `سفارش سنجش ${i}`, client_request_key: null }, at);
        await priceOrder(db, cafeUser, { orderId: order.id, price: 10_000, estimated_time: '1h', assigned_employee: null }, at);
        orderIds.push(order.id);
      }
      return { once: true, requests: orderIds.map((id) => ({ method: 'POST' as const, path: `/api/wallet/payment/${id}`, headers: auth(ali) })) };
    },
  },
  'wallet-transfer': {
    description: 'POST /api/wallet/admin/transfer: one ledger transaction each',
    async prepare({ url }) {
      const admin = await loginToken(url, 'admin', 'admin12345');
      const ali = await loginToken(url, 'ali', 'user12345');
      const aliId = (await json(url, 'GET', '/api/user/me', ali)).id;
      const saraId = (await json(url, 'GET', '/api/user/me', await loginToken(url, 'sara', 'user12345'))).id;
      await topUp(url, ali, 1_000_000_000);
      const query = `from_user_id=${aliId}&to_user_id=${saraId}&amount=10&description=bench`;
      return { requests: [{ method: 'POST', path: `/api/wallet/admin/transfer?${query}`, headers: auth(admin) }] };
    },
  },
  'security-events': {
    description: 'admin security.events over 50,000 recorded events, newest first, pages by cursor (index range, no sort)',
    async prepare(server) {
      const admin = await loginToken(server.url, 'admin', 'admin12345');
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let batch = 0; batch < 50; batch++) {
        await server.db
          .insertInto('security_events')
          .values(
            Array.from({ length: 1000 }, (_, i) => {
              const n = batch * 1000 + i;
              return { id: n.toString(16).padStart(24, '0'), kind: n % 3 ? 'login_throttled' : 'reset_limited', username: `user${n % 500}`, client_address: `10.0.${n % 250}.${n % 200}`, detail: 'bench', created_at: new Date(start + n * 1000).toISOString() };
            }),
          )
          .execute();
      }
      const cursors = [null, ...Array.from({ length: 9 }, (_, k) => ({ created_at: new Date(start + (45_000 - k * 4_000) * 1000).toISOString(), id: (45_000 - k * 4_000).toString(16).padStart(24, '0') }))];
      let n = 0;
      return () => {
        const input = encodeURIComponent(JSON.stringify({ limit: 20, before: cursors[n++ % cursors.length] }));
        return fetch(`${server.url}/trpc/security.events?input=${input}`, { headers: { authorization: `Bearer ${admin}` } });
      };
    },
  },
  'admin-audit': {
    description: 'admin.auditPage over 100,000 audit rows (5 areas, 20,000 targets): an area list, every area’s list and one order’s list, newest first, paged by cursor on their indexes',
    async prepare(server) {
      const admin = await loginToken(server.url, 'admin', 'admin12345');
      const areas = ['users', 'finance', 'cafes', 'orders', 'store'] as const;
      const start = Date.parse('2026-01-01T00:00:00Z');
      const id = (n: number) => (0xa000000 + n).toString(16).padStart(24, '0');
      const target = (n: number) => `t${(n % 20_000).toString(16).padStart(23, '0')}`;
      for (let batch = 0; batch < 100; batch++) {
        await server.db
          .insertInto('admin_audit_log')
          .values(
            Array.from({ length: 1000 }, (_, i) => {
              const n = batch * 1000 + i;
              return { id: id(n), admin_id: id(0), admin_username: 'admin', action: 'order.start', target_type: areas[n % 5]!, target_id: target(n), target_label: `bench ${n}`, before: null, after: null, created_at: new Date(start + n * 1000).toISOString() };
            }),
          )
          .execute();
      }
      // Area pages: the first, then cursors deep in the list. Target pages: orders' targets (n % 5 = 3).
      const deep = [null, ...Array.from({ length: 4 }, (_, k) => ({ created_at: new Date(start + (90_000 - k * 20_000) * 1000).toISOString(), id: id(90_000 - k * 20_000) }))];
      const inputs = [
        ...deep.map((cursor) => ({ area: 'orders', limit: 10, cursor })),
        // The dashboard's list of every area, on the (created_at, id) index.
        ...deep.map((cursor) => ({ limit: 10, cursor })),
        ...[3, 8, 13, 18, 23].map((t) => ({ area: 'orders', target_id: target(t), limit: 10 })),
      ];
      let n = 0;
      return () => {
        const input = encodeURIComponent(JSON.stringify(inputs[n++ % inputs.length]));
        return fetch(`${server.url}/trpc/admin.auditPage?input=${input}`, { headers: { authorization: `Bearer ${admin}` } });
      };
    },
  },
  'admin-stats': {
    description: `admin dashboard, finance and cafe figures (GET /api/admin/statistics, /api/finance/admin/financial/statistics, /api/admin/coffenet/stats, /api/coffenet/statistics, tRPC admin.incomeChart) over ${BENCH_ADMIN.users} users, ${BENCH_ADMIN.orders} orders, ${BENCH_ADMIN.orders * 5} ledger entries`,
    async prepare(server) {
      await seedBenchAdmin(server.db);
      const token = await loginToken(server.url, 'admin', 'admin12345');
      const paths = ['/api/admin/statistics', '/api/finance/admin/financial/statistics', '/api/admin/coffenet/stats', '/api/coffenet/statistics', '/trpc/admin.incomeChart'];
      let i = 0;
      return () => fetch(`${server.url}${paths[i++ % paths.length]}`, { headers: { authorization: `Bearer ${token}` } });
    },
  },
  'admin-orders': {
    description: `admin order list pages (newest, by status, by cafe, by date range, by number prefix) over ${BENCH_ADMIN.orders} orders`,
    async prepare(server) {
      await seedBenchAdmin(server.db);
      const token = await loginToken(server.url, 'admin', 'admin12345');
      const queries = ['', 'status=completed', `cafe_id=${'c' + (17).toString(16).padStart(23, '0')}`, 'from_date=2026-01-01&to_date=2026-03-01', 'order_id=e00000000000000000001', 'skip=200'];
      let i = 0;
      return () => fetch(`${server.url}/api/admin/orders?limit=20&${queries[i++ % queries.length]}`, { headers: { authorization: `Bearer ${token}` } });
    },
  },
  'store-media': {
    description: 'GET /api/store/download/lesson-video/{id}/1 with a 64 KB Range, after one streamed upload and one full download of a BENCH_MEDIA_MB (200) MB video',
    async prepare(server) {
      const token = await loginToken(server.url, 'admin', 'admin12345');
      const course = await json(server.url, 'POST', '/api/store/products', token, {
        name: 'دوره سنجش رسانه',
        price: 0,
        category: 'courses',
        product_type: 'video_course',
        description: 'بار سنجی',
        instructor_name: 'سنجش',
      });
      const megabytes = Number(process.env.BENCH_MEDIA_MB ?? 200);
      const size = megabytes * 1024 * 1024;
      // Peak memory of the process (server and this client) while media move, sampled every 20 ms.
      const sampleMemory = () => {
        const base = process.memoryUsage().rss;
        let peak = base;
        const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        return () => {
          clearInterval(timer);
          return ((peak - base) / 1024 / 1024).toFixed(1);
        };
      };
      // A multipart body generated as it is sent: an MP4 signature, then `size` bytes.
      const boundary = `bench${Date.now()}`;
      const head = new TextEncoder().encode(
        `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nجلسه سنجش\r\n--${boundary}\r\ncontent-disposition: form-data; name="video_file"; filename="bench.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
      );
      const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
      const chunk = new Uint8Array(256 * 1024).map((_, i) => i % 251);
      chunk.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70], 0);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
        },
        pull(controller) {
          if (sent >= size) {
            controller.enqueue(tail);
            controller.close();
            return;
          }
          const n = Math.min(chunk.length, size - sent);
          controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
          sent += n;
        },
      });
      let stop = sampleMemory();
      let t0 = performance.now();
      const up = await fetch(`${server.url}/api/store/products/${course.id}/lessons`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
        body,
        duplex: 'half',
      } as RequestInit);
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      let seconds = (performance.now() - t0) / 1000;
      console.log(`store-media upload    ${megabytes} MB in ${seconds.toFixed(2)} s = ${(megabytes / seconds).toFixed(0)} MB/s, peak memory +${stop()} MB`);

      const video = `${server.url}/api/store/download/lesson-video/${course.id}/1`;
      stop = sampleMemory();
      t0 = performance.now();
      const down = await fetch(video, { headers: { authorization: `Bearer ${token}` } });
      let received = 0;
      for await (const part of down.body as unknown as AsyncIterable<Uint8Array>) received += part.byteLength;
      seconds = (performance.now() - t0) / 1000;
      if (received !== size) throw new Error(`downloaded ${received} of ${size} bytes`);
      console.log(`store-media download  ${megabytes} MB in ${seconds.toFixed(2)} s = ${(megabytes / seconds).toFixed(0)} MB/s, peak memory +${stop()} MB`);

      // An oversized image is answered 413 while the body is still arriving (then drained).
      const big = await fetch(`${server.url}/api/store/products/${course.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: new Blob([
          `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
          new Uint8Array(6 * 1024 * 1024).fill(1).map((v, i) => (i < 8 ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][i]! : v)),
          `\r\n--${boundary}--\r\n`,
        ]),
      });
      console.log(`store-media oversized image answered ${big.status} (${((await big.json()) as { detail: string }).detail})`);

      let i = 0;
      return () => {
        const start = (i++ * 65_536 * 7) % (size - 65_536);
        return fetch(video, { headers: { authorization: `Bearer ${token}`, range: `bytes=${start}-${start + 65_535}` } });
      };
    },
  },
  tickets: {
    description: `GET /api/ticket/admin/all: the admin ticket list (bare, by group, day range, subject part, id), a page of 20 over ${BENCH_TICKETS.tickets.toLocaleString('en')} tickets, ${(BENCH_TICKETS.tickets * BENCH_TICKETS.messagesPerTicket).toLocaleString('en')} messages and ${BENCH_TICKETS.accounts.toLocaleString('en')} accounts`,
    async prepare(server) {
      const admin = (await findUserByUsername(server.db, 'admin'))!;
      await seedBenchTickets(server.db, admin.id);
      const token = await loginToken(server.url, 'admin', 'admin12345');
      // A broadcast to every customer (about 9,000 after skipping blocked ones), three times.
      for (let k = 1; k <= 3; k++) {
        const t0 = performance.now();
        const sent = await json(server.url, 'POST', '/api/ticket/admin/send', token, { target: 'all_users', subject: `اطلاعیه سنجش ${k}`, message: 'متن اطلاعیه' });
        console.log(`tickets: broadcast ${k} to ${sent.recipients} recipients took ${(performance.now() - t0).toFixed(0)} ms`);
      }
      const one = (await json(server.url, 'GET', '/api/ticket/admin/recent', token)) as unknown as Array<{ id: string }>;
      const queries = ['', 'group=coffenet', 'start_date=2025-03-01&end_date=2025-03-07', 'subject=' + encodeURIComponent('پرداخت'), `ticket_id=${one[0]!.id}`, 'group=user&skip=200'];
      const list = (query: string) => fetch(`${server.url}/api/ticket/admin/all?limit=20&${query}`, { headers: { authorization: `Bearer ${token}` } });
      // Each filter alone, one request at a time, before the mixed run.
      for (const query of queries) {
        const times: number[] = [];
        for (let k = 0; k < 25; k++) {
          const t = performance.now();
          await (await list(query)).arrayBuffer();
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(`tickets: admin list ${query || '(bare)'}: p50 ${times[12]!.toFixed(1)} ms`);
      }
      let i = 0;
      return () => list(queries[i++ % queries.length]!);
    },
  },
  'admin-cafe-fees': {
    description: "GET /api/wallet/admin/fees/all: the admin's per-cafe fee list, pages of 20 in name order (first, 11th, 101st), a name search with matches and one with none",
    async prepare({ url }) {
      const headers = auth(await loginToken(url, 'admin', 'admin12345'));
      const queries = ['skip=0', 'skip=200', 'skip=2000', `search=${encodeURIComponent('آزادی')}`, `search=${encodeURIComponent('ناموجود')}`];
      return { requests: queries.map((q) => ({ method: 'GET' as const, path: `/api/wallet/admin/fees/all?limit=20&${q}`, headers })) };
    },
  },
  'notifications-count': {
    description: 'tRPC notifications.count, the bell poll every logged-in page makes',
    async prepare({ url }) {
      return { requests: [{ method: 'GET', path: '/trpc/notifications.count', headers: auth(await loginToken(url, 'ali', 'user12345')) }] };
    },
  },
  'wallet-verify': {
    description: 'gateway payments: verify a paid top-up (gateway verify over loopback, then one ledger transaction)',
    async prepare({ url }) {
      const ali = await loginToken(url, 'ali', 'user12345');
      const requests: Req[] = [];
      for (let i = 0; i < 1_000; i++) {
        const { payment_url, authority } = await json(url, 'POST', '/api/wallet/deposit/create-payment', ali, { amount: 10_000 });
        await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
        requests.push({ method: 'GET', path: `/api/wallet/deposit/verify?authority=${authority}&Status=OK`, headers: auth(ali) });
      }
      return { once: true, requests };
    },
  },
  'cafe-profiles': {
    description: `GET /api/service/coffenet-profiles: cafe cards, a page of 8 over ${BENCH_CATALOGUE.cafes} cafes (adds the bench catalogue)`,
    async prepare({ db }) {
      await seedBenchCatalogue(db);
      return { requests: Array.from({ length: 50 }, (_, i) => ({ method: 'GET' as const, path: `/api/service/coffenet-profiles?active=true&page=${i + 1}` })) };
    },
  },
  'services-search': {
    description: `GET /api/service/services with every filter, a page of 8 over ${BENCH_CATALOGUE.cafes * BENCH_CATALOGUE.servicesPerCafe} services (adds the bench catalogue)`,
    async prepare({ db }) {
      await seedBenchCatalogue(db);
      return {
        requests: Array.from({ length: 20 }, (_, i) => ({
          method: 'GET' as const,
          path: `/api/service/services?q=${SEARCH}&category=printing&min_rating=3&max_time=720&sort=price&page=${i + 1}`,
        })),
      };
    },
  },
};

/** The cases of the issue's table, in the order they run; each runs again at scale when asked. */
const TABLE_CASES = ['order-active', 'services', 'services-q', 'cafe-directory', 'store-products', 'notifications-count', 'wallet-order-payment'];
const SCALE_CASES = ['order-active', 'services', 'services-q', 'cafe-directory', 'admin-cafe-fees'];
const LIST_CASES = ['order-active', 'services', 'services-q', 'cafe-directory', 'store-products'];

// ---------------------------------------------------------------- main
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'usage: npm run bench -- [case …] [--scale] [--db sqlite|postgres] [--instances N]\n' +
      `  no case: the issue's table (${TABLE_CASES.join(', ')})\n  cases: ${Object.keys(CASES).join(', ')}\n` +
      '  --scale: grow the database to 100k orders / 500k messages / 10k cafes and compare (cases: ' +
      `${SCALE_CASES.join(', ')})`,
  );
  process.exit(0);
}
/** `--name value` or `--name=value`. */
function option(name: string): string | undefined {
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const value = args[at]!.includes('=') ? args[at]!.slice(name.length + 3) : args[at + 1];
  args.splice(at, args[at]!.includes('=') ? 1 : 2);
  return value;
}
const engine = option('db') ?? 'sqlite';
const instances = Number(option('instances') ?? 1);
if (engine !== 'sqlite' && engine !== 'postgres') {
  console.error(`--db must be sqlite or postgres, not ${engine}`);
  process.exit(2);
}
if (!Number.isInteger(instances) || instances < 1) {
  console.error('--instances must be a whole number ≥ 1');
  process.exit(2);
}
const scale = args.includes('--scale');
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((name) => !(name in CASES));
if (unknown.length) {
  console.error(`unknown case(s): ${unknown.join(', ')}; cases: ${Object.keys(CASES).join(', ')}`);
  process.exit(2);
}
const names = wanted.length ? wanted : TABLE_CASES;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-bench-'));
const children: ChildProcess[] = [];
let postgres: BenchPostgres | null = null;
try {
  console.log(
    `${CONCURRENCY} keep-alive connections, ${SECONDS} s per case, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ` +
      `app on ${engine}${instances > 1 ? `, ${instances} instances` : ''}`,
  );
  let databaseUrl: string | null = null;
  if (engine === 'postgres') {
    postgres = await startBenchPostgres();
    databaseUrl = await createBenchDatabase(postgres.adminUrl, `coffenet_bench_${process.pid}`);
  }
  const bare = await startChild('scripts/bench-bare.ts', {});
  children.push(bare.child);
  const bareTarget = { url: bare.url, pids: [bare.child.pid!] } as Target;
  const ceilings = {
    list: { description: 'bare Hono + better-sqlite3: 20 rows of a 10,000-row table', prepare: async () => ({ requests: [{ method: 'GET' as const, path: '/list' }] }) },
    write: { description: 'bare Hono + better-sqlite3: one-INSERT write transaction', prepare: async () => ({ requests: [{ method: 'POST' as const, path: '/write' }] }) },
  } satisfies Record<string, BenchCase>;
  const WRITE_CASES = new Set(['wallet-order-payment', 'wallet-transfer', 'wallet-verify']);

  const serving = startScript();
  const appEnv = { ...serving.env, PORT: '0', DATA_DIR: dataDir, SEED: 'demo', REQUEST_LOG: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const app = await startChild(serving.script, appEnv, serving.nodeArgs);
  children.push(app.child);
  // Further instances start once the first has migrated and seeded the database.
  const more: Awaited<ReturnType<typeof startChild>>[] = [];
  for (let i = 1; i < instances; i++) {
    more.push(await startChild(serving.script, { ...appEnv, SEED: 'none' }, serving.nodeArgs));
    children.push(more.at(-1)!.child);
  }
  const idle = memoryMb(app.child.pid);
  // This process writes case data through the domain functions too: it serves the app's engine.
  setServedEngine(engine);
  const db = databaseUrl ? openPostgres(databaseUrl, { poolSize: 4 }) : openSqlite(path.join(dataDir, 'app.db'));
  const pids = [app.child, ...more.map((m) => m.child)].map((child) => child.pid!);
  const target: Target = { url: app.url, urls: [app.url, ...more.map((m) => m.url)], port: Number(new URL(app.url).port), db, pids, close: () => stop(app.child) };

  /** A case, then its ceiling right after it: the load of a shared machine changes from minute to minute. */
  async function measured(name: string, label = name) {
    const result = await runCase(label, CASES[name]!, target);
    const kind = WRITE_CASES.has(name) ? 'write' : 'list';
    const ceiling = await runCase(`  bare-${kind}`, ceilings[kind], bareTarget);
    const share = result.rps / ceiling.rps;
    console.log(`  → ${label}: ${share.toFixed(3)} of the bare ${kind}`);
    return { ...result, share, kind, ceilingCpuMs: ceiling.cpuMs };
  }
  type Measured = Awaited<ReturnType<typeof measured>>;

  const small: Record<string, Measured> = {};
  for (const name of names) small[name] = await measured(name);
  const loaded = memoryMb(app.child.pid);

  const large: Record<string, Measured> = {};
  if (scale) {
    const grown = databaseUrl ? await growToScalePostgres(db) : growToScale(path.join(dataDir, 'app.db'));
    console.log(
      `\n--scale: grew the database by ${grown.rows.toLocaleString('en')} rows in ${grown.seconds.toFixed(1)} s ` +
        `(${SCALE.cafes} cafes, ${SCALE.cafes * SCALE.servicesPerCafe} services, ${SCALE.customers} customers, ${SCALE.orders} orders, ${SCALE.orders * SCALE.messagesPerOrder} messages)`,
    );
    for (const name of SCALE_CASES) if (small[name]) large[name] = await measured(name, `${name} @scale`);
  }
  const peak = memoryMb(app.child.pid);
  // What Chromium downloads for the home page (scripts/home-js.ts); null without a client build or a browser.
  const weight = await measureHomeJs(app.url).catch((error: Error) => {
    console.log(`home page JS not measured: ${error.message.split('\n')[0]}`);
    return null;
  });
  await db.destroy();

  // The issue's table, as ratios of this run.
  const rows: [string, string, string, boolean | null][] = [];
  for (const name of ['store-products', 'services']) {
    const r = small[name];
    if (r) rows.push([`${name} / bare list`, `${r.share.toFixed(2)} (p99 ${r.p99.toFixed(0)} ms)`, '≥ 0.5', r.share >= 0.5]);
  }
  const pay = small['wallet-order-payment'];
  if (pay) {
    const cpu = `CPU ${pay.cpuMs.toFixed(2)} vs ${pay.ceilingCpuMs.toFixed(2)} ms`;
    rows.push(['wallet payment / bare write', `${pay.share.toFixed(3)} (${pay.rps.toFixed(0)}/s, p50 ${pay.p50.toFixed(0)} ms; ${cpu})`, '≥ 0.3', pay.share >= 0.3]);
  }
  for (const name of SCALE_CASES) {
    const [a, b] = [small[name], large[name]];
    if (!a || !b) continue;
    // Compared as shares of the ceiling, so a busier minute on the machine does not count as a slowdown.
    const slowdown = a.share / b.share;
    rows.push([`${name}: small/large`, `${a.rps.toFixed(0)} → ${b.rps.toFixed(0)} req/s; ${slowdown.toFixed(2)}× of ceiling share; p99 ${a.p99.toFixed(0)} → ${b.p99.toFixed(0)} ms`, '≤ 1.5×', slowdown <= 1.5]);
  }
  const p99s = LIST_CASES.flatMap((n) => [small[n]?.p99, large[n]?.p99]).filter((v): v is number => v !== undefined);
  if (p99s.length) rows.push([`worst list p99 at ${CONCURRENCY} connections`, `${Math.max(...p99s).toFixed(1)} ms`, '≤ 25 ms', Math.max(...p99s) <= 25]);
  if (weight) {
    rows.push(['home JS compressed', `${weight.files.length - weight.uncompressed.length}/${weight.files.length} files gzip (or under 1 KB)`, 'all', weight.uncompressed.length === 0]);
    rows.push(['home page JS until idle (gzip)', `${weight.gzipKb.toFixed(1)} KB in ${weight.files.length} files (brotli as received ${weight.receivedKb.toFixed(1)} KB)`, `≤ ${HOME_JS_GOAL_KB} KB`, weight.gzipKb <= HOME_JS_GOAL_KB]);
  } else {
    rows.push(['home JS', 'not measured (npm run build; /usr/bin/chromium)', '', null]);
  }
  rows.push(['server memory', `idle ${idle.rss.toFixed(0)} MB, after load ${loaded.rss.toFixed(0)} MB, peak ${peak.peak.toFixed(0)} MB`, '≤ 200 MB', peak.peak <= 200]);
  console.log('\n' + 'what'.padEnd(44) + 'measured'.padEnd(76) + 'goal');
  for (const [what, value, goal, met] of rows) {
    console.log(`${what.padEnd(43)} ${value.padEnd(75)} ${goal.padEnd(9)} ${met === null ? '' : met ? 'met' : 'NOT met'}`);
  }
} finally {
  for (const child of children) await stop(child);
  postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
