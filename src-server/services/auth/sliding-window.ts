/**
 * Timestamps of recent events per key, forgotten after the window. Kept in memory: one server
 * process serves the embedded database, and a restart forgiving old failures is acceptable (a
 * shared store replaces this when the app runs on several processes). Keys no longer in the
 * window are swept once the map grows, so random usernames cannot grow it without bound.
 */
export interface WindowEntry {
  at: number;
  /** What else the caller wants to know of the event (the client address of a failure). */
  tag: string;
}

const SWEEP_ABOVE_KEYS = 10_000;

export class SlidingWindow {
  private readonly entries = new Map<string, WindowEntry[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  recent(key: string): WindowEntry[] {
    const since = this.now() - this.windowMs;
    const all = this.entries.get(key);
    if (!all) return [];
    const kept = all.filter((e) => e.at > since);
    if (kept.length) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  /** Records an event now and answers a function that takes exactly this event back. */
  add(key: string, tag = ''): () => void {
    if (this.entries.size > SWEEP_ABOVE_KEYS) this.sweep();
    const entry: WindowEntry = { at: this.now(), tag };
    this.entries.set(key, [...this.recent(key), entry]);
    return () => {
      const list = this.entries.get(key);
      const index = list?.indexOf(entry) ?? -1;
      if (index >= 0) list!.splice(index, 1);
      if (list && !list.length) this.entries.delete(key);
    };
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Milliseconds until the oldest of the newest `limit` events leaves the window (0 when under the limit). */
  waitForRoom(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    return Math.max(0, list[list.length - limit]!.at + this.windowMs - this.now());
  }

  private sweep() {
    for (const key of [...this.entries.keys()]) this.recent(key);
  }
}
