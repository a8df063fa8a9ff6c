import { useCallback, useEffect, useRef, useState } from 'react';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';

export type VerifyAnswer = RouterOutputs['payments']['verify'];

export type VerificationState =
  | { phase: 'checking' }
  | { phase: 'done'; answer: VerifyAnswer }
  | { phase: 'error'; message: string };

/** Verifies one authority once on arrival (spinner → answer or error), with a retry. */
export function usePaymentVerification(authority: string | null, status: 'OK' | 'NOK' | undefined, missingMessage: string | null) {
  const verify = trpc.payments.verify.useMutation();
  const [state, setState] = useState<VerificationState>(missingMessage ? { phase: 'error', message: missingMessage } : { phase: 'checking' });
  const started = useRef<string | null>(null);

  const run = useCallback(() => {
    if (!authority) return;
    setState({ phase: 'checking' });
    verify
      .mutateAsync({ authority, status })
      .then((answer) => setState({ phase: 'done', answer }))
      .catch((error: unknown) => setState({ phase: 'error', message: errorMessage(error, WALLET_MSG.verifyError) }));
  }, [authority, status]);

  useEffect(() => {
    if (missingMessage || !authority || started.current === authority) return;
    started.current = authority;
    run();
  }, [authority, missingMessage, run]);

  return { state, retry: run };
}
