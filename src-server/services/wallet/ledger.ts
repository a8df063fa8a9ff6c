import type { Kysely } from 'kysely';
import type { TransactionType } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { SYSTEM_ACCOUNT_IDS } from '../../../migrations/0006_money';
import type { Database, LedgerAccountsTable } from '../../db/schema';
import type { Trx } from '../../db/write-transaction';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';

/**
 * The double-entry ledger (DOMAIN.md §3). Every movement of money is one transfer whose legs
 * sum to zero, written inside the caller's transaction together with its business change.
 * Nothing here opens a transaction: callers use writeTransaction (or the transaction they
 * are already in), so the balance read and the write cannot be split by another writer.
 */

export { SYSTEM_ACCOUNT_IDS };
export type SystemAccount = keyof typeof SYSTEM_ACCOUNT_IDS;
/** A user's (or cafe manager's) wallet, or one of the system accounts. */
export type AccountRef = { wallet: string } | SystemAccount;

export type TransferKind =
  | 'wallet_deposit'
  | 'platform_deposit'
  | 'gateway_payment'
  | 'order_payment'
  | 'order_settlement'
  | 'order_refund'
  | 'store_payment'
  | 'withdrawal_hold'
  | 'withdrawal_payout'
  | 'withdrawal_return'
  | 'admin_deposit'
  | 'admin_withdraw'
  | 'admin_transfer';

export interface LegInput {
  account: AccountRef;
  amount: number;
  type: TransactionType;
}

export interface TransferInput {
  /** Unique per movement: a repeat with the same key moves nothing and returns the first. */
  key: string;
  kind: TransferKind;
  legs: LegInput[];
  description?: string;
  orderId?: string | null;
  actorId?: string | null;
  feePpm?: number | null;
  now: Date;
}

export interface PostedLeg {
  accountId: string;
  amount: number;
  type: TransactionType;
  balanceAfter: number;
}

export interface PostedTransfer {
  id: string;
  key: string;
  kind: string;
  /** False when the key had been used: nothing moved this time. */
  created: boolean;
  legs: PostedLeg[];
}

/** The wallet account of a person, created on first use. */
export async function walletAccountId(trx: Kysely<Database>, userId: string, now: Date = new Date()): Promise<string> {
  const existing = await trx.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.id;
  await trx
    .insertInto('ledger_accounts')
    .values({ id: newId(), kind: 'wallet', user_id: userId, balance: 0, created_at: nowIso(now) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

async function resolveAccount(trx: Kysely<Database>, ref: AccountRef, now: Date): Promise<string> {
  return typeof ref === 'string' ? SYSTEM_ACCOUNT_IDS[ref] : walletAccountId(trx, ref.wallet, now);
}

function checkLegs(legs: LegInput[]): void {
  if (legs.length < 2) throw new Error('a transfer needs at least two legs');
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`a leg must be a non-zero integer of rials, not ${leg.amount}`);
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`the legs of a transfer must sum to zero, not ${sum}`);
}

function insufficient(account: Pick<LedgerAccountsTable, 'kind'>) {
  if (account.kind === 'wallet') return fail.badRequest(WALLET_MSG.insufficientBalance);
  if (account.kind === 'platform') return fail.badRequest(WALLET_MSG.insufficientPlatformBalance);
  // Escrow and held withdrawals only ever give back what they took; going below zero is a bug.
  return fail.conflict(WALLET_MSG.ledgerMismatch);
}

export async function findTransferByKey(trx: Kysely<Database>, key: string) {
  return trx.selectFrom('ledger_transfers').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

async function postedLegsOf(trx: Kysely<Database>, transferId: string): Promise<PostedLeg[]> {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount', 'type', 'balance_after'])
    .where('transfer_id', '=', transferId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, amount: r.amount, type: r.type, balanceAfter: r.balance_after }));
}

/** The transfer already written under a key, as postTransfer would return it, or null. */
export async function existingTransfer(trx: Kysely<Database>, key: string): Promise<PostedTransfer | null> {
  const earlier = await findTransferByKey(trx, key);
  if (!earlier) return null;
  return { id: earlier.id, key: earlier.idempotency_key, kind: earlier.kind, created: false, legs: await postedLegsOf(trx, earlier.id) };
}

/**
 * Writes one transfer: checks the legs sum to zero, refuses to take any account but the
 * outside world below zero, updates the cached balances and appends the entries.
 * Must run inside a write transaction (see writeTransaction).
 */
export async function postTransfer(trx: Trx, input: TransferInput): Promise<PostedTransfer> {
  checkLegs(input.legs);
  const earlier = await existingTransfer(trx, input.key);
  if (earlier) {
    if (earlier.kind !== input.kind) throw new Error(`idempotency key ${input.key} was used by a ${earlier.kind} transfer`);
    return earlier;
  }

  const at = nowIso(input.now);
  const resolved: Array<LegInput & { accountId: string }> = [];
  for (const leg of input.legs) resolved.push({ ...leg, accountId: await resolveAccount(trx, leg.account, input.now) });

  // Check every resulting balance before writing anything, so a refused transfer writes nothing.
  const ids = [...new Set(resolved.map((l) => l.accountId))];
  const accounts = await trx.selectFrom('ledger_accounts').select(['id', 'kind', 'balance']).where('id', 'in', ids).execute();
  const balances = new Map(accounts.map((a) => [a.id, a.balance]));
  const after = new Map(balances);
  for (const leg of resolved) after.set(leg.accountId, after.get(leg.accountId)! + leg.amount);
  for (const account of accounts) {
    if (account.kind !== 'gateway' && after.get(account.id)! < 0) throw insufficient(account);
  }

  const transferId = newId();
  await trx
    .insertInto('ledger_transfers')
    .values({
      id: transferId,
      idempotency_key: input.key,
      kind: input.kind,
      description: input.description ?? '',
      order_id: input.orderId ?? null,
      actor_id: input.actorId ?? null,
      fee_ppm: input.feePpm ?? null,
      created_at: at,
    })
    .execute();

  const last = await trx.selectFrom('ledger_entries').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  let seq = Number(last?.seq ?? 0);
  const legs: PostedLeg[] = [];
  for (const leg of resolved) {
    const updated = await trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', leg.amount) }))
      .where('id', '=', leg.accountId)
      .returning('balance')
      .executeTakeFirstOrThrow();
    seq += 1;
    await trx
      .insertInto('ledger_entries')
      .values({
        id: newId(),
        seq,
        transfer_id: transferId,
        account_id: leg.accountId,
        amount: leg.amount,
        type: leg.type,
        balance_after: updated.balance,
        order_id: input.orderId ?? null,
        description: input.description ?? '',
        created_at: at,
      })
      .execute();
    legs.push({ accountId: leg.accountId, amount: leg.amount, type: leg.type, balanceAfter: updated.balance });
  }
  return { id: transferId, key: input.key, kind: input.kind, created: true, legs };
}

/** The cached balance of an account (0 for a wallet never used). */
export async function balanceOf(db: Kysely<Database>, ref: AccountRef): Promise<number> {
  const query = db.selectFrom('ledger_accounts').select('balance');
  const row =
    typeof ref === 'string'
      ? await query.where('id', '=', SYSTEM_ACCOUNT_IDS[ref]).executeTakeFirst()
      : await query.where('user_id', '=', ref.wallet).executeTakeFirst();
  return row?.balance ?? 0;
}

export async function walletBalance(db: Kysely<Database>, userId: string): Promise<number> {
  return balanceOf(db, { wallet: userId });
}

/** The sum of an account's entries: what the cached balance must always equal. */
export async function sumOfEntries(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
