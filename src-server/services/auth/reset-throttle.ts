/**
 * Password-reset throttling (issue 14). Requests are limited per username, per phone and per
 * client address, and a (username, phone) pair may ask again only after the resend wait —
 * counted the same whether or not the pair belongs to an account, so the answers tell a
 * stranger nothing. Wrong codes are limited per address on top of the 5 tries each code has.
 * Owns the in-memory counters only.
 */
import { PASSWORD_RESET, PASSWORD_RESET_LIMITS } from '@shared/constants';
import { SlidingWindow } from './sliding-window';

type Limits = { readonly [K in keyof typeof PASSWORD_RESET_LIMITS]: number };

export type ResetCheck = { ok: true } | { ok: false; reason: 'resend_wait' | 'limited'; retryAfterSeconds: number };

export class ResetRateLimiter {
  private readonly window: SlidingWindow;
  private readonly lastRequest: SlidingWindow;

  constructor(
    private readonly limits: Limits = PASSWORD_RESET_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new SlidingWindow(limits.windowSeconds * 1000, now);
    this.lastRequest = new SlidingWindow(PASSWORD_RESET.resendAfterSeconds * 1000, now);
  }

  /** Its counters, by a name the same on every instance (shared-throttles.ts). */
  sharedWindows(): Record<string, SlidingWindow> {
    return { reset: this.window, 'reset-last': this.lastRequest };
  }

  /** Seconds until this pair may have a new code sent (0: now). */
  resendWait(username: string, phone: string): number {
    const last = this.lastRequest.recent(pairKey(username, phone)).at(-1);
    return last ? Math.max(0, Math.ceil((last.at + PASSWORD_RESET.resendAfterSeconds * 1000 - this.now()) / 1000)) : 0;
  }

  /** Checks and, when allowed, counts one request to send a code. */
  takeRequest(username: string, phone: string, address: string): ResetCheck {
    const resendWait = this.resendWait(username, phone);
    if (resendWait > 0) return { ok: false, reason: 'resend_wait', retryAfterSeconds: resendWait };
    const waits = [
      this.window.waitForRoom(`u:${username}`, this.limits.requestsPerUsername),
      this.window.waitForRoom(`p:${phone}`, this.limits.requestsPerPhone),
      this.window.waitForRoom(`a:${address}`, this.limits.requestsPerAddress),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) return { ok: false, reason: 'limited', retryAfterSeconds: Math.ceil(wait / 1000) };
    this.window.add(`u:${username}`);
    this.window.add(`p:${phone}`);
    this.window.add(`a:${address}`);
    this.lastRequest.add(pairKey(username, phone));
    this.window.clear(`w:${pairKey(username, phone)}`);
    this.window.clear(`r:${pairKey(username, phone)}`);
    this.window.add(`r:${pairKey(username, phone)}`);
    return { ok: true };
  }

  /** Wrong codes sent for this pair since its last code was asked for (the same count for any pair). */
  pairWrongCodes(username: string, phone: string): number {
    return this.window.count(`w:${pairKey(username, phone)}`);
  }

  /** Seconds since this pair last asked for a code, or null when it has not within the window. */
  secondsSinceRequest(username: string, phone: string): number | null {
    const last = this.window.recent(`r:${pairKey(username, phone)}`).at(-1);
    return last ? (this.now() - last.at) / 1000 : null;
  }

  /** Seconds until this address may send codes again (0: now). */
  codeWait(address: string): number {
    return Math.ceil(this.window.waitForRoom(`c:${address}`, this.limits.wrongCodesPerAddress) / 1000);
  }

  recordWrongCode(address: string, username: string, phone: string): void {
    this.window.add(`c:${address}`);
    this.window.add(`w:${pairKey(username, phone)}`);
  }

  /** Counts one phone-hint lookup; answers the seconds to wait when over the limit. */
  takeHint(address: string): number {
    const wait = this.window.waitForRoom(`h:${address}`, this.limits.hintsPerAddress);
    if (wait > 0) return Math.ceil(wait / 1000);
    this.window.add(`h:${address}`);
    return 0;
  }
}

function pairKey(username: string, phone: string): string {
  return `${username}\u0000${phone}`;
}
