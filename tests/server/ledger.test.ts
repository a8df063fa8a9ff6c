import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { WALLET_MSG } from '@shared/wallet/messages';
import { DomainError } from '../../src-server/errors';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { balanceOf, postTransfer, sumOfEntries, walletAccountId, walletBalance, SYSTEM_ACCOUNT_IDS } from '../../src-server/services/wallet/ledger';
import { holdOrderPaymentFromWallet } from '../../src-server/services/orders/money';
import { creditWalletFromGateway } from '../../src-server/services/wallet/credits';
import { freshMemoryDb } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, quickAccount, randomAuthority } from '../helpers/money';

const now = new Date('2026-03-01T10:00:00Z');

async function setup() {
  const db = await freshMemoryDb();
  const ali = await quickAccount(db, 'user');
  const sara = await quickAccount(db, 'user');
  return { db, ali, sara };
}

async function entryCount(db: Awaited<ReturnType<typeof freshMemoryDb>>) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_entries`.execute(db);
  return Number(rows[0]!.n);
}

describe('ledger rules', () => {
  it('starts with the four system accounts at zero', async () => {
    const { db } = await setup();
    const rows = await db.selectFrom('ledger_accounts').select(['id', 'kind', 'balance']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: SYSTEM_ACCOUNT_IDS.platform, kind: 'platform', balance: 0 },
      { id: SYSTEM_ACCOUNT_IDS.escrow, kind: 'escrow', balance: 0 },
      { id: SYSTEM_ACCOUNT_IDS.gateway, kind: 'gateway', balance: 0 },
      { id: SYSTEM_ACCOUNT_IDS.withdrawals, kind: 'withdrawals', balance: 0 },
    ]);
  });

  it('moves integer rials only: a fraction, a zero leg or an unsafe integer is refused and nothing is written', async () => {
    const { db, ali } = await setup();
    for (const amount of [10.5, 0, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      await expect(
        writeTransaction(db, (trx) =>
          postTransfer(trx, {
            key: `bad-${amount}`,
            kind: 'wallet_deposit',
            now,
            legs: [
              { account: 'gateway', amount: -amount, type: 'user_deposit' },
              { account: { wallet: ali.id }, amount, type: 'deposit' },
            ],
          }),
        ),
      ).rejects.toThrow(/integer of rials/);
    }
    expect(await entryCount(db)).toBe(0);
    expect(await db.selectFrom('ledger_transfers').selectAll().execute()).toEqual([]);
  });

  it('writes a transfer only when its legs sum to zero, and needs two legs', async () => {
    const { db, ali } = await setup();
    await expect(
      writeTransaction(db, (trx) =>
        postTransfer(trx, {
          key: 'unbalanced',
          kind: 'wallet_deposit',
          now,
          legs: [
            { account: 'gateway', amount: -1000, type: 'user_deposit' },
            { account: { wallet: ali.id }, amount: 999, type: 'deposit' },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      writeTransaction(db, (trx) =>
        postTransfer(trx, { key: 'one-leg', kind: 'wallet_deposit', now, legs: [{ account: { wallet: ali.id }, amount: 5, type: 'deposit' }] }),
      ),
    ).rejects.toThrow(/two legs/);
    expect(await entryCount(db)).toBe(0);

    const posted = await fundWallet(db, ali.id, 50_000, now);
    expect(posted.created).toBe(true);
    expect(posted.legs.map((l) => l.amount).reduce((a, b) => a + b, 0)).toBe(0);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('keeps entries and transfers append-only: the database refuses updates and deletes', async () => {
    const { db, ali } = await setup();
    await fundWallet(db, ali.id, 10_000, now);
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_transfers set description = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transfers`.execute(db)).rejects.toThrow(/append-only/);
    expect(await walletBalance(db, ali.id)).toBe(10_000);
  });

  it('keeps the cached balance equal to the sum of entries, and each balance_after equal to the running sum', async () => {
    const { db, ali, sara } = await setup();
    await fundWallet(db, ali.id, 70_000, now);
    await fundWallet(db, sara.id, 30_000, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: 'a'.repeat(24), userId: ali.id, amount: 25_000, now }));
    const aliAccount = await walletAccountId(db, ali.id);
    expect(await sumOfEntries(db, aliAccount)).toBe(45_000);
    expect(await walletBalance(db, ali.id)).toBe(45_000);
    expect(await balanceOf(db, 'escrow')).toBe(25_000);
    expect(await balanceOf(db, 'gateway')).toBe(-100_000);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('never takes a user or cafe wallet below zero: the payment is refused with the Persian message and writes nothing', async () => {
    const { db, ali } = await setup();
    await fundWallet(db, ali.id, 10_000, now);
    const before = await entryCount(db);
    const error = await writeTransaction(db, (trx) =>
      holdOrderPaymentFromWallet(trx, { orderId: 'b'.repeat(24), userId: ali.id, amount: 10_001, now }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(WALLET_MSG.insufficientBalance);
    expect(await entryCount(db)).toBe(before);
    expect(await walletBalance(db, ali.id)).toBe(10_000);
    expect(await db.selectFrom('ledger_transfers').select('id').where('order_id', '=', 'b'.repeat(24)).execute()).toEqual([]);
  });

  it('is backed by a database check: a direct write below zero fails', async () => {
    const { db, ali } = await setup();
    await walletAccountId(db, ali.id);
    await expect(sql`update ledger_accounts set balance = -1 where user_id = ${ali.id}`.execute(db)).rejects.toThrow(/CHECK|check constraint/);
    await expect(sql`update ledger_accounts set balance = -1 where kind = 'platform'`.execute(db)).rejects.toThrow(/CHECK|check constraint/);
  });

  it('moves money once per idempotency key: a repeat returns the first transfer and changes nothing', async () => {
    const { db, ali } = await setup();
    const authority = randomAuthority();
    const credit = () => writeTransaction(db, (trx) => creditWalletFromGateway(trx, { userId: ali.id, amount: 40_000, authority, now }));
    const first = await credit();
    const second = await credit();
    const [third, fourth] = await Promise.all([credit(), credit()]);
    expect(first.created).toBe(true);
    expect([second.created, third!.created, fourth!.created]).toEqual([false, false, false]);
    expect(second.id).toBe(first.id);
    expect(await walletBalance(db, ali.id)).toBe(40_000);
    expect(await db.selectFrom('ledger_transfers').select('idempotency_key').execute()).toEqual([{ idempotency_key: `gateway:${authority}` }]);
    // The key is unique in the database too, not only in the code.
    await expect(
      sql`insert into ledger_transfers (id, idempotency_key, kind, created_at) values (${'f'.repeat(24)}, ${`gateway:${authority}`}, 'wallet_deposit', ${now.toISOString()})`.execute(db),
    ).rejects.toThrow(/UNIQUE|unique constraint/);
  });

  it('lets exactly one of two wallet payments through when each fits the balance alone but not both', async () => {
    const { db, ali } = await setup();
    await fundWallet(db, ali.id, 100_000, now);
    const pay = (orderId: string) =>
      writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId, userId: ali.id, amount: 60_000, now }));
    const results = await Promise.allSettled([pay('1'.repeat(24)), pay('2'.repeat(24))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainError).message).toBe(WALLET_MSG.insufficientBalance);
    expect(await walletBalance(db, ali.id)).toBe(40_000);
    expect(await balanceOf(db, 'escrow')).toBe(60_000);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('rolls back the business change with the transfer when the transfer is refused', async () => {
    const { db, ali } = await setup();
    await expect(
      writeTransaction(db, async (trx) => {
        await trx.updateTable('users').set({ name: 'changed' }).where('id', '=', ali.id).execute();
        await holdOrderPaymentFromWallet(trx, { orderId: 'c'.repeat(24), userId: ali.id, amount: 1, now });
      }),
    ).rejects.toThrow(WALLET_MSG.insufficientBalance);
    const row = await db.selectFrom('users').select('name').where('id', '=', ali.id).executeTakeFirstOrThrow();
    expect(row.name).toBeNull();
  });
  it('gives each leg its own running balance_after when one account has two legs, in seq order, creating a wallet on first use', async () => {
    const { db, ali } = await setup();
    await fundWallet(db, ali.id, 1_000, now);
    const lastSeq = async () => Number((await sql<{ seq: number }>`select max(seq) as seq from ledger_entries`.execute(db)).rows[0]!.seq);
    const before = await lastSeq();
    const newcomer = await quickAccount(db, 'user');
    const posted = await writeTransaction(db, (trx) =>
      postTransfer(trx, {
        key: 'two-legs-one-account',
        kind: 'admin_deposit',
        now,
        legs: [
          { account: 'gateway', amount: -300, type: 'user_deposit' },
          { account: { wallet: ali.id }, amount: 100, type: 'deposit' },
          { account: { wallet: newcomer.id }, amount: 50, type: 'deposit' },
          { account: { wallet: ali.id }, amount: 150, type: 'deposit' },
        ],
      }),
    );
    expect(posted.legs.map((l) => l.balanceAfter)).toEqual([-1_300, 1_100, 50, 1_250]);
    const rows = await db.selectFrom('ledger_entries').select(['seq', 'amount', 'balance_after']).where('transfer_id', '=', posted.id).orderBy('seq').execute();
    expect(rows).toEqual([
      { seq: before + 1, amount: -300, balance_after: -1_300 },
      { seq: before + 2, amount: 100, balance_after: 1_100 },
      { seq: before + 3, amount: 50, balance_after: 50 },
      { seq: before + 4, amount: 150, balance_after: 1_250 },
    ]);
    expect(await walletBalance(db, ali.id)).toBe(1_250);
    expect(await walletBalance(db, newcomer.id)).toBe(50);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('answers a short wallet with the caller\'s own error and its balance before, writing nothing, not even the new wallet', async () => {
    const { db, ali } = await setup();
    const error = await writeTransaction(db, (trx) =>
      holdOrderPaymentFromWallet(trx, {
        orderId: 'd'.repeat(24),
        userId: ali.id,
        amount: 500,
        now,
        insufficient: (account) => new Error(`short: ${account.kind} ${account.balance}`),
      }),
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('short: wallet 0');
    expect(await db.selectFrom('ledger_accounts').select('id').where('user_id', '=', ali.id).execute()).toEqual([]);
    expect(await entryCount(db)).toBe(0);
    await fundWallet(db, ali.id, 400, now);
    const again = await writeTransaction(db, (trx) =>
      holdOrderPaymentFromWallet(trx, { orderId: 'd'.repeat(24), userId: ali.id, amount: 500, now, insufficient: (account) => new Error(`short: ${account.balance}`) }),
    ).catch((e: unknown) => e);
    expect((again as Error).message).toBe('short: 400');
    expect(await walletBalance(db, ali.id)).toBe(400);
  });
});
