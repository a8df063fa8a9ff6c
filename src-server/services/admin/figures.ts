import type { Kysely } from 'kysely';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '@shared/orders/state-machine';
import type { Database, LedgerAccountKind } from '../../db/schema';

/**
 * Reading the counters and day totals that migration 0011's triggers keep in the same transaction
 * as the rows they count: a few primary-key reads instead of counting or summing whole tables.
 */

/** What the platform earns (DOMAIN.md §3): fees on settled orders, store sales, bot payments. */
export const PLATFORM_INCOME_TYPES = ['platform_fee', 'store_payment_in', 'payment_in'] as const;

export async function readCounters(db: Kysely<Database>) {
  const rows = await db.selectFrom('admin_counters').select(['name', 'value']).execute();
  const byName = new Map(rows.map((r) => [r.name, Number(r.value)]));
  const orders = (status: OrderStatus) => byName.get(`orders:${status}`) ?? 0;
  return {
    users: byName.get('users') ?? 0,
    cafes: byName.get('cafes') ?? 0,
    activeCafes: byName.get('cafes_active') ?? 0,
    orders,
    totalOrders: ORDER_STATUSES.reduce((sum, s) => sum + orders(s), 0),
    activeOrders: ACTIVE_ORDER_STATUSES.reduce((sum, s) => sum + orders(s), 0),
  };
}

export interface DayTotal {
  amount: number;
  entries: number;
}

/** Sum of the entries of `types` on accounts of `kind`, over Tehran days [fromDay, toDay] (both optional). */
export async function sumDays(
  db: Kysely<Database>,
  kind: LedgerAccountKind,
  types: readonly string[],
  fromDay?: string | null,
  toDay?: string | null,
): Promise<DayTotal> {
  let query = db
    .selectFrom('ledger_day_totals')
    .select((eb) => [eb.fn.sum<number>('amount').as('amount'), eb.fn.sum<number>('entries').as('entries')])
    .where('kind', '=', kind)
    .where('type', 'in', types as string[]);
  if (fromDay) query = query.where('day', '>=', fromDay);
  if (toDay) query = query.where('day', '<=', toDay);
  const row = await query.executeTakeFirstOrThrow();
  return { amount: Number(row.amount ?? 0), entries: Number(row.entries ?? 0) };
}

/** Per day and type, for the chart: rows of (day, type, amount). */
export async function dayRows(db: Kysely<Database>, kind: LedgerAccountKind, types: readonly string[], fromDay: string) {
  return db
    .selectFrom('ledger_day_totals')
    .select(['day', 'type', 'amount'])
    .where('kind', '=', kind)
    .where('type', 'in', types as string[])
    .where('day', '>=', fromDay)
    .execute();
}
