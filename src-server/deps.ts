import { LOGIN_RATE_LIMIT, PASSWORD_RESET_LIMITS, REGISTER_RATE_LIMIT } from '@shared/constants';
import type { DB } from './db/connection';
import { LoginRateLimiter } from './services/auth/login-throttle';
import { ResetRateLimiter } from './services/auth/reset-throttle';
import { RegisterRateLimiter } from './services/auth/register-throttle';
import { outboxSms, type SmsSender } from './services/auth/sms';
import { defaultFileStore, type FileStore } from './services/files/file-store';
import { UNREACHABLE_PAYMENT_SETTINGS, type PaymentSettings } from './payments/settings';

/** What services need besides their input: built once per app, or per test. */
export interface AppDeps {
  db: DB;
  jwtSecret: Uint8Array;
  sms: SmsSender;
  loginLimiter: LoginRateLimiter;
  resetLimiter: ResetRateLimiter;
  registerLimiter: RegisterRateLimiter;
  now: () => Date;
  /** Order and chat files (DATA_DIR/files in the server). */
  files: FileStore;
  payments: PaymentSettings;
}

const TEST_SECRET = new TextEncoder().encode('test-secret-never-used-in-production-0123456789');

export function createDeps(opts: { db: DB } & Partial<AppDeps>): AppDeps {
  const now = opts.now ?? (() => new Date());
  return {
    db: opts.db,
    jwtSecret: opts.jwtSecret ?? TEST_SECRET,
    sms: opts.sms ?? outboxSms(opts.db),
    loginLimiter: opts.loginLimiter ?? new LoginRateLimiter(LOGIN_RATE_LIMIT, () => now().getTime()),
    resetLimiter: opts.resetLimiter ?? new ResetRateLimiter(PASSWORD_RESET_LIMITS, () => now().getTime()),
    registerLimiter: opts.registerLimiter ?? new RegisterRateLimiter(REGISTER_RATE_LIMIT.perAddress, () => now().getTime()),
    now,
    files: opts.files ?? defaultFileStore(),
    payments: opts.payments ?? UNREACHABLE_PAYMENT_SETTINGS,
  };
}
