/**
 * Tickets area: the broadcast form picks a single recipient by username; the id it finds is sent
 * as target_id. Admins and blocked accounts are not recipients.
 */
import type { Kysely } from 'kysely';
import { TICKET_MSG } from '@shared/tickets/rules';
import type { Database } from '../../db/schema';
import { fail } from '../../errors';

export async function findRecipient(db: Kysely<Database>, username: string) {
  const person = await db.selectFrom('users').select(['id', 'username', 'name', 'role', 'is_blocked']).where('username', '=', username).executeTakeFirst();
  if (!person || person.role === 'admin' || person.is_blocked) throw fail.notFound(TICKET_MSG.targetUnknown);
  return { id: person.id, _id: person.id, username: person.username, name: person.name?.trim() || person.username, role: person.role };
}
