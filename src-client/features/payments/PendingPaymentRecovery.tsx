import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { TRPCClientError } from '@trpc/client';
import { trpc } from '../../trpc';
import { STORAGE_KEYS } from '../../session/storage';
import { forgetPendingPayment } from './pending-payment';

const RESULT_PAGES = ['/verify', '/payment-complete'];

const forget = forgetPendingPayment;

/**
 * Spec 1 §4: when the app starts with a stored pending order payment (the payer left the
 * gateway without coming back), verify it; on success open its result page, and either way
 * forget it. Only an answer from the server counts: a lost connection keeps it for next time.
 */
export function PendingPaymentRecovery() {
  const [location, navigate] = useLocation();
  const verify = trpc.payments.verify.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const authority = localStorage.getItem(STORAGE_KEYS.pendingPaymentAuthority);
    const orderId = localStorage.getItem(STORAGE_KEYS.pendingPaymentOrderId);
    if (!authority || !orderId || RESULT_PAGES.includes(location)) return;
    verify
      .mutateAsync({ authority })
      .then((answer) => {
        forget();
        if (!answer.success) return;
        // The spec's fixed entry (spec 1 §2.8); the page takes the real type (store, top-up, …) from the answer.
        const query = new URLSearchParams({ type: 'site', payment_type: 'order', authority, Status: 'OK', order_id: orderId });
        navigate(`/verify?${query.toString()}`);
      })
      .catch((error: unknown) => {
        if (error instanceof TRPCClientError && error.data) forget();
      });
  }, []);

  return null;
}
