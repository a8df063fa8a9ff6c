/**
 * Tickets area: ticket notices. They are ordinary notification rows (type ticket_message,
 * data.ticket_id) written in the same transaction as the message they announce; may call
 * services/notifications/notices.ts.
 */
import { sql, type Kysely } from 'kysely';
import { TICKET_LIMITS, type TicketNotice } from '@shared/tickets/rules';
import type { NotificationData } from '@shared/notifications/kinds';
import type { Database, NotificationsTable } from '../../db/schema';
import { activeAdminIds, markRead, notifyAll } from '../notifications/notices';

export interface TicketNote {
  ticketId: string;
  subject: string;
  title: string;
  message: string;
  senderName: string;
  senderRole: string;
}

function noteData(note: TicketNote): NotificationData {
  return { ticket_id: note.ticketId, subject: note.subject, sender_name: note.senderName, sender_role: note.senderRole };
}

/** One notice per recipient, each published live as every notice is (notifyAll chunks the inserts). */
export async function writeTicketNotices(db: Kysely<Database>, recipients: Array<{ userId: string; note: TicketNote }>, now: Date) {
  await notifyAll(
    db,
    recipients.map(({ userId, note }) => ({ userId, note: { type: 'ticket_message', title: note.title, message: note.message, data: noteData(note) } })),
    now,
  );
}

/** Every admin hears of a new ticket and of an owner's reply. */
export async function noticeAdmins(db: Kysely<Database>, note: TicketNote, now: Date) {
  const admins = await activeAdminIds(db);
  await writeTicketNotices(
    db,
    admins.map((userId) => ({ userId, note })),
    now,
  );
}

/** The notice shape of spec 1 §3 "Ticket notification". */
function noticeView(row: NotificationsTable): TicketNotice {
  let data: NotificationData = {};
  try {
    data = JSON.parse(row.data) as NotificationData;
  } catch {
    // shown without a link rather than failing the list
  }
  return {
    id: row.id,
    _id: row.id,
    message_id: row.id,
    ticket_id: data.ticket_id ?? '',
    subject: data.subject ?? row.title,
    message: row.message,
    sender_name: data.sender_name ?? '',
    sender_role: data.sender_role ?? '',
    created_at: row.created_at,
    last_time: row.created_at,
    last_sender: data.sender_name ?? '',
    read: row.is_read === 1,
  };
}

/** The caller's ticket notices, newest first: unread only, or all of them. */
export async function listTicketNotices(db: Kysely<Database>, userId: string, all: boolean): Promise<TicketNotice[]> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'ticket_message');
  if (!all) query = query.where('is_read', '=', 0);
  const rows = await query.orderBy('created_at', 'desc').limit(TICKET_LIMITS.notices).execute();
  return rows.map(noticeView);
}

/** Marks read every notice of one ticket the caller holds (opening a ticket does this). */
export async function markTicketNoticesRead(db: Kysely<Database>, userId: string, ticketId: string) {
  // The id is 24 hex characters (checked by the schema), so it is safe in a LIKE pattern.
  const result = await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('type', '=', 'ticket_message')
    .where('is_read', '=', 0)
    .where(sql<boolean>`data like ${`%"ticket_id":"${ticketId}"%`}`)
    .executeTakeFirst();
  return { success: true, updated: Number(result.numUpdatedRows) };
}

/** One notice by its id (only the caller's own). */
export async function markTicketNoticeRead(db: Kysely<Database>, userId: string, noticeId: string) {
  return markRead(db, userId, noticeId);
}
