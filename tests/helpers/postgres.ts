/**
 * The server suites on PostgreSQL (issue 16): with TEST_DATABASE_URL set (an address of a
 * throw-away server whose user may create databases), each fresh database is a copy of a
 * template migrated once per run, and every database a test file made is dropped after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openPostgres, type DB } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { setServedEngine } from '../../src-server/db/dialect';
import { MIGRATIONS } from '../../migrations';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

/** Whether this run is on PostgreSQL (tests of SQLite internals skip themselves then). */
export const onPostgres = Boolean(TEST_DATABASE_URL);

function urlFor(database: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// The template's name changes with the migrations, so a changed schema is never served stale.
// Hashed from the migration files' text: a constant outside `up` (a trigger body) changes it too.
const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));
const TEMPLATE = `test_tpl_${createHash('sha256')
  .update(Object.keys(MIGRATIONS).join(','))
  .update(fs.readdirSync(migrationsDir).sort().map((name) => fs.readFileSync(path.join(migrationsDir, name), 'utf8')).join('\0'))
  .digest('hex')
  .slice(0, 12)}`;
let templateReady: Promise<void> | null = null;

/** Builds the migrated template once per run; parallel test workers wait on an advisory lock. */
function ensureTemplate(): Promise<void> {
  templateReady ??= admin(async (client) => {
    await client.query('select pg_advisory_lock(16016)');
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (rowCount) return;
      const building = `${TEMPLATE}_build`;
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const db = openPostgres(urlFor(building), { poolSize: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await client.query(`alter database ${building} rename to ${TEMPLATE}`);
    } finally {
      await client.query('select pg_advisory_unlock(16016)');
    }
  });
  return templateReady;
}

const made: Array<{ name: string; db: DB | null }> = [];

if (onPostgres) {
  afterAll(async () => {
    const dbs = made.splice(0);
    await Promise.all(dbs.map(({ db }) => db?.destroy().catch(() => {})));
    if (dbs.length) await admin(async (client) => {
      for (const { name } of dbs) await client.query(`drop database if exists ${name} with (force)`);
    });
  }, 120_000); // a file of 50 tests drops 50 databases
}

/** A new PostgreSQL database with nothing in it (for the migrations themselves). */
export async function blankPostgresDb(): Promise<DB> {
  const name = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  setServedEngine('postgres');
  const db = openPostgres(urlFor(name), { poolSize: 2, idleTimeoutMs: 2_000 });
  made.push({ name, db });
  return db;
}

/** A new, migrated PostgreSQL database of its own (a copy of the template). */
export async function freshPostgresDb(): Promise<DB> {
  await ensureTemplate();
  const name = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${TEMPLATE}`));
  setServedEngine('postgres');
  // Small pools closing idle connections soon: a run makes hundreds of databases.
  const db = openPostgres(urlFor(name), { poolSize: 4, idleTimeoutMs: 2_000 });
  made.push({ name, db });
  urls.set(db, urlFor(name));
  return db;
}

const urls = new WeakMap<DB, string>();

/** The address of a database made by freshPostgresDb (for app processes started by a test). */
export function postgresUrlOf(db: DB): string {
  const url = urls.get(db);
  if (!url) throw new Error('not a database made by freshPostgresDb');
  return url;
}

/**
 * A new, migrated PostgreSQL database for an app the test starts itself (the app opens its own
 * connections): its address, and drop() to remove it once the app is closed. One left behind is
 * dropped after the file like the others.
 */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  await ensureTemplate();
  const name = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${TEMPLATE}`));
  const entry = { name, db: null };
  made.push(entry);
  return {
    url: urlFor(name),
    async drop() {
      const at = made.indexOf(entry);
      if (at < 0) return;
      made.splice(at, 1);
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
