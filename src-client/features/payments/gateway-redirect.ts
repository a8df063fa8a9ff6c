import toast from 'react-hot-toast';
import { WALLET_MSG } from '@shared/wallet/messages';
import { STORAGE_KEYS } from '../../session/storage';

/**
 * Sends the payer to the gateway for an order (service or store). Spec 1 §4: the authority and
 * the order id are stored first, so if the payer never comes back the app verifies the payment
 * at its next start (PendingPaymentRecovery). False when the server gave no address.
 */
export function redirectToGateway(payment: { payment_url: string | null | undefined; authority: string }, orderId: string): boolean {
  if (!payment.payment_url) {
    toast.error(WALLET_MSG.paymentLinkMissing);
    return false;
  }
  localStorage.setItem(STORAGE_KEYS.pendingPaymentAuthority, payment.authority);
  localStorage.setItem(STORAGE_KEYS.pendingPaymentOrderId, orderId);
  window.location.assign(payment.payment_url);
  return true;
}
