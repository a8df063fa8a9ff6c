import type { DB } from '../db/connection';
import { createAccount, findUserByUsername, type NewAccount } from '../services/auth/users';
import { createBankAccount } from '../services/wallet/bank-accounts';
import { approveWithdrawal, requestWithdrawal } from '../services/wallet/withdrawals';

/**
 * What the admin console needs to show on a fresh demo (issue 11): a blocked customer, an inactive
 * cafe and a withdrawal already paid out to a cafe's bank account (from cafe_negin's settled earning).
 */
export const DEMO_ADMIN_EXTRAS = {
  blocked: { username: 'reza_blocked', password: 'user12345', role: 'user', phone: '09353333333', email: null, name: 'رضا (مسدود)' },
  inactiveCafe: { username: 'cafe_closed', password: 'cafe12345', role: 'coffenet', phone: '09124444444', email: null, name: 'کافی‌نت تعطیل' },
} as const satisfies Record<string, NewAccount>;

export const DEMO_PAID_WITHDRAWAL = { cafe: 'cafe_negin', amount: 200_000, iban: 'IR820540102680020817909002' } as const;

export async function seedDemoAdmin(db: DB, now: Date, demoId: (key: string) => string): Promise<void> {
  const { blocked, inactiveCafe } = DEMO_ADMIN_EXTRAS;
  const blockedRow = await createAccount(db, { ...blocked, id: demoId(`user:${blocked.username}`) }, now);
  await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', blockedRow.id).execute();
  const cafeRow = await createAccount(db, { ...inactiveCafe, id: demoId(`user:${inactiveCafe.username}`), cafeId: demoId(`cafe:${inactiveCafe.username}`) }, new Date(now.getTime() + 60_000));
  await db.updateTable('cafes').set({ is_active: 0 }).where('owner_id', '=', cafeRow.id).execute();

  const cafe = (await findUserByUsername(db, DEMO_PAID_WITHDRAWAL.cafe))!;
  const admin = (await db.selectFrom('users').selectAll().where('role', '=', 'admin').orderBy('created_at').limit(1).executeTakeFirst())!;
  const account = await createBankAccount(db, cafe.id, { iban: DEMO_PAID_WITHDRAWAL.iban, account_number: '0101-2020', bank: 'ملت', full_name: 'مدیر کافی‌نت نگین' }, now);
  const request = await requestWithdrawal(db, cafe, { amount: DEMO_PAID_WITHDRAWAL.amount, account_id: account.id, description: 'تسویهٔ درآمد' }, now);
  await approveWithdrawal(db, admin, { id: request.id, message: 'واریز شد', expected_time: '۲۴ ساعت' }, new Date(now.getTime() + 3_600_000));
}
