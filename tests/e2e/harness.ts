import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { loadConfig } from '../../src-server/config';
import { startServer, type RunningServer } from '../../src-server/server';
import { freshPostgresUrl, onPostgres } from '../helpers/postgres';
import { CHROMIUM_PATH } from './chromium-path';

export { CHROMIUM_PATH };

// The flags this workplace's machines need: no sandbox as root, and no background traffic
// to hosts a closed network cannot reach.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SCREENSHOT_DIR = path.resolve('test-results');

export interface TestApp {
  server: RunningServer;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real server on a free port with a temporary data folder and database: a SQLite file in
 * that folder, or with TEST_DATABASE_URL set a fresh PostgreSQL database (tests/helpers/postgres.ts)
 * that stop() drops (issue 16).
 */
export async function startTestApp(opts: { seed?: 'demo' | 'none' } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-e2e-'));
  const database = onPostgres ? await freshPostgresUrl() : null;
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    SEED: opts.seed ?? 'demo',
    REQUEST_LOG: 'off',
    // Every account of a suite is made from 127.0.0.1.
    REGISTER_LIMIT_PER_ADDRESS: '10000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const server = await startServer(config);
  return {
    server,
    url: server.url,
    dataDir,
    async stop() {
      await server.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The two windows issue 19 asks every point to be tried in: a phone and a laptop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
/** The narrowest phones still sold, for the checks of width that 390 px does not catch. */
export const SMALL_PHONE = { name: 'small phone', width: 320, height: 640 } as const;
/** The most common phone width (375 px), where the audits found lists scrolling sideways. */
export const MID_PHONE = { name: 'mid phone', width: 375, height: 740 } as const;
export type Viewport = (typeof VIEWPORTS)[number] | typeof SMALL_PHONE | typeof MID_PHONE;

/** A fresh page (its own cookies and storage), at the laptop size unless a viewport is given. */
export async function newPage(browser: Browser, viewport: Viewport = VIEWPORTS[1]): Promise<Page> {
  const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * The text of every element inside `area` that a phone does not show whole: clipped inside its
 * own box, or lying outside the area or the screen (a table scrolled sideways, a cut name).
 */
export function partsNotShownWhole(area: Locator): Promise<string[]> {
  return area.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    return [...el.querySelectorAll('*')]
      .filter((child) => {
        const box = child.getBoundingClientRect();
        if (box.width === 0) return false;
        const outside = box.left < Math.max(outer.left, 0) - 1 || box.right > Math.min(outer.right, window.innerWidth) + 1;
        return outside || child.scrollWidth > child.clientWidth + 1;
      })
      .map((child) => child.textContent ?? '');
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * One app (demo data, temporary folder) and one browser for a test file: started before its
 * tests, closed after. Read `suite.app` and `suite.browser` inside tests.
 */
export function useBrowserSuite(opts: { seed?: 'demo' | 'none' } = {}): { app: TestApp; browser: Browser } {
  const suite = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    suite.app = await startTestApp(opts);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
