import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SIMULATOR_MERCHANT_ID, ZARINPAL_DEFAULT_BASE_URL } from '../../src-server/config';
import { resolvePaymentSettings } from '../../src-server/payments/settings';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-config-'));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('payment configuration (DOMAIN.md §4)', () => {
  it('defaults to the embedded simulator, reached over loopback, with callbacks to localhost', () => {
    const config = loadConfig(base);
    expect(config.payments).toEqual({ gateway: 'simulator', zarinpalBaseUrl: null, merchantId: SIMULATOR_MERCHANT_ID, publicUrl: null, publicUrlAliases: [], serviceApiKey: null });
    const settings = resolvePaymentSettings(config.payments, 4321);
    expect(settings).toMatchObject({ mode: 'simulator', gatewayBaseUrl: 'http://127.0.0.1:4321', startPayBaseUrl: 'http://localhost:4321', publicUrl: 'http://localhost:4321' });
    // Without PUBLIC_URL the loopback names of the same port are the app too.
    expect(settings.publicOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321']);
  });

  it('knows the other addresses of the app from PUBLIC_URL_ALIASES, and no loopback name then', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://cafe.example.com', PUBLIC_URL_ALIASES: ' https://www.cafe.example.com/ ,http://cafe.lan:3000' });
    expect(resolvePaymentSettings(config.payments, 3000).publicOrigins).toEqual(['https://cafe.example.com', 'https://www.cafe.example.com', 'http://cafe.lan:3000']);
    expect(() => loadConfig({ ...base, PUBLIC_URL_ALIASES: 'www.cafe.example.com' })).toThrow(/PUBLIC_URL_ALIASES/);
  });

  it('opens the simulator’s page at PUBLIC_URL when the app sits behind a proxy', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://cafe.example.com/' });
    const settings = resolvePaymentSettings(config.payments, 3000);
    expect(settings).toMatchObject({ publicUrl: 'https://cafe.example.com', startPayBaseUrl: 'https://cafe.example.com', gatewayBaseUrl: 'http://127.0.0.1:3000' });
  });

  it('talks to payment.zarinpal.com with PAYMENT_GATEWAY=zarinpal, or to ZARINPAL_BASE_URL (the sandbox)', () => {
    const merchant = { PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: '33333333-3333-4333-8333-333333333333' };
    const real = resolvePaymentSettings(loadConfig({ ...base, ...merchant }).payments, 3000);
    expect(real).toMatchObject({ mode: 'zarinpal', gatewayBaseUrl: ZARINPAL_DEFAULT_BASE_URL, startPayBaseUrl: ZARINPAL_DEFAULT_BASE_URL, merchantId: merchant.ZARINPAL_MERCHANT_ID });
    const sandbox = loadConfig({ ...base, ...merchant, ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com' }).payments;
    expect(sandbox.zarinpalBaseUrl).toBe('https://sandbox.zarinpal.com');
  });

  it('refuses a bad configuration at start-up', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'zarinpal' })).toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'cafe.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the chat-bot’s service key', () => {
    expect(loadConfig({ ...base, SERVICE_API_KEY: ' k-123 ' }).payments.serviceApiKey).toBe('k-123');
  });
});
