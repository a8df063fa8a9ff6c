import { sql } from 'kysely';
import { jalaliMonthKey, jalaliMonthName, tehranDayKey, tehranDayStart, tehranWeekDays, WEEKDAYS_FROM_SATURDAY } from '@shared/calendar/tehran';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { cafeOfManager } from './access';
import { walletBalance } from '../wallet/ledger';

/** Months in the monthly income summary, the current one included. */
export const FINANCE_MONTHS = 12;

/**
 * The cafe's income from its orders (spec 2 §2 finance page and dashboard summary): completed
 * and paid orders at their price, by completion time. Wallet balance and the fee split come from
 * the ledger, not from here (DOMAIN.md §3).
 */
export async function cafeFinance(db: DB, user: UserRow, opts: { limit: number; offset: number }, now: Date) {
  const cafe = await cafeOfManager(db, user);
  const income = () =>
    db
      .selectFrom('orders')
      .where('cafe_id', '=', cafe.id)
      .where('status', '=', 'completed')
      .where('payment_status', '=', 'paid');

  const week = tehranWeekDays(now);
  const today = tehranDayKey(now);
  // From the first day of the month FINANCE_MONTHS - 1 months back, roughly: 31 days a month covers it.
  const monthsFrom = new Date(now.getTime() - FINANCE_MONTHS * 31 * 24 * 3600 * 1000).toISOString();
  const weekFrom = tehranDayStart(week[0]!).toISOString();

  const [totals, todayRow, recentRows, pageRows, ledger, wallet] = await Promise.all([
    income()
      .select([sql<number>`coalesce(sum(price), 0)`.as('sum'), (eb) => eb.fn.countAll<number>().as('n')])
      .executeTakeFirstOrThrow(),
    income()
      .select([sql<number>`coalesce(sum(price), 0)`.as('sum'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('completed_at', '>=', tehranDayStart(today).toISOString())
      .executeTakeFirstOrThrow(),
    income()
      .select(['completed_at', 'price'])
      .where('completed_at', '>=', weekFrom < monthsFrom ? weekFrom : monthsFrom)
      .execute(),
    income()
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.service_type',
        'orders.price',
        'orders.created_at',
        'orders.updated_at',
        'orders.completed_at',
        sql<string>`coalesce(users.name, users.username)`.as('customer_name'),
      ])
      .orderBy('orders.completed_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(opts.limit + 1)
      .offset(opts.offset)
      .execute(),
    settledFigures(db, cafe.id, user.id),
    walletBalance(db, user.id),
  ]);

  const byDay = new Map<string, number>();
  const byMonth = new Map<string, { amount: number; orders: number; label: string }>();
  for (const row of recentRows) {
    if (!row.completed_at) continue;
    const price = row.price ?? 0;
    const day = tehranDayKey(row.completed_at);
    byDay.set(day, (byDay.get(day) ?? 0) + price);
    if (row.completed_at >= monthsFrom) {
      const key = jalaliMonthKey(row.completed_at);
      const entry = byMonth.get(key) ?? { amount: 0, orders: 0, label: jalaliMonthName(row.completed_at) };
      entry.amount += price;
      entry.orders += 1;
      byMonth.set(key, entry);
    }
  }

  const total = Number(totals.sum);
  const count = Number(totals.n);
  const orders = pageRows.slice(0, opts.limit).map((r) => ({
    _id: r.id,
    id: r.id,
    service: r.service_type,
    price: r.price ?? 0,
    customer_name: r.customer_name,
    created_at: r.created_at,
    updated_at: r.updated_at,
    completed_at: r.completed_at,
  }));
  return {
    cafe_id: cafe.id,
    total_income: total,
    total_earnings: total,
    completed_orders: count,
    // Spec 2 §9: total income divided by the order count, rounded.
    average_order_value: count ? Math.round(total / count) : 0,
    // From the ledger: what completed orders paid into the cafe's wallet and the platform's fee.
    net_earnings: ledger.earnings,
    platform_fee: ledger.fees,
    wallet_balance: wallet,
    today_completed_orders: Number(todayRow.n),
    today_income: Number(todayRow.sum),
    earning_history: week.map((day, i) => ({ date: day, weekday: WEEKDAYS_FROM_SATURDAY[i]!, amount: byDay.get(day) ?? 0, is_today: day === today })),
    monthly_income: [...byMonth.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .slice(0, FINANCE_MONTHS)
      .map(([month, v]) => ({ month, label: v.label, amount: v.amount, orders: v.orders })),
    orders,
    has_more: pageRows.length > opts.limit,
  };
}

/** The cafe's settled earnings (its wallet's `earning` entries) and the platform's fees on its orders. */
async function settledFigures(db: DB, cafeId: string, managerId: string) {
  const [earnings, fees] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(sql<number>`coalesce(sum(ledger_entries.amount), 0)`.as('sum'))
      .where('ledger_accounts.kind', '=', 'wallet')
      .where('ledger_accounts.user_id', '=', managerId)
      .where('ledger_entries.type', '=', 'earning')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries')
      .innerJoin('orders', 'orders.id', 'ledger_entries.order_id')
      .select(sql<number>`coalesce(sum(ledger_entries.amount), 0)`.as('sum'))
      .where('orders.cafe_id', '=', cafeId)
      .where('ledger_entries.type', '=', 'platform_fee')
      .executeTakeFirstOrThrow(),
  ]);
  return { earnings: Number(earnings.sum), fees: Number(fees.sum) };
}
