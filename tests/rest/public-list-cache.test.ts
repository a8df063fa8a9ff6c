import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openPostgres, openSqlite, type DB } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { seedDemo } from '../../src-server/seed/demo';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { createProduct } from '../../src-server/services/store/products';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { updateMyProfile } from '../../src-server/services/cafes/profile';
import { insertCustomer, insertRating, insertTasks, observedDb, taskRow } from '../helpers/catalogue';
import { freshPostgresDb, onPostgres, postgresUrlOf } from '../helpers/postgres';

// The public lists are answered from kept bytes while list_versions says their tables did not
// change (src-server/http/public-list-cache.ts, migration 0020). Every answer below is compared
// with what an app that never kept anything answers from the same database at that moment.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const trpcUrl = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
const URLS = [
  '/api/service/services',
  '/api/service/services?page=2',
  '/api/service/services?category=printing&sort=price',
  `/api/service/services?q=${encodeURIComponent('پرینت')}`,
  '/api/store/products',
  '/api/store/products?limit=4&page=2',
  '/api/store/products?sort=price_asc&category=books',
  `/api/store/products?search=${encodeURIComponent('اکسل')}`,
  trpcUrl('store.products', { page: 1, pageSize: 6 }),
  trpcUrl('catalogue.services', { page: 1 }),
  `/trpc/catalogue.services,store.products?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sort: 'time' }, 1: { sort: 'popular' } }))}`,
  '/api/order/active',
  '/trpc/orders.active',
  '/api/service/coffenet-profiles?active=true',
  '/api/service/coffenet-profiles?page=2&page_size=2',
  '/api/coffenet/top',
  trpcUrl('catalogue.cafeProfiles', { page: 1, pageSize: 4 }),
  `/trpc/orders.active,catalogue.topCafes?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`,
];

let file: string;
let db: DB;
beforeAll(async () => {
  file = path.join(dir, 'app.db');
  if (onPostgres) {
    db = await freshPostgresDb();
  } else {
    db = openSqlite(file);
    await migrateToLatest(db);
  }
  await seedDemo(db);
}, 120_000);

/** A second connection to the same database, as another instance would have. */
function otherConnection(): DB {
  return onPostgres ? openPostgres(postgresUrlOf(db), { poolSize: 2, idleTimeoutMs: 1_000 }) : openSqlite(file);
}

async function answer(app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** What an app with nothing kept answers now: a new app over its own connection to the file. */
async function fresh(url: string, headers: Record<string, string> = {}) {
  const other = otherConnection();
  try {
    return await answer(createApp(createDeps({ db: other })), url, headers);
  } finally {
    await other.destroy();
  }
}

describe('public list cache', () => {
  it('answers a repeated list from one version read, byte for byte what a fresh app answers, in every encoding', async () => {
    const { db: observed, stats } = observedDb(db);
    const app = createApp(createDeps({ db: observed }));
    for (const url of URLS) {
      const first = await answer(app, url);
      expect(first.status, url).toBe(200);
      const before = stats.queries;
      const again = await answer(app, url);
      expect(stats.queries - before, `${url}: a kept answer reads only list_versions`).toBe(1);
      expect(again.body.equals(first.body), url).toBe(true);
      expect(again.headers.get('x-total-count'), url).toBe(first.headers.get('x-total-count'));
      expect(again.headers.get('content-type'), url).toBe(first.headers.get('content-type'));
      expect((await fresh(url)).body.equals(first.body), url).toBe(true);

      // The same question with its parameters in another order is the same entry.
      const [pathname, query] = url.split('?');
      if (query?.includes('&')) {
        const reordered = `${pathname}?${query.split('&').reverse().join('&')}`;
        const n = stats.queries;
        expect((await answer(app, reordered)).body.equals(first.body), reordered).toBe(true);
        expect(stats.queries - n, reordered).toBe(1);
      }

      for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
        const res = await answer(app, url, { 'accept-encoding': accept });
        expect(res.headers.get('vary'), url).toMatch(/accept-encoding/i);
        expect(Number(res.headers.get('content-length')), url).toBe(res.body.length);
        if (first.body.length < 1024) {
          expect(res.headers.get('content-encoding'), url).toBeNull();
          expect(res.body.equals(first.body), url).toBe(true);
        } else {
          expect(res.headers.get('content-encoding'), url).toBe(encoding);
          const decoded = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
          expect(decoded.equals(first.body), `${url} ${encoding}`).toBe(true);
        }
      }
    }
    // A signed-in caller gets the same list, still marked private by the headers of issue 14.
    const signedIn = await answer(app, URLS[0]!, { authorization: 'Bearer not-even-a-token' });
    expect(signedIn.body.equals((await fresh(URLS[0]!)).body)).toBe(true);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('makes a page once when many ask for it at the same version at once; the others wait for it', async () => {
    for (const url of [URLS[1]!, URLS[5]!, URLS[14]!]) {
      // One request alone: what making the page costs in queries.
      const alone = observedDb(db);
      const solo = await answer(createApp(createDeps({ db: alone.db })), url);
      const { db: observed, stats } = observedDb(db);
      const app = createApp(createDeps({ db: observed }));
      const answers = await Promise.all(Array.from({ length: 20 }, () => answer(app, url)));
      for (const a of answers) expect(a.body.equals(solo.body), url).toBe(true);
      // The page's own queries once, and at most one version read per request; 20 makers would be 20 × as many.
      expect(stats.queries, url).toBeLessThanOrEqual(alone.stats.queries + 20);
      expect(alone.stats.queries, url).toBeGreaterThan(2);
    }
  });

  it('sends a kept answer with every header a freshly made one has: security, encoding, privacy', async () => {
    // Kept answers skip the middlewares that add these (src-server/http/final-answers.ts) and
    // carry them themselves; a header added to the app must reach them too.
    const app = createApp(createDeps({ db }));
    const all = (headers: Headers) => [...headers].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const url of URLS) {
      for (const accept of [undefined, 'br, gzip', 'gzip']) {
        for (const authorization of [undefined, 'Bearer not-even-a-token']) {
          const headers = { ...(accept ? { 'accept-encoding': accept } : {}), ...(authorization ? { authorization } : {}) };
          await answer(app, url, headers); // made, then kept
          const kept = await answer(app, url, headers);
          const made = await fresh(url, headers);
          const what = `${url} ${JSON.stringify(headers)}`;
          expect(all(kept.headers), what).toEqual(all(made.headers));
          expect(kept.headers.get('content-security-policy'), what).toContain("default-src 'self'");
          expect(kept.body.equals(made.body), what).toBe(true);
        }
      }
    }
  });

  it('never serves an answer kept before a change of the tables the list reads', async () => {
    const app = createApp(createDeps({ db }));
    const cafeOwner = (await findUserByUsername(db, 'cafe_azadi'))!;
    const cafe = await db.selectFrom('cafes').selectAll().where('owner_id', '=', cafeOwner.id).executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select(['id', 'price']).where('is_active', '=', 1).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const pendingOrder = await db.selectFrom('orders').select('id').where('status', '=', 'pending').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const newestReview = await db.selectFrom('ratings').select('user_id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['a product’s price', () => db.updateTable('products').set({ price: product.price + 1_000 }).where('id', '=', product.id).execute()],
      ['a product’s rating', () => db.updateTable('products').set({ rating: 4.5, review_count: 99 }).where('id', '=', product.id).execute()],
      ['a product taken off sale', () => db.updateTable('products').set({ is_active: 0 }).where('id', '=', product.id).execute()],
      [
        'a new product',
        () => createProduct(db, { name: 'کتاب اکسل تازه', description: 'پرینت', price: 250_000, category: 'books', product_type: 'ebook', is_featured: true, is_active: true }, new Date()),
      ],
      ['a cafe’s name and address', () => updateMyProfile(db, cafeOwner, { cafe_name: 'کافی‌نت آزادی نو', address: 'خیابان تازه' } as never)],
      ['a new rating of a cafe', async () => insertRating(db, { cafeId: cafe.id, userId: await insertCustomer(db), rating: 1 })],
      ['new services', () => insertTasks(db, [taskRow(cafe.id, { title: 'پرینت فوری', price: 1, minutes: 1 }), taskRow(cafe.id, { title: 'پرینت ارزان', price: 2 })])],
      ['a service’s price', () => db.updateTable('tasks').set({ base_price: 7 }).where('cafe_id', '=', cafe.id).execute()],
      ['a service deleted', () => db.deleteFrom('tasks').where('title', '=', 'پرینت فوری').execute()],
      ['a cafe closed', () => db.updateTable('cafes').set({ is_active: 0 }).where('id', '=', cafe.id).execute()],
      ['an active order started', () => db.updateTable('orders').set({ status: 'in_progress' }).where('id', '=', pendingOrder.id).execute()],
      ['an active order completed', () => db.updateTable('orders').set({ status: 'completed' }).where('id', '=', pendingOrder.id).execute()],
      ['a reviewer’s new name', () => db.updateTable('users').set({ name: 'نگار نوری' }).where('id', '=', newestReview.user_id).execute()],
    ];
    for (const [what, change] of changes) {
      const kept = await Promise.all(URLS.map((url) => answer(app, url)));
      await change();
      let changedSomething = false;
      for (const [i, url] of URLS.entries()) {
        const now = await answer(app, url);
        const truth = await fresh(url);
        expect(now.body.toString(), `${what}: ${url}`).toBe(truth.body.toString());
        expect(now.headers.get('x-total-count'), `${what}: ${url}`).toBe(truth.headers.get('x-total-count'));
        if (!now.body.equals(kept[i]!.body)) changedSomething = true;
      }
      // Otherwise the change would prove nothing about staleness.
      expect(changedSomething, what).toBe(true);
    }
  });

  it('sees a change another instance made through its own connection, and ignores a rolled-back one', async () => {
    const appA = createApp(createDeps({ db }));
    const url = '/api/store/products?limit=3';
    const before = await answer(appA, url);
    const other = otherConnection();
    try {
      const newest = await other.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      await other.updateTable('products').set({ name: 'نام از نمونه دیگر' }).where('id', '=', newest.id).execute();
      const after = await answer(appA, url);
      expect(after.body.toString()).toContain('نام از نمونه دیگر');
      expect(after.body.equals(before.body)).toBe(false);

      const version = async () => (await sql<{ version: number }>`select version from list_versions where list = 'store_products'`.execute(db)).rows[0]!.version;
      const v = await version();
      await expect(
        writeTransaction(db, async (trx) => {
          await trx.updateTable('products').set({ name: 'هرگز ثبت نشد' }).where('id', '=', newest.id).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await version()).toBe(v);
      const again = await answer(appA, url);
      expect(again.body.equals(after.body)).toBe(true);
      expect(again.body.toString()).not.toContain('هرگز ثبت نشد');
    } finally {
      await other.destroy();
    }
  });

  it('keeps the cafe cards across a sign-in: only a change of a name can change a reviewer on a card', async () => {
    const version = async (list: string) => (await sql<{ version: number }>`select version from list_versions where list = ${list}`.execute(db)).rows[0]!.version;
    const before = await version('cafe_profiles');
    const ali = (await findUserByUsername(db, 'ali'))!;
    await db.updateTable('users').set({ token_version: ali.token_version + 1 }).where('id', '=', ali.id).execute();
    expect(await version('cafe_profiles')).toBe(before);
    await db.updateTable('users').set({ name: 'علی رضایی' }).where('id', '=', ali.id).execute();
    expect(await version('cafe_profiles')).toBe(before + 1);
  });

  it('keeps no error answer', async () => {
    const { db: observed, stats } = observedDb(db);
    const app = createApp(createDeps({ db: observed }));
    for (let i = 0; i < 2; i++) {
      const n = stats.queries;
      const res = await answer(app, '/api/store/products?sort=nonsense');
      expect(res.status).toBe(422);
      expect(stats.queries - n).toBe(1); // the version read; the refused input never reaches a query
    }
    expect((await answer(app, trpcUrl('store.products', { page: 0 }))).status).toBe(422);
  });

  it('reads a path named like an object’s own key as no cached list (a plain-object lookup answered 500)', async () => {
    const app = createApp(createDeps({ db }));
    for (const url of ['/trpc/constructor', '/trpc/orders.active,valueOf', '/trpc/__proto__', '/trpc/toString?input=%7B%7D']) {
      expect((await answer(app, url)).status, url).toBe(404);
    }
  });
});
