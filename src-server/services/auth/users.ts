import { MSG } from '@shared/messages';
import type { Role } from '@shared/auth/roles';
import type { z } from 'zod';
import type { changePasswordInput, loginInput, registerInput } from '@shared/auth/schemas';
import type { DB } from '../../db/connection';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { signAccessToken } from '../../auth/tokens';
import { createCafeForOwner } from '../cafes/accounts';
import { notify } from '../notifications/notices';
import { recordSecurityEvents } from './security-events';

/** Usernames are compared without regard to case: "Ali" and "ali" are one account. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** What anyone logged in may see of another account (sender names in chats and tickets). */
export function publicUser(row: UserRow) {
  return { _id: row.id, id: row.id, username: row.username, name: row.name ?? row.username, role: row.role };
}

/** What the account holder sees of their own account. */
export function selfUser(row: UserRow) {
  return {
    ...publicUser(row),
    phone: row.phone,
    email: row.email,
    must_change_password: row.must_change_password === 1,
    created_at: row.created_at,
  };
}

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: DB, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

async function assertUnique(db: DB, fields: { username: string; phone: string | null; email: string | null }) {
  const taken = await db
    .selectFrom('users')
    .select(['username', 'phone', 'email'])
    .where((eb) =>
      eb.or([
        eb('username', '=', fields.username),
        ...(fields.phone ? [eb('phone', '=', fields.phone)] : []),
        ...(fields.email ? [eb('email', '=', fields.email)] : []),
      ]),
    )
    .execute();
  if (taken.some((row) => row.username === fields.username)) throw fail.conflict(MSG.usernameTaken, 'username');
  if (fields.phone && taken.some((row) => row.phone === fields.phone)) throw fail.conflict(MSG.phoneTaken, 'phone');
  if (fields.email && taken.some((row) => row.email === fields.email)) throw fail.conflict(MSG.emailTaken, 'email');
}

/** A unique index's refusal (two registrations at once, past assertFreeIdentity) as the same 409, naming the same field. */
function uniqueViolation(error: unknown) {
  const text = error instanceof Error ? error.message : '';
  if (!/UNIQUE|unique/.test(text)) return null;
  if (text.includes('email')) return fail.conflict(MSG.emailTaken, 'email');
  if (text.includes('phone')) return fail.conflict(MSG.phoneTaken, 'phone');
  if (text.includes('username')) return fail.conflict(MSG.usernameTaken, 'username');
  return null;
}

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  phone: string | null;
  email: string | null;
  name?: string | null;
  mustChangePassword?: boolean;
  /** Fixed ids for deterministic seed data; random otherwise. */
  id?: string;
  cafeId?: string;
  /** The cafe's own name and address, when an admin creates the account (issue 11). */
  cafe?: { cafeName: string; address: string | null };
  /** More writes for the same transaction (the admin console's audit row). */
  alongside?: (trx: Kysely<Database>, row: UserRow) => Promise<void>;
}

const WELCOME: Record<Role, string> = {
  user: MSG.welcomeUser,
  coffenet: MSG.welcomeCoffenet,
  admin: MSG.welcomeAdmin,
};

/** Creates an account, its welcome notification and, for a coffenet, its cafe, in one transaction. */
export async function createAccount(db: DB, account: NewAccount, now: Date = new Date()): Promise<UserRow> {
  const username = normalizeUsername(account.username);
  await assertUnique(db, { username, phone: account.phone, email: account.email });
  const passwordHash = await hashPassword(account.password); // slow: done before the transaction
  const at = nowIso(now);
  const row: UserRow = {
    id: account.id ?? newId(),
    username,
    password_hash: passwordHash,
    role: account.role,
    phone: account.phone,
    email: account.email,
    name: account.name ?? null,
    is_blocked: 0,
    must_change_password: account.mustChangePassword ? 1 : 0,
    token_version: 0,
    created_at: at,
    updated_at: at,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      if (row.role === 'coffenet') await createCafeForOwner(trx, row, now, account.cafeId, account.cafe);
      await notify(trx, row.id, { type: 'system', title: MSG.welcomeTitle, message: WELCOME[row.role] }, now);
      if (account.alongside) await account.alongside(trx, row);
    });
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken) throw taken;
    throw error;
  }
  return row;
}

/** Self-registration: the schema already limits the role to user or coffenet. */
export async function registerUser(db: DB, input: z.output<typeof registerInput>, now?: Date): Promise<UserRow> {
  return createAccount(db, input, now);
}

/**
 * Failed logins slow down the (username, address) pair that made them and, past a ceiling, the
 * address; never the username everywhere, so nobody can lock another person out (issue 14).
 */
export async function login(deps: AppDeps, input: z.output<typeof loginInput>, clientAddress: string) {
  const username = normalizeUsername(input.username);
  const limiter = deps.loginLimiter;
  const wait = limiter.retryAfter(username, clientAddress);
  if (wait > 0) throw fail.tooMany(MSG.loginRateLimited, { retry_after_seconds: wait });

  // Counted as a failure before the slow password check, in the same tick as the check above,
  // so parallel guesses cannot all pass it; taken back when the password is right.
  const forgive = limiter.recordFailure(username, clientAddress);

  const user = await findUserByUsername(deps.db, username);
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !ok) {
    await recordSecurityEvents(deps.db, limiter.eventsAfterFailure(username, clientAddress), deps.now());
    throw fail.unauthorized(MSG.wrongCredentials);
  }
  forgive();
  if (user.is_blocked) throw fail.forbidden(MSG.accountBlocked);
  limiter.recordSuccess(username, clientAddress);

  const accessToken = await signAccessToken(
    deps.jwtSecret,
    { userId: user.id, role: user.role, version: user.token_version },
    deps.now(),
  );
  return { access_token: accessToken, token_type: 'bearer' as const, role: user.role, user: selfUser(user) };
}

/** Masks all but the first four and last two digits: 0912*****67. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

export async function phoneHint(deps: AppDeps & { clientAddress: string }, username: string) {
  const wait = deps.resetLimiter.takeHint(deps.clientAddress);
  if (wait > 0) throw fail.tooMany(MSG.resetRateLimited, { retry_after_seconds: wait });
  const db = deps.db;
  const user = await findUserByUsername(db, username);
  if (!user) throw fail.notFound(MSG.userNotFound);
  return { phone_hint: user.phone ? maskPhone(user.phone) : null };
}

/**
 * Stores an already hashed password, voids every token issued before it and tells the owner.
 * Runs inside the caller's transaction so it lands together with the caller's own change.
 */
export async function applyNewPassword(trx: Kysely<Database>, userId: string, passwordHash: string, now: Date) {
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      must_change_password: 0,
      token_version: eb('token_version', '+', 1),
      updated_at: nowIso(now),
    }))
    .where('id', '=', userId)
    .execute();
  await notify(trx, userId, { type: 'system', title: MSG.passwordChangedTitle, message: MSG.passwordChangedNotice }, now);
}

export async function setPassword(db: DB, userId: string, password: string, now: Date = new Date()) {
  const passwordHash = await hashPassword(password); // slow: done before the transaction
  await db.transaction().execute((trx) => applyNewPassword(trx, userId, passwordHash, now));
}

/**
 * The current password is checked under the login throttle of the same (username, address): a
 * stolen session must not become a way to guess the password without limit.
 */
export async function changePassword(deps: AppDeps & { clientAddress: string }, user: UserRow, input: z.output<typeof changePasswordInput>) {
  const limiter = deps.loginLimiter;
  const wait = limiter.retryAfter(user.username, deps.clientAddress);
  if (wait > 0) throw fail.tooMany(MSG.loginRateLimited, { retry_after_seconds: wait });
  const forgive = limiter.recordFailure(user.username, deps.clientAddress);
  if (!(await verifyPassword(input.current_password, user.password_hash))) throw fail.badRequest(MSG.currentPasswordWrong);
  forgive();
  if (input.current_password === input.new_password) throw fail.badRequest(MSG.newPasswordSame);
  await setPassword(deps.db, user.id, input.new_password, deps.now());
  const fresh = (await findUserById(deps.db, user.id))!;
  // The old token is now void; hand back a new one so the person stays logged in.
  const accessToken = await signAccessToken(
    deps.jwtSecret,
    { userId: fresh.id, role: fresh.role, version: fresh.token_version },
    deps.now(),
  );
  return { message: MSG.passwordChanged, access_token: accessToken };
}
