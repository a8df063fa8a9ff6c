import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { WALLET_MSG } from '@shared/wallet/messages';
import { SIMULATOR_MERCHANT_ID } from '../../src-server/config';
import { verifyPayment as gatewayVerify } from '../../src-server/payments/zarinpal';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { addFailingTrigger, dropFailingTrigger, freshMemoryDb, trpcError, validationMessages } from '../helpers/db';
import { HEALTHY_LEDGER, ledgerCheck, payOnSimulator, quickAccount, servePaymentsApp } from '../helpers/money';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(opts: Parameters<typeof servePaymentsApp>[1] = {}) {
  const db = await freshMemoryDb();
  const served = await servePaymentsApp(db, opts);
  cleanups.push(served.close);
  const customer = await quickAccount(db, 'user');
  const admin = await quickAccount(db, 'admin');
  return { db, served, customer, admin, api: served.callerFor(customer) };
}

async function attemptOf(db: Awaited<ReturnType<typeof freshMemoryDb>>, authority: string) {
  return db.selectFrom('payment_attempts').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
}

async function transfersCount(db: Awaited<ReturnType<typeof freshMemoryDb>>) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_transfers`.execute(db);
  return Number(rows[0]!.n);
}

describe('wallet top-up through the gateway', () => {
  it('records an attempt, sends the payer to StartPay with /wallet as the callback, and credits on verify', async () => {
    const { db, served, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 250_000, description: 'شارژ' });
    expect(started.payment_url).toBe(`${served.deps.payments.publicUrl}/pg/StartPay/${started.authority}`);
    const attempt = await attemptOf(db, started.authority);
    expect(attempt).toMatchObject({ purpose: 'wallet', target_id: customer.id, amount: 250_000, status: 'pending', callback_url: `${served.deps.payments.publicUrl}/wallet` });

    const back = await payOnSimulator(started.payment_url);
    expect(back.pathname).toBe('/wallet');
    const result = await api.wallet.verifyTopUp({ authority: back.searchParams.get('Authority')!, status: 'OK' });
    expect(result).toMatchObject({ success: true, amount: 250_000, new_balance: 250_000, type: 'wallet', message: WALLET_MSG.paymentSucceeded });
    expect(result.ref_id).toMatch(/^\d+$/);
    expect(await walletBalance(db, customer.id)).toBe(250_000);
    expect(await attemptOf(db, started.authority)).toMatchObject({ status: 'paid', gateway_code: 100, ref_id: result.ref_id });
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });

  it('credits once when the same authority is verified twice, and three times at once', async () => {
    const { db, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 40_000 });
    await payOnSimulator(started.payment_url);
    const first = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    const again = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(first.already_verified).toBe(false);
    expect(again).toMatchObject({ success: true, ref_id: first.ref_id, new_balance: 40_000, already_verified: true });

    const other = await api.wallet.topUp({ amount: 60_000 });
    await payOnSimulator(other.payment_url);
    const together = await Promise.all([0, 1, 2].map(() => api.payments.verify({ authority: other.authority, status: 'OK' })));
    expect(together.every((r) => r.success && r.ref_id === together[0]!.ref_id)).toBe(true);
    expect(await walletBalance(db, customer.id)).toBe(100_000);
    expect(await transfersCount(db)).toBe(2);
  });

  it('credits once after a crash between the gateway’s verify and our commit', async () => {
    const { db, served, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 90_000 });
    await payOnSimulator(started.payment_url);
    // Our process verified with the gateway, then died before writing anything.
    const endpoint = { baseUrl: served.deps.payments.gatewayBaseUrl, merchantId: SIMULATOR_MERCHANT_ID, timeoutMs: 5_000 };
    expect(await gatewayVerify(endpoint, { amount: 90_000, authority: started.authority })).toMatchObject({ ok: true, code: 100 });
    expect(await walletBalance(db, customer.id)).toBe(0);
    // The retry hears 101 ("already verified") and credits, once.
    const retried = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(retried).toMatchObject({ success: true, new_balance: 90_000 });
    expect((await attemptOf(db, started.authority)).gateway_code).toBe(101);
    await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(await walletBalance(db, customer.id)).toBe(90_000);
  });

  it('writes nothing when the commit fails midway, and credits once on the next verify', async () => {
    const { db, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 15_000 });
    await payOnSimulator(started.payment_url);
    // The attempt's update fails after the transfer was written in the same transaction.
    await addFailingTrigger(db, { name: 'crash', table: 'payment_attempts', event: 'update of status', when: "new.status = 'paid'", message: 'simulated crash' });
    await expect(api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' })).rejects.toThrow();
    expect(await walletBalance(db, customer.id)).toBe(0);
    expect(await transfersCount(db)).toBe(0);
    await dropFailingTrigger(db, 'crash', 'payment_attempts');
    expect(await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' })).toMatchObject({ success: true, new_balance: 15_000 });
    expect(await transfersCount(db)).toBe(1);
  });

  it('credits nothing on Status=NOK, and records the cancellation without asking the gateway', async () => {
    const { db, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 20_000 });
    const back = await payOnSimulator(started.payment_url, 'cancel');
    expect(back.searchParams.get('Status')).toBe('NOK');
    const result = await api.wallet.verifyTopUp({ authority: started.authority, status: 'NOK' });
    expect(result).toMatchObject({ success: false, message: WALLET_MSG.paymentCancelled, new_balance: null });
    expect(await attemptOf(db, started.authority)).toMatchObject({ status: 'cancelled', message: WALLET_MSG.paymentCancelled });
    expect(await walletBalance(db, customer.id)).toBe(0);
  });

  it('trusts only the gateway: Status=OK for a payment the payer cancelled is a recorded -51 and credits nothing', async () => {
    const { db, customer, api } = await setup();
    const started = await api.wallet.topUp({ amount: 20_000 });
    await payOnSimulator(started.payment_url, 'cancel');
    const result = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(result).toMatchObject({ success: false, code: -51, message: WALLET_MSG.paymentFailed });
    expect(await attemptOf(db, started.authority)).toMatchObject({ status: 'failed', gateway_code: -51 });
    expect(await walletBalance(db, customer.id)).toBe(0);
    expect(await transfersCount(db)).toBe(0);
  });

  it('refuses an amount below the gateway minimum and an unknown authority', async () => {
    const { api } = await setup();
    expect(validationMessages(await trpcError(api.wallet.topUp({ amount: 5_000 })))).toEqual({ amount: WALLET_MSG.gatewayMinAmount });
    expect(validationMessages(await trpcError(api.wallet.topUp({ amount: 0 })))).toEqual({ amount: WALLET_MSG.amountPositive });
    const missing = await trpcError(api.payments.verify({ authority: `A${'1'.repeat(35)}` }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', WALLET_MSG.paymentNotFound]);
  });

  it('shows the new balance only to the payer', async () => {
    const { served, api } = await setup();
    const started = await api.wallet.topUp({ amount: 30_000 });
    await payOnSimulator(started.payment_url);
    const asGuest = await served.callerFor(null).payments.verify({ authority: started.authority });
    expect(asGuest).toMatchObject({ success: true, new_balance: null, amount: 30_000 });
    expect((await api.payments.verify({ authority: started.authority })).new_balance).toBe(30_000);
  });

  it('answers 502 when the gateway cannot be reached, and keeps the failed attempt', async () => {
    const db = await freshMemoryDb();
    const customer = await quickAccount(db, 'user');
    const { callerFor } = await import('../helpers/db');
    const error = await trpcError(callerFor(db, customer).wallet.topUp({ amount: 20_000 }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(WALLET_MSG.gatewayUnreachable);
    const attempts = await db.selectFrom('payment_attempts').select(['status', 'message']).execute();
    expect(attempts).toEqual([{ status: 'failed', message: WALLET_MSG.gatewayUnreachable }]);
  });
});

describe('the admin’s platform top-up', () => {
  it('credits the platform wallet and returns to /wallet/admin', async () => {
    const { db, served, admin } = await setup();
    const api = served.callerFor(admin);
    const started = await api.wallet.admin.topUp({ amount: 1_000_000 });
    const back = await payOnSimulator(started.payment_url);
    expect(back.pathname).toBe('/wallet/admin');
    const result = await api.wallet.admin.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(result).toMatchObject({ success: true, type: 'wallet', new_balance: 1_000_000, details: { user_id: 'platform' } });
    expect(await balanceOf(db, 'platform')).toBe(1_000_000);
  });
});

/** A stand-in gateway speaking the protocol with scripted verify answers, as PAYMENT_GATEWAY=zarinpal would reach. */
async function scriptedGateway(verifyCode: number) {
  const seen: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const payload = JSON.parse(body || '{}') as Record<string, unknown>;
      seen.push({ path: req.url, ...payload });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/pg/v4/payment/request.json') {
        res.end(JSON.stringify({ data: { code: 100, message: 'Success', authority: `A${String(seen.length).padStart(35, '0')}`, fee_type: 'Merchant', fee: 0 }, errors: [] }));
      } else if (verifyCode === 100) {
        res.end(JSON.stringify({ data: { code: 100, message: 'Paid', ref_id: 201, card_pan: '502229******5995', card_hash: 'x', fee_type: 'Merchant', fee: 0 }, errors: [] }));
      } else {
        res.statusCode = 422;
        res.end(JSON.stringify({ data: [], errors: { code: verifyCode, message: 'scripted', validations: [] } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { baseUrl, seen };
}

describe('with PAYMENT_GATEWAY=zarinpal and any server speaking the protocol', () => {
  const MERCHANT = '22222222-2222-4222-8222-222222222222';

  for (const code of [-50, -51, -54]) {
    it(`credits nothing on a verify answer of ${code} and records it`, async () => {
      const gateway = await scriptedGateway(code);
      const { db, customer, api } = await setup({ gateway: { baseUrl: gateway.baseUrl, merchantId: MERCHANT } });
      const started = await api.wallet.topUp({ amount: 33_000 });
      expect(started.payment_url).toBe(`${gateway.baseUrl}/pg/StartPay/${started.authority}`);
      const result = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
      expect(result).toMatchObject({ success: false, code, new_balance: null });
      expect(await attemptOf(db, started.authority)).toMatchObject({ status: 'failed', gateway_code: code });
      expect(await walletBalance(db, customer.id)).toBe(0);
      expect(await transfersCount(db)).toBe(0);
    });
  }

  it('sends merchant_id, currency IRR and the stored amount, never one from the browser', async () => {
    const gateway = await scriptedGateway(100);
    const { db, customer, api } = await setup({ gateway: { baseUrl: gateway.baseUrl, merchantId: MERCHANT } });
    const started = await api.wallet.topUp({ amount: 48_000, description: 'شارژ' });
    // A tampered verify call carries an amount; the schema has no such field and ignores it.
    await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK', amount: 1 } as never);
    expect(gateway.seen[0]).toMatchObject({ path: '/pg/v4/payment/request.json', merchant_id: MERCHANT, amount: 48_000, currency: 'IRR', description: 'شارژ' });
    expect(gateway.seen[1]).toEqual({ path: '/pg/v4/payment/verify.json', merchant_id: MERCHANT, amount: 48_000, authority: started.authority });
    expect(await walletBalance(db, customer.id)).toBe(48_000);
  });
});

describe('chat-bot payments with a service key', () => {
  it('creates and verifies a bot subscription payment that returns to /verify?type=bot', async () => {
    const { db, served } = await setup({ serviceApiKey: 'bot-secret-key-123' });
    const bot = served.callerFor(null, 'bot-secret-key-123');
    const started = await bot.payments.botCreate({ amount: 120_000, subscription_id: 'sub-42', description: 'اشتراک ماهانه' });
    const back = await payOnSimulator(started.payment_url);
    expect(back.pathname).toBe('/verify');
    expect(back.searchParams.get('type')).toBe('bot');
    expect(back.searchParams.get('subscription_id')).toBe('sub-42');
    const result = await bot.payments.botVerify({ authority: started.authority });
    expect(result).toMatchObject({ success: true, type: 'subscription', subscription_id: 'sub-42', amount: 120_000 });
    expect(await balanceOf(db, 'platform')).toBe(120_000);
  });

  it('refuses a missing or wrong key with 401', async () => {
    const { served } = await setup({ serviceApiKey: 'bot-secret-key-123' });
    for (const key of [undefined, 'wrong-key']) {
      const error = await trpcError(served.callerFor(null, key).payments.botCreate({ amount: 20_000 }));
      expect([error.code, error.message]).toEqual(['UNAUTHORIZED', WALLET_MSG.serviceKeyInvalid]);
    }
  });

  it('is off when no key is configured', async () => {
    const { served } = await setup();
    expect((await trpcError(served.callerFor(null, '').payments.botVerify({ authority: 'A1' }))).code).toBe('UNAUTHORIZED');
  });
});
