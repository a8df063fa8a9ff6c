import { afterEach, describe, expect, it } from 'vitest';
import { SIMULATOR_MERCHANT_ID } from '../../src-server/config';
import { callbackBase } from '../../src-server/payments/attempts';
import { resolvePaymentSettings } from '../../src-server/payments/settings';
import { freshMemoryDb } from '../helpers/db';
import { apiClient, payOnSimulator, quickAccount, servePaymentsApp } from '../helpers/money';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const simulator = (publicUrl: string | null, publicUrlAliases: string[] = []) =>
  resolvePaymentSettings({ gateway: 'simulator', zarinpalBaseUrl: null, merchantId: SIMULATOR_MERCHANT_ID, publicUrl, publicUrlAliases, serviceApiKey: null }, 3000);

describe('the gateway returns the payer to the address they started from', () => {
  it('takes the request origin only when it is one of the app’s own', () => {
    const local = simulator(null);
    expect(callbackBase(local, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(callbackBase(local, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(callbackBase(local, 'http://evil.example')).toBe('http://localhost:3000');
    expect(callbackBase(local, null)).toBe('http://localhost:3000');
    const hosted = simulator('https://shop.example', ['https://www.shop.example']);
    expect(callbackBase(hosted, 'https://www.shop.example')).toBe('https://www.shop.example');
    expect(callbackBase(hosted, 'http://127.0.0.1:3000')).toBe('https://shop.example');
  });

  it('a top-up started on 127.0.0.1 comes back to 127.0.0.1, one started elsewhere to PUBLIC_URL', async () => {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    cleanups.push(served.close);
    const call = apiClient(served.url, served.deps.jwtSecret);
    const customer = await quickAccount(db, 'user');
    const port = new URL(served.url).port;

    const here = await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 50_000 }, headers: { origin: `http://127.0.0.1:${port}` } });
    expect((await payOnSimulator(here.body.payment_url)).origin).toBe(`http://127.0.0.1:${port}`);

    const foreign = await call('/wallet/deposit/create-payment', { as: customer, body: { amount: 50_000 }, headers: { origin: 'http://evil.example' } });
    expect((await payOnSimulator(foreign.body.payment_url)).origin).toBe(`http://localhost:${port}`);
  });
});
