import { router } from '../trpc';
import { walletAdminRouter } from './wallet-admin';

/** Wallets of spec 3: the holder's own wallet, bank accounts and withdrawals, and the admin's tools. */
export const walletRouter = router({
  admin: walletAdminRouter,
});
