import { TRPCError } from '@trpc/server';
import { openSqlite, type DB } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createContextInner, type Context } from '../../src-server/context';
import { createCaller } from '../../src-server/routers';
import { createAccount, type NewAccount } from '../../src-server/services/auth/users';
import type { UserRow } from '../../src-server/db/schema';
import { inputIssues } from '../../src-server/validation';
import { outboxSms } from '../../src-server/services/auth/sms';
import { sql } from 'kysely';
import { freshPostgresDb, onPostgres } from './postgres';
import { createPgTrigger, dropTrigger } from '../../src-server/db/dialect';

/**
 * A new in-memory database at the newest migration; every test builds its own. With
 * TEST_DATABASE_URL set, a new PostgreSQL database instead (helpers/postgres.ts).
 */
export async function freshMemoryDb(): Promise<DB> {
  if (onPostgres) return freshPostgresDb();
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  return db;
}

export type ContextExtras = Omit<Parameters<typeof createContextInner>[0], 'db' | 'user'>;

/** A tRPC caller acting as `user` (or a guest); `extra` overrides deps such as now or loginLimiter. */
export function callerFor(db: DB, user?: UserRow | null, extra: ContextExtras = {}) {
  // The outbox still records every text; only its console line is silenced.
  const ctx: Context = createContextInner({ db, user: user ?? null, sms: outboxSms(db, () => {}), ...extra });
  return createCaller(ctx);
}

export const DEFAULT_PASSWORD = 'secret123';

let phoneCounter = 0;
/** A distinct valid Iranian mobile number per call. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `0912${String(1000000 + phoneCounter).slice(-7)}`;
}

/** Registers an account through the users service and returns its stored row. */
export async function registerAccount(
  db: DB,
  fields: Partial<NewAccount> & { username: string },
): Promise<UserRow> {
  return createAccount(db, {
    password: DEFAULT_PASSWORD,
    role: 'user',
    phone: nextPhone(),
    email: null,
    ...fields,
  });
}

/** Awaits a call expected to fail with a TRPCError and returns that error. */
export async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** The first input-validation message of a BAD_REQUEST (what the error formatter shows), by field. */
export function validationMessages(error: TRPCError): Record<string, string> {
  const issues = inputIssues(error.cause);
  if (!issues) throw new Error(`not an input validation error: ${error.code} ${error.message}`);
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path] ??= issue.message;
  return out;
}

/** Every text in the SMS outbox, oldest first. */
export async function outbox(db: DB): Promise<Array<{ phone: string; body: string }>> {
  const { rows } = await sql<{ phone: string; body: string }>`select phone, body from sms_outbox order by ${sql.raw(onPostgres ? 'ctid' : 'rowid')}`.execute(db);
  return rows;
}

/** The 6-digit code of the newest text in the outbox. */
export async function lastCode(db: DB): Promise<string> {
  const texts = await outbox(db);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in the outbox: ${JSON.stringify(texts)}`);
  return code;
}

/** A clock tests move by hand: pass `clock.now` as the `now` dep. */
export function manualClock(start: Date = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advanceSeconds(seconds: number) {
      at += seconds * 1000;
    },
  };
}

/** A trigger that makes every matching write fail with `message` (a crash in mid-transaction), on either engine. */
export async function addFailingTrigger(db: DB, t: { name: string; table: string; event: string; when?: string; message: string }): Promise<void> {
  if (onPostgres) {
    await createPgTrigger(db, { name: t.name, table: t.table, event: t.event, when: t.when, before: true, body: `raise exception '${t.message}';` });
    return;
  }
  const when = t.when ? ` when ${t.when}` : '';
  await sql.raw(`create trigger ${t.name} before ${t.event} on ${t.table}${when} begin select raise(abort, '${t.message}'); end`).execute(db);
}

export async function dropFailingTrigger(db: DB, name: string, table: string): Promise<void> {
  await dropTrigger(db, name, table);
}
