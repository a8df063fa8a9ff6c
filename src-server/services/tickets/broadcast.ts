/**
 * Tickets area: the admin's broadcast. Each recipient gets a ticket of their own (answered, first
 * message from support) and a notice; all of it in one transaction by chunked multi-row inserts,
 * never a statement per person. Blocked accounts are skipped; admins are never recipients.
 */
import type { Kysely } from 'kysely';
import { checkTicketTransition, TICKET_LIMITS, TICKET_MSG, TICKET_NOTICE_TITLES, type BroadcastTarget } from '@shared/tickets';
import type { Database, TicketMessagesTable, TicketsTable, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { writeTicketNotices } from './notices';

export interface Broadcast {
  target: BroadcastTarget;
  target_id: string | null;
  subject: string;
  message: string;
}

const ROLE_OF_TARGET = new Map<BroadcastTarget, 'user' | 'coffenet'>([
  ['all_users', 'user'],
  ['all_coffenets', 'coffenet'],
]);

async function insertChunked<T extends 'tickets' | 'ticket_messages'>(
  db: Kysely<Database>,
  table: T,
  rows: Array<T extends 'tickets' ? TicketsTable : TicketMessagesTable>,
) {
  for (let i = 0; i < rows.length; i += TICKET_LIMITS.insertChunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + TICKET_LIMITS.insertChunk) as never)
      .execute();
  }
}

export async function broadcastTickets(db: Kysely<Database>, admin: UserRow, input: Broadcast, now: Date) {
  const check = checkTicketTransition(null, 'broadcast', 'admin');
  if (!check.ok) throw fail.forbidden(TICKET_MSG.targetInvalid);
  const at = nowIso(now);
  const recipients = await writeTransaction(db, async (trx) => {
    let people: Array<{ id: string; role: 'user' | 'coffenet' }>;
    if (input.target === 'single') {
      const person = await trx
        .selectFrom('users')
        .select(['id', 'role', 'is_blocked'])
        .where('id', '=', input.target_id ?? '')
        .executeTakeFirst();
      if (!person || person.role === 'admin' || person.is_blocked) throw fail.unprocessable(TICKET_MSG.targetUnknown);
      people = [{ id: person.id, role: person.role }];
    } else {
      const role = ROLE_OF_TARGET.get(input.target);
      if (!role) throw fail.unprocessable(TICKET_MSG.targetInvalid);
      const rows = await trx.selectFrom('users').select('id').where('role', '=', role).where('is_blocked', '=', 0).execute();
      people = rows.map((r) => ({ id: r.id, role }));
    }
    const tickets: TicketsTable[] = [];
    const messages: TicketMessagesTable[] = [];
    const notices = [];
    for (const person of people) {
      const id = newId();
      tickets.push({
        id,
        owner_id: person.id,
        owner_role: person.role,
        subject: input.subject,
        status: check.to,
        created_at: at,
        updated_at: at,
        last_message: input.message,
        last_sender: admin.username,
        last_sender_role: 'admin',
        last_time: at,
      });
      messages.push({ id: newId(), ticket_id: id, sender_id: admin.id, sender_role: 'admin', message: input.message, created_at: at });
      notices.push({
        userId: person.id,
        note: { ticketId: id, subject: input.subject, title: TICKET_NOTICE_TITLES.broadcast, message: input.message, senderName: admin.username, senderRole: 'admin' },
      });
    }
    await insertChunked(trx, 'tickets', tickets);
    await insertChunked(trx, 'ticket_messages', messages);
    await writeTicketNotices(trx, notices, now);
    return people.length;
  });
  return { success: true, recipients, count: recipients, message: TICKET_MSG.sent };
}
