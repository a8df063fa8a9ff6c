import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { REGISTER_RATE_LIMIT } from '@shared/constants';

/** Everything the server reads from the environment, resolved once at start (README lists each). */
export interface AppConfig {
  port: number;
  /** DATABASE_URL: a postgres:// address selects PostgreSQL; unset means the SQLite file below. */
  databaseUrl: string | null;
  databaseFile: string;
  /** PostgreSQL connections per instance and the statement timeout (ms, 0 = none). */
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  dataDir: string;
  jwtSecret: Uint8Array;
  seed: 'demo' | 'none';
  adminUsername: string | null;
  adminPassword: string | null;
  /** Log each request's method, path, status and time. */
  /** New accounts one client address may make in an hour. */
  registerPerAddress: number;
  requestLog: boolean;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  payments: PaymentConfig;
}

/** DOMAIN.md §4: which gateway takes payments and where the payer comes back to. */
export interface PaymentConfig {
  /** `off`: production with no gateway configured; online payments answer 503 (issue 14). */
  gateway: 'simulator' | 'zarinpal' | 'off';
  /** Base of the Zarinpal v4 protocol; null means the app itself (the embedded simulator). */
  zarinpalBaseUrl: string | null;
  merchantId: string;
  /** The app's address as the payer's browser sees it; null means http://localhost:<port>. */
  publicUrl: string | null;
  /** Other addresses the same app is reached at (comma-separated PUBLIC_URL_ALIASES). */
  publicUrlAliases?: string[];
  /** Key the chat-bot and other servers send in X-API-Key; null turns those paths off. */
  serviceApiKey: string | null;
}

export const ZARINPAL_DEFAULT_BASE_URL = 'https://payment.zarinpal.com';
/** The simulator's merchant id: any merchant id is accepted by nothing else. */
export const SIMULATOR_MERCHANT_ID = '5a1e0000-0000-4000-8000-000000000000';

function trimUrl(value: string | undefined, name: string): string | null {
  const url = value?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`${name} must be an http(s) address, not "${value}"`);
  return url;
}

/**
 * The simulator takes payments for free, so it is the default only outside production. In
 * production with no PAYMENT_GATEWAY online payments are off (the rest of the app works); the
 * simulator there must be asked for by name, and the log says so loudly.
 */
function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const production = env.NODE_ENV === 'production';
  const gateway = env.PAYMENT_GATEWAY?.trim() || (production ? 'off' : 'simulator');
  if (gateway !== 'simulator' && gateway !== 'zarinpal' && gateway !== 'off') {
    throw new Error(`PAYMENT_GATEWAY must be "simulator", "zarinpal" or "off", not "${gateway}"`);
  }
  if (production && gateway === 'simulator') {
    console.warn(
      '[payments] WARNING: PAYMENT_GATEWAY=simulator in production. The embedded gateway simulator takes no money: anyone can top up a wallet or pay an order for free. Use it only for demos.',
    );
  }
  if (production && gateway === 'off') {
    console.warn('[payments] no PAYMENT_GATEWAY configured in production: online payments are off (set PAYMENT_GATEWAY=zarinpal and ZARINPAL_MERCHANT_ID).');
  }
  const merchantId = env.ZARINPAL_MERCHANT_ID?.trim() || null;
  if (gateway === 'zarinpal' && !merchantId) throw new Error('PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID');
  return {
    gateway,
    zarinpalBaseUrl: gateway === 'zarinpal' ? (trimUrl(env.ZARINPAL_BASE_URL, 'ZARINPAL_BASE_URL') ?? ZARINPAL_DEFAULT_BASE_URL) : null,
    merchantId: merchantId ?? SIMULATOR_MERCHANT_ID,
    publicUrl: trimUrl(env.PUBLIC_URL, 'PUBLIC_URL'),
    publicUrlAliases: (env.PUBLIC_URL_ALIASES ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u) => trimUrl(u, 'PUBLIC_URL_ALIASES')!),
    serviceApiKey: env.SERVICE_API_KEY?.trim() || null,
  };
}

const JWT_SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR. */
const JWT_SECRET_MIN_LENGTH = 32;

function resolveJwtSecret(envSecret: string | undefined, dataDir: string): Uint8Array {
  if (envSecret) {
    // HS256 with a short secret can be brute-forced offline from any one token.
    if (envSecret.length < JWT_SECRET_MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters (unset it and one is generated in DATA_DIR)`);
    return new TextEncoder().encode(envSecret);
  }
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

function databaseUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must be a postgres:// address (unset it for the SQLite file), not "${url.replace(/:[^:@/]*@/, ':***@')}"`);
  return url;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databaseFile: env.DATABASE_FILE ?? path.join(dataDir, 'app.db'),
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    databaseStatementTimeoutMs: positiveInt(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    seed,
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    registerPerAddress: positiveInt(env.REGISTER_LIMIT_PER_ADDRESS, REGISTER_RATE_LIMIT.perAddress, 'REGISTER_LIMIT_PER_ADDRESS'),
    requestLog: env.REQUEST_LOG !== 'off',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    payments: loadPaymentConfig(env),
  };
}
