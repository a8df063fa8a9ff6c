import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { creditPlatformFromGateway } from '../../src-server/services/wallet/credits';
import { freshMemoryDb } from '../helpers/db';
import { apiClient, fundWallet, payOnSimulator, quickAccount, randomAuthority, servePaymentsApp, VALID_IBAN } from '../helpers/money';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(serviceApiKey?: string) {
  const db = await freshMemoryDb();
  const served = await servePaymentsApp(db, { serviceApiKey });
  cleanups.push(served.close);
  const call = apiClient(served.url, served.deps.jwtSecret);
  return {
    db,
    served,
    call,
    admin: await quickAccount(db, 'admin'),
    customer: await quickAccount(db, 'user'),
    cafe: await quickAccount(db, 'coffenet', 'کافی‌نت آزادی'),
  };
}

describe('REST wallet paths of the customer (spec 3 §7)', () => {
  it('GET /api/wallet and /api/wallet/transactions with limit and skip', async () => {
    const { db, call, customer } = await setup();
    expect(await call('/wallet', { as: customer })).toEqual({ status: 200, body: { balance: 0, user_id: customer.id } });
    for (let i = 0; i < 3; i++) await fundWallet(db, customer.id, 10_000 + i);
    const list = await call('/wallet/transactions?limit=2&skip=0', { as: customer });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ transaction_type: 'deposit', amount: 10_002, balance_after: 30_003 });
    expect(list.body[0]._id).toBe(list.body[0].id);
    expect((await call('/wallet/transactions?limit=2&skip=2', { as: customer })).body).toHaveLength(1);
    expect(await call('/wallet/transactions?limit=x', { as: customer })).toEqual({ status: 422, body: expect.objectContaining({ detail: WALLET_MSG.pagingInvalid }) });
    expect((await call('/wallet')).status).toBe(401);
  });

  it('tops up: create-payment gives payment_url and authority; verify with authority and Status credits once', async () => {
    const { call, customer } = await setup();
    const created = await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 150_000, description: 'شارژ' } });
    expect(created.status).toBe(200);
    expect(created.body.payment_url).toContain(`/pg/StartPay/${created.body.authority}`);
    const back = await payOnSimulator(created.body.payment_url);
    const query = `authority=${back.searchParams.get('Authority')}&Status=${back.searchParams.get('Status')}`;
    const verified = await call(`/wallet/deposit/verify?${query}`, { as: customer });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, message: WALLET_MSG.paymentSucceeded, amount: 150_000, new_balance: 150_000, type: 'wallet' });
    expect((await call(`/wallet/deposit/verify?${query}`, { as: customer })).body.new_balance).toBe(150_000);
    expect((await call('/wallet', { as: customer })).body.balance).toBe(150_000);
  });

  it('shows the gateway page in its own Persian font, so "۵۰٬۰۰۰" never reads "۵۰’۰۰۰"', async () => {
    const { call, customer } = await setup();
    const created = await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 500_000 } });
    const html = await (await fetch(created.body.payment_url)).text();
    expect(html).toContain('۵۰٬۰۰۰ تومان');
    const fontUrl = /@font-face \{ font-family: Vazirmatn; src: url\('([^']+)'\)/.exec(html)?.[1];
    expect(fontUrl).toBe('/pg/vazirmatn.woff2');
    const font = await fetch(new URL(fontUrl!, created.body.payment_url));
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 422 with the Persian message for a bad amount', async () => {
    const { call, customer } = await setup();
    expect(await call('/wallet/deposit/create-payment', { as: customer, body: { amount: -5 } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountPositive } });
    expect(await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 'ده' } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountRequired } });
  });

  it('names what is wrong with an amount sent as text as it does for the same JSON number', async () => {
    const { call, admin, customer, cafe } = await setup();
    // The spec's admin moves carry the amount in the query: "-5" is below zero and "12.5" not whole, not "missing".
    const move = (path: string, amount: string) => call(`${path}&amount=${encodeURIComponent(amount)}&description=x`, { as: admin, method: 'POST' });
    for (const path of [`/wallet/admin/deposit?target_user_id=${customer.id}`, `/wallet/admin/withdraw?target_user_id=${customer.id}`, `/wallet/admin/transfer?from_user_id=${customer.id}&to_user_id=${cafe.id}`]) {
      expect(await move(path, '-5')).toEqual({ status: 422, body: { detail: WALLET_MSG.amountPositive, errors: { amount: WALLET_MSG.amountPositive } } });
      expect(await move(path, '-۵۰۰')).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountPositive } });
      expect(await move(path, '12.5')).toEqual({ status: 422, body: { detail: WALLET_MSG.amountInteger, errors: { amount: WALLET_MSG.amountInteger } } });
      // Still decimal digits only: an exponent or hex is not read as a number.
      expect(await move(path, '1e5')).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountRequired } });
      expect(await move(path, '0x2710')).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountRequired } });
      // A whole number written with a fraction is not a decimal integer: still refused.
      expect(await move(path, '10000.0')).toMatchObject({ status: 422 });
    }
    // JSON text in a body reads the same way.
    expect(await call('/wallet/deposit/create-payment', { as: customer, body: { amount: '-50000' } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountPositive } });
    expect(await call('/wallet/admin/deposit/create-payment', { as: admin, body: { amount: '50000.5' } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountInteger } });
    expect(await call('/wallet/withdraw-request', { as: cafe, body: { amount: '-1', account_id: customer.id } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.amountPositive } });
  });
});

describe('REST wallet paths of the cafe', () => {
  it('manages bank accounts with the spec’s IBAN field, requests a withdrawal and lists its requests', async () => {
    const { db, call, cafe } = await setup();
    await fundWallet(db, cafe.id, 80_000);
    const created = await call('/wallet/accounts', { as: cafe, body: { IBAN: VALID_IBAN, account_number: '123456', bank: 'ملی', full_name: 'مدیر کافه' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ IBAN: VALID_IBAN, account_number: '123456', bank: 'ملی', full_name: 'مدیر کافه' });
    const id = created.body._id as string;
    expect((await call(`/wallet/accounts/${id}`, { as: cafe, method: 'PUT', body: { IBAN: VALID_IBAN, account_number: '654321', bank: 'ملی', full_name: 'مدیر کافه' } })).body.account_number).toBe('654321');
    expect((await call('/wallet/accounts', { as: cafe })).body).toHaveLength(1);
    // `iban` is IBAN's documented alias: it carries the IBAN, and a bad one is named as it was sent.
    expect(await call(`/wallet/accounts/${id}`, { as: cafe, method: 'PUT', body: { iban: VALID_IBAN, account_number: '654321', bank: 'ملی', full_name: 'مدیر کافه' } })).toMatchObject({ status: 200, body: { IBAN: VALID_IBAN } });
    expect(await call('/wallet/accounts', { as: cafe, body: { iban: 'IR00', account_number: '1', bank: 'x', full_name: 'y' } })).toMatchObject({ status: 422, body: { errors: { iban: WALLET_MSG.ibanInvalid } } });
    expect(await call('/wallet/accounts', { as: cafe, body: { IBAN: '', account_number: '1', bank: 'x', full_name: 'y' } })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.ibanRequired } });
    // Every field blank: each is named "required" (spec 3 §5), not "invalid"; errors name the fields as sent (IBAN).
    expect(await call('/wallet/accounts', { as: cafe, body: { IBAN: '', account_number: '', bank: '', full_name: '' } })).toMatchObject({
      status: 422,
      body: {
        errors: {
          IBAN: WALLET_MSG.ibanRequired,
          account_number: WALLET_MSG.accountNumberRequired,
          bank: WALLET_MSG.bankRequired,
          full_name: WALLET_MSG.fullNameRequired,
        },
      },
    });

    const request = await call('/wallet/withdraw-request', { as: cafe, body: { amount: 50_000, account_id: id, description: 'برداشت' } });
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({ status: 'pending', amount: 50_000, account_id: id, account_info: { iban: VALID_IBAN, account_number: '654321', bank: 'ملی', full_name: 'مدیر کافه' } });
    expect(await call('/wallet/withdraw-request', { as: cafe, body: { amount: 50_000, account_id: id } })).toEqual({ status: 400, body: { detail: WALLET_MSG.insufficientBalance, errors: { amount: WALLET_MSG.insufficientBalance } } });
    const mine = await call('/wallet/my-withdraw-requests', { as: cafe });
    expect(mine.body.map((w: { _id: string }) => w._id)).toEqual([request.body._id]);
    expect((await call(`/wallet/accounts/${id}`, { as: cafe, method: 'DELETE' })).status).toBe(200);
    expect((await call('/wallet/my-withdraw-requests', { as: cafe })).body[0].account_info.iban).toBe(VALID_IBAN);
  });

  it('GET /api/wallet/my-withdraw-requests pages with skip and limit, a plain array still; bad paging is a 422', async () => {
    const { db, call, cafe } = await setup();
    await fundWallet(db, cafe.id, 80_000);
    const account = await call('/wallet/accounts', { as: cafe, body: { IBAN: VALID_IBAN, account_number: '1', bank: 'ملت', full_name: 'x' } });
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) asked.push((await call('/wallet/withdraw-request', { as: cafe, body: { amount: 1_000 + i, account_id: account.body._id } })).body._id);
    const ids = (answer: { body: Array<{ _id: string }> }) => answer.body.map((w) => w._id);

    // Without paging: every request (up to 100), newest first, as before.
    const all = await call('/wallet/my-withdraw-requests', { as: cafe });
    expect(all.status).toBe(200);
    expect([...ids(all)].sort()).toEqual([...asked].sort());
    const pages = [
      await call('/wallet/my-withdraw-requests?limit=2', { as: cafe }),
      await call('/wallet/my-withdraw-requests?skip=2&limit=2', { as: cafe }),
      await call('/wallet/my-withdraw-requests?skip=4&limit=2', { as: cafe }),
    ];
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(pages.map((p) => p.body.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(ids)).toEqual(ids(all));
    expect((await call('/wallet/my-withdraw-requests?skip=۴&limit=۲', { as: cafe })).body).toEqual(pages[2]!.body);
    expect((await call('/wallet/my-withdraw-requests?skip=10', { as: cafe })).body).toEqual([]);

    for (const query of ['limit=abc', 'limit=1000', 'limit=0', 'limit=1.5', 'skip=-1', 'skip=x']) {
      const refused = await call(`/wallet/my-withdraw-requests?${query}`, { as: cafe });
      expect(refused, query).toMatchObject({ status: 422, body: { detail: WALLET_MSG.pagingInvalid, errors: { [query.split('=')[0]!]: WALLET_MSG.pagingInvalid } } });
    }
  });
});

describe('REST admin wallet paths', () => {
  it('approves and rejects withdrawal requests and lists the pending ones', async () => {
    const { db, call, cafe, admin } = await setup();
    await fundWallet(db, cafe.id, 100_000);
    const account = await call('/wallet/accounts', { as: cafe, body: { IBAN: VALID_IBAN, account_number: '1', bank: 'ملت', full_name: 'x' } });
    const first = await call('/wallet/withdraw-request', { as: cafe, body: { amount: 30_000, account_id: account.body._id } });
    const second = await call('/wallet/withdraw-request', { as: cafe, body: { amount: 20_000, account_id: account.body._id } });
    // Each answer names the cafe as the lists do (spec 3 §3 withdraw request: cafe_name, cafe_balance).
    expect(second.body).toMatchObject({ cafe_name: 'کافی‌نت آزادی', cafe_balance: 50_000, new_balance: 50_000 });
    const pending = await call('/wallet/withdraw-requests?status=pending', { as: admin });
    expect(pending.body.map((w: { _id: string }) => w._id)).toEqual([first.body._id, second.body._id]);
    expect(pending.body[0]).toMatchObject({ cafe_name: 'کافی‌نت آزادی', cafe_balance: 50_000, user_id: cafe.id });
    // The admin cafe page's lists of the same requests (their documented schemas are held to these rows).
    const waiting = await call('/coffenet/pending-payments', { as: admin });
    expect(waiting.body.map((w: { _id: string }) => w._id)).toEqual([first.body._id, second.body._id]);
    expect(waiting.body[0]).toMatchObject({ amount: 30_000, status: 'pending', cafe_name: 'کافی‌نت آزادی', account_info: { iban: VALID_IBAN } });

    const approved = await call(`/wallet/withdraw-requests/${first.body._id}/approve`, { as: admin, body: { message: 'پرداخت شد', expected_time: 'فردا' } });
    expect(approved.body).toMatchObject({ status: 'completed', admin_message: 'پرداخت شد', expected_time: 'فردا', cafe_name: 'کافی‌نت آزادی' });
    const rejected = await call(`/wallet/withdraw-requests/${second.body._id}/reject`, { as: admin, body: { message: 'نام نادرست' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', admin_message: 'نام نادرست', cafe_name: 'کافی‌نت آزادی', cafe_balance: 70_000 });
    const paid = await call('/finance/admin/cafe-withdrawals', { as: admin });
    expect(paid.body.withdrawals).toEqual([expect.objectContaining({ _id: first.body._id, amount: 30_000, cafe_name: 'کافی‌نت آزادی', iban: VALID_IBAN, admin_message: 'پرداخت شد' })]);
    const recent = await call('/coffenet/transactions/recent', { as: admin });
    expect(recent.body[0]).toMatchObject({ type: 'admin_withdrawal_confirm', amount: 30_000, cafe_name: 'کافی‌نت آزادی', order_id: null });
    expect(await call(`/wallet/withdraw-requests/${second.body._id}/approve`, { as: admin, body: {} })).toEqual({ status: 409, body: { detail: WALLET_MSG.withdrawalDecided } });
    expect((await call('/wallet/withdraw-requests?status=pending', { as: admin })).body).toEqual([]);
    // Spec 3's other words for the endings filter as their statuses do; an unknown word is a 422.
    const ids = async (status: string) => (await call(`/wallet/withdraw-requests?status=${status}`, { as: admin })).body.map((w: { _id: string }) => w._id);
    expect([await ids('completed'), await ids('approved')]).toEqual([[first.body._id], [first.body._id]]);
    expect([await ids('rejected'), await ids('failed')]).toEqual([[second.body._id], [second.body._id]]);
    expect(await call('/wallet/withdraw-requests?status=paid', { as: admin })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.withdrawalStatusInvalid } });
    expect((await call('/wallet', { as: cafe })).body.balance).toBe(70_000);
    expect((await call('/wallet/withdraw-requests?status=pending', { as: cafe })).status).toBe(403);
  });

  it('deposits, withdraws and transfers with query parameters, and lists the platform transactions', async () => {
    const { db, call, admin, customer, cafe } = await setup();
    await writeTransaction(db, (trx) => creditPlatformFromGateway(trx, { amount: 500_000, authority: randomAuthority(), actorId: admin.id, now: new Date() }));
    const deposit = await call(`/wallet/admin/deposit?target_user_id=${customer.id}&amount=200000&description=${encodeURIComponent('هدیه')}`, { as: admin, method: 'POST' });
    expect(deposit).toMatchObject({ status: 200, body: { success: true, message: WALLET_MSG.depositDone } });
    const transfer = await call(`/wallet/admin/transfer?from_user_id=${customer.id}&to_user_id=${cafe.id}&amount=50000&description=x`, { as: admin, method: 'POST' });
    expect(transfer.body.message).toBe(WALLET_MSG.transferDone);
    const withdraw = await call(`/wallet/admin/withdraw?target_user_id=${cafe.id}&amount=50000&description=y`, { as: admin, method: 'POST' });
    expect(withdraw.body.message).toBe(WALLET_MSG.withdrawDone);
    expect(await call(`/wallet/admin/transfer?from_user_id=${cafe.id}&to_user_id=${cafe.id}&amount=1&description=z`, { as: admin, method: 'POST' })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.sameSourceAndTarget } });
    expect(await call(`/wallet/admin/deposit?amount=1&description=z`, { as: admin, method: 'POST' })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.fillRequired } });

    expect((await call('/wallet/admin/balance', { as: admin })).body).toEqual({ balance: 350_000, escrow_balance: 0, held_withdrawals: 0, pending_withdrawals: 0 });
    const txs = await call('/wallet/admin/transactions?limit=20', { as: admin });
    expect(txs.body.map((t: { transaction_type: string }) => t.transaction_type)).toEqual(['admin_withdrawal_in', 'admin_deposit_out', 'admin_deposit']);
  });

  it('tops up the platform wallet through the gateway and verifies it', async () => {
    const { call, admin } = await setup();
    const created = await call('/wallet/admin/deposit/create-payment', { as: admin, body: { amount: 300_000, description: 'شارژ سامانه' } });
    const back = await payOnSimulator(created.body.payment_url);
    expect(back.pathname).toBe('/wallet/admin');
    const verified = await call(`/wallet/admin/deposit/verify?authority=${created.body.authority}&Status=OK`, { as: admin });
    expect(verified.body).toMatchObject({ success: true, new_balance: 300_000, details: { user_id: 'platform' } });
  });

  it('is refused to a customer', async () => {
    const { call, customer } = await setup();
    expect(await call('/wallet/admin/balance', { as: customer })).toEqual({ status: 403, body: { detail: MSG.forbidden } });
  });
});

describe('REST payment verify paths (spec 1 §7)', () => {
  it('verifies by authority on every public path, with the spec’s answer fields', async () => {
    const { call, customer } = await setup();
    const created = await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 25_000 } });
    await payOnSimulator(created.body.payment_url);
    for (const path of ['/payment/public/verify', '/payment/public/wallet/verify', '/payment/public/store/verify', '/payment/public/subscription/verify']) {
      const answer = await call(path, { as: customer, body: { authority: created.body.authority } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, amount: 25_000, new_balance: 25_000, type: 'wallet', details: { user_id: customer.id } });
      expect(answer.body).toHaveProperty('ref_id');
      expect(answer.body).toHaveProperty('order_id');
      expect(answer.body).toHaveProperty('subscription_id');
    }
    expect((await call('/wallet', { as: customer })).body.balance).toBe(25_000);
    expect(await call('/payment/public/verify', { body: {} })).toMatchObject({ status: 422, body: { detail: WALLET_MSG.authorityMissing } });
    expect(await call('/payment/public/verify', { body: { authority: 'A0' } })).toEqual({ status: 404, body: { detail: WALLET_MSG.paymentNotFound } });
  });

  it('lets the chat-bot create and verify payments with X-API-Key', async () => {
    const { call } = await setup('bot-key-0123456789');
    const headers = { 'x-api-key': 'bot-key-0123456789' };
    const created = await call('/payment_verify/bot-api/create-payment', { headers, body: { amount: 99_000, order_id: 'bot-order-7' } });
    expect(created.status).toBe(201);
    const back = await payOnSimulator(created.body.payment_url);
    expect(back.pathname + '?' + back.searchParams.toString()).toContain('/verify?type=bot&order_id=bot-order-7');
    const verified = await call('/payment_verify/bot-api/verify', { headers, body: { authority: created.body.authority } });
    expect(verified.body).toMatchObject({ success: true, type: 'bot', order_id: 'bot-order-7', amount: 99_000 });
    const fallback = await call('/payment_verify/bot-api/service/payment/verify', { headers, body: { authority: created.body.authority } });
    expect(fallback.body.ref_id).toBe(verified.body.ref_id);
    expect(await call('/payment_verify/bot-api/verify', { body: { authority: created.body.authority } })).toEqual({ status: 401, body: { detail: WALLET_MSG.serviceKeyInvalid } });
    // An amount sent as text is read as the number it is: "-5" is below zero, "12.5" not whole, not "missing".
    for (const [amount, message] of [['-5', WALLET_MSG.amountPositive], ['12.5', WALLET_MSG.amountInteger], ['۹۹۰۰۰', null], ['1e5', WALLET_MSG.amountRequired]] as const) {
      const res = await call('/payment_verify/bot-api/create-payment', { headers, body: { amount } });
      if (message === null) expect([amount, res.status, res.body.amount]).toEqual([amount, 201, 99_000]);
      else expect([amount, res.status, res.body.detail]).toEqual([amount, 422, message]);
    }
  });
});
