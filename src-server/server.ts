import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AppConfig } from './config';
import { isPostgresUrl, openDatabase, type DB } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createDeps } from './deps';
import { RegisterRateLimiter } from './services/auth/register-throttle';
import { createApp } from './app';
import { seedDemo } from './seed/demo';
import { ensureAdmin } from './seed/admin';
import { diskFileStore } from './services/files/file-store';
import { resolvePaymentSettings } from './payments/settings';
import { startPaymentReconciler } from './payments/reconcile';
import type { Hono } from 'hono';
import { liveHub } from './services/notifications/live-hub';
import { startPostgresLiveRelay } from './services/notifications/postgres-relay';
import { shareThrottles } from './services/auth/shared-throttles';
import { THROTTLE_CHANNEL } from './db/dialect';

// This file runs from src-server/ (tsx: dev, tests, bench) or bundled into dist/server/ (`npm start`).
const bundled = path.basename(import.meta.dirname) === 'server' && path.basename(path.dirname(import.meta.dirname)) === 'dist';
export const CLIENT_DIR = path.resolve(import.meta.dirname, bundled ? '../client' : '../dist/client');

export interface RunningServer {
  url: string;
  port: number;
  db: DB;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it when asked, and serves the app. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const db = openDatabase(config);
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  const files = diskFileStore(path.join(config.dataDir, 'files'));
  if (config.seed === 'demo' && (await seedDemo(db, files))) console.log('[db] demo data seeded');
  const admin = await ensureAdmin(db, config.adminUsername, config.adminPassword);
  if (admin === 'created') console.log(`[db] admin account "${config.adminUsername}" created`);

  const mediaDir = path.join(config.dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });

  // Listen first: with PORT=0 the payment callbacks and the embedded gateway need the real port.
  let app: Hono | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      { fetch: (req, env) => (app ? app.fetch(req, env) : new Response('starting', { status: 503 })), port: config.port },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const payments = resolvePaymentSettings(config.payments, port);
  const deps = createDeps({ db, jwtSecret: config.jwtSecret, payments, files, registerLimiter: new RegisterRateLimiter(config.registerPerAddress) });
  app = createApp(deps, {
    clientDir: CLIENT_DIR,
    mediaDir,
    requestLog: config.requestLog,
    trustProxy: config.trustProxy,
  });

  // Payments paid at the gateway whose payer never came back, or cut off by a crash (issue 14).
  const reconciler = startPaymentReconciler(deps);
  // Several instances may share a PostgreSQL database: live hints and rate-limit counts travel
  // through it (issue 16).
  const relay = isPostgresUrl(config.databaseUrl)
    ? await startPostgresLiveRelay(config.databaseUrl, liveHub, {
        [THROTTLE_CHANNEL]: shareThrottles(db, { ...deps.loginLimiter.sharedWindows(), ...deps.resetLimiter.sharedWindows(), ...deps.registerLimiter.sharedWindows() }),
      })
    : null;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    close() {
      closing ??= (async () => {
        await reconciler.stop();
        await relay?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          liveHub.closeAll(); // open event streams would hold close() open
          // Idle keep-alive sockets would hold close() open; active requests still finish.
          (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
        await db.destroy();
      })();
      return closing;
    },
  };
}
