import { sql, type Kysely } from 'kysely';
import type { TransactionType } from '@shared/wallet/transactions';
import type { TransferKind } from '@shared/wallet/transfer-kinds';
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
  /**
   * The error for an account this transfer would take below zero, instead of the general one:
   * a caller that names the price and the balance (the order payment's 400). Gets the account
   * with its balance before the transfer.
   */
  insufficient?: (account: { id: string; kind: LedgerAccountsTable['kind']; balance: number }) => Error;
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

function checkLegs(legs: LegInput[]): void {
  if (legs.length < 2) throw new Error('a transfer needs at least two legs');
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`a leg must be a non-zero integer of rials, not ${leg.amount}`);
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`the legs of a transfer must sum to zero, not ${sum}`);
}

function insufficient(account: Pick<LedgerAccountsTable, 'kind'>, field?: string) {
  if (account.kind === 'wallet') return fail.badRequest(WALLET_MSG.insufficientBalance, undefined, field);
  if (account.kind === 'platform') return fail.badRequest(WALLET_MSG.insufficientPlatformBalance, undefined, field);
  // Escrow and held withdrawals only ever give back what they took; going below zero is a bug.
  return fail.conflict(WALLET_MSG.ledgerMismatch);
}

/** The general refusal naming the input that asked for too much (a form shows it on that field), for `insufficient`. */
export const insufficientNaming = (field: string) => (account: Pick<LedgerAccountsTable, 'kind'>) => insufficient(account, field);

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

interface TransferState {
  /** The accounts of the legs that exist, with their balances before the transfer. */
  accounts: Array<{ id: string; kind: LedgerAccountsTable['kind']; balance: number; user_id: string | null }>;
  /** The transfer already written under the key, if any. */
  earlierId: string | null;
  /** The highest `seq` of any entry (0 when there are none). */
  lastSeq: number;
}

/**
 * Everything postTransfer must know before it writes, in one statement: the legs' accounts and
 * balances (system accounts by id, wallets by owner), the transfer already under the key, and the
 * last entry's seq. The two subqueries are uncorrelated, so each engine runs them once. When no
 * account row matches (only possible when every leg is a wallet never used), the key and seq are
 * read on their own.
 */
async function readTransferState(trx: Kysely<Database>, key: string, systemIds: string[], walletOwners: string[]): Promise<TransferState> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance', 'user_id'])
    .select((eb) => [
      eb.selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', key).as('earlier_id'),
      eb.selectFrom('ledger_entries').select((e) => e.fn.max('seq').as('seq')).as('last_seq'),
    ])
    .where((eb) =>
      eb.or([
        ...(systemIds.length ? [eb('id', 'in', systemIds)] : []),
        ...(walletOwners.length ? [eb('user_id', 'in', walletOwners)] : []),
      ]),
    )
    .execute();
  if (rows.length > 0) {
    return {
      accounts: rows.map(({ id, kind, balance, user_id }) => ({ id, kind, balance, user_id })),
      earlierId: rows[0]!.earlier_id ?? null,
      lastSeq: Number(rows[0]!.last_seq ?? 0),
    };
  }
  const earlier = await findTransferByKey(trx, key);
  const last = await trx.selectFrom('ledger_entries').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return { accounts: [], earlierId: earlier?.id ?? null, lastSeq: Number(last?.seq ?? 0) };
}

/**
 * Writes one transfer: checks the legs sum to zero, refuses to take any account but the
 * outside world below zero, updates the cached balances and appends the entries.
 * Must run inside a write transaction (see writeTransaction).
 *
 * Four statements when the accounts exist (issue 13): one read of the accounts, the key and the
 * last seq; the transfer row; one UPDATE of every leg's balance (incremental, RETURNING the
 * result, so balance_after comes from the database); one INSERT of all entries, numbered from
 * the last seq in leg order.
 */
export async function postTransfer(trx: Trx, input: TransferInput): Promise<PostedTransfer> {
  checkLegs(input.legs);
  const systemIds = [...new Set(input.legs.flatMap((l) => (typeof l.account === 'string' ? [SYSTEM_ACCOUNT_IDS[l.account]] : [])))];
  const walletOwners = [...new Set(input.legs.flatMap((l) => (typeof l.account === 'string' ? [] : [l.account.wallet])))];

  let state = await readTransferState(trx, input.key, systemIds, walletOwners);
  if (state.earlierId) {
    const earlier = (await existingTransfer(trx, input.key))!;
    if (earlier.kind !== input.kind) throw new Error(`idempotency key ${input.key} was used by a ${earlier.kind} transfer`);
    return earlier;
  }
  // A wallet used for the first time is created, then everything is read again (rare).
  const missing = walletOwners.filter((owner) => !state.accounts.some((a) => a.user_id === owner));
  if (missing.length > 0) {
    for (const owner of missing) await walletAccountId(trx, owner, input.now);
    state = await readTransferState(trx, input.key, systemIds, walletOwners);
  }
  const byRef = (ref: AccountRef) =>
    typeof ref === 'string' ? state.accounts.find((a) => a.id === SYSTEM_ACCOUNT_IDS[ref]) : state.accounts.find((a) => a.user_id === ref.wallet);
  const resolved = input.legs.map((leg) => {
    const account = byRef(leg.account);
    if (!account) throw new Error(`no ledger account for ${JSON.stringify(leg.account)}`);
    return { ...leg, accountId: account.id };
  });

  // Check every resulting balance before writing anything, so a refused transfer writes nothing.
  const delta = new Map<string, number>();
  for (const leg of resolved) delta.set(leg.accountId, (delta.get(leg.accountId) ?? 0) + leg.amount);
  for (const account of state.accounts) {
    const change = delta.get(account.id);
    if (change === undefined || account.kind === 'gateway' || account.balance + change >= 0) continue;
    throw input.insufficient?.(account) ?? insufficient(account);
  }

  const at = nowIso(input.now);
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

  // One UPDATE for every account: balance + its legs' sum. The cast keeps PostgreSQL from
  // reading the CASE's parameters as text; SQLite reads `bigint` as an integer type.
  const changes = [...delta.entries()];
  const updated = await trx
    .updateTable('ledger_accounts')
    .set({ balance: sql<number>`balance + case id ${sql.join(changes.map(([id, change]) => sql`when ${id} then cast(${change} as bigint)`), sql` `)} end` })
    .where('id', 'in', changes.map(([id]) => id))
    .returning(['id', 'balance'])
    .execute();
  if (updated.length !== changes.length) throw new Error(`transfer ${input.key}: ${updated.length} of ${changes.length} account balances updated`);
  // The running balance of each leg: the account's balance before this transfer (the new
  // balance less this transfer's legs on it) plus its legs so far, in leg order.
  const running = new Map(updated.map((row) => [row.id, Number(row.balance) - delta.get(row.id)!]));
  let seq = state.lastSeq;
  const legs: PostedLeg[] = [];
  const entries = resolved.map((leg) => {
    const balanceAfter = running.get(leg.accountId)! + leg.amount;
    running.set(leg.accountId, balanceAfter);
    seq += 1;
    legs.push({ accountId: leg.accountId, amount: leg.amount, type: leg.type, balanceAfter });
    return {
      id: newId(),
      seq,
      transfer_id: transferId,
      account_id: leg.accountId,
      amount: leg.amount,
      type: leg.type,
      balance_after: balanceAfter,
      order_id: input.orderId ?? null,
      description: input.description ?? '',
      created_at: at,
    };
  });
  await trx.insertInto('ledger_entries').values(entries).execute();
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
