import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG } from '@shared/orders/payment-messages';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { apiClient, fundWallet, payOnSimulator, servePaymentsApp } from '../helpers/money';
import { orderWorld } from '../helpers/orders';

const PRICE = 500_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup() {
  const w = await orderWorld();
  const served = await servePaymentsApp(w.db);
  cleanups.push(served.close);
  return { w, served, call: apiClient(served.url, served.deps.jwtSecret) };
}

describe('REST order payment paths (spec 3 §7)', () => {
  it('POST /api/wallet/payment/{orderId} pays from the wallet and answers the new balance', async () => {
    const { w, call } = await setup();
    await fundWallet(w.db, w.customer.id, 600_000);
    const orderId = await w.orderIn('pending_payment');
    const res = await call(`/wallet/payment/${orderId}`, { as: w.customer, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: ORDER_PAYMENT_MSG.paidFromWallet, order_id: orderId, amount: PRICE, new_balance: 100_000, status: 'in_progress', payment_status: 'paid' });
    expect(await walletBalance(w.db, w.customer.id)).toBe(100_000);
    // Paid already: 409 with the spec's message.
    expect(await call(`/wallet/payment/${orderId}`, { as: w.customer, method: 'POST' })).toEqual({ status: 409, body: { detail: ORDER_MSG.notPayable } });
  });

  it('answers 400 for too little money, 403 for another customer, 401 without a token, 404 and 422 for bad ids', async () => {
    const { w, call } = await setup();
    await fundWallet(w.db, w.customer.id, 100_000);
    const orderId = await w.orderIn('pending_payment');
    expect(await call(`/wallet/payment/${orderId}`, { as: w.customer, method: 'POST' })).toMatchObject({ status: 400, body: { detail: insufficientForOrderMessage(PRICE, 100_000) } });
    expect(await call(`/wallet/payment/${orderId}`, { as: w.otherCustomer, method: 'POST' })).toEqual({ status: 403, body: { detail: MSG.forbidden } });
    expect((await call(`/wallet/payment/${orderId}`, { method: 'POST' })).status).toBe(401);
    expect((await call(`/wallet/payment/${'b'.repeat(24)}`, { as: w.customer, method: 'POST' })).status).toBe(404);
    expect((await call('/wallet/payment/not-an-id', { as: w.customer, method: 'POST' })).status).toBe(422);
    expect(await walletBalance(w.db, w.customer.id)).toBe(100_000);
  });

  it('POST /api/payment/create/{orderId} answers payment_url and authority for the stored price, whatever the body says', async () => {
    const { w, served, call } = await setup();
    const orderId = await w.orderIn('pending_payment');
    const res = await call(`/payment/create/${orderId}`, { as: w.customer, body: { price: 1, cafe_id: w.cafeId, service_type: 'x', details: 'y' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: PRICE, order_id: orderId });
    expect(res.body.payment_url).toBe(`${served.deps.payments.publicUrl}/pg/StartPay/${res.body.authority}`);

    const back = await payOnSimulator(res.body.payment_url);
    const verified = await call('/payment/public/verify', { body: { authority: back.searchParams.get('Authority') } });
    expect(verified.body).toMatchObject({ success: true, type: 'order', order_id: orderId, amount: PRICE });
    expect(await w.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ status: 'in_progress' });
    expect(await call(`/payment/create/${orderId}`, { as: w.customer, body: {} })).toEqual({ status: 409, body: { detail: ORDER_MSG.notPayable } });
    expect((await call(`/payment/create/${orderId}`, { as: w.otherCustomer, body: {} })).status).toBe(403);
  });
});
