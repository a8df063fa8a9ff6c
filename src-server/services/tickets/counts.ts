/**
 * Tickets area: the counters, read from ticket_counts (kept by triggers of migration 0010), so
 * no request counts the whole tickets table.
 */
import type { Kysely } from 'kysely';
import { AWAITING_SUPPORT, TICKET_STATUSES, type TicketStatus, type TicketSummary } from '@shared/tickets/rules';
import type { Database } from '../../db/schema';

async function countsByStatus(db: Kysely<Database>, ownerRole: 'user' | 'coffenet' | null = null): Promise<Record<TicketStatus, number>> {
  let query = db.selectFrom('ticket_counts').select(['status', 'n']);
  if (ownerRole) query = query.where('owner_role', '=', ownerRole);
  const rows = await query.execute();
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TicketStatus, number>;
  for (const row of rows) byStatus[row.status] += Number(row.n);
  return byStatus;
}

/** All tickets, or one owner role's. */
export async function sumTicketCounts(db: Kysely<Database>, ownerRole: 'user' | 'coffenet' | null = null): Promise<number> {
  const byStatus = await countsByStatus(db, ownerRole);
  return TICKET_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);
}

/** The admin's "open tickets": tickets awaiting support (open or pending). */
export async function countTicketsAwaitingSupport(db: Kysely<Database>): Promise<number> {
  const byStatus = await countsByStatus(db);
  return AWAITING_SUPPORT.reduce((sum, s) => sum + byStatus[s], 0);
}

/** GET /api/admin/tickets: { open, total, by_status }. */
export async function ticketSummary(db: Kysely<Database>): Promise<TicketSummary> {
  const byStatus = await countsByStatus(db);
  return {
    open: AWAITING_SUPPORT.reduce((sum, s) => sum + byStatus[s], 0),
    total: TICKET_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
    by_status: byStatus,
  };
}
