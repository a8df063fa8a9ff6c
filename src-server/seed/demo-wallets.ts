import type { DB } from '../db/connection';
import { writeTransaction } from '../db/write-transaction';
import { findUserByUsername } from '../services/auth/users';
import { creditWalletFromGateway } from '../services/wallet/credits';

/** Demo customers' opening balances in rials (ali can still pay his waiting order from it). */
export const DEMO_WALLET_TOP_UPS: Record<string, number> = {
  ali: 2_000_000,
  sara: 2_000_000,
};

/** The demo top-up's stand-in for a gateway authority: fixed, so seeding twice cannot credit twice. */
export const demoTopUpAuthority = (username: string) => `demo-topup-${username}`;

/**
 * Funds the demo customers through the ledger exactly as a verified gateway top-up records it
 * (gateway → wallet `deposit`), so the demo orders can be paid from the wallet like real ones.
 */
export async function seedDemoWallets(db: DB, now: Date): Promise<void> {
  for (const [username, amount] of Object.entries(DEMO_WALLET_TOP_UPS)) {
    const user = await findUserByUsername(db, username);
    if (!user) throw new Error(`demo account ${username} is missing`);
    await writeTransaction(db, (trx) =>
      creditWalletFromGateway(trx, { userId: user.id, amount, authority: demoTopUpAuthority(username), description: 'شارژ نمایشی کیف پول', now }),
    );
  }
}
