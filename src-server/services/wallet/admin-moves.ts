import type { z } from 'zod';
import type { adminDepositInput, adminTransferInput, walletHolderSearchInput } from '@shared/wallet/schemas';
import { adminMoveNoticeText, WALLET_MSG } from '@shared/wallet/messages';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { writeTransaction, type Trx } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId } from '../../ids';
import { notify, notifyAll } from '../notifications/notices';
import { balanceOf, insufficientNaming, postTransfer, walletBalance, type PostedTransfer } from './ledger';
import { recordAudit } from '../audit/log';

/**
 * The admin's manual movements (DOMAIN.md §3): deposit from the platform wallet into a wallet,
 * withdraw from a wallet into the platform, and transfer between two wallets. Each is one
 * transfer with the admin as its actor and a required description.
 */

/** Only customers and cafe managers hold wallets; the admins' wallet is the platform's. */
async function walletHolder(trx: Trx, userId: string): Promise<UserRow> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw fail.notFound(WALLET_MSG.walletHolderNotFound);
  if (user.role === 'admin') throw fail.badRequest(WALLET_MSG.walletHolderNotWallet);
  return user;
}

function keyFor(action: string, requestId: string | undefined): string {
  return `admin-${action}:${requestId ?? newId()}`;
}

function result(transfer: PostedTransfer, message: string, walletUserIds: string[], balances: number[]) {
  return {
    success: true,
    message,
    transaction_id: transfer.id,
    repeated: !transfer.created,
    balances: Object.fromEntries(walletUserIds.map((id, i) => [id, balances[i]!])),
  };
}

export async function adminDeposit(db: DB, admin: UserRow, input: z.output<typeof adminDepositInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const target = await walletHolder(trx, input.target_user_id);
    const transfer = await postTransfer(trx, {
      key: keyFor('deposit', input.request_id),
      kind: 'admin_deposit',
      actorId: admin.id,
      description: input.description,
      now,
      insufficient: insufficientNaming('amount'),
      legs: [
        { account: 'platform', amount: -input.amount, type: 'admin_deposit_out' },
        { account: { wallet: target.id }, amount: input.amount, type: 'admin_deposit' },
      ],
    });
    if (transfer.created) {
      await recordAudit(trx, admin, { action: 'wallet.deposit', area: 'finance', targetId: transfer.id, label: target.username, after: { user_id: target.id, amount: input.amount, description: input.description } }, now);
      await notify(trx, target.id, { type: 'system', title: WALLET_MSG.adminDepositTitle, message: adminMoveNoticeText.deposit(input.amount, input.description) }, now);
    }
    return result(transfer, WALLET_MSG.depositDone, [target.id], [await walletBalance(trx, target.id)]);
  });
}

export async function adminWithdraw(db: DB, admin: UserRow, input: z.output<typeof adminDepositInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const target = await walletHolder(trx, input.target_user_id);
    const transfer = await postTransfer(trx, {
      key: keyFor('withdraw', input.request_id),
      kind: 'admin_withdraw',
      actorId: admin.id,
      description: input.description,
      now,
      insufficient: insufficientNaming('amount'),
      legs: [
        { account: { wallet: target.id }, amount: -input.amount, type: 'admin_withdrawal' },
        { account: 'platform', amount: input.amount, type: 'admin_withdrawal_in' },
      ],
    });
    if (transfer.created) {
      await recordAudit(trx, admin, { action: 'wallet.withdraw', area: 'finance', targetId: transfer.id, label: target.username, after: { user_id: target.id, amount: input.amount, description: input.description } }, now);
      await notify(trx, target.id, { type: 'system', title: WALLET_MSG.adminWithdrawTitle, message: adminMoveNoticeText.withdraw(input.amount, input.description) }, now);
    }
    return result(transfer, WALLET_MSG.withdrawDone, [target.id], [await walletBalance(trx, target.id)]);
  });
}

export async function adminTransfer(db: DB, admin: UserRow, input: z.output<typeof adminTransferInput>, now: Date) {
  return writeTransaction(db, async (trx) => {
    const from = await walletHolder(trx, input.from_user_id);
    const to = await walletHolder(trx, input.to_user_id);
    const transfer = await postTransfer(trx, {
      key: keyFor('transfer', input.request_id),
      kind: 'admin_transfer',
      actorId: admin.id,
      description: input.description,
      now,
      insufficient: insufficientNaming('amount'),
      legs: [
        { account: { wallet: from.id }, amount: -input.amount, type: 'admin_transfer_out' },
        { account: { wallet: to.id }, amount: input.amount, type: 'admin_transfer_in' },
      ],
    });
    if (transfer.created) {
      await recordAudit(trx, admin, { action: 'wallet.transfer', area: 'finance', targetId: transfer.id, label: `${from.username} → ${to.username}`, after: { from_user_id: from.id, to_user_id: to.id, amount: input.amount, description: input.description } }, now);
      await notifyAll(
        trx,
        [
          { userId: from.id, note: { type: 'system', title: WALLET_MSG.adminTransferOutTitle, message: adminMoveNoticeText.transferOut(input.amount, input.description) } },
          { userId: to.id, note: { type: 'system', title: WALLET_MSG.adminTransferInTitle, message: adminMoveNoticeText.transferIn(input.amount, input.description) } },
        ],
        now,
      );
    }
    return result(transfer, WALLET_MSG.transferDone, [from.id, to.id], [await walletBalance(trx, from.id), await walletBalance(trx, to.id)]);
  });
}

/** The admin wallet page: the platform's balance, what escrow holds and what awaits payout. */
export async function platformSummary(db: DB) {
  const [balance, escrow, held, pending] = await Promise.all([
    balanceOf(db, 'platform'),
    balanceOf(db, 'escrow'),
    balanceOf(db, 'withdrawals'),
    db
      .selectFrom('withdrawal_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return { balance, escrow_balance: escrow, held_withdrawals: held, pending_withdrawals: Number(pending.n) };
}

/** Wallet holders by username, name or id, for the admin's deposit and transfer forms. */
export async function searchWalletHolders(db: DB, input: z.output<typeof walletHolderSearchInput>) {
  let query = db
    .selectFrom('users')
    .leftJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.name', 'users.role', 'ledger_accounts.balance'])
    .where('users.role', 'in', ['user', 'coffenet']);
  const q = input.q.toLowerCase();
  if (q) {
    query = query.where((eb) =>
      eb.or([eb('users.username', 'like', `%${q}%`), eb('users.name', 'like', `%${q}%`), eb('users.id', '=', q)]),
    );
  }
  const rows = await query.orderBy('users.username').limit(20).execute();
  return rows.map((r) => ({ _id: r.id, id: r.id, username: r.username, name: r.name ?? r.username, role: r.role, balance: r.balance ?? 0 }));
}
