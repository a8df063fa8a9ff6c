/**
 * Tickets area: the lists — a person's own tickets, the admin's search, the dashboards' newest
 * five. Paged in SQL on the tickets indexes, newest activity first, owner names by one join.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { NOT_CLOSED, TICKET_LIMITS, type adminTicketsInput, type TicketView } from '@shared/tickets/rules';
import { tehranDayStart } from '@shared/calendar/tehran';
import { referenceRange } from '@shared/reference';
import { isId } from '@shared/ids';
import type { Database, TicketsTable } from '../../db/schema';
import { containsPattern, likeContains, searchCandidateRowids, searchCandidatesQuery, searchIndexIsExact } from '../lists/search-text';
import { sumTicketCounts } from './counts';
import { searchRowKey } from '../../db/dialect';
import { ticketsWithOwner, ticketView } from './views';

export interface TicketPage {
  items: TicketView[];
  total: number;
}

/** A whole id is one key of `t`; a reference ("A3F9-1C2B", sent as its hex head) a range of the key. */
function idCondition(search: string): Expression<SqlBool> {
  const id = sql.ref('t.id');
  const { from, to } = referenceRange(search);
  return isId(search) ? sql<SqlBool>`${id} = ${search}` : sql<SqlBool>`(${id} >= ${from} and ${id} < ${to})`;
}

/** One's own tickets, optionally those with one id or reference: rows ordered for the page by the owner index. */
export function myTicketsQuery(db: Kysely<Database>, userId: string, ticket_id?: string | null) {
  return ticketsWithOwner(db)
    .where('t.owner_id', '=', userId)
    .$if(Boolean(ticket_id), (q) => q.where(idCondition(ticket_id!)))
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc');
}

/** How many of one's own tickets the same filter matches. */
export function myTicketsCountQuery(db: Kysely<Database>, userId: string, ticket_id?: string | null) {
  return db
    .selectFrom('tickets as t')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.owner_id', '=', userId)
    .$if(Boolean(ticket_id), (q) => q.where(idCondition(ticket_id!)));
}

export async function myTickets(db: Kysely<Database>, userId: string, { skip, limit, ticket_id }: { skip: number; limit: number; ticket_id?: string | null }): Promise<TicketPage> {
  const [rows, count] = await Promise.all([
    myTicketsQuery(db, userId, ticket_id).limit(limit).offset(skip).execute(),
    myTicketsCountQuery(db, userId, ticket_id).executeTakeFirstOrThrow(),
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

/**
 * "Subject contains `part`": candidates from the trigram index of subjects (0016), checked by the
 * exact LIKE when the index alone is not exact (several words); without a word of three letters,
 * the LIKE alone over the covering subject index. Reading rows in activity order the candidates
 * are only tested (`rowid + 0` keeps the planner on the activity index rather than sorting every
 * match); counting, they are looked up by rowid.
 */
function subjectCondition(part: string, use: 'rows' | 'count'): Expression<SqlBool> {
  const like = likeContains('t.subject', containsPattern(part));
  const match = searchCandidatesQuery(part);
  if (!match) return like;
  const rowid = searchRowKey('t', use === 'rows');
  const candidates = sql<SqlBool>`${rowid} in (${searchCandidateRowids(match, 'tickets_search')})`;
  return searchIndexIsExact(part) ? candidates : sql<SqlBool>`${candidates} and ${like}`;
}

/** The admin filters as one condition on the tickets table alone (`t`), shared by rows and count. */
function adminConditions(f: AdminFilters, use: 'rows' | 'count') {
  return (eb: ExpressionBuilder<Database & { t: TicketsTable }, 't'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    // A whole id is one key; a reference ("A3F9-1C2B", sent as its hex head) a range of the key.
    if (f.ticket_id) parts.push(idCondition(f.ticket_id));
    if (f.group) parts.push(eb('t.owner_role', '=', f.group));
    if (f.start_date) parts.push(eb('t.updated_at', '>=', tehranDayStart(f.start_date).toISOString()));
    if (f.end_date) parts.push(eb('t.updated_at', '<', tehranDayStart(nextDay(f.end_date)).toISOString()));
    if (f.subject) parts.push(subjectCondition(f.subject, use));
    return eb.and(parts);
  };
}

function withAdminFilters<Q extends SelectQueryBuilder<any, any, any>>(query: Q, f: AdminFilters, use: 'rows' | 'count' = 'rows'): Q {
  return query.where(adminConditions(f, use) as never) as Q;
}

/**
 * The admin list with its filters applied in SQL. The day range selects by last activity (the
 * column the list is sorted by), Tehran days, both ends included.
 */
export function adminTicketsQuery(db: Kysely<Database>, f: AdminFilters) {
  return withAdminFilters(ticketsWithOwner(db), f);
}

/**
 * The filtered count, on the tickets table alone. A day range is read from the activity index
 * with the subject's candidates tested; otherwise the candidates are looked up by rowid.
 */
export function adminTicketsCountQuery(db: Kysely<Database>, f: AdminFilters) {
  const use = f.start_date || f.end_date ? 'rows' : 'count';
  return withAdminFilters(db.selectFrom('tickets as t').select(sql<number>`count(*)`.as('n')), f, use);
}

/** The tickets whose subject contains `part`, found from the subject index, at most `limit`. */
export function subjectMatchesQuery(db: Kysely<Database>, part: string, limit: number) {
  return db.selectFrom('tickets as t').select(['t.id', 't.updated_at', 't.owner_role']).where(subjectCondition(part, 'count')).limit(limit);
}

/**
 * How many tickets match: bare or by group only from the trigger-kept counts; otherwise counted
 * on the tickets table alone over the same index range (no join).
 */
async function adminTicketsTotal(db: Kysely<Database>, f: AdminFilters): Promise<number> {
  if (!f.ticket_id && !f.start_date && !f.end_date && !f.subject) return sumTicketCounts(db, f.group ?? null);
  if (f.subject && !f.ticket_id && !f.start_date && !f.end_date && !f.group && searchIndexIsExact(f.subject)) {
    // One word: the subject index counts its matches without reading a ticket.
    const row = await db
      .selectFrom(sql<{ rowid: number }>`(${searchCandidateRowids(searchCandidatesQuery(f.subject)!, 'tickets_search')})`.as('c'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await adminTicketsCountQuery(db, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Below this many matches a subject search picks its rows from the covering subject index and
 * sorts only those; above it, matches are dense enough that walking the activity index in order
 * finds a page after a few rows per match.
 */
const SPARSE_SUBJECT_MATCHES = 2_000;

/** The tickets whose subject contains `part` when they are few (≤ SPARSE_SUBJECT_MATCHES), else null. */
async function fewSubjectMatches(db: Kysely<Database>, part: string) {
  const match = searchCandidatesQuery(part);
  if (match) {
    // Counting the index's candidates (stopping past the limit) reads no ticket.
    const { n } = await db
      .selectFrom(sql<{ rowid: number }>`(${searchCandidateRowids(match, 'tickets_search')} limit ${SPARSE_SUBJECT_MATCHES + 1})`.as('c'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > SPARSE_SUBJECT_MATCHES) return null;
  }
  const matches = await subjectMatchesQuery(db, part, SPARSE_SUBJECT_MATCHES + 1).execute();
  return matches.length <= SPARSE_SUBJECT_MATCHES ? matches : null;
}

export async function adminTickets(db: Kysely<Database>, f: AdminFilters): Promise<TicketPage> {
  const ordered = () => adminTicketsQuery(db, f).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc');
  if (f.subject && !f.ticket_id) {
    // One walk of the covering subject index (subject only, so the planner keeps to it) finds the
    // matches, stopping once they are many; the other filters apply to those few in memory.
    const matches = await fewSubjectMatches(db, f.subject);
    if (matches) {
      const from = f.start_date ? tehranDayStart(f.start_date).toISOString() : null;
      const until = f.end_date ? tehranDayStart(nextDay(f.end_date)).toISOString() : null;
      const kept = matches
        .filter((m) => (!f.group || m.owner_role === f.group) && (!from || m.updated_at >= from) && (!until || m.updated_at < until))
        .sort((a, b) => (a.updated_at === b.updated_at ? (a.id < b.id ? 1 : -1) : a.updated_at < b.updated_at ? 1 : -1));
      const ids = kept.slice(f.skip, f.skip + f.limit).map((m) => m.id);
      const rows = ids.length ? await ordered().where('t.id', 'in', ids).execute() : [];
      return { items: rows.map(ticketView), total: kept.length };
    }
  }
  const page = f.subject && !f.ticket_id ? denseSubjectPage(db, f) : ordered().limit(f.limit).offset(f.skip).execute();
  const [rows, total] = await Promise.all([page, adminTicketsTotal(db, f)]);
  return { items: rows.map(ticketView), total };
}

/**
 * A page of a subject search with many matches: walk the activity index newest first, testing
 * each ticket's own subject, and stop at the page's end. The walk is a LIMIT subquery, which
 * neither engine merges into the outer query, so the planner cannot trade it for sorting every
 * match: PostgreSQL did (semi-join with the trigram table, then a probe per ticket), 108 ms
 * against 22–43 ms for the walk at 127k tickets whose 27k newest did not match.
 */
export function subjectWalkQuery(db: Kysely<Database>, f: AdminFilters) {
  const walk = withAdminFilters(db.selectFrom('tickets as t').select(['t.id', 't.updated_at', 't.subject']), { ...f, subject: '' })
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(Number.MAX_SAFE_INTEGER);
  return db
    .selectFrom(walk.as('w'))
    .select('w.id')
    .where(likeContains('w.subject', containsPattern(f.subject)))
    .orderBy('w.updated_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(f.limit)
    .offset(f.skip);
}

async function denseSubjectPage(db: Kysely<Database>, f: AdminFilters) {
  const ids = await subjectWalkQuery(db, f).execute();
  if (!ids.length) return [];
  return ticketsWithOwner(db)
    .where('t.id', 'in', ids.map((r) => r.id))
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Spec 3's "Recent ticket": the five newest tickets. */
export async function recentTickets(db: Kysely<Database>): Promise<TicketView[]> {
  const rows = await ticketsWithOwner(db).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(TICKET_LIMITS.recent).execute();
  return rows.map(ticketView);
}
