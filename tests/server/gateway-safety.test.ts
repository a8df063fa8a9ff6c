import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_MSG } from '@shared/wallet/messages';
import { loadConfig, SIMULATOR_MERCHANT_ID } from '../../src-server/config';
import { resolvePaymentSettings } from '../../src-server/payments/settings';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { signAccessToken } from '../../src-server/auth/tokens';
import { freshMemoryDb, registerAccount } from '../helpers/db';
import { payOnSimulator, servePaymentsApp } from '../helpers/money';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-gateway-safety-'));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
  vi.restoreAllMocks();
});

describe('the simulator is never the silent default in production (issue 14, defect 6)', () => {
  it('production with no gateway: online payments answer 503, the simulator is not served, the rest works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.payments.gateway).toBe('off');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/online payments are off/);
    const db = await freshMemoryDb();
    const deps = createDeps({ db, payments: resolvePaymentSettings(config.payments, 3000) });
    const app = createApp(deps);
    const ali = await registerAccount(db, { username: 'ali' });
    const token = await signAccessToken(deps.jwtSecret, { userId: ali.id, role: ali.role, version: ali.token_version });
    const topUp = await app.request('/api/wallet/deposit/create-payment', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100_000 }),
    });
    expect(topUp.status).toBe(503);
    expect(await topUp.json()).toEqual({ detail: WALLET_MSG.onlinePaymentsOff });
    const gateway = await app.request('/pg/v4/payment/request.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchant_id: SIMULATOR_MERCHANT_ID, amount: 100_000, callback_url: 'http://localhost:3000/x', description: 'free money' }),
    });
    expect(gateway.status).toBe(404);
    expect((await app.request('/api/service/services')).status).toBe(200);
    expect((await app.request('/api/wallet', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await db.selectFrom('payment_attempts').select('id').execute()).toEqual([]);
  });

  it('PAYMENT_GATEWAY=simulator in production is honoured, with a loud warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulator' }).payments.gateway).toBe('simulator');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/WARNING.*simulator.*free/);
    warn.mockClear();
    expect(loadConfig(base).payments.gateway).toBe('simulator'); // development keeps the simulator, quietly
    expect(warn).not.toHaveBeenCalled();
  });

  it('the simulator refuses callbacks to another origin and never redirects or links there', async () => {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    close = served.close;
    const post = (p: string, body: unknown) =>
      fetch(`${served.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    for (const callback of ['https://evil.example/steal', 'http://127.0.0.1.evil.example/', 'javascript:alert(1)', '//evil.example/']) {
      const answer = await post('/pg/v4/payment/request.json', { merchant_id: SIMULATOR_MERCHANT_ID, amount: 10_000, callback_url: callback, description: 'x' });
      expect([callback, answer.errors?.code]).toEqual([callback, -9]);
    }
    // A row that names another origin (written before this check existed) is never followed.
    await db
      .insertInto('gateway_simulator_payments')
      .values({
        authority: `A${'1'.repeat(35)}`,
        merchant_id: SIMULATOR_MERCHANT_ID,
        amount: 10_000,
        callback_url: 'https://evil.example/steal',
        description: 'x',
        metadata: '{}',
        status: 'created',
        ref_id: null,
        card_pan: null,
        currency: 'IRR',
        reversed_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const startPay = `${served.url}/pg/StartPay/A${'1'.repeat(35)}`;
    const res = await fetch(startPay, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const page = await (await fetch(startPay)).text();
    expect(page).not.toContain('evil.example');
  });
});

describe('simulator: toman amounts and v4 unVerified, inquiry and reverse (issue 14, defect 5)', () => {
  async function gateway() {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    close = served.close;
    const app = served.deps.payments.publicUrl;
    const post = (p: string, body: Record<string, unknown>) =>
      fetch(`${served.url}/pg/v4/payment/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchant_id: SIMULATOR_MERCHANT_ID, ...body }),
      }).then((r) => r.json() as Promise<{ data: any; errors: any }>);
    const request = async (amount: number, currency?: 'IRR' | 'IRT') => {
      const answer = await post('request.json', { amount, ...(currency ? { currency } : {}), callback_url: `${app}/verify`, description: 'x' });
      return answer.data.authority as string;
    };
    const pay = (authority: string) => payOnSimulator(`${served.url}/pg/StartPay/${authority}`);
    return { db, post, request, pay };
  }

  it('an IRT request is verified with its toman amount and kept in rials; 100 toman is the minimum', async () => {
    const g = await gateway();
    const authority = await g.request(500, 'IRT'); // 500 toman: over the 1,000-rial minimum
    expect(authority).toMatch(/^A/);
    expect(await g.db.selectFrom('gateway_simulator_payments').select(['amount', 'currency']).executeTakeFirst()).toEqual({ amount: 5_000, currency: 'IRT' });
    await g.pay(authority);
    expect((await g.post('verify.json', { authority, amount: 5_000 })).errors.code).toBe(-50);
    expect((await g.post('verify.json', { authority, amount: 500 })).data.code).toBe(100);
    expect((await g.post('request.json', { amount: 99, currency: 'IRT', callback_url: 'http://localhost/x', description: 'x' })).errors.code).toBe(-9);
  });

  it('unVerified lists paid payments not yet verified; inquiry tells where each stands; reverse undoes a verified one once', async () => {
    const g = await gateway();
    const unpaid = await g.request(10_000);
    const paid = await g.request(20_000);
    const cancelled = await g.request(30_000);
    await g.pay(paid);
    await payOnSimulator(`${(await g.db.selectFrom('gateway_simulator_payments').select('callback_url').executeTakeFirstOrThrow()).callback_url.replace(/\/verify$/, '')}/pg/StartPay/${cancelled}`, 'cancel').catch(() => null);
    const list = await g.post('unVerified.json', {});
    expect(list.data.code).toBe(100);
    expect(list.data.authorities.map((a: { authority: string }) => a.authority)).toEqual([paid]);
    expect(list.data.authorities[0]).toMatchObject({ amount: 20_000, callback_url: expect.stringContaining('/verify') });

    const statusOf = async (authority: string) => (await g.post('inquiry.json', { authority })).data.status;
    expect(await statusOf(unpaid)).toBe('IN_BANK');
    expect(await statusOf(paid)).toBe('PAID');
    expect(await statusOf(cancelled)).toBe('FAILED');
    expect((await g.post('inquiry.json', { authority: `A${'9'.repeat(35)}` })).errors.code).toBe(-54);

    expect((await g.post('reverse.json', { authority: paid })).errors.code).toBe(-61); // not verified yet
    expect((await g.post('verify.json', { authority: paid, amount: 20_000 })).data.code).toBe(100);
    expect(await statusOf(paid)).toBe('VERIFIED');
    expect((await g.post('unVerified.json', {})).data.authorities).toEqual([]);
    expect((await g.post('reverse.json', { authority: paid })).data).toMatchObject({ code: 100 });
    expect(await statusOf(paid)).toBe('REVERSED');
    expect((await g.post('reverse.json', { authority: paid })).errors.code).toBe(-61);
    expect((await g.post('unVerified.json', { merchant_id: 'nope' })).errors.code).toBe(-10);
  });
});

describe('the token secret', () => {
  it('refuses to start with a JWT_SECRET shorter than 32 characters (HS256 with a short key falls to an offline guess)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(32) }).jwtSecret.length).toBe(32);
  });
});
