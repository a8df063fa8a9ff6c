import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src-server/db/connection';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { seedDemo } from '../../src-server/seed/demo';
import { freshMemoryDb } from '../helpers/db';
import { Hono } from 'hono';
import { wholeJson } from '../../src-server/http/whole-json';

// REST and tRPC JSON answers are made whole where they are made (src-server/http/whole-json.ts):
// the security, privacy and encoding headers the outer middlewares would add are written into the
// answer itself, and those middlewares leave it alone. With WHOLE_ANSWERS=off every answer goes the
// old way, through the middlewares: that is the oracle each answer below is held to.

const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

let db: DB;
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await freshMemoryDb();
  await seedDemo(db);
  app = createApp(createDeps({ db }));
  for (const [username, password] of [['ali', 'user12345'], ['cafe_azadi', 'cafe12345'], ['admin', 'admin12345']]) {
    const res = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    tokens[username!] = ((await res.json()) as { access_token: string }).access_token;
  }
}, 120_000);

afterEach(() => {
  delete process.env.WHOLE_ANSWERS;
});

const decode = (encoding: string | null, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

async function answer(url: string, headers: Record<string, string>, oldWay: boolean) {
  if (oldWay) process.env.WHOLE_ANSWERS = 'off';
  else delete process.env.WHOLE_ANSWERS;
  const res = await app.request(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: [...res.headers].sort(([a], [b]) => (a < b ? -1 : 1)), encoding: res.headers.get('content-encoding'), body };
}

// [url, who asks]: small and large answers, REST and tRPC (one procedure and a batch), refusals.
const CASES: Array<[string, string | null]> = [
  ['/api/user/me', 'ali'],
  ['/api/order/me', 'ali'],
  ['/api/notifications/count', 'ali'],
  ['/api/order/coffenet', 'cafe_azadi'],
  ['/api/coffenet/transactions/recent', 'cafe_azadi'],
  ['/api/admin/statistics', 'admin'],
  ['/api/category', null],
  ['/api/user/me', null],
  ['/api/admin/statistics', 'ali'],
  [trpc('notifications.count'), 'ali'],
  [trpc('orders.me', {}), 'ali'],
  [trpc('orders.assigned', {}), 'cafe_azadi'],
  [`/trpc/notifications.count,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`, 'ali'],
  [trpc('notifications.count'), null],
  [trpc('catalogue.categories'), null],
];

describe('whole JSON answers', () => {
  it('carry exactly the status, headers and bytes the middlewares gave them, in every encoding, signed in or not', async () => {
    let compressed = 0;
    for (const [url, who] of CASES) {
      for (const accept of [undefined, 'gzip, deflate, br', 'gzip']) {
        const headers = { ...(accept ? { 'accept-encoding': accept } : {}), ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) };
        const what = `${url} as ${who ?? 'a guest'}, accept ${accept ?? 'nothing'}`;
        const whole = await answer(url, headers, false);
        const old = await answer(url, headers, true);
        expect(whole.status, what).toBe(old.status);
        expect(whole.headers, what).toEqual(old.headers);
        expect(decode(whole.encoding, whole.body).equals(decode(old.encoding, old.body)), what).toBe(true);
        expect(whole.headers.map(([name]) => name), what).toContain('content-security-policy');
        if (whole.encoding) compressed++;
      }
    }
    // Some answers were large enough to be compressed, so encoding was compared too.
    expect(compressed).toBeGreaterThan(4);
  });

  it('sends a procedure that returns nothing as c.json does: an empty body, not a failure', async () => {
    const tiny = new Hono();
    tiny.get('/', (c) => wholeJson(c, undefined, 200));
    const res = await tiny.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
