// Data for `npm run bench tickets`: 10,000 accounts, 100,000 tickets and 300,000 messages,
// written directly in chunked inserts (the bench measures reading and broadcasting, not seeding).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../src-server/db/connection';
import type { TicketMessagesTable, TicketsTable, UsersTable } from '../src-server/db/schema';
import { writeTransaction } from '../src-server/db/write-transaction';
import { engineOf } from '../src-server/db/dialect';
import { TICKET_STATUSES } from '../src-shared/tickets/rules';

export const BENCH_TICKETS = { accounts: 10_000, cafes: 1_000, tickets: 100_000, messagesPerTicket: 3 } as const;

const id = () => randomBytes(12).toString('hex');
const SUBJECTS = ['مشکل در سایت', 'پیگیری سفارش', 'درخواست افزودن محصول', 'سایر', 'مشکل پرداخت', 'اطلاعیه'];

async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedBenchTickets(db: DB, adminId: string): Promise<void> {
  const start = Date.UTC(2025, 0, 1);
  const people: UsersTable[] = Array.from({ length: BENCH_TICKETS.accounts }, (_, i) => ({
    id: id(),
    username: `bench_person_${i}`,
    password_hash: 'x',
    role: i < BENCH_TICKETS.cafes ? 'coffenet' : 'user',
    phone: null,
    email: null,
    name: null,
    is_blocked: i % 97 === 0 ? 1 : 0,
    must_change_password: 0,
    token_version: 0,
    created_at: new Date(start).toISOString(),
    updated_at: new Date(start).toISOString(),
  }));
  await writeTransaction(db, async (trx) => {
    await insertChunks(people, (chunk) => trx.insertInto('users').values(chunk).execute());
    for (let base = 0; base < BENCH_TICKETS.tickets; base += 10_000) {
      const tickets: TicketsTable[] = [];
      const messages: TicketMessagesTable[] = [];
      for (let i = base; i < base + 10_000; i++) {
        const owner = people[(i * 7919) % people.length]!;
        const created = new Date(start + i * 300_000).toISOString(); // one every 5 minutes over about a year
        const updated = new Date(start + i * 300_000 + (i % 48) * 3_600_000).toISOString();
        const ticketId = id();
        tickets.push({
          id: ticketId,
          owner_id: owner.id,
          owner_role: owner.role as 'user' | 'coffenet',
          subject: `${SUBJECTS[i % SUBJECTS.length]} ${i}`,
          status: TICKET_STATUSES[i % TICKET_STATUSES.length]!,
          created_at: created,
          updated_at: updated,
          last_message: 'پیام آخر تیکت سنجش سرعت',
          last_sender: owner.username,
          last_sender_role: owner.role,
          last_time: updated,
        });
        for (let m = 0; m < BENCH_TICKETS.messagesPerTicket; m++) {
          const fromAdmin = m % 2 === 1;
          messages.push({
            id: id(),
            ticket_id: ticketId,
            sender_id: fromAdmin ? adminId : owner.id,
            sender_role: fromAdmin ? 'admin' : owner.role,
            message: `پیام ${m + 1} تیکت ${i}`,
            created_at: created,
          });
        }
      }
      await insertChunks(tickets, (chunk) => trx.insertInto('tickets').values(chunk).execute());
      await insertChunks(messages, (chunk) => trx.insertInto('ticket_messages').values(chunk).execute());
    }
  });
  // A running server has long since moved these pages into the database file; without this the
  // first write measured would pay for checkpointing the whole seed.
  if (engineOf(db) === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  // Statistics of the loaded rows, as autovacuum would gather them on a running server: without
  // them PostgreSQL takes the fresh tickets table for unordered and sorts it for the subject walk.
  await sql`analyze`.execute(db);
}
