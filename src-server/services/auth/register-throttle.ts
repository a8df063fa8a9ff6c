/**
 * Registration throttling: new accounts per client address in a sliding hour. A try is counted
 * before its password is hashed, so a burst costs the server nothing past the limit.
 * Owns the in-memory counter only (shared with other instances through shared-throttles.ts).
 */
import { REGISTER_RATE_LIMIT } from '@shared/constants';
import { SlidingWindow } from './sliding-window';

export class RegisterRateLimiter {
  private readonly window: SlidingWindow;

  constructor(
    private readonly perAddress: number = REGISTER_RATE_LIMIT.perAddress,
    now: () => number = Date.now,
  ) {
    this.window = new SlidingWindow(REGISTER_RATE_LIMIT.windowSeconds * 1000, now);
  }

  sharedWindows(): Record<string, SlidingWindow> {
    return { register: this.window };
  }

  /** Counts one registration from `address` when there is room; otherwise the seconds to wait. */
  take(address: string): number {
    const wait = this.window.waitForRoom(address, this.perAddress);
    if (wait > 0) return Math.ceil(wait / 1000);
    this.window.add(address);
    return 0;
  }
}
