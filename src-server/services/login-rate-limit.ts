import { LOGIN_RATE_LIMIT } from '@shared/constants';

/**
 * Counts failed logins per username and per client address in a sliding window. Kept in
 * memory: one server process serves the embedded database, and a restart forgiving old
 * failures is acceptable. A shared store replaces it when the app runs on several processes.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits = LOGIN_RATE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the caller may try again, or 0 when a try is allowed. */
  retryAfter(username: string, address: string): number {
    const byUser = this.recent(`u:${username}`);
    const byAddress = this.recent(`a:${address}`);
    const windowMs = this.limits.windowSeconds * 1000;
    const waits: number[] = [];
    if (byUser.length >= this.limits.maxFailuresPerUsername) waits.push(byUser[0]! + windowMs - this.now());
    if (byAddress.length >= this.limits.maxFailuresPerAddress) waits.push(byAddress[0]! + windowMs - this.now());
    return waits.length ? Math.ceil(Math.max(...waits) / 1000) : 0;
  }

  /** Counts a failure now; the returned function takes it back (for a try counted before it was checked). */
  recordFailure(username: string, address: string): () => void {
    const at = this.now();
    const keys = [`u:${username}`, `a:${address}`];
    for (const key of keys) this.failures.set(key, [...this.recent(key), at]);
    return () => {
      for (const key of keys) {
        const times = this.failures.get(key) ?? [];
        const index = times.indexOf(at);
        if (index >= 0) times.splice(index, 1);
        if (!times.length) this.failures.delete(key);
      }
    };
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowSeconds * 1000;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }
}
