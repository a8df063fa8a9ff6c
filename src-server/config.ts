import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Everything the server reads from the environment, resolved once at start (README lists each). */
export interface AppConfig {
  port: number;
  databaseFile: string;
  dataDir: string;
  jwtSecret: Uint8Array;
  seed: 'demo' | 'none';
  adminUsername: string | null;
  adminPassword: string | null;
  /** Log each request's method, path, status and time. */
  requestLog: boolean;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
}

const JWT_SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR. */
function resolveJwtSecret(envSecret: string | undefined, dataDir: string): Uint8Array {
  if (envSecret) return new TextEncoder().encode(envSecret);
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    databaseFile: env.DATABASE_FILE ?? path.join(dataDir, 'app.db'),
    dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    seed,
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    requestLog: env.REQUEST_LOG !== 'off',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
