import type { DB } from '../db/connection';
import { createAccount, findUserByUsername } from '../services/auth/users';

/**
 * The first admin from ADMIN_USERNAME / ADMIN_PASSWORD. An existing account of that name is
 * left as it is: the variables create an admin, they never reset a password.
 */
export async function ensureAdmin(db: DB, username: string | null, password: string | null): Promise<'created' | 'exists' | 'skipped'> {
  if (!username || !password) return 'skipped';
  if (await findUserByUsername(db, username)) return 'exists';
  await createAccount(db, { username, password, role: 'admin', phone: null, email: null });
  return 'created';
}
