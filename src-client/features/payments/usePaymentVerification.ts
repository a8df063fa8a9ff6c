import { useCallback, useEffect, useRef, useState } from 'react';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { STORAGE_KEYS } from '../../session/storage';
import type { GatewayReturn } from '../wallet/useGatewayReturn';
import { forgetPendingPayment } from './pending-payment';

export type VerifyAnswer = RouterOutputs['payments']['verify'];

export type VerificationState =
  | { phase: 'checking' }
  | { phase: 'done'; answer: VerifyAnswer }
  | { phase: 'error'; message: string };

/** The payment a gateway return page checks: the one the gateway named, else the one this browser left for. */
export function returnedAuthority(gateway: GatewayReturn | null): string | null {
  return gateway?.authority ?? localStorage.getItem(STORAGE_KEYS.pendingPaymentAuthority);
}

/**
 * Verifies one authority once on arrival (spinner → answer or error), with a retry. A payment
 * found done is no longer pending in this browser.
 */
export function usePaymentVerification(authority: string | null, status: 'OK' | 'NOK' | undefined, missingMessage: string | null) {
  const verify = trpc.payments.verify.useMutation();
  const [state, setState] = useState<VerificationState>(missingMessage ? { phase: 'error', message: missingMessage } : { phase: 'checking' });
  const started = useRef<string | null>(null);

  const run = useCallback(() => {
    if (!authority) return;
    setState({ phase: 'checking' });
    verify
      .mutateAsync({ authority, status })
      .then((answer) => {
        if (answer.success) forgetPendingPayment();
        setState({ phase: 'done', answer });
      })
      .catch((error: unknown) => setState({ phase: 'error', message: errorMessage(error, WALLET_MSG.verifyError) }));
  }, [authority, status]);

  useEffect(() => {
    if (missingMessage || !authority || started.current === authority) return;
    started.current = authority;
    run();
  }, [authority, missingMessage, run]);

  return { state, retry: run };
}
