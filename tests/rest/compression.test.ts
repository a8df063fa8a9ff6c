import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { seedDemo } from '../../src-server/seed/demo';
import { precompressDir } from '../../scripts/precompress';

const decode = (encoding: string | null, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

async function bytes(res: Response) {
  return Buffer.from(await res.arrayBuffer());
}

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

async function demoApp() {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  await seedDemo(db);
  return createApp(createDeps({ db }), { clientDir });
}

describe('compressed responses', () => {
  it('sends JSON of 1 KB or more brotli- or gzip-compressed, decompressing to the same bytes, and small JSON as it is', async () => {
    const app = await demoApp();
    for (const url of ['/api/service/coffenet-profiles', '/api/order/active', '/trpc/catalogue.topCafes']) {
      const plain = await app.request(url);
      expect(plain.headers.get('content-encoding'), url).toBeNull();
      const raw = await bytes(plain);
      expect(raw.length, url).toBeGreaterThanOrEqual(1024);
      for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
        const res = await app.request(url, { headers: { 'accept-encoding': accept } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding'), `${url} ${accept}`).toBe(expected);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        const body = await bytes(res);
        expect(body.length).toBeLessThan(raw.length);
        expect(decode(expected, body).equals(raw), `${url} ${accept}`).toBe(true);
      }
    }
    const small = await app.request('/api/category/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect((await bytes(small)).length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
    // An error answer stays what it was.
    const missing = await app.request('/api/nothing-here', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
  });

  it('serves the build’s precompressed assets with Content-Encoding, Vary and immutable caching, and index.html as no-cache', async () => {
    const js = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "متن ${i}";\n`).join(''));
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), js);
    const html = `<!doctype html><html lang="fa" dir="rtl"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
    fs.writeFileSync(path.join(clientDir, 'index.html'), html);
    expect(precompressDir(clientDir)).toBe(4);
    const app = await demoApp();

    for (const [accept, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['', null]] as const) {
      const res = await app.request('/assets/index-Ab12Cd34.js', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(expected);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      if (expected) expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(decode(expected, await bytes(res)).equals(js)).toBe(true);
    }
    for (const page of ['/', '/services']) {
      const res = await app.request(page, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(decode(res.headers.get('content-encoding'), await bytes(res)).toString(), page).toBe(html);
    }
  });
});
