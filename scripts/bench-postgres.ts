// `npm run bench -- --db postgres`: the PostgreSQL the app is measured on. BENCH_DATABASE_URL
// (a server the bench may create databases on) when given; otherwise a throw-away cluster started
// here with initdb/pg_ctl as .ci/run does, stopped and removed when the bench ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export interface BenchPostgres {
  /** A database on the server the bench may connect to for CREATE DATABASE. */
  adminUrl: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function run(command: string[], asPostgres: boolean): void {
  const argv = asPostgres ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  const done = spawnSync(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0) throw new Error(`${command.join(' ')} failed with ${done.status}`);
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  if (process.env.BENCH_DATABASE_URL) return { adminUrl: process.env.BENCH_DATABASE_URL, stop() {} };
  const bin = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).map((v) => `/usr/lib/postgresql/${v}/bin`).filter((d) => fs.existsSync(`${d}/initdb`)).pop()
    : undefined;
  if (!bin) throw new Error('--db postgres needs BENCH_DATABASE_URL or PostgreSQL installed (/usr/lib/postgresql/*/bin/initdb)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-bench-pg-'));
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) run(['chown', 'postgres', dir], false);
  const port = await freePort();
  const data = path.join(dir, 'data');
  run([`${bin}/initdb`, '-D', data, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '-A', 'trust'], asPostgres);
  // synchronous_commit=off is PostgreSQL's match for the app's SQLite `synchronous = NORMAL` in
  // WAL mode (a commit does not wait for fsync; a crash loses the last commits, never consistency),
  // so the two engines are compared on the same durability. Everything else is the default.
  run([`${bin}/pg_ctl`, '-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c synchronous_commit=off`, 'start'], asPostgres);
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(asPostgres ? 'runuser' : `${bin}/pg_ctl`, [...(asPostgres ? ['-u', 'postgres', '--', `${bin}/pg_ctl`] : []), '-D', data, '-m', 'fast', 'stop'], { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new empty database on the server; returns its address. */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
