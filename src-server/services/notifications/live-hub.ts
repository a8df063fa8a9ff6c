// Live updates (issue 13): the events pushed to signed-in tabs over Server-Sent Events instead of
// everyone polling. Owns the in-process hub: who listens, the recent events kept for a resume
// with Last-Event-ID. Any domain may publish (notifications, chat, order status); it calls nothing.
//
// An event is a hint, never the data: "order X has a new chat message". The tab refetches through
// the same tRPC queries it always used, so access rules stay in one place. A hint may be published
// inside a transaction that then rolls back; the refetch finds nothing new, which is harmless
// (and with SQLite's single connection, the refetch runs after the commit).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { notifyLiveEvents } from '../../db/dialect';

export const LIVE_EVENT_TYPES = ['notification', 'chat', 'order'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  /** `<boot>-<seq>`: a resume after a restart is told to resync rather than miss events. */
  id: string;
  seq: number;
  userId: string;
  type: LiveEventType;
  data: Record<string, string | number | null>;
}

/** Events kept for resuming, across all users (a few minutes at marketplace traffic). */
export const LIVE_REPLAY_EVENTS = 10_000;

/**
 * The most people one group hint names (publishLiveTo): a broadcast to 10,000 people is 50 hints,
 * each one slot of the replay ring rather than one per person, and on PostgreSQL one NOTIFY each,
 * whose payload (200 ids of 24 characters, about 5.5 KB) stays under NOTIFY's 8,000 bytes.
 */
export const LIVE_GROUP_MAX = 200;

/** A kept event: to one person (LiveEvent) or the same hint to a group of people. */
type KeptEvent = LiveEvent | (Omit<LiveEvent, 'userId'> & { userIds: ReadonlySet<string> });

export class LiveHub {
  readonly boot = randomBytes(4).toString('hex');
  private seq = 0;
  /**
   * The last LIVE_REPLAY_EVENTS events as a ring: event `seq` sits at `seq % LIVE_REPLAY_EVENTS`.
   * (An array shifted by splice copied all 10,000 kept events on every publish once full: issue 13.)
   */
  private readonly recent: KeptEvent[] = [];
  private readonly listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  private readonly closers = new Set<() => void>();

  publish(userId: string, type: LiveEventType, data: LiveEvent['data']): void {
    this.seq += 1;
    const event: LiveEvent = { id: `${this.boot}-${this.seq}`, seq: this.seq, userId, type, data };
    this.recent[this.seq % LIVE_REPLAY_EVENTS] = event;
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /**
   * One hint to each of `userIds` (a broadcast's recipients), kept as one event: each listener of
   * those people gets it addressed to them, and a resume finds it for them and no one else.
   */
  publishGroup(userIds: Iterable<string>, type: LiveEventType, data: LiveEvent['data']): void {
    const to = new Set(userIds);
    if (to.size === 0) return;
    this.seq += 1;
    const shared = { id: `${this.boot}-${this.seq}`, seq: this.seq, type, data };
    this.recent[this.seq % LIVE_REPLAY_EVENTS] = { ...shared, userIds: to };
    for (const userId of to) {
      const listeners = this.listeners.get(userId);
      if (!listeners) continue;
      const event: LiveEvent = { ...shared, userId };
      for (const listener of listeners) listener(event);
    }
  }

  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /**
   * What `userId` missed after the event `lastEventId`; null when that cannot be told (another
   * boot of the server, or older than the events kept): the tab must then refetch everything.
   */
  since(userId: string, lastEventId: string): LiveEvent[] | null {
    const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(lastEventId.trim());
    if (!match || match[1] !== this.boot) return null;
    const after = Number(match[2]);
    if (after > this.seq) return null;
    const oldest = Math.max(1, this.seq - LIVE_REPLAY_EVENTS + 1); // the oldest event kept (1 when none yet)
    if (after < oldest - 1) return null;
    const missed: LiveEvent[] = [];
    for (let seq = after + 1; seq <= this.seq; seq++) {
      const event = this.recent[seq % LIVE_REPLAY_EVENTS]!;
      if ('userIds' in event) {
        if (event.userIds.has(userId)) missed.push({ id: event.id, seq: event.seq, userId, type: event.type, data: event.data });
      } else if (event.userId === userId) missed.push(event);
    }
    return missed;
  }

  /** Streams register how to end themselves, so a server shutting down is not held open by them. */
  onClose(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  closeAll(): void {
    for (const close of [...this.closers]) close();
  }

  listening(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }
}

/** The process's hub: every domain publishes here, every stream reads from here. */
export const liveHub = new LiveHub();

// With several instances on PostgreSQL (issue 16) an event must reach the streams of every
// instance: publishLive sends it with NOTIFY in the writer's own transaction (delivered only on
// commit, dropped on rollback) and each instance's relay (postgres-relay.ts) hands what it
// hears to its hub. Without a relay (SQLite, one process) it goes straight to this hub.
let relayed = false;

export function setLiveRelayed(on: boolean): void {
  relayed = on;
}

/** Publishes a hint to `userId`'s streams on every instance; `db` is the writer's transaction. */
export async function publishLive(db: Kysely<any>, userId: string, type: LiveEventType, data: LiveEvent['data']): Promise<void> {
  await publishLiveAll(db, [{ userId, type, data }]);
}

/**
 * Several hints in the order given; with the relay on PostgreSQL one statement carries them all
 * (a round trip per hint showed in the payment path, inside the write lock: issue 13).
 */
export async function publishLiveAll(db: Kysely<any>, events: Array<Pick<LiveEvent, 'userId' | 'type' | 'data'>>): Promise<void> {
  if (!relayed) {
    for (const { userId, type, data } of events) liveHub.publish(userId, type, data);
    return;
  }
  if (events.length > 0) await notifyLiveEvents(db, events.map(({ userId, type, data }) => JSON.stringify({ userId, type, data })));
}

/**
 * The same hint to many people (a broadcast's recipients), in hints of at most LIVE_GROUP_MAX
 * people; like publishLive, `db` is the writer's transaction, so on PostgreSQL each hint is a
 * NOTIFY delivered on commit and dropped on rollback.
 */
export async function publishLiveTo(db: Kysely<any>, userIds: readonly string[], type: LiveEventType, data: LiveEvent['data']): Promise<void> {
  for (let i = 0; i < userIds.length; i += LIVE_GROUP_MAX) {
    const group = userIds.slice(i, i + LIVE_GROUP_MAX);
    if (!relayed) liveHub.publishGroup(group, type, data);
    else await notifyLiveEvents(db, [JSON.stringify({ userIds: group, type, data })]);
  }
}
