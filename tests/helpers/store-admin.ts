import { expect } from 'vitest';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { signAccessToken } from '../../src-server/auth/tokens';
import { temporaryFileStore, type FileStore } from '../../src-server/services/files/file-store';
import { signUploadTicket, type UploadedMedia } from '../../src-server/services/store/signing';
import type { MediaPurpose } from '@shared/store/media';
import { callerFor, freshMemoryDb, manualClock } from './db';
import { fundWallet, quickAccount } from './money';
import { requestKey } from './store';

/** Small real files: each starts with its format's signature. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(7)]);
export const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), ...Array.from({ length: 2000 }, (_, i) => i % 251)]);
export const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 500 }, (_, i) => i % 13)]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n% a small test document\n%%EOF\n');
export const EXE = Uint8Array.from([...Buffer.from('MZ'), ...new Array(60).fill(1)]);

/** The admin store behind the real Hono app, with a disk file store, a clock and people of every role. */
export async function storeAdminWorld(db?: DB) {
  db ??= await freshMemoryDb();
  const files: FileStore = temporaryFileStore();
  const clock = manualClock(new Date('2026-03-10T08:00:00Z'));
  const deps = createDeps({ db, files, now: clock.now });
  const app = createApp(deps);
  const admin = await quickAccount(db, 'admin', 'مدیر');
  const buyer = await quickAccount(db, 'user', 'خریدار');
  const other = await quickAccount(db, 'user', 'دیگری');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت');
  const caller = (user: UserRow | null) => callerFor(db, user, { files, now: clock.now });
  const token = (user: UserRow) => signAccessToken(deps.jwtSecret, { userId: user.id, role: user.role, version: user.token_version });

  /** A file stored as an upload path would, and the ticket the procedures take for it. */
  async function upload(user: UserRow, purpose: MediaPurpose, filename: string, bytes: Uint8Array, mime = 'application/octet-stream') {
    const saved = await files.save(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), 1e9);
    const media: UploadedMedia = { stored_name: saved.storedName, filename, size: saved.size, mime_type: mime, purpose };
    return { ticket: signUploadTicket(deps.jwtSecret, media, user.id, clock.now()), media };
  }

  /** Pays for one copy of a product from the buyer's wallet (the real checkout and payment). */
  async function buy(user: UserRow, productId: string, price: number) {
    if (price > 0) await fundWallet(db!, user.id, price, clock.now());
    const order = await caller(user).store.checkout({ items: [{ product_id: productId, quantity: 1 }], shipping: null, payment_method: 'online', expected_total: price, request_key: requestKey() });
    if (!order.free) await caller(user).store.payFromWallet({ id: order.id });
    return order.id;
  }

  async function call(
    path: string,
    opts: { as?: UserRow | null; method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.as) headers.authorization = `Bearer ${await token(opts.as)}`;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      const encoded = new Request('http://local/', { method: 'POST', body: opts.form });
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = new Uint8Array(await encoded.arrayBuffer());
      headers['content-length'] = String((body as Uint8Array).byteLength);
    }
    const res = await app.request(`/api${path}`, { method: opts.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    const text = isJson ? new TextDecoder().decode(bytes) : '';
    if (isJson) expect(text).not.toMatch(/stack|stored_name/i);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: (isJson && text ? JSON.parse(text) : null) as any, bytes };
  }

  return { db, files, clock, deps, app, admin, buyer, other, cafe, caller, token, upload, buy, call };
}
export type StoreAdminWorld = Awaited<ReturnType<typeof storeAdminWorld>>;

export function form(fields: Record<string, string>, files: Array<[string, string, Uint8Array]> = []): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [field, name, bytes] of files) f.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return f;
}

export const COURSE_FIELDS = {
  name: 'دوره پایتون',
  price: '5000000',
  category: 'courses',
  product_type: 'video_course',
  description: 'آموزش پایتون از صفر',
  instructor_name: 'رضا',
};
