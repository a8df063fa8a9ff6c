import { createHash } from 'node:crypto';
import type { DB } from '../db/connection';
import { createAccount, type NewAccount } from '../services/auth/users';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedDemoWallets } from './demo-wallets';
import { seedDemoStore } from './demo-store';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoMedia } from './demo-media';
import type { FileStore } from '../services/files/file-store';
import { seedDemoTickets } from './demo-tickets';

/** The demo accounts; README.md lists them. Later areas add their data beside these. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin12345', role: 'admin', phone: '09120000000', email: 'admin@example.com', name: 'مدیر سامانه' },
  cafes: [
    { username: 'cafe_azadi', password: 'cafe12345', role: 'coffenet', phone: '09121111111', email: null, name: 'کافی‌نت آزادی' },
    { username: 'cafe_parsian', password: 'cafe12345', role: 'coffenet', phone: '09122222222', email: null, name: 'کافی‌نت پارسیان' },
    { username: 'cafe_negin', password: 'cafe12345', role: 'coffenet', phone: '09123333333', email: null, name: 'کافی‌نت نگین' },
  ],
  customers: [
    { username: 'ali', password: 'user12345', role: 'user', phone: '09351111111', email: 'ali@example.com', name: 'علی رضایی' },
    { username: 'sara', password: 'user12345', role: 'user', phone: '09352222222', email: null, name: 'سارا محمدی' },
  ],
} as const satisfies { admin: NewAccount; cafes: NewAccount[]; customers: NewAccount[] };

/** Ids derived from a name, so the demo data is the same on every machine. */
export function demoId(key: string): string {
  return createHash('sha256').update(`demo:${key}`).digest('hex').slice(0, 24);
}

export async function databaseHasUsers(db: DB): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Fills an empty database with the demo data; a database that has any user is left alone. */
export async function seedDemo(db: DB, files?: FileStore): Promise<boolean> {
  if (await databaseHasUsers(db)) return false;
  const base = new Date('2026-01-01T08:00:00Z');
  const accounts: NewAccount[] = [DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.cafes, ...DEMO_ACCOUNTS.customers];
  for (const [i, account] of accounts.entries()) {
    await createAccount(
      db,
      { ...account, id: demoId(`user:${account.username}`), cafeId: demoId(`cafe:${account.username}`) },
      new Date(base.getTime() + i * 60_000),
    );
  }
  await seedDemoCatalogue(db, new Date(base.getTime() + 3_600_000), demoId);
  const now = new Date();
  await seedDemoWallets(db, new Date(now.getTime() - 30 * 86_400_000));
  await seedDemoOrders(db, now);
  await seedDemoStore(db, new Date(base.getTime() + 7_200_000), now, demoId);
  await seedDemoAdmin(db, new Date(now.getTime() - 2 * 86_400_000), demoId);
  // Pictures and files need the file store; without one (database-only tests) products keep their emoji.
  if (files) await seedDemoMedia(db, files, now);
  await seedDemoTickets(db, now);
  return true;
}
