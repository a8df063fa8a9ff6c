import { STORAGE_KEYS } from '../../session/storage';

/*
 * The pending payment's two stored keys, apart from gateway-redirect.ts: PendingPaymentRecovery runs
 * on every page (the entry chunk), and the redirect's messages (WALLET_MSG) would come with it.
 */

/** The stored pending payment is settled (or given up): both keys go, as they were stored together. */
export function forgetPendingPayment(): void {
  localStorage.removeItem(STORAGE_KEYS.pendingPaymentAuthority);
  localStorage.removeItem(STORAGE_KEYS.pendingPaymentOrderId);
}
