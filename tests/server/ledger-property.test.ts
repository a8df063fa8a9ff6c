import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { DomainError } from '../../src-server/errors';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { holdOrderPaymentFromGateway, holdOrderPaymentFromWallet, refundOrder, settleOrder } from '../../src-server/services/orders/money';
import { creditPlatformFromGateway, creditWalletFromGateway } from '../../src-server/services/wallet/credits';
import { setCafeFee } from '../../src-server/services/wallet/fees';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../src-server/services/wallet/withdrawals';
import { adminDeposit, adminTransfer, adminWithdraw } from '../../src-server/services/wallet/admin-moves';
import { createBankAccount } from '../../src-server/services/wallet/bank-accounts';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { HEALTHY_LEDGER, ledgerCheck, quickAccount, randomAuthority, systemBalances } from '../helpers/money';

/*
 * Model-based test: random sequences of deposits, order payments (wallet and gateway),
 * completions, refunds, withdrawals with approvals and rejections, admin movements and fee
 * changes run against the real ledger and against a plain in-memory model. After every step
 * the balances must agree and every ledger invariant must hold.
 */

const now = new Date('2026-04-01T09:00:00Z');
const GLOBAL_FEE_PPM = 100_000;
const VALID_IBAN = 'IR820540102680020817909002';

interface Model {
  wallets: number[]; // customers 0..2, then cafes 3..4
  platform: number;
  escrow: number;
  gateway: number;
  held: number;
  orders: Array<{ state: 'unpaid' | 'paid' | 'settled' | 'refunded'; amount: number; payer: number }>;
  cafeFees: Array<number | null>;
  withdrawals: Array<{ id: string; cafe: number; amount: number; status: 'pending' | 'completed' | 'rejected' }>;
  topUps: Array<{ authority: string; holder: number; amount: number }>;
}

interface Real {
  db: DB;
  admin: UserRow;
  holders: UserRow[];
  cafeIds: string[];
  bankAccounts: string[];
  orderIds: string[];
}

const CUSTOMERS = 3;
const CAFES = 2;
const ORDER_SLOTS = 6;
const cafeOfSlot = (slot: number) => slot % CAFES;

async function refused(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch (error) {
    if (error instanceof DomainError) return true;
    throw error;
  }
}

async function checkAll(model: Model, real: Real) {
  expect(await ledgerCheck(real.db)).toEqual(HEALTHY_LEDGER);
  for (const [i, holder] of real.holders.entries()) expect(await walletBalance(real.db, holder.id)).toBe(model.wallets[i]);
  expect(await systemBalances(real.db)).toEqual({ platform: model.platform, escrow: model.escrow, gateway: model.gateway, withdrawals: model.held });
  const paid = model.orders.filter((o) => o.state === 'paid').reduce((s, o) => s + o.amount, 0);
  expect(model.escrow).toBe(paid);
  const pending = model.withdrawals.filter((w) => w.status === 'pending').reduce((s, w) => s + w.amount, 0);
  expect(model.held).toBe(pending);
}

type Cmd = fc.AsyncCommand<Model, Real>;

class TopUp implements Cmd {
  constructor(readonly holder: number, readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const authority = randomAuthority();
    await writeTransaction(r.db, (trx) => creditWalletFromGateway(trx, { userId: r.holders[this.holder]!.id, amount: this.amount, authority, now }));
    m.wallets[this.holder]! += this.amount;
    m.gateway -= this.amount;
    m.topUps.push({ authority, holder: this.holder, amount: this.amount });
    await checkAll(m, r);
  }
  toString = () => `topUp(${this.holder}, ${this.amount})`;
}

class RepeatTopUp implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.topUps.length > 0;
  async run(m: Model, r: Real) {
    const t = m.topUps[this.pick % m.topUps.length]!;
    const again = await writeTransaction(r.db, (trx) => creditWalletFromGateway(trx, { userId: r.holders[t.holder]!.id, amount: t.amount, authority: t.authority, now }));
    expect(again.created).toBe(false);
    await checkAll(m, r);
  }
  toString = () => `repeatTopUp(${this.pick})`;
}

class PlatformTopUp implements Cmd {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await writeTransaction(r.db, (trx) => creditPlatformFromGateway(trx, { amount: this.amount, authority: randomAuthority(), actorId: r.admin.id, now }));
    m.platform += this.amount;
    m.gateway -= this.amount;
    await checkAll(m, r);
  }
  toString = () => `platformTopUp(${this.amount})`;
}

class PayOrder implements Cmd {
  constructor(readonly slot: number, readonly payer: number, readonly amount: number, readonly online: boolean) {}
  check = (m: Readonly<Model>) => m.orders[this.slot]!.state === 'unpaid';
  async run(m: Model, r: Real) {
    const input = { orderId: r.orderIds[this.slot]!, userId: r.holders[this.payer]!.id, amount: this.amount, now };
    const pay = this.online
      ? writeTransaction(r.db, (trx) => holdOrderPaymentFromGateway(trx, { ...input, authority: randomAuthority() }))
      : writeTransaction(r.db, (trx) => holdOrderPaymentFromWallet(trx, input));
    const expectRefusal = !this.online && m.wallets[this.payer]! < this.amount;
    expect(await refused(pay)).toBe(expectRefusal);
    if (!expectRefusal) {
      if (this.online) m.gateway -= this.amount;
      else m.wallets[this.payer]! -= this.amount;
      m.escrow += this.amount;
      m.orders[this.slot] = { state: 'paid', amount: this.amount, payer: this.payer };
    }
    await checkAll(m, r);
  }
  toString = () => `payOrder(${this.slot}, ${this.payer}, ${this.amount}, ${this.online ? 'online' : 'wallet'})`;
}

class Complete implements Cmd {
  constructor(readonly slot: number) {}
  check = (m: Readonly<Model>) => m.orders[this.slot]!.state !== 'unpaid';
  async run(m: Model, r: Real) {
    const order = m.orders[this.slot]!;
    const cafe = cafeOfSlot(this.slot);
    const result = await writeTransaction(r.db, (trx) =>
      settleOrder(trx, { orderId: r.orderIds[this.slot]!, cafeId: r.cafeIds[cafe]!, cafeUserId: r.holders[CUSTOMERS + cafe]!.id, now }),
    );
    if (order.state === 'paid') {
      const fee = Math.ceil((order.amount * (m.cafeFees[cafe] ?? GLOBAL_FEE_PPM)) / 1_000_000);
      m.escrow -= order.amount;
      m.platform += fee;
      m.wallets[CUSTOMERS + cafe]! += order.amount - fee;
      order.state = 'settled';
      expect(result!.created).toBe(true);
    } else if (order.state === 'settled') {
      expect(result!.created).toBe(false);
    } else {
      expect(result).toBeNull();
    }
    await checkAll(m, r);
  }
  toString = () => `complete(${this.slot})`;
}

class Refund implements Cmd {
  constructor(readonly slot: number) {}
  check = (m: Readonly<Model>) => m.orders[this.slot]!.state !== 'unpaid';
  async run(m: Model, r: Real) {
    const order = m.orders[this.slot]!;
    const result = await writeTransaction(r.db, (trx) =>
      refundOrder(trx, { orderId: r.orderIds[this.slot]!, userId: r.holders[order.payer]!.id, now }),
    );
    if (order.state === 'paid') {
      m.escrow -= order.amount;
      m.wallets[order.payer]! += order.amount;
      order.state = 'refunded';
      expect(result!.created).toBe(true);
    } else if (order.state === 'refunded') {
      expect(result!.created).toBe(false);
    } else {
      expect(result).toBeNull();
    }
    await checkAll(m, r);
  }
  toString = () => `refund(${this.slot})`;
}

class Withdraw implements Cmd {
  constructor(readonly cafe: number, readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const holder = CUSTOMERS + this.cafe;
    const expectRefusal = m.wallets[holder]! < this.amount;
    let id = '';
    const attempt = requestWithdrawal(r.db, r.holders[holder]!, { amount: this.amount, account_id: r.bankAccounts[this.cafe]!, description: '' }, now).then((w) => {
      id = w.id;
    });
    expect(await refused(attempt)).toBe(expectRefusal);
    if (!expectRefusal) {
      m.wallets[holder]! -= this.amount;
      m.held += this.amount;
      m.withdrawals.push({ id, cafe: this.cafe, amount: this.amount, status: 'pending' });
    }
    expect(await r.db.selectFrom('withdrawal_requests').select('id').execute()).toHaveLength(m.withdrawals.length);
    await checkAll(m, r);
  }
  toString = () => `withdraw(${this.cafe}, ${this.amount})`;
}

class Decide implements Cmd {
  constructor(readonly pick: number, readonly approve: boolean) {}
  check = (m: Readonly<Model>) => m.withdrawals.length > 0;
  async run(m: Model, r: Real) {
    const w = m.withdrawals[this.pick % m.withdrawals.length]!;
    const call = this.approve
      ? approveWithdrawal(r.db, r.admin, { id: w.id, message: 'ok', expected_time: '۲ روز کاری' }, now)
      : rejectWithdrawal(r.db, r.admin, { id: w.id, message: 'شبا اشتباه است' }, now);
    const wasPending = w.status === 'pending';
    expect(await refused(call)).toBe(!wasPending);
    if (wasPending) {
      m.held -= w.amount;
      if (this.approve) {
        m.gateway += w.amount;
        w.status = 'completed';
      } else {
        m.wallets[CUSTOMERS + w.cafe]! += w.amount;
        w.status = 'rejected';
      }
    }
    await checkAll(m, r);
  }
  toString = () => `${this.approve ? 'approve' : 'reject'}(${this.pick})`;
}

class AdminMove implements Cmd {
  constructor(readonly action: 'deposit' | 'withdraw' | 'transfer', readonly a: number, readonly b: number, readonly amount: number) {}
  check = () => this.action !== 'transfer' || this.a !== this.b;
  async run(m: Model, r: Real) {
    const description = 'property test';
    const [a, b] = [r.holders[this.a]!.id, r.holders[this.b]!.id];
    let expectRefusal: boolean;
    let call: Promise<unknown>;
    if (this.action === 'deposit') {
      expectRefusal = m.platform < this.amount;
      call = adminDeposit(r.db, r.admin, { target_user_id: a, amount: this.amount, description }, now);
    } else if (this.action === 'withdraw') {
      expectRefusal = m.wallets[this.a]! < this.amount;
      call = adminWithdraw(r.db, r.admin, { target_user_id: a, amount: this.amount, description }, now);
    } else {
      expectRefusal = m.wallets[this.a]! < this.amount;
      call = adminTransfer(r.db, r.admin, { from_user_id: a, to_user_id: b, amount: this.amount, description }, now);
    }
    expect(await refused(call)).toBe(expectRefusal);
    if (!expectRefusal) {
      if (this.action === 'deposit') {
        m.platform -= this.amount;
        m.wallets[this.a]! += this.amount;
      } else if (this.action === 'withdraw') {
        m.wallets[this.a]! -= this.amount;
        m.platform += this.amount;
      } else {
        m.wallets[this.a]! -= this.amount;
        m.wallets[this.b]! += this.amount;
      }
    }
    await checkAll(m, r);
  }
  toString = () => `admin ${this.action}(${this.a}, ${this.b}, ${this.amount})`;
}

class SetFee implements Cmd {
  constructor(readonly cafe: number, readonly ppm: number | null) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await setCafeFee(r.db, r.holders[CUSTOMERS + this.cafe]!.id, this.ppm, r.admin.id, now);
    m.cafeFees[this.cafe] = this.ppm;
    await checkAll(m, r);
  }
  toString = () => `setFee(${this.cafe}, ${this.ppm})`;
}

const amount = fc.integer({ min: 1, max: 300_000 });
const holder = fc.integer({ min: 0, max: CUSTOMERS + CAFES - 1 });
const customer = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const cafe = fc.integer({ min: 0, max: CAFES - 1 });
const slot = fc.integer({ min: 0, max: ORDER_SLOTS - 1 });
const pick = fc.nat(50);

const commands = [
  fc.tuple(holder, amount).map(([h, a]) => new TopUp(h, a)),
  pick.map((p) => new RepeatTopUp(p)),
  amount.map((a) => new PlatformTopUp(a)),
  fc.tuple(slot, customer, amount, fc.boolean()).map(([s, c, a, online]) => new PayOrder(s, c, a, online)),
  slot.map((s) => new Complete(s)),
  slot.map((s) => new Refund(s)),
  fc.tuple(cafe, amount).map(([c, a]) => new Withdraw(c, a)),
  fc.tuple(pick, fc.boolean()).map(([p, approve]) => new Decide(p, approve)),
  fc.tuple(fc.constantFrom('deposit' as const, 'withdraw' as const, 'transfer' as const), holder, holder, amount).map(([action, a, b, x]) => new AdminMove(action, a, b, x)),
  fc.tuple(cafe, fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null })).map(([c, ppm]) => new SetFee(c, ppm)),
];

async function setupReal(): Promise<Real> {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  const holders: UserRow[] = [];
  const cafeIds: string[] = [];
  const bankAccounts: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) holders.push(await quickAccount(db, 'user'));
  for (let i = 0; i < CAFES; i++) {
    const account = await quickAccount(db, 'coffenet');
    holders.push(account);
    cafeIds.push(account.cafeId!);
    const bank = await createBankAccount(db, account.id, { iban: VALID_IBAN, account_number: '1234-5678', bank: 'ملت', full_name: 'صاحب حساب' }, now);
    bankAccounts.push(bank.id);
  }
  const orderIds = Array.from({ length: ORDER_SLOTS }, (_, i) => `${String(i).padStart(2, '0')}`.repeat(12));
  return { db, admin, holders, cafeIds, bankAccounts, orderIds };
}

function emptyModel(): Model {
  return {
    wallets: Array(CUSTOMERS + CAFES).fill(0),
    platform: 0,
    escrow: 0,
    gateway: 0,
    held: 0,
    orders: Array.from({ length: ORDER_SLOTS }, () => ({ state: 'unpaid' as const, amount: 0, payer: 0 })),
    cafeFees: Array(CAFES).fill(null),
    withdrawals: [],
    topUps: [],
  };
}

describe('ledger against an in-memory model', () => {
  it('keeps every invariant over random sequences of money movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'max' }), async (cmds) => {
        const real = await setupReal();
        try {
          await fc.asyncModelRun(() => ({ model: emptyModel(), real }), cmds);
        } finally {
          await real.db.destroy();
        }
      }),
      // On PostgreSQL each run creates a database (~0.3 s on a busy machine): fewer runs, same commands.
      { numRuns: onPostgres ? 20 : 60 },
    );
    // The generators reach the interesting corners: checked once more on a fixed sequence.
    const real = await setupReal();
    const model = emptyModel();
    for (const cmd of [new TopUp(0, 100_000), new PayOrder(0, 0, 60_000, false), new PayOrder(1, 0, 60_000, false), new Complete(0), new Withdraw(0, 54_000), new Decide(0, true)]) {
      if (cmd.check(model)) await cmd.run(model, real);
    }
    expect(await balanceOf(real.db, 'platform')).toBe(6_000);
    expect(await walletBalance(real.db, real.holders[CUSTOMERS]!.id)).toBe(0);
  }, 60_000); // 60 runs of up to 60 commands, each on a fresh database
});
