import type { Kysely } from 'kysely';
import { MSG } from '@shared/messages';
import { notificationDataSchema, type NotificationData, type NotificationType } from '@shared/notifications/kinds';
import type { DB } from '../../db/connection';
import type { Database, NotificationsTable } from '../../db/schema';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { publishLiveAll } from './live-hub';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  data?: NotificationData;
}

/** Every area tells a person something through here; it may run inside the caller's transaction. */
export async function notify(db: Kysely<Database>, userId: string, note: NewNotification, now: Date = new Date()) {
  const [id] = await notifyAll(db, [{ userId, note }], now);
  return id!;
}

/** Rows per INSERT: 8 values a row stays far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 500;

/**
 * Several notifications in one INSERT per INSERT_CHUNK rows (not a statement per person), each
 * published as notify does, in the order given. Returns their ids in that order.
 */
export async function notifyAll(db: Kysely<Database>, notes: Array<{ userId: string; note: NewNotification }>, now: Date = new Date()) {
  if (notes.length === 0) return [];
  if (notes.length > INSERT_CHUNK) {
    const ids: string[] = [];
    for (let i = 0; i < notes.length; i += INSERT_CHUNK) ids.push(...(await notifyAll(db, notes.slice(i, i + INSERT_CHUNK), now)));
    return ids;
  }
  const at = nowIso(now);
  const rows = notes.map(({ userId, note }) => ({
    id: newId(),
    user_id: userId,
    type: note.type,
    title: note.title,
    message: note.message,
    data: JSON.stringify(note.data ?? {}),
    is_read: 0,
    created_at: at,
  }));
  await db.insertInto('notifications').values(rows).execute();
  await publishLiveAll(
    db,
    notes.map(({ userId, note }, i) => ({
      userId,
      type: 'notification' as const,
      data: { id: rows[i]!.id, type: note.type, order_id: note.data && 'order_id' in note.data ? String(note.data.order_id) : null },
    })),
  );
  return rows.map((r) => r.id);
}

/** The admins told of new tickets, owner replies and withdrawal requests: every unblocked one. */
export async function activeAdminIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('is_blocked', '=', 0).execute();
  return rows.map((r) => r.id);
}

/** The spec's field names: id and _id, read, created_at and timestamp. */
export function notificationView(row: NotificationsTable) {
  let data: NotificationData = {};
  try {
    data = notificationDataSchema.parse(JSON.parse(row.data));
  } catch {
    // A malformed data column shows the notification without links rather than failing the list.
  }
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data,
    read: row.is_read === 1,
    created_at: row.created_at,
    timestamp: row.created_at,
  };
}

export async function listNotifications(db: DB, userId: string, limit: number) {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(notificationView);
}

export async function unreadCount(db: DB, userId: string) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return { unread_count: Number(row.n) };
}

/** A person reaches only their own notifications; another's answers 403, a missing one 404. */
async function ownNotification(db: DB, userId: string, id: string) {
  const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(MSG.notFound);
  if (row.user_id !== userId) throw fail.forbidden(MSG.forbidden);
  return row;
}

export async function getNotification(db: DB, userId: string, id: string) {
  return notificationView(await ownNotification(db, userId, id));
}

export async function markRead(db: DB, userId: string, id: string) {
  await ownNotification(db, userId, id);
  await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).execute();
  return { success: true };
}

export async function markAllRead(db: DB, userId: string) {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return { success: true, updated: Number(result.numUpdatedRows) };
}

export async function deleteNotification(db: DB, userId: string, id: string) {
  await ownNotification(db, userId, id);
  await db.deleteFrom('notifications').where('id', '=', id).execute();
  return { success: true };
}

export async function deleteAllNotifications(db: DB, userId: string) {
  const result = await db.deleteFrom('notifications').where('user_id', '=', userId).executeTakeFirst();
  return { success: true, deleted: Number(result.numDeletedRows) };
}
