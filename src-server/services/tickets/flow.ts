/**
 * Tickets area: the life of one ticket — create, reply, close — following the transition table
 * of src-shared/tickets/rules.ts. Each change writes the message, the ticket row and its notices in one
 * transaction. May call services/notifications/notices.ts (through notices.ts) and users.
 */
import type { Kysely } from 'kysely';
import { MSG } from '@shared/messages';
import {
  checkTicketTransition,
  TICKET_MSG,
  TICKET_NOTICE_TITLES,
  ticketClosedNoticeText,
  type TicketAction,
  type TicketDetail,
  type TicketParty,
  type TicketStatus,
} from '@shared/tickets/rules';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { reachTicket } from './access';
import { noticeAdmins, writeTicketNotices } from './notices';
import { ticketMessages, ticketView } from './views';

/** The next status, or the Persian reason it is refused (409 for a closed ticket). */
function transition(status: TicketStatus | null, action: TicketAction, party: TicketParty): TicketStatus {
  const check = checkTicketTransition(status, action, party);
  if (check.ok) return check.to;
  if (check.reason === 'not_allowed_party') throw fail.forbidden(action === 'create' ? TICKET_MSG.adminCannotCreate : MSG.forbidden);
  throw fail.conflict(TICKET_MSG.closed);
}

/** A user or a cafe opens a ticket; its role comes from the session, never from the body. */
export async function createTicket(db: Kysely<Database>, user: UserRow, input: { subject: string; message: string }, now: Date) {
  const status = transition(null, 'create', user.role === 'admin' ? 'admin' : 'owner');
  const ownerRole = user.role as 'user' | 'coffenet';
  const id = newId();
  const at = nowIso(now);
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('tickets')
      .values({
        id,
        owner_id: user.id,
        owner_role: ownerRole,
        subject: input.subject,
        status,
        created_at: at,
        updated_at: at,
        last_message: input.message,
        last_sender: user.username,
        last_sender_role: user.role,
        last_time: at,
      })
      .execute();
    await trx
      .insertInto('ticket_messages')
      .values({ id: newId(), ticket_id: id, sender_id: user.id, sender_role: user.role, message: input.message, created_at: at })
      .execute();
    await noticeAdmins(
      trx,
      { ticketId: id, subject: input.subject, title: TICKET_NOTICE_TITLES.created, message: input.message, senderName: user.username, senderRole: user.role },
      now,
    );
  });
  return { success: true, ticket_id: id, id, _id: id, message: TICKET_MSG.created };
}

/** The ticket with its messages, oldest first, for its owner or an admin. */
export async function getTicket(db: Kysely<Database>, user: UserRow, id: string): Promise<TicketDetail> {
  const { ticket } = await reachTicket(db, user, id);
  return { ...ticketView(ticket), messages: await ticketMessages(db, id) };
}

/** A reply by the owner awaits support; an admin's is an answer and tells the owner. */
export async function replyToTicket(db: Kysely<Database>, user: UserRow, id: string, message: string, now: Date) {
  const at = nowIso(now);
  await writeTransaction(db, async (trx) => {
    const { ticket, party } = await reachTicket(trx, user, id);
    const status = transition(ticket.status, 'reply', party);
    await trx
      .insertInto('ticket_messages')
      .values({ id: newId(), ticket_id: id, sender_id: user.id, sender_role: user.role, message, created_at: at })
      .execute();
    const updated = await trx
      .updateTable('tickets')
      .set({ status, updated_at: at, last_message: message, last_sender: user.username, last_sender_role: user.role, last_time: at })
      .where('id', '=', id)
      .where('status', '=', ticket.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fail.conflict(TICKET_MSG.closed);
    const note = { ticketId: id, subject: ticket.subject, message, senderName: user.username, senderRole: user.role };
    if (party === 'owner') await noticeAdmins(trx, { ...note, title: TICKET_NOTICE_TITLES.ownerReply }, now);
    else await writeTicketNotices(trx, [{ userId: ticket.owner_id, note: { ...note, title: TICKET_NOTICE_TITLES.adminReply } }], now);
  });
  return { success: true, ticket_id: id, message: TICKET_MSG.replied };
}

/** Closing is final; an admin's close tells the owner. */
export async function closeTicket(db: Kysely<Database>, user: UserRow, id: string, now: Date) {
  const at = nowIso(now);
  await writeTransaction(db, async (trx) => {
    const { ticket, party } = await reachTicket(trx, user, id);
    const status = transition(ticket.status, 'close', party);
    const updated = await trx
      .updateTable('tickets')
      .set({ status, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', ticket.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fail.conflict(TICKET_MSG.closed);
    if (party === 'admin') {
      await writeTicketNotices(
        trx,
        [
          {
            userId: ticket.owner_id,
            note: {
              ticketId: id,
              subject: ticket.subject,
              title: TICKET_NOTICE_TITLES.closed,
              message: ticketClosedNoticeText(ticket.subject),
              senderName: user.username,
              senderRole: user.role,
            },
          },
        ],
        now,
      );
    }
  });
  return { success: true, ticket_id: id, status: 'closed' as const, message: TICKET_MSG.closedOk };
}
