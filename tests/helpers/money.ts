import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '@shared/auth/roles';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { newId, nowIso } from '../../src-server/ids';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { creditWalletFromGateway } from '../../src-server/services/wallet/credits';
import { SYSTEM_ACCOUNT_IDS } from '../../src-server/services/wallet/ledger';

let counter = 0;

/**
 * A user row (and, for a coffenet, its cafe) written straight to the database: ledger tests
 * need many accounts and no logins, so they skip the slow password hashing.
 */
export async function quickAccount(db: DB, role: Role, name?: string): Promise<UserRow & { cafeId: string | null }> {
  counter += 1;
  const at = nowIso();
  const row: UserRow = {
    id: newId(),
    username: `${role}_${counter}_${randomBytes(3).toString('hex')}`,
    password_hash: 'not-a-real-hash',
    role,
    phone: null,
    email: null,
    name: name ?? null,
    is_blocked: 0,
    must_change_password: 0,
    token_version: 0,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto('users').values(row).execute();
  let cafeId: string | null = null;
  if (role === 'coffenet') {
    cafeId = newId();
    await db
      .insertInto('cafes')
      .values({ id: cafeId, owner_id: row.id, cafe_name: name ?? row.username, owner_name: null, phone: null, address: null, instagram: null, telegram: null, whatsapp: null, is_active: 1, created_at: at, updated_at: at })
      .execute();
  }
  return { ...row, cafeId };
}

export function randomAuthority(): string {
  return `A${randomBytes(18).toString('hex').slice(0, 35).padStart(35, '0')}`;
}

/** Puts money in a wallet the way a verified top-up does. */
export async function fundWallet(db: DB, userId: string, amount: number, now: Date = new Date()) {
  return writeTransaction(db, (trx) => creditWalletFromGateway(trx, { userId, amount, authority: randomAuthority(), now }));
}

export interface LedgerCheck {
  unbalancedTransfers: unknown[];
  cacheMismatches: unknown[];
  negativeAccounts: unknown[];
  runningBalanceBreaks: unknown[];
  totalOfAllBalances: number;
}

/** Every invariant of the ledger, read straight from the tables. */
export async function ledgerCheck(db: DB): Promise<LedgerCheck> {
  const unbalanced = await sql`select transfer_id, sum(amount) as total, count(*) as legs from ledger_entries group by transfer_id having sum(amount) <> 0 or count(*) < 2`.execute(db);
  const cache = await sql`
    select a.id, a.kind, a.balance, coalesce(sum(e.amount), 0) as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  const negative = await db.selectFrom('ledger_accounts').select(['id', 'kind', 'balance']).where('kind', '<>', 'gateway').where('balance', '<', 0).execute();
  const runs = await sql`
    select id, account_id from (
      select id, account_id, balance_after, sum(amount) over (partition by account_id order by seq) as running from ledger_entries
    ) as r where balance_after <> running`.execute(db);
  const total = await sql<{ total: number }>`select coalesce(sum(balance), 0) as total from ledger_accounts`.execute(db);
  return {
    unbalancedTransfers: unbalanced.rows,
    cacheMismatches: cache.rows,
    negativeAccounts: negative,
    runningBalanceBreaks: runs.rows,
    totalOfAllBalances: Number(total.rows[0]!.total),
  };
}

export const HEALTHY_LEDGER: LedgerCheck = {
  unbalancedTransfers: [],
  cacheMismatches: [],
  negativeAccounts: [],
  runningBalanceBreaks: [],
  totalOfAllBalances: 0,
};

export async function systemBalances(db: DB) {
  const rows = await db.selectFrom('ledger_accounts').select(['id', 'balance']).where('kind', '<>', 'wallet').execute();
  const byId = new Map(rows.map((r) => [r.id, r.balance]));
  return {
    platform: byId.get(SYSTEM_ACCOUNT_IDS.platform)!,
    escrow: byId.get(SYSTEM_ACCOUNT_IDS.escrow)!,
    gateway: byId.get(SYSTEM_ACCOUNT_IDS.gateway)!,
    withdrawals: byId.get(SYSTEM_ACCOUNT_IDS.withdrawals)!,
  };
}

/** The app over a database, with a helper that signs a token for any user and calls /api. */
export async function restHarness(db: DB, extra: Partial<import('../../src-server/deps').AppDeps> = {}) {
  const { createDeps } = await import('../../src-server/deps');
  const { createApp } = await import('../../src-server/app');
  const { signAccessToken } = await import('../../src-server/auth/tokens');
  const deps = createDeps({ db, ...extra });
  const app = createApp(deps);
  const tokenFor = (user: UserRow) => signAccessToken(deps.jwtSecret, { userId: user.id, role: user.role, version: user.token_version });
  async function call(path: string, opts: { as?: UserRow | null; method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.as) headers.authorization = `Bearer ${await tokenFor(opts.as)}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api${path}`, {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as any) : null };
  }
  return { app, deps, call, tokenFor };
}

/**
 * The app served on a free port with the embedded gateway pointed at itself, as `npm start`
 * runs it, for tests of the gateway protocol over real HTTP.
 */
export async function servePaymentsApp(db: DB, opts: { serviceApiKey?: string; gateway?: { baseUrl: string; merchantId: string } } = {}) {
  const { serve } = await import('@hono/node-server');
  const { createDeps } = await import('../../src-server/deps');
  const { createApp } = await import('../../src-server/app');
  const { createContextInner } = await import('../../src-server/context');
  const { createCaller } = await import('../../src-server/routers');
  const { resolvePaymentSettings } = await import('../../src-server/payments/settings');
  const { SIMULATOR_MERCHANT_ID } = await import('../../src-server/config');
  const { outboxSms } = await import('../../src-server/services/auth/sms');
  let app: ReturnType<typeof createApp> | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req, env) => app!.fetch(req, env), port: 0 }, () => resolve(s));
  });
  const port = (server.address() as import('node:net').AddressInfo).port;
  const payments = resolvePaymentSettings(
    opts.gateway
      ? { gateway: 'zarinpal', zarinpalBaseUrl: opts.gateway.baseUrl, merchantId: opts.gateway.merchantId, publicUrl: null, serviceApiKey: opts.serviceApiKey ?? null }
      : { gateway: 'simulator', zarinpalBaseUrl: null, merchantId: SIMULATOR_MERCHANT_ID, publicUrl: null, serviceApiKey: opts.serviceApiKey ?? null },
    port,
  );
  const deps = createDeps({ db, payments, sms: outboxSms(db, () => {}) });
  app = createApp(deps);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    deps,
    callerFor: (user: UserRow | null, apiKey?: string) => createCaller(createContextInner({ ...deps, user, apiKey: apiKey ?? null })),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** The payer's choice on the simulator's page; answers where the gateway sends the browser back. */
export async function payOnSimulator(paymentUrl: string, action: 'pay' | 'cancel' = 'pay'): Promise<URL> {
  const res = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`the simulator answered ${res.status}`);
  return new URL(res.headers.get('location')!);
}

/** A valid Iranian IBAN (the checksum holds) for bank-account forms. */
export const VALID_IBAN = 'IR820540102680020817909002';

/** JSON calls to a served app's /api with a token signed for `as`. */
export function apiClient(url: string, jwtSecret: Uint8Array) {
  return async function call(path: string, opts: { as?: UserRow | null; method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const { signAccessToken } = await import('../../src-server/auth/tokens');
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.as) headers.authorization = `Bearer ${await signAccessToken(jwtSecret, { userId: opts.as.id, role: opts.as.role, version: opts.as.token_version })}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}/api${path}`, {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as any) : null };
  };
}
