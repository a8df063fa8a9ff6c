/**
 * Tickets area (services/tickets/): ticket rows as the spec's flat ticket. Lists read the owner's
 * name by one join; nothing here joins messages.
 */
import type { Kysely } from 'kysely';
import type { TicketMessageView, TicketView } from '@shared/tickets/rules';
import type { Database, TicketRow } from '../../db/schema';

/** A ticket joined to its owner: the columns every list and detail reads. */
export function ticketsWithOwner(db: Kysely<Database>) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('users as owner', 'owner.id', 't.owner_id')
    .select([
      't.id',
      't.owner_id',
      't.owner_role',
      't.subject',
      't.status',
      't.created_at',
      't.updated_at',
      't.last_message',
      't.last_sender',
      't.last_sender_role',
      't.last_time',
      'owner.username as owner_username',
      'owner.name as owner_name',
    ]);
}

export type TicketWithOwner = TicketRow & { owner_username: string; owner_name: string | null };

export function ticketView(row: TicketWithOwner): TicketView {
  return {
    _id: row.id,
    id: row.id,
    ticket_id: row.id,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sender_role: row.owner_role,
    sender_username: row.owner_username,
    user_id: row.owner_id,
    user_name: row.owner_name?.trim() || row.owner_username,
    last_message: row.last_message,
    last_sender: row.last_sender,
    last_sender_role: row.last_sender_role,
    last_time: row.last_time,
  };
}

/** A ticket's messages, oldest first, with each sender's username (one join). */
export async function ticketMessages(db: Kysely<Database>, ticketId: string): Promise<TicketMessageView[]> {
  const rows = await db
    .selectFrom('ticket_messages as m')
    .innerJoin('users as sender', 'sender.id', 'm.sender_id')
    .select(['m.id', 'm.sender_role', 'm.message', 'm.created_at', 'sender.username'])
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    sender_role: row.sender_role,
    sender_username: row.username,
    message: row.message,
    created_at: row.created_at,
  }));
}
