/**
 * Tickets area: the admin's broadcast. Each recipient gets a ticket of their own (answered, first
 * message from support) and a notice, all in one transaction by three INSERT … SELECT statements
 * over the recipients' rows: no statement and no JS object per person, so 10,000 recipients cost
 * what three index walks cost, and a live hint per page of recipients tells their open tabs.
 * Blocked accounts are skipped; admins are never recipients.
 */
import { sql, type Kysely } from 'kysely';
import { checkTicketTransition, TICKET_MSG, TICKET_NOTICE_TITLES, type BroadcastTarget } from '@shared/tickets/rules';
import type { NotificationData } from '@shared/notifications/kinds';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { idBlock, nowIso } from '../../ids';
import { LIVE_GROUP_MAX, publishLiveTo } from '../notifications/live-hub';

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

/** The recipients as a query on `users as u`: one account (checked first) or a role's unblocked accounts. */
async function recipientsOf(trx: Kysely<Database>, input: Broadcast) {
  const base = trx.selectFrom('users as u').where('u.is_blocked', '=', 0).where('u.role', '!=', 'admin');
  if (input.target === 'single') {
    const person = await trx.selectFrom('users').select(['role', 'is_blocked']).where('id', '=', input.target_id ?? '').executeTakeFirst();
    if (!person || person.role === 'admin' || person.is_blocked) throw fail.unprocessable(TICKET_MSG.targetUnknown, 'target_id');
    return base.where('u.id', '=', input.target_id ?? '');
  }
  const role = ROLE_OF_TARGET.get(input.target);
  if (!role) throw fail.unprocessable(TICKET_MSG.targetInvalid, 'target');
  return base.where('u.role', '=', role);
}

/** A broadcast's notice as a live hint: one for every recipient, so it names no notice id (a tab refetches its bell; none reads the id). */
const BROADCAST_HINT = { id: null, type: 'ticket_message', order_id: null } as const;

/**
 * Tells the recipients' open tabs at once, as every other notice does (publishLive), so a bell
 * need not wait for its poll. The recipients are read again in pages of LIVE_GROUP_MAX ids along
 * the users' primary key, each page one group hint (publishLiveTo): no statement per person, no
 * list of every recipient in memory, and one replay slot per page rather than per person. Called
 * in the write transaction after the inserts, like notifyAll: on PostgreSQL the hints go out on
 * commit; on SQLite a tab's refetch waits for the commit on the single connection.
 */
async function publishToRecipients(trx: Kysely<Database>, people: Awaited<ReturnType<typeof recipientsOf>>) {
  for (let after = ''; ; ) {
    const page = await people.select('u.id').where('u.id', '>', after).orderBy('u.id').limit(LIVE_GROUP_MAX).execute();
    if (page.length > 0) await publishLiveTo(trx, page.map((r) => r.id), 'notification', BROADCAST_HINT);
    if (page.length < LIVE_GROUP_MAX) return;
    after = page.at(-1)!.id;
  }
}

export async function broadcastTickets(db: Kysely<Database>, admin: UserRow, input: Broadcast, now: Date) {
  const check = checkTicketTransition(null, 'broadcast', 'admin');
  if (!check.ok) throw fail.forbidden(TICKET_MSG.targetInvalid);
  const at = nowIso(now);
  const recipients = await writeTransaction(db, async (trx) => {
    const people = await recipientsOf(trx, input);
    const { n } = await people.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const count = Number(n);
    if (count === 0) return 0;
    // The same recipients in the same order in all three statements (the write lock holds them
    // still), so the k-th ticket, message and notice belong to the k-th person.
    const ordinal = sql<number>`row_number() over (order by u.id)`;
    const ticketId = idBlock(count, now.getTime())(ordinal);
    const messageId = idBlock(count, now.getTime())(ordinal);
    const noticeId = idBlock(count, now.getTime())(ordinal);
    const value = <T>(v: T) => sql.val(v);

    await trx
      .insertInto('tickets')
      .columns(['id', 'owner_id', 'owner_role', 'subject', 'status', 'created_at', 'updated_at', 'last_message', 'last_sender', 'last_sender_role', 'last_time'])
      .expression(
        people.select([
          ticketId.as('id'),
          'u.id as owner_id',
          'u.role as owner_role',
          value(input.subject).as('subject'),
          value(check.to).as('status'),
          value(at).as('created_at'),
          value(at).as('updated_at'),
          value(input.message).as('last_message'),
          value(admin.username).as('last_sender'),
          value('admin').as('last_sender_role'),
          value(at).as('last_time'),
        ]),
      )
      .execute();
    await trx
      .insertInto('ticket_messages')
      .columns(['id', 'ticket_id', 'sender_id', 'sender_role', 'message', 'created_at'])
      .expression(
        people.select([messageId.as('id'), ticketId.as('ticket_id'), value(admin.id).as('sender_id'), value('admin').as('sender_role'), value(input.message).as('message'), value(at).as('created_at')]),
      )
      .execute();
    // The notice's data is spec 1 §3's ticket notice (see notices.ts) with this person's ticket id first.
    const rest: Omit<NotificationData, 'ticket_id'> = { subject: input.subject, sender_name: admin.username, sender_role: 'admin' };
    const data = sql<string>`'{"ticket_id":"' || ${ticketId} || '",' || ${JSON.stringify(rest).slice(1)}`;
    await trx
      .insertInto('notifications')
      .columns(['id', 'user_id', 'type', 'title', 'message', 'data', 'is_read', 'created_at'])
      .expression(
        people.select([
          noticeId.as('id'),
          'u.id as user_id',
          value('ticket_message').as('type'),
          value(TICKET_NOTICE_TITLES.broadcast).as('title'),
          value(input.message).as('message'),
          data.as('data'),
          value(0).as('is_read'),
          value(at).as('created_at'),
        ]),
      )
      .execute();
    await publishToRecipients(trx, people);
    return count;
  });
  return { success: true, recipients, count: recipients, message: TICKET_MSG.sent };
}
