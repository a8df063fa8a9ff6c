import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../../src-server/config';
import { startServer, type RunningServer } from '../../src-server/server';
import { openSqlite } from '../../src-server/db/connection';
import { reconcilePayments } from '../../src-server/payments/reconcile';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { freshMemoryDb, registerAccount } from '../helpers/db';
import { payOnSimulator, servePaymentsApp } from '../helpers/money';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const f of cleanup.reverse()) await f();
  cleanup = [];
});

async function transfersFor(db: Parameters<typeof walletBalance>[0], authority: string) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_transfers where idempotency_key like ${`%${authority}%`}`.execute(db);
  return Number(rows[0]!.n);
}

describe('payment reconciliation (issue 14, defect 4)', () => {
  it('credits a top-up paid at the gateway whose payer never came back, exactly once, also when the payer returns late', async () => {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    cleanup.push(served.close);
    const ali = await registerAccount(db, { username: 'ali' });
    const api = served.callerFor(ali);
    const started = await api.wallet.topUp({ amount: 150_000, description: 'شارژ' });
    await payOnSimulator(started.payment_url);
    // The browser was closed here: nobody calls verify.
    expect(await walletBalance(db, ali.id)).toBe(0);

    const report = await reconcilePayments(served.deps);
    expect(report).toMatchObject({ checked: 1, settled: 1 });
    expect(await walletBalance(db, ali.id)).toBe(150_000);
    expect(await reconcilePayments(served.deps)).toMatchObject({ checked: 0, settled: 0 });

    const late = await api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' });
    expect(late).toMatchObject({ success: true, new_balance: 150_000 });
    expect(await transfersFor(db, started.authority)).toBe(1);
  });

  it('a verify racing reconciliation still credits once', async () => {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    cleanup.push(served.close);
    const ali = await registerAccount(db, { username: 'ali' });
    const api = served.callerFor(ali);
    const started = await api.wallet.topUp({ amount: 90_000 });
    await payOnSimulator(started.payment_url);
    await Promise.all([
      reconcilePayments(served.deps),
      api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' }),
      reconcilePayments(served.deps),
      api.wallet.verifyTopUp({ authority: started.authority, status: 'OK' }),
    ]);
    expect(await walletBalance(db, ali.id)).toBe(90_000);
    expect(await transfersFor(db, started.authority)).toBe(1);
  });

  it('leaves unpaid attempts uncredited: recent ones wait, cancelled ones end, old ones expire', async () => {
    const db = await freshMemoryDb();
    const served = await servePaymentsApp(db);
    cleanup.push(served.close);
    const ali = await registerAccount(db, { username: 'ali' });
    const api = served.callerFor(ali);
    const waiting = await api.wallet.topUp({ amount: 10_000 });
    const cancelled = await api.wallet.topUp({ amount: 20_000 });
    await payOnSimulator(cancelled.payment_url, 'cancel');
    const old = await api.wallet.topUp({ amount: 30_000 });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await db.updateTable('payment_attempts').set({ created_at: hourAgo, updated_at: hourAgo }).where('authority', '=', old.authority).execute();

    expect(await reconcilePayments(served.deps)).toMatchObject({ checked: 3, settled: 0, cancelled: 1, expired: 1 });
    const statuses = Object.fromEntries(
      (await db.selectFrom('payment_attempts').select(['authority', 'status']).execute()).map((r) => [r.authority, r.status]),
    );
    expect(statuses).toEqual({ [waiting.authority]: 'pending', [cancelled.authority]: 'cancelled', [old.authority]: 'failed' });
    expect(await walletBalance(db, ali.id)).toBe(0);
    // Paid later after all: the next pass credits it.
    await payOnSimulator(waiting.payment_url);
    expect(await reconcilePayments(served.deps)).toMatchObject({ settled: 1 });
    expect(await walletBalance(db, ali.id)).toBe(10_000);
  });

  it('kill -9 between the gateway’s verify and the ledger write: the credit appears after restart, exactly once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-crash-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: 'crash-test-secret-0123456789-0123456789', SEED: 'none', REQUEST_LOG: 'off', NODE_ENV: 'test', PAYMENT_GATEWAY: 'simulator' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/crash-after-verify.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    cleanup.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /LISTENING (\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.stderr.on('data', (chunk) => (out += chunk));
      child.once('exit', () => reject(new Error(`the server exited before listening:\n${out}`)));
    });

    const call = async (p: string, opts: { token?: string; body?: unknown } = {}) => {
      const res = await fetch(`${url}/api${p}`, {
        method: opts.body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    expect((await call('/auth/register', { body: { username: 'payer', password: 'payer-pass-1', phone: '09121112233', role: 'user' } })).status).toBeLessThan(300);
    const token = (await call('/auth/login', { body: { username: 'payer', password: 'payer-pass-1' } })).body.access_token as string;
    const created = await call('/wallet/deposit/create-payment', { token, body: { amount: 250_000 } });
    expect(created.status).toBe(200);
    const back = await payOnSimulator(created.body.payment_url);
    // The payer's return: the server verifies with the gateway and dies before writing the ledger.
    await expect(call(`/wallet/deposit/verify${back.search}`, { token })).rejects.toThrow();
    expect(await exited).toBe('SIGKILL');

    // On disk: the gateway says verified, the attempt is still pending, nothing was credited.
    const file = path.join(dataDir, 'app.db');
    const peek = openSqlite(file);
    expect(await peek.selectFrom('gateway_simulator_payments').select('status').executeTakeFirst()).toEqual({ status: 'verified' });
    expect(await peek.selectFrom('payment_attempts').select('status').executeTakeFirst()).toEqual({ status: 'pending' });
    expect(await transfersFor(peek, created.body.authority)).toBe(0);
    await peek.destroy();

    // Restart: reconciliation on start-up asks the gateway (101, already verified) and credits once.
    const running: RunningServer = await startServer(loadConfig(env));
    cleanup.push(() => running.close());
    const payer = await running.db.selectFrom('users').select('id').where('username', '=', 'payer').executeTakeFirstOrThrow();
    await expect.poll(async () => walletBalance(running.db, payer.id), { timeout: 10_000 }).toBe(250_000);
    // The payer comes back late: told it succeeded, credited no second time.
    const late = await fetch(`${running.url}/api/wallet/deposit/verify${back.search}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await late.json()).toMatchObject({ success: true, new_balance: 250_000 });
    expect(await transfersFor(running.db, created.body.authority)).toBe(1);
    expect(await walletBalance(running.db, payer.id)).toBe(250_000);
  }, 60_000);
});
