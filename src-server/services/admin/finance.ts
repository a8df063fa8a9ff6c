import type { z } from 'zod';
import type { financeListInput } from '@shared/admin/schemas';
import { dayRangeInstants } from '@shared/admin/period';
import { FINANCE_RESULT_KINDS, type FinanceResultKind } from '@shared/admin/finance-search';
import { PAYMENT_PURPOSE_LABELS, ppmToFee } from '@shared/wallet/transactions';
import type { DB } from '../../db/connection';
import { referencePrefix, referenceRange } from '@shared/reference';

/**
 * The finance page's lists (rials, pages of 20 from indexes) and its search by code. Rows are read
 * from the ledger's transfers and their legs, so they always agree with the balances.
 */

type FinanceList = z.output<typeof financeListInput>;

/** Spec 3 §3 "Admin order payment row": order payments (wallet or gateway), with the settlement's shares once completed. */
export async function orderPayments(db: DB, input: FinanceList) {
  const range = dayRangeInstants(input.from_date, input.to_date);
  let query = db
    .selectFrom('ledger_transfers as pay')
    .innerJoin('orders', 'orders.id', 'pay.order_id')
    .innerJoin('users as customer', 'customer.id', 'orders.user_id')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .leftJoin('ledger_transfers as settle', (join) =>
      join.onRef('settle.order_id', '=', 'pay.order_id').on('settle.kind', '=', 'order_settlement'),
    )
    .leftJoin('ledger_entries as cafe_leg', (join) => join.onRef('cafe_leg.transfer_id', '=', 'settle.id').on('cafe_leg.type', '=', 'earning'))
    .leftJoin('ledger_entries as fee_leg', (join) => join.onRef('fee_leg.transfer_id', '=', 'settle.id').on('fee_leg.type', '=', 'platform_fee'))
    .leftJoin('ledger_entries as pay_leg', (join) => join.onRef('pay_leg.transfer_id', '=', 'pay.id').on('pay_leg.type', '=', 'payment_in'))
    .select([
      'pay.id',
      'pay.idempotency_key',
      'pay.created_at',
      'orders.id as order_id',
      'orders.service_type',
      'orders.status',
      'customer.username as customer_username',
      'cafes.cafe_name',
      'settle.fee_ppm',
      'cafe_leg.amount as cafe_share',
      'fee_leg.amount as platform_share',
      'pay_leg.amount as paid',
    ])
    .where('pay.kind', '=', 'order_payment');
  if (range.from) query = query.where('pay.created_at', '>=', range.from);
  if (range.to) query = query.where('pay.created_at', '<', range.to);
  if (input.source === 'gateway') query = query.where('pay.idempotency_key', 'like', 'gateway:%');
  if (input.source === 'wallet') query = query.where('pay.idempotency_key', 'like', 'order:%');
  const rows = await query.orderBy('pay.created_at', 'desc').limit(input.limit + 1).offset(input.skip).execute();
  return {
    orders: rows.slice(0, input.limit).map((r) => ({
      _id: r.id,
      id: r.id,
      order_number: r.order_id,
      order_amount: Number(r.paid ?? 0),
      customer_username: r.customer_username,
      cafe_name: r.cafe_name,
      service_name: r.service_type,
      order_status: r.status,
      source: r.idempotency_key.startsWith('gateway:') ? ('gateway' as const) : ('wallet' as const),
      platform_fee_percent: r.fee_ppm === null ? null : Math.round(ppmToFee(r.fee_ppm) * 10000) / 100,
      cafe_share: r.fee_ppm === null ? null : Number(r.cafe_share ?? 0),
      platform_share: r.fee_ppm === null ? null : Number(r.platform_share ?? 0),
      payment_date: r.created_at,
    })),
    has_more: rows.length > input.limit,
    skip: input.skip,
    limit: input.limit,
  };
}

/** Spec 3 §3 "Cafe withdrawal row": approved withdrawal requests, newest decision first. */
export async function cafeWithdrawals(db: DB, input: FinanceList) {
  const range = dayRangeInstants(input.from_date, input.to_date);
  let query = db
    .selectFrom('withdrawal_requests')
    .leftJoin('cafes', 'cafes.owner_id', 'withdrawal_requests.user_id')
    .leftJoin('users', 'users.id', 'withdrawal_requests.user_id')
    .selectAll('withdrawal_requests')
    .select(['cafes.cafe_name', 'users.username'])
    .where('withdrawal_requests.status', '=', 'completed');
  if (range.from) query = query.where('withdrawal_requests.decided_at', '>=', range.from);
  if (range.to) query = query.where('withdrawal_requests.decided_at', '<', range.to);
  const rows = await query
    .orderBy('withdrawal_requests.decided_at', 'desc')
    .orderBy('withdrawal_requests.id', 'desc')
    .limit(input.limit + 1)
    .offset(input.skip)
    .execute();
  return {
    withdrawals: rows.slice(0, input.limit).map((r) => ({
      _id: r.id,
      id: r.id,
      cafe_name: r.cafe_name ?? r.username ?? '',
      username: r.username,
      amount: r.amount,
      payment_type: 'admin_withdrawal_confirm' as const,
      date: r.decided_at ?? r.updated_at,
      requested_at: r.created_at,
      iban: r.iban,
      account_number: r.account_number,
      bank: r.bank,
      full_name: r.full_name,
      admin_message: r.admin_message,
    })),
    has_more: rows.length > input.limit,
    skip: input.skip,
    limit: input.limit,
  };
}

/** The fees the platform took: one row per settled order, newest first. */
export async function cafeFeeSettlements(db: DB, input: FinanceList) {
  const range = dayRangeInstants(input.from_date, input.to_date);
  let query = db
    .selectFrom('ledger_transfers as settle')
    .innerJoin('orders', 'orders.id', 'settle.order_id')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .leftJoin('ledger_entries as fee_leg', (join) => join.onRef('fee_leg.transfer_id', '=', 'settle.id').on('fee_leg.type', '=', 'platform_fee'))
    .leftJoin('ledger_entries as cafe_leg', (join) => join.onRef('cafe_leg.transfer_id', '=', 'settle.id').on('cafe_leg.type', '=', 'earning'))
    .select(['settle.id', 'settle.created_at', 'settle.fee_ppm', 'orders.id as order_id', 'orders.service_type', 'cafes.cafe_name', 'cafes.id as cafe_id', 'fee_leg.amount as fee', 'cafe_leg.amount as earning'])
    .where('settle.kind', '=', 'order_settlement');
  if (range.from) query = query.where('settle.created_at', '>=', range.from);
  if (range.to) query = query.where('settle.created_at', '<', range.to);
  const rows = await query.orderBy('settle.created_at', 'desc').limit(input.limit + 1).offset(input.skip).execute();
  return {
    fees: rows.slice(0, input.limit).map((r) => {
      const fee = Number(r.fee ?? 0);
      const earning = Number(r.earning ?? 0);
      return {
        _id: r.id,
        id: r.id,
        order_number: r.order_id,
        service_name: r.service_type,
        cafe_id: r.cafe_id,
        cafe_name: r.cafe_name,
        order_amount: fee + earning,
        fee_percent: r.fee_ppm === null ? null : Math.round(ppmToFee(r.fee_ppm) * 10000) / 100,
        platform_share: fee,
        cafe_share: earning,
        date: r.created_at,
      };
    }),
    has_more: rows.length > input.limit,
    skip: input.skip,
    limit: input.limit,
  };
}

const PER_KIND = 5;

/**
 * Search by code: a service order, store order, withdrawal or ledger transfer id (or the id of one
 * of its statement lines, which the wallets show), or a gateway authority or ref_id. An id may be given whole or by its first eight or more characters, as the
 * tables and order references show it (dashes and spaces ignored): a range on the primary key (`id >= prefix and id < prefix + 'g'`, ids being
 * lowercase hex), at most five of each kind. The gateway codes are unique-index lookups.
 */
export async function searchCode(db: DB, code: string) {
  const c = code.trim();
  // "A3F9-1C2B", the reference people read (src-shared/reference.ts), is the id's first eight characters.
  const prefix = referencePrefix(c);
  const none = Promise.resolve([] as never[]);
  const upper = referenceRange(prefix ?? '').to;
  const [order, storeOrder, withdrawal, transfer, attempts] = await Promise.all([
    prefix
      ? db.selectFrom('orders').innerJoin('cafes', 'cafes.id', 'orders.cafe_id').select(['orders.id', 'orders.status', 'orders.price', 'orders.service_type', 'orders.created_at', 'cafes.cafe_name']).where('orders.id', '>=', prefix).where('orders.id', '<', upper).orderBy('orders.id').limit(PER_KIND).execute()
      : none,
    prefix ? db.selectFrom('store_orders').select(['id', 'status', 'total', 'created_at']).where('id', '>=', prefix).where('id', '<', upper).orderBy('id').limit(PER_KIND).execute() : none,
    prefix ? db.selectFrom('withdrawal_requests').select(['id', 'status', 'amount', 'created_at']).where('id', '>=', prefix).where('id', '<', upper).orderBy('id').limit(PER_KIND).execute() : none,
    prefix
      ? db
          .selectFrom('ledger_transfers')
          .select(['id', 'kind', 'description', 'order_id', 'created_at'])
          // The statement line the search matched, for a transfer found by a line's reference: the
          // row then shows the number the person read out (the transfer's legs through ledger_entries_transfer_idx).
          .select((eb) =>
            eb
              .selectFrom('ledger_entries as leg')
              .select((l) => l.fn.min('leg.id').as('line_id'))
              .whereRef('leg.transfer_id', '=', 'ledger_transfers.id')
              .where('leg.id', '>=', prefix)
              .where('leg.id', '<', upper)
              .as('line_id'),
          )
          // A statement line's reference is its entry's id: the search finds the transfer it belongs to.
          .where((eb) => eb.or([eb.and([eb('id', '>=', prefix), eb('id', '<', upper)]), eb('id', 'in', eb.selectFrom('ledger_entries').select('transfer_id').where('id', '>=', prefix).where('id', '<', upper).limit(PER_KIND))]))
          .orderBy('id')
          .limit(PER_KIND)
          .execute()
      : none,
    db
      .selectFrom('payment_attempts')
      .select(['id', 'purpose', 'target_id', 'amount', 'status', 'authority', 'ref_id', 'created_at'])
      .where((eb) => eb.or([eb('authority', '=', c), eb('ref_id', '=', c)]))
      .limit(5)
      .execute(),
  ]);
  // reference_id: the id whose readable reference the row shows (src-shared/reference.ts); a
  // payment attempt has none, it was found by the gateway's own code.
  const results: Array<{ kind: FinanceResultKind; id: string; reference_id: string | null; title: string; status: string | null; amount: number | null; created_at: string; order_id: string | null }> = [];
  for (const o of order) results.push({ kind: 'order', id: o.id, reference_id: o.id, title: `${o.service_type} — ${o.cafe_name}`, status: o.status, amount: o.price, created_at: o.created_at, order_id: o.id });
  for (const o of storeOrder) results.push({ kind: 'store_order', id: o.id, reference_id: o.id, title: FINANCE_RESULT_KINDS.store_order, status: o.status, amount: o.total, created_at: o.created_at, order_id: null });
  for (const w of withdrawal) results.push({ kind: 'withdrawal', id: w.id, reference_id: w.id, title: FINANCE_RESULT_KINDS.withdrawal, status: w.status, amount: w.amount, created_at: w.created_at, order_id: null });
  for (const t of transfer) {
    const ownId = prefix !== null && t.id.startsWith(prefix);
    results.push({ kind: 'transfer', id: t.id, reference_id: ownId ? t.id : (t.line_id ?? t.id), title: t.description || t.kind, status: t.kind, amount: null, created_at: t.created_at, order_id: t.order_id });
  }
  for (const a of attempts) {
    results.push({ kind: 'payment', id: a.id, reference_id: null, title: `${FINANCE_RESULT_KINDS.payment} (${PAYMENT_PURPOSE_LABELS[a.purpose] ?? a.purpose})`, status: a.status, amount: a.amount, created_at: a.created_at, order_id: a.purpose === 'order' ? a.target_id : null });
  }
  return { code: c, results };
}
