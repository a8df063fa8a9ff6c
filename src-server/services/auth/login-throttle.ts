/**
 * Failed-login throttling (issue 14, DOMAIN.md §1). Failures are counted per (username, client
 * address) pair with a progressive delay, plus a ceiling per address over all usernames. No
 * count is kept per username alone, so a stranger cannot lock the owner (or the admin) out:
 * the owner on their own device, with the right password, always gets in. Many addresses
 * failing on one username is a burst: recorded for the admin, never a lock.
 * Owns the in-memory counters only; the caller records the events it answers.
 */
import { LOGIN_RATE_LIMIT } from '@shared/constants';
import { SlidingWindow } from './sliding-window';
import type { SecurityEventDraft } from './security-events';

type Limits = typeof LOGIN_RATE_LIMIT;

export class LoginRateLimiter {
  private readonly window: SlidingWindow;

  constructor(
    private readonly limits: Limits = LOGIN_RATE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new SlidingWindow(limits.windowSeconds * 1000, now);
  }

  /** The wait after `failures` failures of one pair, in ms: none for the first few, then doubling. */
  private pairDelayMs(failures: number): number {
    if (failures < this.limits.freeFailures) return 0;
    return Math.min(2 ** (failures - this.limits.freeFailures + 1), this.limits.windowSeconds) * 1000;
  }

  /** Seconds until this username may be tried again from this address, or 0 when a try is allowed. */
  retryAfter(username: string, address: string): number {
    const pair = this.window.recent(pairKey(username, address));
    const last = pair.at(-1);
    const pairWait = last ? last.at + this.pairDelayMs(pair.length) - this.now() : 0;
    const addressWait = this.window.waitForRoom(`a:${address}`, this.limits.maxFailuresPerAddress);
    const wait = Math.max(pairWait, addressWait);
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Counts a failure now; the returned function takes it back (a try is counted before its password is checked). */
  recordFailure(username: string, address: string): () => void {
    const undo = [this.window.add(pairKey(username, address)), this.window.add(`a:${address}`), this.window.add(`u:${username}`, address)];
    return () => undo.forEach((f) => f());
  }

  /** What the failure just counted means for the admin: a pair now slowed, an address at its ceiling, a burst. */
  eventsAfterFailure(username: string, address: string): SecurityEventDraft[] {
    const events: SecurityEventDraft[] = [];
    const pair = this.window.count(pairKey(username, address));
    if (pair === this.limits.freeFailures) {
      events.push({ kind: 'login_throttled', username, clientAddress: address, detail: `${pair} failed logins: later tries wait progressively longer` });
    }
    if (this.window.count(`a:${address}`) === this.limits.maxFailuresPerAddress) {
      events.push({ kind: 'login_address_ceiling', username, clientAddress: address, detail: `${this.limits.maxFailuresPerAddress} failed logins from this address: refused for up to ${this.limits.windowSeconds / 60} minutes` });
    }
    const addresses = new Set(this.window.recent(`u:${username}`).map((e) => e.tag));
    if (addresses.size === this.limits.burstAddresses && address && [...addresses].at(-1) === address) {
      events.push({ kind: 'login_burst', username, clientAddress: address, detail: `failed logins on this account from ${addresses.size} addresses` });
    }
    return events;
  }

  /** Its counters, by a name the same on every instance (shared-throttles.ts). */
  sharedWindows(): Record<string, SlidingWindow> {
    return { login: this.window };
  }

  /** The right password from this address: its pair starts afresh (other addresses keep their counts). */
  recordSuccess(username: string, address: string): void {
    this.window.clear(pairKey(username, address));
  }
}

function pairKey(username: string, address: string): string {
  return `p:${username}\u0000${address}`;
}
