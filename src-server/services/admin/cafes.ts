import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS, type cafeActiveInput, type cafeListInput, type createCafeInput } from '@shared/admin/schemas';
import { adminPeriods, addDays } from '@shared/admin/period';
import { MSG } from '@shared/messages';
import { tehranDayStart } from '@shared/calendar/tehran';
import type { DB } from '../../db/connection';
import type { CafeRow, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { fail } from '../../errors';
import { nowIso } from '../../ids';
import { createAccount } from '../auth/users';
import { withdrawalView } from '../wallet/withdrawals';
import { recordAudit } from '../audit/log';
import { removeAccount } from './users';
import { readCounters, sumDays, PLATFORM_INCOME_TYPES } from './figures';
import { growthPercent } from './statistics';

type CafeWithOwner = CafeRow & { username: string; email: string | null };

/** Spec 3 §3 "Internet cafe (admin view)". `_id` is the cafe id, `owner_id` its account. */
function adminCafeView(row: CafeWithOwner) {
  return {
    _id: row.id,
    id: row.id,
    owner_id: row.owner_id,
    cafe_name: row.cafe_name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    address: row.address,
    active: row.is_active === 1,
    rating_avg: row.rating_avg,
    created_at: row.created_at,
  };
}

function cafesWithOwner(db: DB) {
  return db.selectFrom('cafes').innerJoin('users', 'users.id', 'cafes.owner_id').selectAll('cafes').select(['users.username', 'users.email']);
}

/** Newest first from the (created_at, id) index; search is "contains" on the name or the username. */
export async function listCafes(db: DB, input: z.output<typeof cafeListInput>) {
  let query = cafesWithOwner(db);
  const q = input.search?.trim().toLowerCase();
  if (q) query = query.where((eb) => eb.or([eb('cafes.cafe_name', 'like', `%${q}%`), eb('users.username', 'like', `%${q}%`)]));
  const rows = await query.orderBy('cafes.created_at', 'desc').orderBy('cafes.id', 'desc').limit(input.limit + 1).offset(input.skip).execute();
  return { cafes: rows.slice(0, input.limit).map(adminCafeView), has_more: rows.length > input.limit, skip: input.skip, limit: input.limit };
}

async function cafeById(db: DB, id: string): Promise<CafeWithOwner> {
  const cafe = await cafesWithOwner(db).where('cafes.id', '=', id).executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  return cafe;
}

/** An inactive cafe keeps its page and its open orders but takes no new ones (DOMAIN.md §1). */
export async function setCafeActive(db: DB, admin: UserRow, input: z.output<typeof cafeActiveInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const cafe = await cafeById(trx, input.id);
    const active = input.active ? 1 : 0;
    if (input.active) {
      const owner = await trx.selectFrom('users').select(['is_blocked']).where('id', '=', cafe.owner_id).executeTakeFirstOrThrow();
      if (owner.is_blocked) throw fail.conflict(ADMIN_MSG.ownerBlocked);
    }
    // The admin's own switch: a later unblock leaves it as the admin set it.
    if (cafe.is_active !== active || cafe.paused_by_block) {
      await trx.updateTable('cafes').set({ is_active: active, paused_by_block: 0, updated_at: nowIso(now) }).where('id', '=', cafe.id).execute();
    }
    if (cafe.is_active !== active) {
      await recordAudit(trx, admin, { action: input.active ? 'cafe.activate' : 'cafe.deactivate', area: 'cafes', targetId: cafe.id, label: cafe.cafe_name, before: { active: cafe.is_active === 1 }, after: { active: input.active } }, now);
    }
    return { message: input.active ? ADMIN_MSG.cafeActivated : ADMIN_MSG.cafeDeactivated, cafe: adminCafeView({ ...cafe, is_active: active }) };
  });
}

/** A cafe without orders or money is deleted with its account; one with history is refused (409). */
export async function deleteCafe(db: DB, admin: UserRow, id: string, now: Date) {
  return writeTransaction(db, async (trx) => {
    const cafe = await cafeById(trx, id);
    const owner = await trx.selectFrom('users').selectAll().where('id', '=', cafe.owner_id).executeTakeFirstOrThrow();
    if (owner.id === admin.id) throw fail.conflict(ADMIN_MSG.selfDelete);
    await removeAccount(trx, owner, ADMIN_MSG.cafeHasHistory);
    await recordAudit(trx, admin, { action: 'cafe.delete', area: 'cafes', targetId: cafe.id, label: cafe.cafe_name, before: { cafe_name: cafe.cafe_name, username: owner.username } }, now);
    return { message: ADMIN_MSG.cafeDeleted, id: cafe.id };
  });
}

/** Letters and digits without look-alikes (0/O, 1/l/I): easy to read out and type once. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function oneTimePassword(length: number = ADMIN_LIMITS.oneTimePasswordLength): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

/**
 * Add-cafe: a coffenet account with a random one-time password (hashed like any password; shown
 * once in this answer and never again) that must be changed at first login, and its active cafe
 * named by the admin, with phone and address. Account, cafe and audit row are one transaction.
 */
export async function createCafe(db: DB, admin: UserRow, input: z.output<typeof createCafeInput>, now: Date) {
  const password = oneTimePassword();
  const user = await createAccount(
    db,
    {
      username: input.username,
      password,
      role: 'coffenet',
      phone: input.phone,
      email: input.email,
      name: input.cafe_name,
      mustChangePassword: true,
      cafe: { cafeName: input.cafe_name, address: input.address },
      alongside: (trx, row) =>
        recordAudit(trx, admin, { action: 'cafe.create', area: 'cafes', targetId: row.id, label: input.cafe_name, after: { username: row.username, cafe_name: input.cafe_name } }, now),
    },
    now,
  );
  const cafe = await db.selectFrom('cafes').select('id').where('owner_id', '=', user.id).executeTakeFirstOrThrow();
  return {
    message: ADMIN_MSG.cafeCreated,
    user_id: user.id,
    cafe_id: cafe.id,
    _id: cafe.id,
    id: cafe.id,
    username: user.username,
    one_time_password: password,
  };
}

/** A cafe rated this well on average counts as popular. */
const POPULAR_RATING = 4;

/** Spec 3 §3 "Cafe statistics". */
export async function cafeStatistics(db: DB, now: Date) {
  const p = adminPeriods(now);
  const [counters, newThisMonth, popular, ratingTotals, top] = await Promise.all([
    readCounters(db),
    db
      .selectFrom('cafes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', tehranDayStart(p.monthStart).toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cafes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_active', '=', 1)
      .where('rating_avg', '>=', POPULAR_RATING)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cafes')
      .select((eb) => [eb.fn.sum<number>('ratings_sum').as('sum'), eb.fn.sum<number>('ratings_count').as('count')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cafes')
      .select(['id', 'cafe_name', 'rating_avg'])
      // The same cafes the popular count counts (a list of five under a count of one listed
      // unrated cafes), the better rated first, then the more often rated.
      .where('is_active', '=', 1)
      .where('rating_avg', '>=', POPULAR_RATING)
      .orderBy('rating_avg', 'desc')
      .orderBy('ratings_count', 'desc')
      .orderBy('id')
      .limit(5)
      .execute(),
  ]);
  const orderCounts = top.length
    ? await db
        .selectFrom('orders')
        .select(['cafe_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('cafe_id', 'in', top.map((c) => c.id))
        .groupBy('cafe_id')
        .execute()
    : [];
  const countOf = new Map(orderCounts.map((r) => [r.cafe_id, Number(r.n)]));
  const ratingCount = Number(ratingTotals.count ?? 0);
  return {
    total_coffenets: counters.cafes,
    active_coffenets: counters.activeCafes,
    inactive_coffenets: counters.cafes - counters.activeCafes,
    new_this_month: Number(newThisMonth.n),
    pending_orders: counters.orders('pending'),
    popular_coffenets: Number(popular.n),
    average_rating: ratingCount ? Math.round((Number(ratingTotals.sum) / ratingCount) * 10) / 10 : 0,
    popular_coffenets_list: top.map((c) => ({ id: c.id, _id: c.id, name: c.cafe_name, order_count: countOf.get(c.id) ?? 0, average_rating: c.rating_avg })),
  };
}

/**
 * Spec 3 §3 "Cafe financial row" for a page of cafes (newest first): a cafe's revenue is what it
 * earned from settled orders (its wallet's `earning` entries, net of the fee, rials); orderCount the
 * settled orders; monthly = this Persian month. One grouped query over the page's wallets' entries.
 */
export async function financialReport(db: DB, input: z.output<typeof cafeListInput>, now: Date) {
  const p = adminPeriods(now);
  const page = await listCafes(db, input);
  const ownerIds = page.cafes.map((c) => c.owner_id);
  const monthFrom = tehranDayStart(p.monthStart).toISOString();
  // Each wallet's entries are an index range of (account_id, seq); a page holds at most a few dozen cafes.
  const totals = ownerIds.length
    ? await db
        .selectFrom('ledger_accounts')
        .innerJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
        .select((eb) => [
          'ledger_accounts.user_id',
          eb.fn.sum<number>('ledger_entries.amount').as('total'),
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>(eb.case().when('ledger_entries.created_at', '>=', monthFrom).then(eb.ref('ledger_entries.amount')).else(0).end()).as('month'),
        ])
        .where('ledger_accounts.user_id', 'in', ownerIds)
        .where('ledger_entries.type', '=', 'earning')
        .groupBy('ledger_accounts.user_id')
        .execute()
    : [];
  const byOwner = new Map(totals.map((t) => [t.user_id, t]));
  return {
    rows: page.cafes.map((c) => {
      const t = byOwner.get(c.owner_id);
      const total = Number(t?.total ?? 0);
      const count = Number(t?.count ?? 0);
      return {
        id: c.id,
        _id: c.id,
        username: c.username,
        name: c.cafe_name,
        active: c.active,
        totalRevenue: total,
        monthlyRevenue: Number(t?.month ?? 0),
        orderCount: count,
        avgOrderValue: count ? Math.round(total / count) : 0,
      };
    }),
    has_more: page.has_more,
    skip: page.skip,
    limit: page.limit,
  };
}

/** Spec 3 §3 "Financial summary tiles" (rials). */
export async function summaryTiles(db: DB, now: Date) {
  const p = adminPeriods(now);
  const overdueBefore = new Date(now.getTime() - ADMIN_LIMITS.overdueDays * 86_400_000).toISOString();
  const [counters, earnings, fees, month, lastMonth, overdue] = await Promise.all([
    readCounters(db),
    sumDays(db, 'wallet', ['earning']),
    sumDays(db, 'platform', ['platform_fee']),
    sumDays(db, 'platform', PLATFORM_INCOME_TYPES, p.monthStart),
    sumDays(db, 'platform', PLATFORM_INCOME_TYPES, p.lastMonthStart, addDays(p.monthStart, -1)),
    db
      .selectFrom('withdrawal_requests')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
      .where('status', '=', 'pending')
      .where('created_at', '<', overdueBefore)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total_revenue: earnings.amount,
    transaction_count: earnings.entries,
    platform_fee: fees.amount,
    overdue_payments: Number(overdue.n),
    overdue_amount: Number(overdue.amount ?? 0),
    average_revenue_per_cafe: counters.cafes ? Math.round(earnings.amount / counters.cafes) : 0,
    monthly_growth_percent: growthPercent(month.amount, lastMonth.amount),
  };
}

/** Waiting withdrawal requests, oldest first (the cafe page's "pending payments"). */
export async function pendingPayments(db: DB, limit: number) {
  const rows = await db
    .selectFrom('withdrawal_requests')
    .leftJoin('cafes', 'cafes.owner_id', 'withdrawal_requests.user_id')
    .leftJoin('users', 'users.id', 'withdrawal_requests.user_id')
    .selectAll('withdrawal_requests')
    .select(['cafes.cafe_name', 'users.username'])
    .where('withdrawal_requests.status', '=', 'pending')
    .orderBy('withdrawal_requests.created_at')
    .limit(limit)
    .execute();
  return rows.map(withdrawalView);
}

/** The newest cafe earnings and payouts from the ledger (rials), each read from the (type, seq) index. */
export async function recentCafeTransactions(db: DB, limit: number) {
  const read = (type: 'earning' | 'admin_withdrawal_confirm') =>
    db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select(['ledger_entries.id', 'ledger_entries.seq', 'ledger_entries.amount', 'ledger_entries.type', 'ledger_entries.created_at', 'ledger_entries.order_id', 'ledger_entries.account_id', 'ledger_transfers.idempotency_key'])
      .where('ledger_entries.type', '=', type)
      .orderBy('ledger_entries.seq', 'desc')
      .limit(limit)
      .execute();
  const [earnings, payouts] = await Promise.all([read('earning'), read('admin_withdrawal_confirm')]);
  const rows = [...earnings, ...payouts].sort((a, b) => b.seq - a.seq).slice(0, limit);
  // Earnings name the cafe by its wallet; payouts by their withdrawal request (key withdrawal:<id>:payout).
  const walletIds = rows.filter((r) => r.type === 'earning').map((r) => r.account_id);
  const requestIds = rows.filter((r) => r.type !== 'earning').map((r) => r.idempotency_key.split(':')[1] ?? '');
  const [wallets, requests] = await Promise.all([
    walletIds.length
      ? db.selectFrom('ledger_accounts').innerJoin('cafes', 'cafes.owner_id', 'ledger_accounts.user_id').select(['ledger_accounts.id', 'cafes.cafe_name']).where('ledger_accounts.id', 'in', walletIds).execute()
      : [],
    requestIds.length
      ? db.selectFrom('withdrawal_requests').leftJoin('cafes', 'cafes.owner_id', 'withdrawal_requests.user_id').select(['withdrawal_requests.id', 'cafes.cafe_name']).where('withdrawal_requests.id', 'in', requestIds).execute()
      : [],
  ]);
  const walletName = new Map(wallets.map((w) => [w.id, w.cafe_name]));
  const requestName = new Map(requests.map((r) => [r.id, r.cafe_name]));
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    type: r.type,
    amount: Math.abs(r.amount),
    cafe_name: r.type === 'earning' ? walletName.get(r.account_id) ?? null : requestName.get(r.idempotency_key.split(':')[1] ?? '') ?? null,
    order_id: r.order_id,
    created_at: r.created_at,
  }));
}
