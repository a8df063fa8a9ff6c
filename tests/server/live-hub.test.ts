import { describe, expect, it } from 'vitest';
import { LIVE_REPLAY_EVENTS, LiveHub, type LiveEvent } from '../../src-server/services/notifications/live-hub';

/** What `since` must answer, from every event ever published (the hub keeps only the last LIVE_REPLAY_EVENTS). */
function expected(all: LiveEvent[], userId: string, after: number): LiveEvent[] | null {
  const kept = all.slice(-LIVE_REPLAY_EVENTS);
  const oldest = kept[0]?.seq ?? all.length + 1;
  if (after > all.length || after < oldest - 1) return null;
  return kept.filter((e) => e.seq > after && e.userId === userId);
}

describe('live hub replay (kept in a ring)', () => {
  it('answers a resume with exactly the missed events of that person, before and after the ring wraps, and null when too old', () => {
    const hub = new LiveHub();
    const all: LiveEvent[] = [];
    hub.subscribe('a', (e) => all.push(e));
    hub.subscribe('b', (e) => all.push(e));
    const check = (after: number) => {
      for (const user of ['a', 'b']) expect(hub.since(user, `${hub.boot}-${after}`), `${user} after ${after} of ${all.length}`).toEqual(expected(all, user, after));
    };
    check(0);
    const total = LIVE_REPLAY_EVENTS * 2 + 17;
    for (let n = 1; n <= total; n++) {
      hub.publish(n % 3 === 0 ? 'b' : 'a', 'chat', { n });
      if (n === 5 || n === LIVE_REPLAY_EVENTS - 1 || n === LIVE_REPLAY_EVENTS || n === LIVE_REPLAY_EVENTS + 1 || n === total) {
        for (const after of [0, 1, n - LIVE_REPLAY_EVENTS - 1, n - LIVE_REPLAY_EVENTS, n - 3, n - 1, n, n + 1]) if (after >= 0) check(after);
      }
    }
    expect(all).toHaveLength(total);
    expect(hub.since('a', `${hub.boot}-${total - LIVE_REPLAY_EVENTS - 1}`)).toBeNull();
    expect(hub.since('a', `${hub.boot}-${total - LIVE_REPLAY_EVENTS}`)!.length).toBeGreaterThan(LIVE_REPLAY_EVENTS / 2);
    expect(hub.since('a', `ffffffff-${total - 1}`)).toBeNull();
  });
});
