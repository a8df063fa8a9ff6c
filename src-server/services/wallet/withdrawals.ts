import type { z } from 'zod';
import type { approveWithdrawalInput, myWithdrawalsInput, rejectWithdrawalInput, withdrawalListInput, withdrawRequestInput } from '@shared/wallet/schemas';
import { LEDGER_DESCRIPTIONS, WALLET_MSG, withdrawalApprovedNoticeText, withdrawalRejectedNoticeText, withdrawalRequestNoticeText } from '@shared/wallet/messages';
import type { DB } from '../../db/connection';
import type { UserRow, WithdrawalRequestsTable } from '../../db/schema';
import { writeTransaction, type Trx } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { activeAdminIds, notify, notifyAll } from '../notifications/notices';
import { insufficientNaming, postTransfer, walletBalance } from './ledger';
import { ownBankAccount } from './bank-accounts';
import { recordAudit } from '../audit/log';

/**
 * Cafe withdrawals (DOMAIN.md §3): the amount leaves the wallet at once into the held
 * withdrawals account (`withdrawal_pending`); approval pays it out to the bank
 * (`admin_withdrawal_confirm`), rejection returns it (`withdrawal_rejected`).
 */

export const withdrawalKey = {
  hold: (id: string) => `withdrawal:${id}:hold`,
  payout: (id: string) => `withdrawal:${id}:payout`,
  return: (id: string) => `withdrawal:${id}:return`,
};

type RequestRow = WithdrawalRequestsTable & { cafe_name?: string | null; cafe_balance?: number | null; username?: string | null };

/** Spec 3 §3's withdraw request fields. */
export function withdrawalView(row: RequestRow) {
  return {
    _id: row.id,
    id: row.id,
    amount: row.amount,
    account_id: row.bank_account_id,
    status: row.status,
    admin_message: row.admin_message,
    expected_time: row.expected_time,
    description: row.description,
    created_at: row.created_at,
    decided_at: row.decided_at,
    user_id: row.user_id,
    username: row.username ?? null,
    cafe_name: row.cafe_name ?? null,
    cafe_balance: row.cafe_balance ?? null,
    account_info: { account_number: row.account_number, iban: row.iban, bank: row.bank, full_name: row.full_name },
  };
}

export async function requestWithdrawal(db: DB, cafeUser: UserRow, input: z.output<typeof withdrawRequestInput>, now: Date) {
  const account = await ownBankAccount(db, cafeUser.id, input.account_id);
  const id = newId();
  const at = nowIso(now);
  return writeTransaction(db, async (trx) => {
    const row: WithdrawalRequestsTable = {
      id,
      user_id: cafeUser.id,
      amount: input.amount,
      bank_account_id: account.id,
      iban: account.iban,
      account_number: account.account_number,
      bank: account.bank,
      full_name: account.full_name,
      description: input.description,
      status: 'pending',
      admin_message: null,
      expected_time: null,
      decided_by: null,
      decided_at: null,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('withdrawal_requests').values(row).execute();
    await postTransfer(trx, {
      key: withdrawalKey.hold(id),
      kind: 'withdrawal_hold',
      actorId: cafeUser.id,
      description: input.description || LEDGER_DESCRIPTIONS.withdrawalRequest,
      now,
      insufficient: insufficientNaming('amount'),
      legs: [
        { account: { wallet: cafeUser.id }, amount: -input.amount, type: 'withdrawal_pending' },
        { account: 'withdrawals', amount: input.amount, type: 'withdrawal' },
      ],
    });
    const note = { type: 'system' as const, title: WALLET_MSG.withdrawalRequestTitle, message: withdrawalRequestNoticeText(cafeUser.name ?? cafeUser.username, input.amount) };
    await notifyAll(trx, (await activeAdminIds(trx)).map((userId) => ({ userId, note })), now);
    return { message: WALLET_MSG.withdrawRequested, new_balance: await walletBalance(trx, cafeUser.id), ...(await withdrawalById(trx, row.id)) };
  });
}

function requestsQuery(db: DB | Trx) {
  return db
    .selectFrom('withdrawal_requests')
    .innerJoin('users', 'users.id', 'withdrawal_requests.user_id')
    .leftJoin('cafes', 'cafes.owner_id', 'withdrawal_requests.user_id')
    .leftJoin('ledger_accounts', 'ledger_accounts.user_id', 'withdrawal_requests.user_id')
    .selectAll('withdrawal_requests')
    .select(['cafes.cafe_name', 'ledger_accounts.balance as cafe_balance', 'users.username']);
}

/** One request as the lists show it (cafe name, balance, username), read after a change inside its transaction. */
async function withdrawalById(trx: DB | Trx, id: string) {
  return withdrawalView(await requestsQuery(trx).where('withdrawal_requests.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * The cafe's own requests, newest first, on the (user_id, created_at, id) index (migration 0029):
 * a page is an index range, no sort. One row more than the page says has_more without a count.
 */
export async function myWithdrawals(db: DB, userId: string, page: z.output<typeof myWithdrawalsInput>) {
  const rows = await requestsQuery(db)
    .where('withdrawal_requests.user_id', '=', userId)
    .orderBy('withdrawal_requests.created_at', 'desc')
    .orderBy('withdrawal_requests.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.skip)
    .execute();
  return { items: rows.slice(0, page.limit).map(withdrawalView), has_more: rows.length > page.limit };
}

export async function listWithdrawals(db: DB, input: z.output<typeof withdrawalListInput>) {
  let query = requestsQuery(db);
  if (input.status) query = query.where('withdrawal_requests.status', '=', input.status);
  const rows = await query
    .orderBy('withdrawal_requests.created_at', input.status === 'pending' ? 'asc' : 'desc')
    .orderBy('withdrawal_requests.id')
    .limit(input.limit)
    .offset(input.skip)
    .execute();
  return rows.map(withdrawalView);
}

/** Marks a pending request decided; a request decided already answers 409, a missing one 404. */
async function decide(trx: Trx, id: string, admin: UserRow, changes: Pick<WithdrawalRequestsTable, 'status' | 'admin_message' | 'expected_time'>, now: Date) {
  const row = await trx.selectFrom('withdrawal_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(WALLET_MSG.withdrawalNotFound);
  if (row.status !== 'pending') throw fail.conflict(WALLET_MSG.withdrawalDecided);
  const at = nowIso(now);
  await trx
    .updateTable('withdrawal_requests')
    .set({ ...changes, decided_by: admin.id, decided_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return { ...row, ...changes, decided_by: admin.id, decided_at: at, updated_at: at };
}

/** Who asked for the withdrawal, as the audit list names its target (the amount is in the change). */
async function requesterName(trx: DB, userId: string): Promise<string> {
  const user = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return user?.username ?? userId;
}

export async function approveWithdrawal(db: DB, admin: UserRow, input: z.output<typeof approveWithdrawalInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const row = await decide(trx, input.id, admin, { status: 'completed', admin_message: input.message, expected_time: input.expected_time }, now);
    await postTransfer(trx, {
      key: withdrawalKey.payout(row.id),
      kind: 'withdrawal_payout',
      actorId: admin.id,
      description: input.message ?? LEDGER_DESCRIPTIONS.withdrawalPayout,
      now,
      legs: [
        { account: 'withdrawals', amount: -row.amount, type: 'admin_withdrawal_confirm' },
        { account: 'gateway', amount: row.amount, type: 'user_withdraw' },
      ],
    });
    await recordAudit(trx, admin, { action: 'withdrawal.approve', area: 'finance', targetId: row.id, label: await requesterName(trx, row.user_id), before: { status: 'pending' }, after: { status: 'completed', amount: row.amount } }, now);
    await notify(trx, row.user_id, { type: 'system', title: WALLET_MSG.withdrawalApproved, message: withdrawalApprovedNoticeText(row.amount, input.expected_time, input.message) }, now);
    return { message: WALLET_MSG.withdrawalApproved, ...(await withdrawalById(trx, row.id)) };
  });
}

export async function rejectWithdrawal(db: DB, admin: UserRow, input: z.output<typeof rejectWithdrawalInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const row = await decide(trx, input.id, admin, { status: 'rejected', admin_message: input.message, expected_time: null }, now);
    await postTransfer(trx, {
      key: withdrawalKey.return(row.id),
      kind: 'withdrawal_return',
      actorId: admin.id,
      description: input.message,
      now,
      legs: [
        { account: 'withdrawals', amount: -row.amount, type: 'withdrawal' },
        { account: { wallet: row.user_id }, amount: row.amount, type: 'withdrawal_rejected' },
      ],
    });
    await recordAudit(trx, admin, { action: 'withdrawal.reject', area: 'finance', targetId: row.id, label: await requesterName(trx, row.user_id), before: { status: 'pending' }, after: { status: 'rejected', amount: row.amount } }, now);
    await notify(trx, row.user_id, { type: 'system', title: WALLET_MSG.withdrawalRejected, message: withdrawalRejectedNoticeText(row.amount, input.message) }, now);
    return { message: WALLET_MSG.withdrawalRejected, ...(await withdrawalById(trx, row.id)) };
  });
}
