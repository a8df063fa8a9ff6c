import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ADMIN_MSG } from '@shared/admin/messages';
import type { adminBlockInput, adminRoleInput, adminUserListInput } from '@shared/admin/schemas';
import type { DB } from '../../db/connection';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction, type Trx } from '../../db/write-transaction';
import { fail } from '../../errors';
import { nowIso } from '../../ids';
import { createCafeForOwner } from '../cafes/accounts';
import { recordAudit } from '../audit/log';
import { ACTIVE_ORDER_STATUSES } from '@shared/orders/state-machine';
import { walletBalance } from '../wallet/ledger';

/** Spec 3 §3 "User (admin view)" plus the join date and phone the list shows. */
export function adminUserView(row: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'is_blocked' | 'created_at' | 'phone' | 'name'>) {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    name: row.name ?? row.username,
    email: row.email,
    phone: row.phone,
    role: row.role,
    blocked: row.is_blocked === 1,
    created_at: row.created_at,
  };
}

/**
 * Newest first from the (created_at, id) index; a search is a username prefix read from the
 * username index in name order. One row more than the page tells whether a next page exists.
 */
export async function listUsers(db: DB, input: z.output<typeof adminUserListInput>) {
  const search = input.search?.trim().toLowerCase();
  let query = db.selectFrom('users').select(['id', 'username', 'email', 'role', 'is_blocked', 'created_at', 'phone', 'name']);
  if (search) {
    query = query.where('username', '>=', search).where('username', '<', `${search}\u{10FFFF}`).orderBy('username');
  } else {
    query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  const rows = await query.limit(input.limit + 1).offset(input.skip).execute();
  return { users: rows.slice(0, input.limit).map(adminUserView), has_more: rows.length > input.limit, skip: input.skip, limit: input.limit };
}

async function targetUser(trx: Kysely<Database>, id: string): Promise<UserRow> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw fail.notFound(ADMIN_MSG.userNotFound);
  return user;
}

/**
 * At least one unblocked admin must remain besides `leaving`. Read inside the write transaction
 * (BEGIN IMMEDIATE), so two admins removing each other at once cannot both pass.
 */
async function assertAnotherAdminRemains(trx: Trx, leaving: string) {
  const other = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_blocked', '=', 0)
    .where('id', '<>', leaving)
    .limit(1)
    .executeTakeFirst();
  if (!other) throw fail.conflict(ADMIN_MSG.lastAdmin);
}

export async function setUserRole(db: DB, admin: UserRow, input: z.output<typeof adminRoleInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const target = await targetUser(trx, input.id);
    if (target.id === admin.id) throw fail.conflict(ADMIN_MSG.selfRole);
    if (target.role === input.role) return { message: ADMIN_MSG.roleChanged, user: adminUserView(target) };
    if (target.role === 'admin') await assertAnotherAdminRemains(trx, target.id);
    if (await hasOpenWork(trx, target)) throw fail.conflict(ADMIN_MSG.roleOpenWork);
    const at = nowIso(now);
    await trx.updateTable('users').set({ role: input.role, updated_at: at }).where('id', '=', target.id).execute();
    // A coffenet account always has its cafe; without the role the cafe stops taking orders.
    const cafe = await trx.selectFrom('cafes').select(['id', 'is_active']).where('owner_id', '=', target.id).executeTakeFirst();
    if (input.role === 'coffenet') {
      if (cafe) await trx.updateTable('cafes').set({ is_active: target.is_blocked ? 0 : 1, paused_by_block: target.is_blocked, updated_at: at }).where('id', '=', cafe.id).execute();
      else {
        await createCafeForOwner(trx, { ...target, role: 'coffenet' }, now);
        if (target.is_blocked) await pauseCafeForBlock(trx, target.id, true, at);
      }
    } else if (cafe && cafe.is_active === 1) {
      await trx.updateTable('cafes').set({ is_active: 0, paused_by_block: 0, updated_at: at }).where('id', '=', cafe.id).execute();
    }
    await recordAudit(trx, admin, { action: 'user.role', area: 'users', targetId: target.id, label: target.username, before: { role: target.role }, after: { role: input.role } }, now);
    return { message: ADMIN_MSG.roleChanged, user: adminUserView({ ...target, role: input.role }) };
  });
}

/** A blocked account's token stops working at its next call: the session reads the user row. */
export async function setUserBlocked(db: DB, admin: UserRow, input: z.output<typeof adminBlockInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const target = await targetUser(trx, input.id);
    if (target.id === admin.id) throw fail.conflict(ADMIN_MSG.selfBlock);
    const blocked = input.blocked ? 1 : 0;
    const message = input.blocked ? ADMIN_MSG.blocked : ADMIN_MSG.unblocked;
    if (target.is_blocked === blocked) return { message, user: adminUserView(target) };
    if (input.blocked && target.role === 'admin') await assertAnotherAdminRemains(trx, target.id);
    await trx.updateTable('users').set({ is_blocked: blocked, updated_at: nowIso(now) }).where('id', '=', target.id).execute();
    const paused = target.role === 'coffenet' ? await pauseCafeForBlock(trx, target.id, input.blocked, nowIso(now)) : false;
    await recordAudit(trx, admin, { action: input.blocked ? 'user.block' : 'user.unblock', area: 'users', targetId: target.id, label: target.username, before: { blocked: target.is_blocked === 1 }, after: { blocked: input.blocked } }, now);
    return { message: paused ? ADMIN_MSG.blockedCafePaused : message, user: adminUserView({ ...target, is_blocked: blocked }) };
  });
}

/**
 * A blocked manager's cafe takes no orders and no payments: blocking switches it off (the service
 * rows follow by trigger) and remembers why; unblocking switches back on only a cafe the block
 * switched off. True when the block switched the cafe off.
 */
async function pauseCafeForBlock(trx: Trx, ownerId: string, blocked: boolean, at: string): Promise<boolean> {
  if (blocked) {
    const paused = await trx.updateTable('cafes').set({ is_active: 0, paused_by_block: 1, updated_at: at }).where('owner_id', '=', ownerId).where('is_active', '=', 1).executeTakeFirst();
    return Number(paused.numUpdatedRows) > 0;
  }
  await trx.updateTable('cafes').set({ is_active: 1, paused_by_block: 0, updated_at: at }).where('owner_id', '=', ownerId).where('paused_by_block', '=', 1).execute();
  return false;
}

/**
 * Work a role change would strand: the orders, the wallet and the withdrawals of a customer or a
 * cafe are reached only through that role's pages, so while any is open the role stays.
 */
async function hasOpenWork(trx: Trx, target: UserRow): Promise<boolean> {
  if (target.role === 'admin') return false;
  const cafe = target.role === 'coffenet' ? await trx.selectFrom('cafes').select('id').where('owner_id', '=', target.id).executeTakeFirst() : undefined;
  const probes = [
    trx.selectFrom('orders').select('id').where('user_id', '=', target.id).where('status', 'in', ACTIVE_ORDER_STATUSES).limit(1),
    trx.selectFrom('withdrawal_requests').select('id').where('user_id', '=', target.id).where('status', '=', 'pending').limit(1),
    ...(cafe ? [trx.selectFrom('orders').select('id').where('cafe_id', '=', cafe.id).where('status', 'in', ACTIVE_ORDER_STATUSES).limit(1)] : []),
  ];
  for (const probe of probes) if (await probe.executeTakeFirst()) return true;
  return (await walletBalance(trx, target.id)) > 0;
}

/** Whether an account has orders (as customer or as a cafe), money, withdrawals or store orders. */
export async function accountHasHistory(trx: Kysely<Database>, userId: string, cafeId: string | null): Promise<boolean> {
  const probes = [
    trx.selectFrom('orders').select('id').where('user_id', '=', userId).limit(1),
    trx.selectFrom('withdrawal_requests').select('id').where('user_id', '=', userId).limit(1),
    trx.selectFrom('store_orders').select('id').where('user_id', '=', userId).limit(1),
    trx
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.id')
      .where('ledger_accounts.user_id', '=', userId)
      .limit(1),
    ...(cafeId ? [trx.selectFrom('orders').select('id').where('cafe_id', '=', cafeId).limit(1)] : []),
    // Support history: a deleted account's tickets, and a deleted admin's replies, would vanish with it.
    trx.selectFrom('tickets').select('id').where('owner_id', '=', userId).limit(1),
    trx.selectFrom('ticket_messages').select('id').where('sender_id', '=', userId).limit(1),
  ];
  for (const probe of probes) if (await probe.executeTakeFirst()) return true;
  return false;
}

function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Error && /FOREIGN KEY|foreign key/.test(error.message);
}

/**
 * Deletes an account with no history (its cafe, services and notifications go with it). Anything
 * still pointing at it (another area's rows) makes the database refuse: answered 409, nothing deleted.
 */
export async function removeAccount(trx: Trx, target: UserRow, historyMessage: string) {
  const cafe = await trx.selectFrom('cafes').select('id').where('owner_id', '=', target.id).executeTakeFirst();
  if (await accountHasHistory(trx, target.id, cafe?.id ?? null)) throw fail.conflict(historyMessage);
  try {
    await trx.deleteFrom('ledger_accounts').where('user_id', '=', target.id).execute(); // an empty wallet
    await trx.deleteFrom('users').where('id', '=', target.id).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fail.conflict(historyMessage);
    throw error;
  }
}

export async function deleteUser(db: DB, admin: UserRow, id: string, now: Date) {
  return writeTransaction(db, async (trx) => {
    const target = await targetUser(trx, id);
    if (target.id === admin.id) throw fail.conflict(ADMIN_MSG.selfDelete);
    if (target.role === 'admin') await assertAnotherAdminRemains(trx, target.id);
    await removeAccount(trx, target, ADMIN_MSG.userHasHistory);
    await recordAudit(trx, admin, { action: 'user.delete', area: 'users', targetId: target.id, label: target.username, before: { username: target.username, role: target.role } }, now);
    return { message: ADMIN_MSG.userDeleted, id: target.id };
  });
}
