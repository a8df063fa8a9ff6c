// `npm run bench:home-js`: what Chromium downloads to show the home page `/`, until the network is
// idle, for a visitor who is not signed in. Starts the app on a throw-away database with the demo
// data and the built client (dist/client: run `npm run build` first), opens `/` in Debian's
// chromium, lists every script it fetched, and prints each one's gzip size as this server sends it
// (the goal is ≤ 150 KB of gzip JS) and the bytes Chromium actually received (brotli).
// Deterministic for one build: no timing is involved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src-server/config';
import { startServer } from '../src-server/server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of tests/e2e/harness.ts: no sandbox as root, no background traffic.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const HOME_JS_GOAL_KB = 150;

export interface HomeJs {
  files: { path: string; gzip: number; received: number; encoding: string }[];
  /** Files of 1 KB or more the server sent without gzip when asked for it (should be none). */
  uncompressed: string[];
  gzipKb: number;
  receivedKb: number;
}

/** The body's size as sent (fetch would decompress it). */
function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Opens `url`/ in chromium and weighs the scripts it loaded before the network went idle. */
export async function measureHomeJs(url: string): Promise<HomeJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: { path: string; received: Promise<number>; encoding: string }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push({
        path: new URL(res.url()).pathname,
        received: res.request().sizes().then((s) => s.responseBodySize),
        encoding: res.headers()['content-encoding'] ?? 'none',
      });
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const files = [];
    const uncompressed: string[] = [];
    for (const s of scripts) {
      // The same file asked for with gzip only, as the goal counts it.
      const gz = await wireBytes(`${url}${s.path}`, 'gzip');
      const gzip = gz.bytes;
      // Files under 1 KB are sent as they are (scripts/precompress.ts).
      if (gz.encoding !== 'gzip' && gzip >= 1024) uncompressed.push(s.path);
      files.push({ path: s.path, gzip, received: await s.received, encoding: s.encoding });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const kb = (n: number) => n / 1024;
    return { files, uncompressed, gzipKb: kb(files.reduce((t, f) => t + f.gzip, 0)), receivedKb: kb(files.reduce((t, f) => t + f.received, 0)) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-home-js-'));
  const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir, SEED: 'demo', REQUEST_LOG: 'off' }));
  try {
    const result = await measureHomeJs(server.url);
    for (const f of result.files) {
      console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(f.received / 1024).toFixed(1).padStart(7)} KB ${f.encoding.padEnd(5)} ${f.path}`);
    }
    if (result.uncompressed.length) console.log(`sent without gzip: ${result.uncompressed.join(', ')}`);
    const met = result.gzipKb <= HOME_JS_GOAL_KB;
    console.log(
      `home page JS: ${result.files.length} files, ${result.gzipKb.toFixed(1)} KB gzip (${result.receivedKb.toFixed(1)} KB as Chromium received it); goal ≤ ${HOME_JS_GOAL_KB} KB gzip: ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
