// The public lists (the services page, the store grid, the home strip of active orders, the cafe
// cards) answer the same few pages to everyone, and each answer costs a framework's worth of work
// (context, tRPC, zod, queries, mapping, JSON, compression). Their answers are kept here, encoded
// and compressed, per normalized URL, stamped with the version of the list they were made at
// (list_versions, bumped by triggers in the same transaction as every change of the tables the list
// reads, migrations 0020 and 0021). A request reads the version (one primary-key read) and gets the
// kept bytes only if the stamp is still current.
//
// Why an answer is never stale: it is stored under the version read BEFORE it was made, and the
// queries that made it read data at least that new. It is served only while the version is still
// that one, i.e. while no change of the list's tables has committed since that read, so the data
// it was made from was exactly that version's. A write rolled back bumps nothing.
import type { Context, MiddlewareHandler } from 'hono';
import type { DB } from '../db/connection';
import { encodeBody, encodingFor, setEncodingHeaders } from './compression';
import { coalescedRead } from './coalesced-read';
import { finalAnswer, keepAnswerRaw, PlainHeaders, type HeaderSink } from './final-answers';
import { addPrivacyHeaders, isCredentialed } from './private-responses';
import { securityHeaderList } from './security-headers';

/** The lists whose answers are kept, by the list_versions row that tells when they changed. */
export type CachedList = 'services' | 'store_products' | 'active_orders' | 'cafe_profiles';

/**
 * REST paths and tRPC procedures answered from the cache. Their answers depend on the URL alone,
 * never on who asks. Maps, because they are looked up by the request's path (`/trpc/constructor`).
 */
const REST_LISTS = new Map<string, CachedList>([
  ['/api/service/services', 'services'],
  ['/api/store/products', 'store_products'],
  ['/api/order/active', 'active_orders'],
  ['/api/service/coffenet-profiles', 'cafe_profiles'],
  ['/api/coffenet/top', 'cafe_profiles'],
]);
const TRPC_LISTS = new Map<string, CachedList>([
  ['catalogue.services', 'services'],
  ['store.products', 'store_products'],
  ['orders.active', 'active_orders'],
  ['catalogue.cafeProfiles', 'cafe_profiles'],
  ['catalogue.topCafes', 'cafe_profiles'],
]);
export const CACHED_PATHS = [...REST_LISTS.keys(), '/trpc/*'];

/** Bounds: pages beyond these are made afresh (a crawler walking every filter only evicts). */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 24 * 1024 * 1024;

interface Entry {
  key: string;
  stamp: string;
  status: number;
  headers: [string, string][];
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Whole answers by encoding and privacy: the body and every header it goes out with. */
  finals: Map<string, WholeAnswer>;
  bytes: number;
}

interface WholeAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** A plain object: @hono/node-server writes it as it is, with no Headers or Response made. */
  headers: Record<string, string>;
}

/** The lists a request reads, or null when it is not (only) a cached list. */
function listsOf(path: string): CachedList[] | null {
  const rest = REST_LISTS.get(path);
  if (rest) return [rest];
  if (!path.startsWith('/trpc/')) return null;
  // A tRPC batch (`/trpc/a,b`) is kept only when every procedure in it is a cached list.
  const lists = new Set<CachedList>();
  for (const procedure of path.slice('/trpc/'.length).split(',')) {
    const list = TRPC_LISTS.get(procedure);
    if (!list) return null;
    lists.add(list);
  }
  return [...lists].sort();
}

/** The URL with its query parameters in a fixed order: the same question asked in another order is one entry. */
function normalizedKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

export function publicListCache(db: DB): MiddlewareHandler & { entries(): number } {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) bytes -= old.bytes;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Least recently used first: Map keeps insertion order and a hit re-inserts.
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      entries.delete(oldestKey);
      bytes -= oldest.bytes;
    }
  }

  /** Pages being made now, by version stamp and key: resolved once the answer is kept (or refused). */
  const beingMade = new Map<string, Promise<void>>();

  // The version read is built and compiled once per set of lists: it runs on every request.
  // Concurrent requests share reads (coalesced-read.ts), each one a read sent after it arrived.
  const versionReads = new Map<string, () => Promise<{ list: string; version: number }[]>>();
  function readVersions(lists: CachedList[]) {
    const name = lists.join(',');
    let read = versionReads.get(name);
    if (!read) {
      const query = db.selectFrom('list_versions').select(['list', 'version']).where('list', 'in', lists).compile();
      read = coalescedRead(async () => (await db.executeQuery(query)).rows);
      versionReads.set(name, read);
    }
    return read();
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const lists = c.req.method === 'GET' ? listsOf(c.req.path) : null;
    // A streamed tRPC batch (trpc-accept: application/jsonl) is answered as it is made.
    if (!lists || c.req.header('trpc-accept')) return next();
    const rows = await readVersions(lists);
    const stamp = lists.map((list) => `${list}:${rows.find((r) => r.list === list)?.version ?? 0}`).join(' ');
    const key = normalizedKey(new URL(c.req.url));

    const kept = () => {
      const cached = entries.get(key);
      return cached && cached.stamp === stamp ? cached : null;
    };
    let cached = kept();
    // The same page at the same version already being made for someone else: wait for it rather
    // than make it again. After a change, every visitor of a page would otherwise make it at once
    // (50 at a time in the bench, each a full page query at marketplace size).
    const madeKey = `${stamp} ${key}`;
    const making = cached ? undefined : beingMade.get(madeKey);
    if (making) {
      await making;
      cached = kept();
    }
    if (cached) {
      remember(key, cached); // most recently used
      const { body, headers } = await wholeAnswer(c, cached);
      return finalAnswer(new Response(body, { status: cached.status, headers }));
    }

    let doneMaking: (() => void) | undefined;
    if (!beingMade.has(madeKey)) beingMade.set(madeKey, new Promise<void>((resolve) => (doneMaking = resolve)));
    try {
      keepAnswerRaw(c);
      await next();
      const res = c.res;
      // Only whole successful answers are kept; errors and streams go out as they are.
      if (res.status !== 200 || !res.body || res.headers.has('content-encoding')) return;
      const raw = Buffer.from(await res.arrayBuffer());
      const entry: Entry = { key, stamp, status: res.status, headers: [...res.headers], raw, finals: new Map(), bytes: raw.length };
      remember(key, entry);
      // Headers are changed on the answer itself: Hono copies them onto the one that replaces it.
      const { body } = negotiated(entry, res.headers, c.req.header('accept-encoding'));
      c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers: res.headers });
    } finally {
      // Whoever waited looks again: a kept answer, or (after an error) makes the page itself.
      if (doneMaking) {
        beingMade.delete(madeKey);
        doneMaking();
      }
    }
  };

  /**
   * A kept answer as the outer middlewares would send it (security headers, encoding, privacy),
   * made once per encoding and privacy and then reused; tests/rest/public-list-cache.test.ts holds
   * its headers equal to a fresh answer's.
   */
  async function wholeAnswer(c: Context, entry: Entry): Promise<WholeAnswer> {
    const acceptEncoding = c.req.header('accept-encoding');
    const variant = `${encodingFor(entry.raw.length, acceptEncoding) ?? 'identity'}${isCredentialed(c) ? ' credentialed' : ''}`;
    let made = entry.finals.get(variant);
    if (!made) {
      // In the order a miss gets them: encoding here, then the privacy and security middlewares.
      const headers = new PlainHeaders(entry.headers);
      const { body } = negotiated(entry, headers, acceptEncoding);
      addPrivacyHeaders(c, headers, headers.get('content-type') ?? '');
      for (const [name, value] of await securityHeaderList()) headers.set(name, value);
      made = { body: new Uint8Array(body), headers: headers.record };
      entry.finals.set(variant, made);
    }
    return made;
  }

  /** The entry's bytes in the encoding the request accepts (made once, then kept), with its headers set. */
  function negotiated(entry: Entry, headers: HeaderSink, acceptEncoding: string | undefined) {
    const encoding = encodingFor(entry.raw.length, acceptEncoding);
    let body = entry.raw;
    if (encoding) {
      let encoded = entry[encoding];
      if (!encoded) {
        encoded = encodeBody(entry.raw, encoding);
        entry[encoding] = encoded;
        entry.bytes += encoded.length;
        if (entries.get(entry.key) === entry) bytes += encoded.length;
      }
      body = encoded;
    }
    setEncodingHeaders(headers, encoding, body.length);
    return { body, headers };
  }
  return Object.assign(middleware, { entries: () => entries.size });
}
