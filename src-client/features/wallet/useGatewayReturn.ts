import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import toast from 'react-hot-toast';
import { WALLET_MSG } from '@shared/wallet/messages';
import type { RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { rememberShownIds } from '../../session/shown-ids';

type VerifyAnswer = RouterOutputs['payments']['verify'];

/** What the gateway put in the return address. */
export interface GatewayReturn {
  authority: string;
  status: 'OK' | 'NOK' | undefined;
}

/** The gateway's callback parameters (Zarinpal sends Authority and Status; old links send authority). */
export function gatewayReturnParams(search: string): GatewayReturn | null {
  const params = new URLSearchParams(search);
  const authority = params.get('Authority') ?? params.get('authority');
  if (!authority) return null;
  const status = (params.get('Status') ?? params.get('status'))?.toUpperCase();
  return { authority, status: status === 'OK' || status === 'NOK' ? status : undefined };
}

const ANNOUNCED_PAYMENTS_KEY = 'gateway_returns_announced';

/** True the first time this browser announces the payment's success. */
function firstAnnouncement(authority: string): boolean {
  return rememberShownIds(ANNOUNCED_PAYMENTS_KEY, [authority], 50).length > 0;
}

/**
 * On return from the gateway to a wallet page (spec 3 §2): verify the payment once, say how it
 * went, and drop the parameters from the address so a reload does not ask again.
 */
export function useGatewayReturn(opts: {
  verify: (input: { authority: string; status?: 'OK' | 'NOK' }) => Promise<VerifyAnswer>;
  successMessage: string;
  onSettled: () => void;
}) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const handled = useRef<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const params = gatewayReturnParams(search);

  useEffect(() => {
    if (!params || handled.current === params.authority) return;
    handled.current = params.authority;
    setVerifying(true);
    const toastId = toast.loading(WALLET_MSG.checkingPayment);
    opts
      .verify(params)
      .then((answer) => {
        // A revisited return page (back into the gateway and out again) settles nothing new: say so,
        // rather than announce a second top-up. "Already" means this browser announced it before:
        // the server's already_verified is also true when reconciliation settled it while the payer
        // was on the gateway's page, and then this is the first word of it.
        if (answer.success && !firstAnnouncement(params.authority)) toast.success(WALLET_MSG.paymentAlreadyVerified, { id: toastId });
        else if (answer.success) toast.success(opts.successMessage, { id: toastId });
        else toast.error(answer.status === 'cancelled' ? WALLET_MSG.paymentCancelled : WALLET_MSG.paymentFailed, { id: toastId });
      })
      .catch((error: unknown) => toast.error(errorMessage(error, WALLET_MSG.verifyError), { id: toastId }))
      .finally(() => {
        setVerifying(false);
        opts.onSettled();
        navigate(location, { replace: true });
      });
    // Runs once per authority; the callbacks in opts are read at that moment on purpose.
  }, [params?.authority]);

  return { verifying };
}
