import { useState } from 'react';
import { parseDecimalInteger } from '@shared/text/digits';
import { WALLET_LIMITS } from '@shared/wallet/transactions';

/**
 * A top-up asked for by a payment page that found the wallet short: /wallet?topup=<rials>&return=<path>.
 * The wallet opens its top-up dialog with the shortfall, and keeps the way back across the trip
 * to the gateway (this tab's sessionStorage), so the person can go on paying the order.
 */
const KEY = 'wallet_return';
/** Only the payment pages are ways back: never another site, never an arbitrary page. */
const RETURN_PAGES = [/^\/user\/order\/[0-9a-f]{24}\/payment$/, /^\/user\/order-payment\?orderId=[0-9a-f]{24}$/, /^\/site\/store-order-payment\?orderId=[0-9a-f]{24}(&amount=\d+)?$/];

function safeReturn(path: string | null): string | null {
  return path && RETURN_PAGES.some((page) => page.test(path)) ? path : null;
}

/** The wallet page's link for a payment page short of `shortRials`, back to where the person is. */
export function topUpLink(walletPath: string, shortRials: number, here: string): string {
  // Whole toman, rounded up, and at least what the gateway takes.
  const rials = Math.max(Math.ceil(shortRials / 10) * 10, WALLET_LIMITS.gatewayMinRials);
  const params = new URLSearchParams({ topup: String(rials), return: here });
  return `${walletPath}?${params.toString()}`;
}

/**
 * Reads what the payment page asked for, and remembers the way back until it is used. The address
 * keeps `topup` until the dialog closes (`doneAsking`), so a page mounted again still opens it.
 */
export function useWalletReturn() {
  const [asked] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const back = safeReturn(params.get('return'));
    if (back) sessionStorage.setItem(KEY, back);
    const rials = parseDecimalInteger(params.get('topup') ?? '');
    return { rials: rials !== null && rials > 0 ? rials : null };
  });
  const [returnTo, setReturnTo] = useState(() => safeReturn(sessionStorage.getItem(KEY)));
  const forget = () => {
    sessionStorage.removeItem(KEY);
    setReturnTo(null);
  };
  /** Drops the request from the address, so a reload does not open the dialog again. */
  const doneAsking = () => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('topup') && !params.has('return')) return;
    params.delete('topup');
    params.delete('return');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  };
  return { topUpRials: asked.rials, returnTo, forget, doneAsking };
}
