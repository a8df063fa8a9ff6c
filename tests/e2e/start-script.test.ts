import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl, onPostgres } from '../helpers/postgres';

// `npm start` as a person runs it: the real entry script in its own process, on a fresh data folder
// (and with TEST_DATABASE_URL set, DATABASE_URL naming a fresh PostgreSQL database: issue 16).
let child: ChildProcess;
let database: Awaited<ReturnType<typeof freshPostgresUrl>> | null = null;
let url: string;
let output = '';
let dataDir: string;

function waitFor(pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), ms);
    const check = () => {
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      } else setTimeout(check, 50);
    };
    check();
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-start-'));
  database = onPostgres ? await freshPostgresUrl() : null;
  // package.json's start script without npm's shell (killing the shell would leave node running).
  const start = /^MALLOC_MMAP_THRESHOLD_=(\d+) node((?: --\S+)*) (scripts\/start\.mjs)$/.exec(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start)!;
  child = spawn(process.execPath, [...start[2]!.trim().split(/\s+/).filter(Boolean), start[3]!], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: '', SEED: 'demo', MALLOC_MMAP_THRESHOLD_: start[1]!, ...(database ? { DATABASE_URL: database.url } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  url = (await waitFor(/listening on (http:\/\/localhost:\d+)/, 60_000))[1]!;
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('migrates, seeds and serves the client, its routes and the API', async () => {
    expect(output).toContain('demo data seeded');
    // The data is in the SQLite file in DATA_DIR, or only in PostgreSQL when DATABASE_URL is set.
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(!onPostgres);
    // JWT_SECRET unset: a secret is generated once and kept in DATA_DIR.
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(40);

    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');

    // Client routes fall back to the single-page app; unknown API paths do not.
    const dashboard = await fetch(`${url}/user/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root">');
    const missing = await fetch(`${url}/api/no-such-path`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('detail');

    // Uploaded public media are served from DATA_DIR/media, and nothing outside it.
    fs.writeFileSync(path.join(dataDir, 'media', 'hello.txt'), 'سلام');
    const media = await fetch(`${url}/media/hello.txt`);
    expect(media.status).toBe(200);
    expect(await media.text()).toBe('سلام');
    expect((await fetch(`${url}/media/missing.png`)).status).toBe(404);
    expect((await fetch(`${url}/media/..%2fjwt-secret`)).status).toBe(404);

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).role).toBe('admin');
    expect(output).toMatch(/POST \/api\/auth\/login/); // the request log
    expect(output).not.toContain('admin12345'); // no secret in the log
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
    // A clean close checkpoints the write-ahead log into the database file.
    expect(fs.existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
  });
});
