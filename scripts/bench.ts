// `npm run bench [case]`: measures the real server over HTTP on loopback, with a temporary
// database. Each case reports requests per second and latency percentiles. Later areas add
// their cases (wallet payments, order lists) to CASES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src-server/config';
import { startServer, type RunningServer } from '../src-server/server';
import { findUserByUsername } from '../src-server/services/users';
import { cafeOfManager } from '../src-server/services/order-access';
import { createOrder, priceOrder } from '../src-server/services/order-flow';
import { BENCH_CATALOGUE, seedBenchCatalogue } from './bench-catalogue-data';
import { writeTransaction } from '../src-server/db/write-transaction';
import { createProduct } from '../src-server/services/store-products';
import { PRODUCT_TYPES, STORE_CATEGORIES } from '../src-shared/store';
import { BENCH_ADMIN, seedBenchAdmin } from './bench-admin-data';
import { BENCH_TICKETS, seedBenchTickets } from './bench-tickets-data';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface BenchCase {
  description: string;
  /** Prepares state and returns one request to repeat. */
  prepare(server: RunningServer): Promise<() => Promise<Response>>;
}

async function loginToken(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, any>>;
}

/** A top-up paid on the embedded gateway's page, not yet verified: what a returning payer brings. */
async function paidTopUp(url: string, token: string, amount: number): Promise<string> {
  const { payment_url, authority } = await call(url, token, 'POST', '/api/wallet/deposit/create-payment', { amount });
  await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  return authority;
}

async function userId(url: string, token: string): Promise<string> {
  return (await call(url, token, 'GET', '/api/user/me')).id;
}

const CASES: Record<string, BenchCase> = {
  me: {
    description: 'authenticated GET /api/user/me (token check + user row read)',
    async prepare(server) {
      const token = await loginToken(server.url, 'ali', 'user12345');
      return () => fetch(`${server.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    },
  },
  'wallet-transfer': {
    description: 'wallet payments: POST /api/wallet/admin/transfer, one BEGIN IMMEDIATE ledger transaction each',
    async prepare(server) {
      const admin = await loginToken(server.url, 'admin', 'admin12345');
      const ali = await loginToken(server.url, 'ali', 'user12345');
      const [aliId, saraId] = [await userId(server.url, ali), await userId(server.url, await loginToken(server.url, 'sara', 'user12345'))];
      const authority = await paidTopUp(server.url, ali, 1_000_000_000);
      await call(server.url, ali, 'GET', `/api/wallet/deposit/verify?authority=${authority}&Status=OK`);
      const query = `from_user_id=${aliId}&to_user_id=${saraId}&amount=10&description=bench`;
      return () => fetch(`${server.url}/api/wallet/admin/transfer?${query}`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
    },
  },
  'wallet-verify': {
    description: 'gateway payments: verify a paid top-up (gateway verify over loopback, then one ledger transaction)',
    async prepare(server) {
      const ali = await loginToken(server.url, 'ali', 'user12345');
      const authorities: string[] = [];
      for (let i = 0; i < REQUESTS + 60; i++) authorities.push(await paidTopUp(server.url, ali, 10_000));
      return () => {
        const authority = authorities.pop()!;
        return fetch(`${server.url}/api/wallet/deposit/verify?authority=${authority}&Status=OK`, { headers: { authorization: `Bearer ${ali}` } });
      };
    },
  },
  'wallet-order-payment': {
    description: 'order payments from the wallet: POST /api/wallet/payment/{orderId}, hold + order in progress in one transaction',
    async prepare(server) {
      const ali = await loginToken(server.url, 'ali', 'user12345');
      const authority = await paidTopUp(server.url, ali, 1_000_000_000);
      await call(server.url, ali, 'GET', `/api/wallet/deposit/verify?authority=${authority}&Status=OK`);
      // Priced orders made through the domain functions the wizard and the cafe's pricing call.
      const customer = (await findUserByUsername(server.db, 'ali'))!;
      const cafeUser = (await findUserByUsername(server.db, 'cafe_azadi'))!;
      const cafe = await cafeOfManager(server.db, cafeUser);
      const task = await server.db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
      const orderIds: string[] = [];
      for (let i = 0; i < REQUESTS + 60; i++) {
        const at = new Date();
        const { order } = await createOrder(server.db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: `سفارش سنجش ${i}`, client_request_key: null }, at);
        await priceOrder(server.db, cafeUser, { orderId: order.id, price: 10_000, estimated_time: '1h', assigned_employee: null }, at);
        orderIds.push(order.id);
      }
      return () => fetch(`${server.url}/api/wallet/payment/${orderIds.pop()!}`, { method: 'POST', headers: { authorization: `Bearer ${ali}` } });
    },
  },
  'services-search': {
    description: `GET /api/service/services: search + category + rating + time filters, sorted by price, a page of 8 over ${BENCH_CATALOGUE.cafes * BENCH_CATALOGUE.servicesPerCafe} services`,
    async prepare(server) {
      await seedBenchCatalogue(server.db);
      let i = 0;
      return () => {
        const page = (i++ % 20) + 1;
        return fetch(`${server.url}/api/service/services?q=${encodeURIComponent('پرینت')}&category=printing&min_rating=3&max_time=720&sort=price&page=${page}`);
      };
    },
  },
  'cafe-profiles': {
    description: `GET /api/service/coffenet-profiles: cafe cards with services, rating and last review, a page of 8 over ${BENCH_CATALOGUE.cafes} cafes`,
    async prepare(server) {
      await seedBenchCatalogue(server.db);
      let i = 0;
      return () => fetch(`${server.url}/api/service/coffenet-profiles?active=true&page=${(i++ % 50) + 1}`);
    },
  },
  'store-products': {
    description: 'GET /api/store/products: the store grid (category, type, price bucket, search, sorts), a page of 12 over 5,000 products',
    async prepare(server) {
      const words = ['فلش', 'کتاب', 'دوره', 'اکسل', 'ورد', 'هدست', 'کارتریج', 'رزومه', 'تایپ', 'ماوس'];
      await writeTransaction(server.db, async (trx) => {
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
      const queries = [
        'category=books',
        'category=electronics&sort=price_asc&price=100k_500k',
        'search=' + encodeURIComponent('اکسل'),
        'product_type=video_course&sort=popular',
        'featured=true',
        '',
      ];
      let i = 0;
      return () => {
        const n = i++;
        return fetch(`${server.url}/api/store/products?limit=12&page=${(n % 5) + 1}&${queries[n % queries.length]}`);
      };
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
      const course = await call(server.url, token, 'POST', '/api/store/products', {
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
      // A broadcast to every customer (about 9,000 after skipping blocked ones), timed once.
      const t0 = performance.now();
      const sent = await call(server.url, token, 'POST', '/api/ticket/admin/send', { target: 'all_users', subject: 'اطلاعیه سنجش', message: 'متن اطلاعیه' });
      console.log(`tickets: broadcast to ${sent.recipients} recipients took ${(performance.now() - t0).toFixed(0)} ms`);
      const one = (await call(server.url, token, 'GET', '/api/ticket/admin/recent')) as unknown as Array<{ id: string }>;
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
  'notifications-count': {
    description: 'tRPC notifications.count, the bell poll every logged-in page makes',
    async prepare(server) {
      const token = await loginToken(server.url, 'ali', 'user12345');
      return () => fetch(`${server.url}/trpc/notifications.count`, { headers: { authorization: `Bearer ${token}` } });
    },
  },
};


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(name: string, bench: BenchCase, server: RunningServer) {
  const request = await bench.prepare(server);
  for (let i = 0; i < 50; i++) await (await request()).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(22)} ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms  failures ${failures}   (${bench.description})`,
  );
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in CASES));
if (unknown.length) {
  console.error(`unknown case(s): ${unknown.join(', ')}; cases: ${Object.keys(CASES).join(', ')}`);
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-bench-'));
const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir, SEED: 'demo', REQUEST_LOG: 'off' }));
try {
  console.log(`${REQUESTS} requests, concurrency ${CONCURRENCY}`);
  for (const name of wanted.length ? wanted : Object.keys(CASES)) await run(name, CASES[name]!, server);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
