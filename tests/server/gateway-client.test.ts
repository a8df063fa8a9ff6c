import { afterEach, describe, expect, it } from 'vitest';
import { SIMULATOR_MERCHANT_ID } from '../../src-server/config';
import { requestPayment, startPayUrl, verifyPayment, type GatewayEndpoint } from '../../src-server/payments/zarinpal';
import { DomainError } from '../../src-server/errors';
import { freshMemoryDb } from '../helpers/db';
import { payOnSimulator, servePaymentsApp } from '../helpers/money';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

// The Zarinpal v4 client against the embedded simulator, over real HTTP on a free port.

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

let app = '';

async function simulator() {
  const db = await freshMemoryDb();
  const served = await servePaymentsApp(db);
  close = served.close;
  const endpoint: GatewayEndpoint = { baseUrl: served.url, merchantId: SIMULATOR_MERCHANT_ID, timeoutMs: 5_000 };
  // The simulator sends payers back to this app only (issue 14): callbacks are on PUBLIC_URL.
  app = served.deps.payments.publicUrl;
  const request = (amount = 50_000, callbackUrl = `${app}/wallet`) =>
    requestPayment(endpoint, { amount, callbackUrl, description: 'افزایش موجودی', metadata: { mobile: '09120000000' } });
  return { db, endpoint, request, url: served.url };
}

describe('Zarinpal v4 client against the simulator', () => {
  it('requests a payment: an authority of "A" and 35 characters and the StartPay address', async () => {
    const { request, endpoint, db } = await simulator();
    const answer = await request();
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.authority).toMatch(/^A[0-9A-Z]{35}$/);
    expect(answer.paymentUrl).toBe(startPayUrl(endpoint, answer.authority));
    expect(answer.paymentUrl).toBe(`${endpoint.baseUrl}/pg/StartPay/${answer.authority}`);
    const stored = await db.selectFrom('gateway_simulator_payments').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount: 50_000, status: 'created', callback_url: `${app}/wallet` });
  });

  it('shows a payment page with pay and cancel, and sends the payer back with Authority and Status=OK', async () => {
    const { request } = await simulator();
    const answer = await request(123_450);
    if (!answer.ok) throw new Error('request failed');
    const page = await fetch(answer.paymentUrl);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('۱۲٬۳۴۵ تومان');
    expect(text).toContain('value="pay"');
    expect(text).toContain('value="cancel"');
    expect(text).toContain('<title>درگاه پرداخت آزمایشی</title>');
    expect(text).toContain('<dt>مبلغ</dt>');
    expect(text).toContain('value="pay">پرداخت</button>');
    expect(text).toContain('value="cancel">انصراف</button>');
    const back = await payOnSimulator(answer.paymentUrl);
    expect(back.origin + back.pathname).toBe(`${app}/wallet`);
    expect(back.searchParams.get('Authority')).toBe(answer.authority);
    expect(back.searchParams.get('Status')).toBe('OK');
  });

  it('keeps the callback’s own query and appends the result to it', async () => {
    const { request } = await simulator();
    const answer = await request(20_000, `${app}/verify?type=site&payment_type=order&order_id=abc`);
    if (!answer.ok) throw new Error('request failed');
    const back = await payOnSimulator(answer.paymentUrl, 'cancel');
    expect(Object.fromEntries(back.searchParams)).toEqual({ type: 'site', payment_type: 'order', order_id: 'abc', Authority: answer.authority, Status: 'NOK' });
  });

  it('verifies a paid payment with 100 and a ref_id, then answers 101 with the same ref_id', async () => {
    const { request, endpoint } = await simulator();
    const answer = await request(70_000);
    if (!answer.ok) throw new Error('request failed');
    await payOnSimulator(answer.paymentUrl);
    const first = await verifyPayment(endpoint, { amount: 70_000, authority: answer.authority });
    const second = await verifyPayment(endpoint, { amount: 70_000, authority: answer.authority });
    expect(first).toMatchObject({ ok: true, code: 100 });
    expect(second).toMatchObject({ ok: true, code: 101 });
    if (!first.ok || !second.ok) return;
    expect(first.refId).toMatch(/^\d+$/);
    expect(second.refId).toBe(first.refId);
    expect(first.cardPan).toMatch(/^603799\*+\d{4}$/);
  });

  it('answers 100 to exactly one of two verifies at once', async () => {
    const { request, endpoint } = await simulator();
    const answer = await request(30_000);
    if (!answer.ok) throw new Error('request failed');
    await payOnSimulator(answer.paymentUrl);
    const both = await Promise.all([0, 1].map(() => verifyPayment(endpoint, { amount: 30_000, authority: answer.authority })));
    expect(both.map((b) => b.code).sort()).toEqual([100, 101]);
  });

  it('answers -51 for a cancelled or unpaid payment, -50 for another amount, -54 for an unknown authority', async () => {
    const { request, endpoint } = await simulator();
    const unpaid = await request(40_000);
    if (!unpaid.ok) throw new Error('request failed');
    expect(await verifyPayment(endpoint, { amount: 40_000, authority: unpaid.authority })).toEqual({ ok: false, code: -51 });
    await payOnSimulator(unpaid.paymentUrl, 'cancel');
    expect(await verifyPayment(endpoint, { amount: 40_000, authority: unpaid.authority })).toEqual({ ok: false, code: -51 });

    const paid = await request(40_000);
    if (!paid.ok) throw new Error('request failed');
    await payOnSimulator(paid.paymentUrl);
    expect(await verifyPayment(endpoint, { amount: 4_000, authority: paid.authority })).toEqual({ ok: false, code: -50 });
    expect(await verifyPayment(endpoint, { amount: 40_000, authority: `A${'0'.repeat(35)}` })).toEqual({ ok: false, code: -54 });
    // The failed checks did not spend the payment.
    expect(await verifyPayment(endpoint, { amount: 40_000, authority: paid.authority })).toMatchObject({ ok: true, code: 100 });
  });

  it('refuses another merchant (-10) and invalid input (-9)', async () => {
    const { endpoint } = await simulator();
    const wrongMerchant = await requestPayment({ ...endpoint, merchantId: '11111111-1111-4111-8111-111111111111' }, { amount: 10_000, callbackUrl: `${app}/`, description: 'x' });
    expect(wrongMerchant).toEqual({ ok: false, code: -10 });
    const tooSmall = await requestPayment(endpoint, { amount: 5, callbackUrl: `${app}/`, description: 'x' });
    expect(tooSmall).toEqual({ ok: false, code: -9 });
    const badCallback = await requestPayment(endpoint, { amount: 10_000, callbackUrl: 'javascript:alert(1)', description: 'x' });
    expect(badCallback).toEqual({ ok: false, code: -9 });
  });

  it('turns an unreachable gateway into a 502 with a Persian message', async () => {
    const error = await requestPayment({ baseUrl: 'http://127.0.0.1:9', merchantId: SIMULATOR_MERCHANT_ID, timeoutMs: 2_000 }, { amount: 10_000, callbackUrl: `${app}/`, description: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_GATEWAY');
    expect((error as DomainError).message).toMatch(/درگاه/);
  });

  it('shows a not-found page for an unknown authority', async () => {
    const { url } = await simulator();
    const res = await fetch(`${url}/pg/StartPay/A${'9'.repeat(35)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('پرداخت یافت نشد');
  });

  it('says a settled payment was paid or cancelled before, with a link back', async () => {
    const { request } = await simulator();
    for (const [action, word] of [['pay', 'انجام'], ['cancel', 'لغو']] as const) {
      const answer = await request();
      if (!answer.ok) throw new Error('request failed');
      await payOnSimulator(answer.paymentUrl, action);
      const text = await (await fetch(answer.paymentUrl)).text();
      expect(text).toContain(`<h1>این پرداخت پیش‌تر ${word} شده است</h1>`);
      expect(text).toContain('بازگشت به سایت</a>');
    }
  });
});
