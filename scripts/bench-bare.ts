// The bench's ceiling: a bare Hono + better-sqlite3 server with the project's own library versions
// and the app's pragmas, run as a child process exactly like the app. GET /list answers a 20-row
// page of a 10,000-row table; POST /write runs a one-INSERT write transaction. Every app figure
// of `npm run bench` is a ratio against these, measured in the same run on the same machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-bare-'));
const db = new SQLite(path.join(dir, 'bare.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('create table items (id integer primary key, name text not null, price integer not null, created_at text not null)');
db.exec('create table writes (id integer primary key, body text not null, created_at text not null)');
const insertItem = db.prepare('insert into items (name, price, created_at) values (?, ?, ?)');
db.transaction(() => {
  for (let i = 0; i < 10_000; i++) insertItem.run(`کالای ${i}`, i * 1_000, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString());
})();
const page = db.prepare('select id, name, price, created_at from items order by id desc limit 20 offset ?');
const write = db.prepare('insert into writes (body, created_at) values (?, ?)');
const writeTx = db.transaction((body: string) => write.run(body, new Date().toISOString()));

const app = new Hono();
let n = 0;
app.get('/list', (c) => c.json({ items: page.all((n++ % 50) * 20) }));
app.post('/write', (c) => {
  writeTx('x');
  return c.json({ ok: true });
});

const server = serve({ fetch: app.fetch, port: 0 }, () => {
  console.log(`[bare] listening on http://localhost:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
