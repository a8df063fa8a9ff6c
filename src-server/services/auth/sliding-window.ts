/**
 * Timestamps of recent events per key, forgotten after the window. Kept in memory: one server
 * process serves the embedded database, and a restart forgiving old failures is acceptable. With
 * several instances on PostgreSQL each window also tells the others every change it makes
 * (`share`, carried by NOTIFY: auth/shared-throttles.ts) and applies theirs, so a limit counts
 * the tries made on every instance. Keys no longer in the window are swept once the map grows, so
 * random usernames cannot grow it without bound.
 */
export interface WindowEntry {
  at: number;
  /** What else the caller wants to know of the event (the client address of a failure). */
  tag: string;
  /** Names the entry to other instances (a failure taken back is removed everywhere). */
  id?: string;
}

/** A change to a window, as sent to and received from the other instances. */
export type WindowChange =
  | { op: 'add'; key: string; at: number; tag: string; id: string }
  | { op: 'remove'; key: string; id: string }
  | { op: 'clear'; key: string };

let entryCounter = 0;

const SWEEP_ABOVE_KEYS = 10_000;

export class SlidingWindow {
  private readonly entries = new Map<string, WindowEntry[]>();
  private send: ((change: WindowChange) => void) | null = null;

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
    const entry: WindowEntry = { at: this.now(), tag };
    if (this.send) {
      entry.id = `${process.pid}.${++entryCounter}`;
      this.send({ op: 'add', key, at: entry.at, tag, id: entry.id });
    }
    this.insert(key, entry);
    return () => {
      this.removeEntry(key, (e) => e === entry);
      if (this.send && entry.id) this.send({ op: 'remove', key, id: entry.id });
    };
  }

  clear(key: string): void {
    this.entries.delete(key);
    this.send?.({ op: 'clear', key });
  }

  /** From now on every change made here is also given to `send` (for the other instances). */
  share(send: (change: WindowChange) => void): void {
    this.send = send;
  }

  /** A change another instance made. */
  apply(change: WindowChange): void {
    if (change.op === 'add') this.insert(change.key, { at: change.at, tag: change.tag, id: change.id });
    else if (change.op === 'remove') this.removeEntry(change.key, (e) => e.id === change.id);
    else this.entries.delete(change.key);
  }

  private insert(key: string, entry: WindowEntry): void {
    if (this.entries.size > SWEEP_ABOVE_KEYS) this.sweep();
    // In time order, so "the newest" and waitForRoom hold for entries arriving from elsewhere.
    this.entries.set(key, [...this.recent(key), entry].sort((a, b) => a.at - b.at));
  }

  private removeEntry(key: string, match: (e: WindowEntry) => boolean): void {
    const list = this.entries.get(key);
    const index = list?.findIndex(match) ?? -1;
    if (index >= 0) list!.splice(index, 1);
    if (list && !list.length) this.entries.delete(key);
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
