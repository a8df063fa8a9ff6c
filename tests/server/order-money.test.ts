import { describe, expect, it } from 'vitest';
import { WALLET_MSG } from '@shared/wallet-messages';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { balanceOf, walletBalance } from '../../src-server/services/ledger';
import {
  holdOrderPaymentFromGateway,
  holdOrderPaymentFromWallet,
  orderEscrowBalance,
  refundOrder,
  settleOrder,
} from '../../src-server/services/order-money';
import { platformFeeRials, setCafeFee, setGlobalFee } from '../../src-server/services/fees';
import { freshMemoryDb } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, quickAccount, randomAuthority } from '../helpers/money';

const now = new Date('2026-03-01T10:00:00Z');
const ORDER = 'a1'.repeat(12);

async function setup() {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  const customer = await quickAccount(db, 'user');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت آزادی');
  return { db, admin, customer, cafe, cafeId: cafe.cafeId! };
}

describe('platform fee rounding', () => {
  it('takes price × fee rounded up to a whole rial, never more than one rial in the platform’s favour', () => {
    expect(platformFeeRials(100_000, 100_000)).toBe(10_000);
    expect(platformFeeRials(12_345, 150_000)).toBe(1852); // 1851.75
    expect(platformFeeRials(100, 70_000)).toBe(7); // 100 × 0.07 is 7.000000000000001 in floating point
    expect(platformFeeRials(99_999, 0)).toBe(0);
    expect(platformFeeRials(99_999, 1_000_000)).toBe(99_999);
    expect(platformFeeRials(1, 1)).toBe(1);
    // Exact for amounts whose product passes 2^53.
    expect(platformFeeRials(99_999_999_999, 333_333)).toBe(33_333_299_999 + 1);
    for (let amount = 1; amount < 2000; amount += 7) {
      for (const ppm of [1, 33_333, 100_000, 125_000, 999_999]) {
        const fee = platformFeeRials(amount, ppm);
        const exact = (amount * ppm) / 1_000_000;
        expect(fee).toBeGreaterThanOrEqual(exact);
        expect(fee - exact).toBeLessThan(1);
      }
    }
  });
});

describe('order money', () => {
  it('pays from the wallet into escrow, and on completion gives the cafe price × (1 − fee) and the platform the fee', async () => {
    const { db, customer, cafe, cafeId } = await setup();
    await fundWallet(db, customer.id, 200_000, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: ORDER, userId: customer.id, amount: 150_000, now }));
    expect(await walletBalance(db, customer.id)).toBe(50_000);
    expect(await orderEscrowBalance(db, ORDER)).toBe(150_000);

    const settled = await writeTransaction(db, (trx) => settleOrder(trx, { orderId: ORDER, cafeId, cafeUserId: cafe.id, now }));
    expect(settled!.legs.map((l) => [l.type, l.amount])).toEqual([
      ['earning_out', -150_000],
      ['earning', 135_000],
      ['platform_fee', 15_000],
    ]);
    expect(await walletBalance(db, cafe.id)).toBe(135_000);
    expect(await balanceOf(db, 'platform')).toBe(15_000);
    expect(await balanceOf(db, 'escrow')).toBe(0);
    const transfer = await db.selectFrom('ledger_transfers').select('fee_ppm').where('id', '=', settled!.id).executeTakeFirstOrThrow();
    expect(transfer.fee_ppm).toBe(100_000);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('settles once: a repeated completion returns the first settlement and moves nothing', async () => {
    const { db, customer, cafe, cafeId } = await setup();
    await fundWallet(db, customer.id, 10_000, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: ORDER, userId: customer.id, amount: 10_000, now }));
    const settle = () => writeTransaction(db, (trx) => settleOrder(trx, { orderId: ORDER, cafeId, cafeUserId: cafe.id, now }));
    const first = await settle();
    const [again, andAgain] = await Promise.all([settle(), settle()]);
    expect(first!.created).toBe(true);
    expect(again!.id).toBe(first!.id);
    expect(andAgain!.created).toBe(false);
    expect(await walletBalance(db, cafe.id)).toBe(9_000);
  });

  it('uses the cafe’s own fee over the global one, and the global one again after a reset', async () => {
    const { db, admin, customer, cafe, cafeId } = await setup();
    await setGlobalFee(db, 200_000, admin.id, now);
    await setCafeFee(db, cafe.id, 50_000, admin.id, now);
    await fundWallet(db, customer.id, 300_000, now);
    const pay = (orderId: string) =>
      writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId, userId: customer.id, amount: 100_000, now }));
    const settle = (orderId: string) => writeTransaction(db, (trx) => settleOrder(trx, { orderId, cafeId, cafeUserId: cafe.id, now }));

    await pay('01'.repeat(12));
    await settle('01'.repeat(12));
    expect(await walletBalance(db, cafe.id)).toBe(95_000);

    await setCafeFee(db, cafe.id, null, admin.id, now);
    await pay('02'.repeat(12));
    await settle('02'.repeat(12));
    expect(await walletBalance(db, cafe.id)).toBe(95_000 + 80_000);
    expect(await balanceOf(db, 'platform')).toBe(5_000 + 20_000);
  });

  it('leaves out a zero leg: fee 0 gives the cafe everything, fee 1 gives the platform everything', async () => {
    const { db, admin, customer, cafe, cafeId } = await setup();
    await fundWallet(db, customer.id, 20_000, now);
    await setCafeFee(db, cafe.id, 0, admin.id, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: '03'.repeat(12), userId: customer.id, amount: 10_000, now }));
    const free = await writeTransaction(db, (trx) => settleOrder(trx, { orderId: '03'.repeat(12), cafeId, cafeUserId: cafe.id, now }));
    expect(free!.legs.map((l) => l.type)).toEqual(['earning_out', 'earning']);

    await setCafeFee(db, cafe.id, 1_000_000, admin.id, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: '04'.repeat(12), userId: customer.id, amount: 10_000, now }));
    const all = await writeTransaction(db, (trx) => settleOrder(trx, { orderId: '04'.repeat(12), cafeId, cafeUserId: cafe.id, now }));
    expect(all!.legs.map((l) => l.type)).toEqual(['earning_out', 'platform_fee']);
    expect(await walletBalance(db, cafe.id)).toBe(10_000);
    expect(await balanceOf(db, 'platform')).toBe(10_000);
  });

  it('settles nothing for an order that was never paid', async () => {
    const { db, cafe, cafeId } = await setup();
    expect(await writeTransaction(db, (trx) => settleOrder(trx, { orderId: ORDER, cafeId, cafeUserId: cafe.id, now }))).toBeNull();
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('refunds a paid order to the customer’s wallet once, after which it cannot be settled', async () => {
    const { db, customer, cafe, cafeId } = await setup();
    const authority = randomAuthority();
    await writeTransaction(db, (trx) => holdOrderPaymentFromGateway(trx, { orderId: ORDER, userId: customer.id, amount: 70_000, authority, now }));
    expect(await orderEscrowBalance(db, ORDER)).toBe(70_000);
    const refund = () => writeTransaction(db, (trx) => refundOrder(trx, { orderId: ORDER, userId: customer.id, now }));
    const first = await refund();
    const again = await refund();
    expect(first!.legs.map((l) => [l.type, l.amount])).toEqual([
      ['refund_out', -70_000],
      ['refund', 70_000],
    ]);
    expect(again!.id).toBe(first!.id);
    expect(await walletBalance(db, customer.id)).toBe(70_000);
    expect(await writeTransaction(db, (trx) => settleOrder(trx, { orderId: ORDER, cafeId, cafeUserId: cafe.id, now }))).toBeNull();
    expect(await walletBalance(db, cafe.id)).toBe(0);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('refunds nothing after settlement and nothing for an unpaid order', async () => {
    const { db, customer, cafe, cafeId } = await setup();
    expect(await writeTransaction(db, (trx) => refundOrder(trx, { orderId: ORDER, userId: customer.id, now }))).toBeNull();
    await fundWallet(db, customer.id, 5_000, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: ORDER, userId: customer.id, amount: 5_000, now }));
    await writeTransaction(db, (trx) => settleOrder(trx, { orderId: ORDER, cafeId, cafeUserId: cafe.id, now }));
    expect(await writeTransaction(db, (trx) => refundOrder(trx, { orderId: ORDER, userId: customer.id, now }))).toBeNull();
    expect(await walletBalance(db, customer.id)).toBe(0);
  });

  it('pays an order from the wallet once per order: a double click moves the money once', async () => {
    const { db, customer } = await setup();
    await fundWallet(db, customer.id, 50_000, now);
    const pay = () => writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: ORDER, userId: customer.id, amount: 30_000, now }));
    const [a, b] = await Promise.all([pay(), pay()]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await walletBalance(db, customer.id)).toBe(20_000);
  });

  it('refuses a wallet payment above the balance with the Persian message', async () => {
    const { db, customer } = await setup();
    await expect(
      writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: ORDER, userId: customer.id, amount: 1, now })),
    ).rejects.toThrow(WALLET_MSG.insufficientBalance);
  });
});

describe('store payments (for the store area)', () => {
  it('pays a store order from the wallet to the platform once, or through the gateway', async () => {
    const { db, customer } = await setup();
    const { storePaymentFromGateway, storePaymentFromWallet } = await import('../../src-server/services/wallet-credits');
    await fundWallet(db, customer.id, 30_000, now);
    const pay = () => writeTransaction(db, (trx) => storePaymentFromWallet(trx, { storeOrderId: 'c1'.repeat(12), userId: customer.id, amount: 25_000, now }));
    const [a, b] = await Promise.all([pay(), pay()]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.legs.map((l) => l.type)).toEqual(['store_payment', 'store_payment_in']);
    await expect(writeTransaction(db, (trx) => storePaymentFromWallet(trx, { storeOrderId: 'c2'.repeat(12), userId: customer.id, amount: 5_001, now }))).rejects.toThrow(WALLET_MSG.insufficientBalance);
    await writeTransaction(db, (trx) => storePaymentFromGateway(trx, { storeOrderId: 'c3'.repeat(12), userId: customer.id, amount: 40_000, authority: randomAuthority(), now }));
    expect(await walletBalance(db, customer.id)).toBe(5_000);
    expect(await balanceOf(db, 'platform')).toBe(65_000);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });
});
