import { adminPeriods, addDays } from '@shared/admin/period';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { tehranDayStart } from '@shared/calendar/tehran';
import type { DB } from '../../db/connection';
import { balanceOf } from '../wallet/ledger';
import { countTicketsAwaitingSupport } from '../tickets';
import { dayRows, PLATFORM_INCOME_TYPES, readCounters, sumDays } from './figures';

/**
 * The dashboard's and finance page's figures, computed at the call from the order counters and
 * the ledger's day totals (DOMAIN.md §3: from the ledger and the orders only; rials).
 * Platform income = fees + store sales + bot payments on the platform account. Gross sales add
 * the cafes' earnings, so gross = the price of every settled order + store sales + bot payments.
 */

async function transfersSince(db: DB, since: string) {
  const row = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function platformIncome(db: DB, fromDay?: string | null, toDay?: string | null) {
  return (await sumDays(db, 'platform', PLATFORM_INCOME_TYPES, fromDay, toDay)).amount;
}

async function grossSales(db: DB, fromDay?: string | null, toDay?: string | null) {
  const [income, earnings] = await Promise.all([platformIncome(db, fromDay, toDay), sumDays(db, 'wallet', ['earning'], fromDay, toDay)]);
  return income + earnings.amount;
}

/** GET /api/admin/statistics; `tickets.open` counts the tickets awaiting support (open, pending). */
export async function adminStatistics(db: DB, now: Date) {
  const p = adminPeriods(now);
  const [counters, todayIncome, totalRevenue, monthlyRevenue, netProfit, todayTransactions, openTickets] = await Promise.all([
    readCounters(db),
    platformIncome(db, p.today),
    grossSales(db),
    grossSales(db, p.monthStart),
    platformIncome(db),
    transfersSince(db, tehranDayStart(p.today).toISOString()),
    countTicketsAwaitingSupport(db),
  ]);
  return {
    total_users: counters.users,
    active_orders: counters.activeOrders,
    today_income: todayIncome,
    total_orders: counters.totalOrders,
    successful_orders: counters.orders('completed'),
    total_revenue: totalRevenue,
    monthly_revenue: monthlyRevenue,
    net_profit: netProfit,
    finance: { today_transactions: todayTransactions, today_income: todayIncome },
    tickets: { open: openTickets },
  };
}

/** GET /api/finance/admin/financial/statistics: the finance page's cards. */
export async function financeStatistics(db: DB, now: Date) {
  const p = adminPeriods(now);
  const [platformBalance, escrowBalance, heldWithdrawals, fees, store, bot, today, month, lastMonth, earnings, paid, pending, todayTransactions] =
    await Promise.all([
      balanceOf(db, 'platform'),
      balanceOf(db, 'escrow'),
      balanceOf(db, 'withdrawals'),
      sumDays(db, 'platform', ['platform_fee']),
      sumDays(db, 'platform', ['store_payment_in']),
      sumDays(db, 'platform', ['payment_in']),
      platformIncome(db, p.today),
      platformIncome(db, p.monthStart),
      platformIncome(db, p.lastMonthStart, addDays(p.monthStart, -1)),
      sumDays(db, 'wallet', ['earning']),
      sumDays(db, 'withdrawals', ['admin_withdrawal_confirm']),
      db
        .selectFrom('withdrawal_requests')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      transfersSince(db, tehranDayStart(p.today).toISOString()),
    ]);
  const totalIncome = fees.amount + store.amount + bot.amount;
  return {
    platform_balance: platformBalance,
    escrow_balance: escrowBalance,
    held_withdrawals: heldWithdrawals,
    total_income: totalIncome,
    today_income: today,
    monthly_income: month,
    last_month_income: lastMonth,
    monthly_growth_percent: growthPercent(month, lastMonth),
    fee_income: fees.amount,
    settled_orders: fees.entries,
    store_income: store.amount,
    store_sales: store.entries,
    bot_income: bot.amount,
    cafe_earnings: earnings.amount,
    paid_withdrawals: { amount: Math.abs(paid.amount), count: paid.entries },
    pending_withdrawals: { amount: Number(pending.amount ?? 0), count: Number(pending.n) },
    today_transactions: todayTransactions,
  };
}

/** This month against the last, in percent with one decimal; null when last month earned nothing. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The platform's income per Tehran day over the last 30 days (today included), zeros filled in. */
export async function incomeChart(db: DB, now: Date) {
  const p = adminPeriods(now, ADMIN_LIMITS.chartDays);
  const rows = await dayRows(db, 'platform', PLATFORM_INCOME_TYPES, p.chartStart);
  const days = Array.from({ length: ADMIN_LIMITS.chartDays }, (_, i) => addDays(p.chartStart, i));
  const byDay = new Map(days.map((day) => [day, { day, fees: 0, store: 0, bot: 0, total: 0 }]));
  for (const row of rows) {
    const point = byDay.get(row.day);
    if (!point) continue;
    const amount = Number(row.amount);
    if (row.type === 'platform_fee') point.fees += amount;
    else if (row.type === 'store_payment_in') point.store += amount;
    else point.bot += amount;
    point.total += amount;
  }
  return days.map((day) => byDay.get(day)!);
}
