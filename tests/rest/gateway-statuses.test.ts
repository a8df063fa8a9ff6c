import { afterEach, describe, expect, it } from 'vitest';
import { WALLET_MSG } from '@shared/wallet/messages';
import { UNREACHABLE_PAYMENT_SETTINGS } from '../../src-server/payments/settings';
import { apiClient, restHarness, servePaymentsApp } from '../helpers/money';
import { orderWorld } from '../helpers/orders';
import { requestKey, storeWorld } from '../helpers/store';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

/*
 * Issue 17: the documented 502 (the gateway did not answer) and 503 (online payment is off) of the
 * paths that talk to the payment gateway. Payments are started against the embedded simulator
 * over real HTTP; the same database is then served by an app whose gateway address is a closed
 * port (502) or whose payments are switched off (503).
 */

const BOT_KEY = 'gateway-statuses-bot-key';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup() {
  const w = await orderWorld();
  const s = await storeWorld(w.db);
  const served = await servePaymentsApp(w.db, { serviceApiKey: BOT_KEY });
  cleanups.push(served.close);
  const up = apiClient(served.url, served.deps.jwtSecret);
  const down = await restHarness(w.db, { payments: { ...UNREACHABLE_PAYMENT_SETTINGS, serviceApiKey: BOT_KEY } });
  const off = await restHarness(w.db, { payments: { ...UNREACHABLE_PAYMENT_SETTINGS, mode: 'off', serviceApiKey: BOT_KEY } });
  return { w, s, up, down, off };
}

const bot = { 'x-api-key': BOT_KEY };

describe('gateway failures on the /api payment paths', () => {
  it('starting a payment answers 502 when the gateway is unreachable and 503 when payments are off', async () => {
    const { w, s, down, off } = await setup();
    const orderId = await w.orderIn('pending_payment');
    const storeOrder = await s.api(s.buyer).store.checkout({ items: [{ product_id: s.ebook.id, quantity: 1 }], shipping: null, payment_method: 'online', expected_total: 900_000, request_key: requestKey() });
    const starts: Array<[string, Parameters<typeof down.call>[1]]> = [
      [`/payment/create/${orderId}`, { as: w.customer, body: {} }],
      [`/payment/store/payment/create/${storeOrder.id}`, { as: s.buyer, body: {} }],
      ['/wallet/admin/deposit/create-payment', { as: w.admin, body: { amount: 1_000_000 } }],
      ['/payment_verify/bot-api/create-payment', { headers: bot, body: { amount: 1_000_000, description: 'اشتراک' } }],
    ];
    for (const [path, opts] of starts) {
      expect(await down.call(path, opts), path).toEqual({ status: 502, body: { detail: WALLET_MSG.gatewayUnreachable } });
      expect(await off.call(path, opts), path).toEqual({ status: 503, body: { detail: WALLET_MSG.onlinePaymentsOff } });
    }
    // Nothing was paid: the order still waits for its payment.
    expect(await w.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ status: 'pending_payment' });
  });

  it('verifying a started payment answers 502 while the gateway is unreachable, and the payment can still be verified later', async () => {
    const { w, up, down } = await setup();
    const topUp = await up('/wallet/deposit/create-payment', { as: w.customer, body: { amount: 1_000_000 } });
    const platform = await up('/wallet/admin/deposit/create-payment', { as: w.admin, body: { amount: 1_000_000 } });
    const botPayment = await up('/payment_verify/bot-api/create-payment', { headers: bot, body: { amount: 1_000_000 } });
    for (const started of [topUp, platform, botPayment]) expect(started.status).toBeLessThan(300);
    const gone = { status: 502, body: { detail: WALLET_MSG.gatewayUnreachable } };

    expect(await down.call(`/wallet/deposit/verify?Authority=${topUp.body.authority}&Status=OK`, { as: w.customer })).toEqual(gone);
    expect(await down.call(`/wallet/admin/deposit/verify?Authority=${platform.body.authority}&Status=OK`, { as: w.admin })).toEqual(gone);
    for (const path of ['/payment/public/verify', '/payment/public/wallet/verify', '/payment/public/store/verify', '/payment/public/subscription/verify']) {
      expect(await down.call(path, { body: { authority: topUp.body.authority, Status: 'OK' } }), path).toEqual(gone);
    }
    for (const path of ['/payment_verify/bot-api/verify', '/payment_verify/bot-api/service/payment/verify']) {
      expect(await down.call(path, { headers: bot, body: { authority: botPayment.body.authority } }), path).toEqual(gone);
    }
    // The attempt was left pending, not failed: once the gateway answers again, the check goes on
    // (the payer never paid on the simulator, so the gateway refuses it).
    const later = await up('/payment/public/verify', { body: { authority: topUp.body.authority, Status: 'OK' } });
    expect(later).toMatchObject({ status: 200, body: { success: false, authority: topUp.body.authority } });
  });
});
