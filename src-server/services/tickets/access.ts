/**
 * Tickets area: who may reach a ticket. Only its owner or an admin reads, replies to or closes
 * it; anyone else gets 403, an unknown id 404.
 */
import type { Kysely } from 'kysely';
import { MSG } from '@shared/messages';
import { TICKET_MSG, type TicketParty } from '@shared/tickets/rules';
import type { Database, UserRow } from '../../db/schema';
import { fail } from '../../errors';
import { ticketsWithOwner, type TicketWithOwner } from './views';

export async function findTicket(db: Kysely<Database>, id: string): Promise<TicketWithOwner | undefined> {
  return ticketsWithOwner(db).where('t.id', '=', id).executeTakeFirst();
}

/** The ticket and how the caller stands to it. */
export async function reachTicket(db: Kysely<Database>, user: UserRow, id: string): Promise<{ ticket: TicketWithOwner; party: TicketParty }> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw fail.notFound(TICKET_MSG.notFound);
  if (user.role === 'admin') return { ticket, party: 'admin' };
  if (ticket.owner_id !== user.id) throw fail.forbidden(MSG.forbidden);
  return { ticket, party: 'owner' };
}
