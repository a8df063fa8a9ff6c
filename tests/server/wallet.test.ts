import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { shortReference } from '@shared/reference';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { holdOrderPaymentFromWallet, settleOrder } from '../../src-server/services/orders/money';
import { creditPlatformFromGateway } from '../../src-server/services/wallet/credits';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { callerFor, freshMemoryDb, trpcError, validationMessages } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, quickAccount, randomAuthority } from '../helpers/money';

const IBAN = 'IR820540102680020817909002';
const IBAN_2 = 'IR062960000000100324200001';
const now = new Date('2026-05-01T08:00:00Z');

async function setup() {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin', 'مدیر');
  const customer = await quickAccount(db, 'user', 'علی');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت آزادی');
  return {
    db,
    admin,
    customer,
    cafe,
    adminApi: callerFor(db, admin),
    userApi: callerFor(db, customer),
    cafeApi: callerFor(db, cafe),
  };
}

const account = { iban: IBAN, account_number: '0123-4567-89', bank: 'ملت', full_name: 'رضا کافی' };

describe('wallet balance and statement', () => {
  it('answers zero for a wallet never used', async () => {
    const { userApi, customer } = await setup();
    expect(await userApi.wallet.balance()).toEqual({ balance: 0, user_id: customer.id });
    expect(await userApi.wallet.transactions()).toEqual({ items: [], total: 0 });
  });

  it('lists newest first with the spec fields, pages of 10, and finds a transaction by a piece of its id', async () => {
    const { db, customer, userApi } = await setup();
    for (let i = 1; i <= 12; i++) await fundWallet(db, customer.id, i * 1000, new Date(now.getTime() + i * 1000));
    const first = await userApi.wallet.transactions({ limit: 10, skip: 0 });
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items.map((t) => t.amount).slice(0, 3)).toEqual([12_000, 11_000, 10_000]);
    expect(first.items[0]).toMatchObject({ transaction_type: 'deposit', balance_after: 78_000, order_id: null });
    expect(Object.keys(first.items[0]!).sort()).toEqual(['_id', 'amount', 'balance_after', 'created_at', 'description', 'id', 'order_id', 'transaction_type', 'transfer_id']);
    const second = await userApi.wallet.transactions({ limit: 10, skip: 10 });
    expect(second.items.map((t) => t.amount)).toEqual([2_000, 1_000]);

    const target = first.items[4]!;
    const found = await userApi.wallet.transactions({ limit: 10, skip: 0, search: target.id.slice(6, 14).toUpperCase() });
    expect(found.items.map((t) => t.id)).toEqual([target.id]);
    // The reference the statement shows ("A3F9-1C2B") finds the line too, dash and all.
    const byReference = await userApi.wallet.transactions({ limit: 10, skip: 0, search: ` ${shortReference(target.id)} ` });
    expect(byReference.items.map((t) => t.id)).toEqual([target.id]);
    expect((await userApi.wallet.transactions({ limit: 10, skip: 0, search: 'zz%' })).items).toEqual([]);
  });

  it('hides each role’s hidden types (spec 3 §6): the cafe never sees earning_out or admin_deposit_out', async () => {
    const { db, customer, cafe, cafeApi, userApi } = await setup();
    await fundWallet(db, customer.id, 50_000, now);
    await writeTransaction(db, (trx) => holdOrderPaymentFromWallet(trx, { orderId: 'ab'.repeat(12), userId: customer.id, amount: 50_000, now }));
    await writeTransaction(db, (trx) => settleOrder(trx, { orderId: 'ab'.repeat(12), cafeId: cafe.cafeId!, cafeUserId: cafe.id, now }));
    expect((await cafeApi.wallet.transactions()).items.map((t) => [t.transaction_type, t.amount, t.order_id])).toEqual([['earning', 45_000, 'ab'.repeat(12)]]);
    expect((await userApi.wallet.transactions()).items.map((t) => [t.transaction_type, t.amount])).toEqual([
      ['payment', -50_000],
      ['deposit', 50_000],
    ]);
  });

  it('keeps the admin out of the holder paths and holders out of the admin paths', async () => {
    const { adminApi, userApi } = await setup();
    expect((await trpcError(adminApi.wallet.balance())).code).toBe('FORBIDDEN');
    expect((await trpcError(userApi.wallet.admin.balance())).code).toBe('FORBIDDEN');
    expect((await trpcError(userApi.wallet.bankAccounts())).code).toBe('FORBIDDEN');
  });
});

describe('bank accounts', () => {
  it('adds, lists, edits and deletes the cafe’s own accounts', async () => {
    const { cafeApi } = await setup();
    const created = await cafeApi.wallet.createBankAccount({ ...account, iban: 'ir82 0540 1026 8002 0817 9090 02' });
    expect(created).toMatchObject({ message: WALLET_MSG.bankAccountSaved, IBAN: IBAN, account_number: '0123-4567-89', bank: 'ملت', full_name: 'رضا کافی' });
    expect(created._id).toBe(created.id);
    const updated = await cafeApi.wallet.updateBankAccount({ id: created.id, ...account, iban: IBAN_2, bank: 'سامان' });
    expect(updated).toMatchObject({ IBAN: IBAN_2, bank: 'سامان' });
    expect((await cafeApi.wallet.bankAccounts()).map((a) => a.bank)).toEqual(['سامان']);
    expect(await cafeApi.wallet.deleteBankAccount({ id: created.id })).toMatchObject({ success: true });
    expect(await cafeApi.wallet.bankAccounts()).toEqual([]);
  });

  it('requires every field, checks the IBAN and refuses a duplicate', async () => {
    const { cafeApi } = await setup();
    const empty = await trpcError(cafeApi.wallet.createBankAccount({ iban: '', account_number: '', bank: ' ', full_name: '' }));
    expect(validationMessages(empty)).toEqual({
      iban: WALLET_MSG.ibanRequired,
      account_number: WALLET_MSG.accountNumberRequired,
      bank: WALLET_MSG.bankRequired,
      full_name: WALLET_MSG.fullNameRequired,
    });
    expect(validationMessages(await trpcError(cafeApi.wallet.createBankAccount({ ...account, iban: 'IR820540102680020817909003' })))).toEqual({ iban: WALLET_MSG.ibanInvalid });
    expect(validationMessages(await trpcError(cafeApi.wallet.createBankAccount({ ...account, account_number: '12ab' })))).toEqual({ account_number: WALLET_MSG.accountNumberInvalid });
    await cafeApi.wallet.createBankAccount(account);
    const duplicate = await trpcError(cafeApi.wallet.createBankAccount(account));
    expect([duplicate.code, duplicate.message]).toEqual(['CONFLICT', WALLET_MSG.bankAccountDuplicate]);
  });

  it('keeps a cafe away from another cafe’s account (403) and answers 404 for a missing one', async () => {
    const { db, cafeApi } = await setup();
    const other = await quickAccount(db, 'coffenet');
    const theirs = await callerFor(db, other).wallet.createBankAccount(account);
    expect((await trpcError(cafeApi.wallet.updateBankAccount({ id: theirs.id, ...account }))).code).toBe('FORBIDDEN');
    expect((await trpcError(cafeApi.wallet.deleteBankAccount({ id: theirs.id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(cafeApi.wallet.requestWithdrawal({ amount: 1, account_id: theirs.id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(cafeApi.wallet.deleteBankAccount({ id: 'c'.repeat(24) }))).message).toBe(WALLET_MSG.bankAccountNotFound);
  });
});

describe('withdrawals', () => {
  async function cafeWithMoney(amount: number) {
    const s = await setup();
    await fundWallet(s.db, s.cafe.id, amount, now);
    const bank = await s.cafeApi.wallet.createBankAccount(account);
    return { ...s, bank };
  }

  it('holds the amount at once, shows the request, and tells the admins', async () => {
    const { db, cafeApi, adminApi, bank, admin } = await cafeWithMoney(100_000);
    const request = await cafeApi.wallet.requestWithdrawal({ amount: 60_000, account_id: bank.id, description: 'تسویه ماه' });
    expect(request).toMatchObject({ message: WALLET_MSG.withdrawRequested, status: 'pending', amount: 60_000, new_balance: 40_000, account_id: bank.id });
    expect(request.account_info).toEqual({ account_number: '0123-4567-89', iban: IBAN, bank: 'ملت', full_name: 'رضا کافی' });
    expect(await balanceOf(db, 'withdrawals')).toBe(60_000);
    expect((await cafeApi.wallet.transactions()).items[0]).toMatchObject({ transaction_type: 'withdrawal_pending', amount: -60_000 });
    expect((await cafeApi.wallet.myWithdrawals()).items.map((w) => w.status)).toEqual(['pending']);

    const pending = await adminApi.wallet.admin.withdrawals({ status: 'pending' });
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ cafe_name: 'کافی‌نت آزادی', cafe_balance: 40_000, amount: 60_000 });
    const notes = await callerFor(db, admin).notifications.list();
    expect(notes[0]!.title).toBe('درخواست برداشت تازه');
  });

  it('refuses more than the balance, nothing at or below zero, and a missing account', async () => {
    const { cafeApi, bank } = await cafeWithMoney(10_000);
    expect((await trpcError(cafeApi.wallet.requestWithdrawal({ amount: 10_001, account_id: bank.id }))).message).toBe(WALLET_MSG.insufficientBalance);
    expect(validationMessages(await trpcError(cafeApi.wallet.requestWithdrawal({ amount: 0, account_id: bank.id })))).toEqual({ amount: WALLET_MSG.amountPositive });
    expect(validationMessages(await trpcError(cafeApi.wallet.requestWithdrawal({ amount: 100, account_id: '' })))).toEqual({ account_id: WALLET_MSG.accountRequired });
    expect(await cafeApi.wallet.myWithdrawals()).toEqual({ items: [], has_more: false });
  });

  it('pays out on approval with the message and expected time, and tells the cafe', async () => {
    const { db, cafe, cafeApi, adminApi, bank } = await cafeWithMoney(100_000);
    const request = await cafeApi.wallet.requestWithdrawal({ amount: 100_000, account_id: bank.id });
    const approved = await adminApi.wallet.admin.approveWithdrawal({ id: request.id, message: 'واریز شد', expected_time: '۲۴ ساعت' });
    expect(approved).toMatchObject({ status: 'completed', admin_message: 'واریز شد', expected_time: '۲۴ ساعت' });
    expect(await balanceOf(db, 'withdrawals')).toBe(0);
    expect(await walletBalance(db, cafe.id)).toBe(0);
    const [note] = await cafeApi.notifications.list({ limit: 1 });
    expect(note).toMatchObject({ title: WALLET_MSG.withdrawalApproved });
    expect(note!.message).toContain('۲۴ ساعت');
    const again = await trpcError(adminApi.wallet.admin.rejectWithdrawal({ id: request.id, message: 'x' }));
    expect([again.code, again.message]).toEqual(['CONFLICT', WALLET_MSG.withdrawalDecided]);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
    // The audit list names the cafe that asked, not a bare number.
    expect(await adminApi.admin.audit({ area: 'finance', limit: 1 })).toMatchObject([{ action: 'withdrawal.approve', target_label: cafe.username }]);
  });

  it('returns the amount on rejection, which needs a message', async () => {
    const { db, cafe, cafeApi, adminApi, bank } = await cafeWithMoney(50_000);
    const request = await cafeApi.wallet.requestWithdrawal({ amount: 30_000, account_id: bank.id });
    expect(validationMessages(await trpcError(adminApi.wallet.admin.rejectWithdrawal({ id: request.id, message: ' ' })))).toEqual({ message: WALLET_MSG.rejectMessageRequired });
    const rejected = await adminApi.wallet.admin.rejectWithdrawal({ id: request.id, message: 'شبا با نام صاحب حساب نمی‌خواند' });
    expect(rejected).toMatchObject({ status: 'rejected', admin_message: 'شبا با نام صاحب حساب نمی‌خواند' });
    expect(await walletBalance(db, cafe.id)).toBe(50_000);
    expect((await cafeApi.wallet.transactions()).items[0]).toMatchObject({ transaction_type: 'withdrawal_rejected', amount: 30_000 });
    expect((await trpcError(adminApi.wallet.admin.approveWithdrawal({ id: 'd'.repeat(24) }))).message).toBe(WALLET_MSG.withdrawalNotFound);
  });

  it('approves a request once even when two admins click at once', async () => {
    const { db, cafeApi, adminApi, bank } = await cafeWithMoney(20_000);
    const request = await cafeApi.wallet.requestWithdrawal({ amount: 20_000, account_id: bank.id });
    const results = await Promise.allSettled([
      adminApi.wallet.admin.approveWithdrawal({ id: request.id }),
      adminApi.wallet.admin.rejectWithdrawal({ id: request.id, message: 'نه' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
    expect(await balanceOf(db, 'withdrawals')).toBe(0);
  });

  it('is for cafes only', async () => {
    const { userApi } = await setup();
    expect((await trpcError(userApi.wallet.requestWithdrawal({ amount: 1, account_id: 'a'.repeat(24) }))).code).toBe('FORBIDDEN');
  });
});

describe('the admin’s manual movements', () => {
  async function fundedPlatform(amount: number) {
    const s = await setup();
    await writeTransaction(s.db, (trx) => creditPlatformFromGateway(trx, { amount, authority: randomAuthority(), actorId: s.admin.id, now }));
    return s;
  }

  it('deposits from the platform wallet into a wallet, with a description, and tells the holder', async () => {
    const { db, adminApi, customer, userApi } = await fundedPlatform(100_000);
    const result = await adminApi.wallet.admin.deposit({ target_user_id: customer.id, amount: 30_000, description: 'جبران تأخیر' });
    expect(result).toMatchObject({ success: true, message: WALLET_MSG.depositDone, balances: { [customer.id]: 30_000 } });
    expect(await balanceOf(db, 'platform')).toBe(70_000);
    expect((await userApi.wallet.transactions()).items[0]).toMatchObject({ transaction_type: 'admin_deposit', amount: 30_000, description: 'جبران تأخیر' });
    expect((await adminApi.wallet.admin.transactions()).items[0]).toMatchObject({ transaction_type: 'admin_deposit_out', amount: -30_000 });
    expect((await userApi.notifications.list({ limit: 1 }))[0]!.title).toBe('واریز به کیف پول');
  });

  it('cannot deposit more than the platform holds', async () => {
    const { adminApi, customer } = await fundedPlatform(1_000);
    expect((await trpcError(adminApi.wallet.admin.deposit({ target_user_id: customer.id, amount: 1_001, description: 'x' }))).message).toBe(WALLET_MSG.insufficientPlatformBalance);
  });

  it('withdraws from a wallet into the platform, never below zero', async () => {
    const { db, adminApi, customer } = await setup();
    await fundWallet(db, customer.id, 5_000, now);
    expect((await trpcError(adminApi.wallet.admin.withdraw({ target_user_id: customer.id, amount: 5_001, description: 'x' }))).message).toBe(WALLET_MSG.insufficientBalance);
    await adminApi.wallet.admin.withdraw({ target_user_id: customer.id, amount: 5_000, description: 'اصلاح' });
    expect(await walletBalance(db, customer.id)).toBe(0);
    expect(await balanceOf(db, 'platform')).toBe(5_000);
  });

  it('transfers between two wallets; the source must differ from the destination', async () => {
    const { db, adminApi, customer, cafe } = await setup();
    await fundWallet(db, customer.id, 8_000, now);
    await adminApi.wallet.admin.transfer({ from_user_id: customer.id, to_user_id: cafe.id, amount: 3_000, description: 'انتقال' });
    expect([await walletBalance(db, customer.id), await walletBalance(db, cafe.id)]).toEqual([5_000, 3_000]);
    const same = await trpcError(adminApi.wallet.admin.transfer({ from_user_id: customer.id, to_user_id: customer.id, amount: 1, description: 'x' }));
    expect(validationMessages(same)).toEqual({ to_user_id: WALLET_MSG.sameSourceAndTarget });
  });

  it('needs the user id, an amount above zero and a description', async () => {
    const { adminApi, customer } = await setup();
    const bad = await trpcError(adminApi.wallet.admin.deposit({ target_user_id: '', amount: 0, description: '' }));
    expect(validationMessages(bad)).toEqual({ target_user_id: WALLET_MSG.fillRequired, amount: WALLET_MSG.amountPositive, description: WALLET_MSG.descriptionRequired });
    expect((await trpcError(adminApi.wallet.admin.deposit({ target_user_id: 'e'.repeat(24), amount: 1, description: 'x' }))).message).toBe(WALLET_MSG.walletHolderNotFound);
    const toAdmin = await trpcError(adminApi.wallet.admin.withdraw({ target_user_id: (await adminApi.auth.me()).id, amount: 1, description: 'x' }));
    expect(toAdmin.message).toBe(WALLET_MSG.walletHolderNotWallet);
    expect(customer.id).toHaveLength(24);
  });

  it('moves money once for a repeated request id (a double click)', async () => {
    const { db, adminApi, customer } = await fundedPlatform(100_000);
    const input = { target_user_id: customer.id, amount: 10_000, description: 'x', request_id: 'modal-123456' };
    const [a, b] = await Promise.all([adminApi.wallet.admin.deposit(input), adminApi.wallet.admin.deposit(input)]);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await walletBalance(db, customer.id)).toBe(10_000);
  });

  it('finds wallet holders by name or username for the forms', async () => {
    const { adminApi, customer } = await setup();
    const found = await adminApi.wallet.admin.searchHolders({ q: customer.username.slice(0, 6) });
    expect(found.map((h) => h.id)).toContain(customer.id);
    expect(found.every((h) => h.role !== 'admin')).toBe(true);
    expect(MSG.forbidden).toBeTruthy();
  });

  it('summarises the platform wallet, escrow and held withdrawals', async () => {
    const { adminApi } = await fundedPlatform(12_345);
    expect(await adminApi.wallet.admin.balance()).toEqual({ balance: 12_345, escrow_balance: 0, held_withdrawals: 0, pending_withdrawals: 0 });
  });
});
