/**
 * Issue 16: two app processes on one PostgreSQL database keep money exact. The same gateway
 * authority verified on both at once credits once; two wallet payments that together overdraw
 * the wallet, sent one to each, leave exactly one paid. Live hints and login limits reach the
 * other instance. Runs only with TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { onPostgres, postgresUrlOf } from '../helpers/postgres';
import { apiClient, fundWallet, HEALTHY_LEDGER, ledgerCheck, payOnSimulator } from '../helpers/money';
import { orderWorld } from '../helpers/orders';
import { DEFAULT_PASSWORD } from '../helpers/db';
import { signAccessToken } from '../../src-server/auth/tokens';

const JWT_SECRET = 'two-instances-test-secret-0123456789abcdef';
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));

afterAll(async () => {
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src-server/main.ts` as its own process on PORT=0 and answers its address. */
function startInstance(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', DATA_DIR: dataDir, SEED: 'none', JWT_SECRET, REQUEST_LOG: 'off', PAYMENT_GATEWAY: 'simulator', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${out}`)));
  });
}

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL', () => {
  it('credits a gateway authority verified on both at once exactly once, lets one of two overdrawing payments through, and shares live hints and login limits', async () => {
    const w = await orderWorld();
    const url = postgresUrlOf(w.db);
    const [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const onA = apiClient(a, secret);
    const onB = apiClient(b, secret);

    // One top-up, paid at the gateway, then verified four times at once across both instances.
    const created = await onA('/wallet/deposit/create-payment', { as: w.customer, body: { amount: 150_000 } });
    expect(created.status).toBe(200);
    const back = await payOnSimulator(created.body.payment_url);
    const query = `/wallet/deposit/verify?authority=${back.searchParams.get('Authority')}&Status=OK`;
    const verifies = await Promise.all([onA(query, { as: w.customer }), onB(query, { as: w.customer }), onA(query, { as: w.customer }), onB(query, { as: w.customer })]);
    for (const v of verifies) expect(v).toMatchObject({ status: 200, body: { success: true, new_balance: 150_000 } });
    expect(await walletBalance(w.db, w.customer.id)).toBe(150_000);

    // 150,000 + 700,000 = 850,000: each 500,000 order fits alone, not both.
    await fundWallet(w.db, w.customer.id, 700_000);
    const first = await w.orderIn('pending_payment');
    const second = await w.orderIn('pending_payment');
    const paid = await Promise.all([
      onA(`/wallet/payment/${first}`, { as: w.customer, method: 'POST' }),
      onB(`/wallet/payment/${second}`, { as: w.customer, method: 'POST' }),
    ]);
    expect(paid.map((p) => p.status).sort()).toEqual([200, 400]);
    expect(await walletBalance(w.db, w.customer.id)).toBe(350_000);
    const orders = await w.db.selectFrom('orders').select('payment_status').where('id', 'in', [first, second]).execute();
    expect(orders.map((o) => o.payment_status).sort()).toEqual(['paid', 'unpaid']);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);

    // Live updates: the cafe's stream is open on B; the customer's chat message is written on A.
    const token = await signAccessToken(secret, { userId: w.cafeUser.id, role: w.cafeUser.role, version: w.cafeUser.token_version });
    const stream = await fetch(`${b}/api/live`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil('event: ready');
    const sent = await onA('/chat/send', { as: w.customer, body: { order_id: first, message: 'سلام از نمونهٔ دیگر' } });
    expect(sent.status).toBeLessThan(300);
    await readUntil('event: chat');
    expect(text).toContain(`"order_id":"${first}"`);
    await reader.cancel();

    // Login limits count the tries made on every instance: three wrong passwords on A, then the
    // right one on B waits like on A (the counts travel by NOTIFY within milliseconds).
    for (let i = 0; i < 3; i++) expect((await onA('/auth/login', { body: { username: 'sara', password: 'wrong-pass' } })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await onB('/auth/login', { body: { username: 'sara', password: DEFAULT_PASSWORD } })).status).toBe(429);
  }, 90_000);
});
