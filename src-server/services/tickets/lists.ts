/**
 * Tickets area: the lists — a person's own tickets, the admin's search, the dashboards' newest
 * five. Paged in SQL on the tickets indexes, newest activity first, owner names by one join.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { NOT_CLOSED, TICKET_LIMITS, type adminTicketsInput, type TicketView } from '@shared/tickets';
import { tehranDayStart } from '@shared/tehran-calendar';
import type { Database } from '../../db/schema';
import { containsPattern, likeContains } from '../search-text';
import { sumTicketCounts } from './counts';
import { ticketsWithOwner, ticketView } from './views';

export interface TicketPage {
  items: TicketView[];
  total: number;
}

export async function myTickets(db: Kysely<Database>, userId: string, { skip, limit }: { skip: number; limit: number }): Promise<TicketPage> {
  const [rows, count] = await Promise.all([
    ticketsWithOwner(db)
      .where('t.owner_id', '=', userId)
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute(),
    db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(ticketView), total: Number(count.n) };
}

/** The customer's (or cafe's) dashboard: tickets not closed, and the five with the newest activity. */
export async function myTicketSummary(db: Kysely<Database>, userId: string) {
  const [open, recent] = await Promise.all([
    db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', userId)
      .where('status', 'in', NOT_CLOSED)
      .executeTakeFirstOrThrow(),
    myTickets(db, userId, { skip: 0, limit: TICKET_LIMITS.recent }),
  ]);
  return { open: Number(open.n), total: recent.total, recent: recent.items };
}

type AdminFilters = z.output<typeof adminTicketsInput>;

function nextDay(dayKey: string): string {
  const d = new Date(`${dayKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function hasFilter(f: AdminFilters): boolean {
  return Boolean(f.start_date || f.end_date || f.group || f.subject || f.ticket_id);
}

/**
 * The admin list with its filters applied in SQL. The day range selects by last activity (the
 * column the list is sorted by), Tehran days, both ends included.
 */
export function adminTicketsQuery(db: Kysely<Database>, f: AdminFilters) {
  let query = ticketsWithOwner(db);
  if (f.ticket_id) query = query.where('t.id', '=', f.ticket_id);
  if (f.group) query = query.where('t.owner_role', '=', f.group);
  if (f.start_date) query = query.where('t.updated_at', '>=', tehranDayStart(f.start_date).toISOString());
  if (f.end_date) query = query.where('t.updated_at', '<', tehranDayStart(nextDay(f.end_date)).toISOString());
  if (f.subject) query = query.where(likeContains('t.subject', containsPattern(f.subject)));
  return query;
}

export async function adminTickets(db: Kysely<Database>, f: AdminFilters): Promise<TicketPage> {
  const rows = await adminTicketsQuery(db, f).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(f.limit).offset(f.skip).execute();
  // Bare, the total comes from the trigger-kept counts; filtered, it is counted over the same index range.
  const total = hasFilter(f)
    ? Number(
        (
          await adminTicketsQuery(db, f)
            .clearSelect()
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    : await sumTicketCounts(db);
  return { items: rows.map(ticketView), total };
}

/** Spec 3's "Recent ticket": the five newest tickets. */
export async function recentTickets(db: Kysely<Database>): Promise<TicketView[]> {
  const rows = await ticketsWithOwner(db).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(TICKET_LIMITS.recent).execute();
  return rows.map(ticketView);
}
