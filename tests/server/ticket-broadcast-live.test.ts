import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_GROUP_MAX, LiveHub, liveHub, type LiveEvent } from '../../src-server/services/notifications/live-hub';
import { startPostgresLiveRelay } from '../../src-server/services/notifications/postgres-relay';
import type { DB } from '../../src-server/db/connection';
import { newId, nowIso } from '../../src-server/ids';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { onPostgres, postgresUrlOf } from '../helpers/postgres';
import { quickAccount } from '../helpers/money';

/**
 * A ticket broadcast writes its notices with INSERT … SELECT (no statement per person); its
 * recipients' open tabs must still hear of it at once, like every other notice, and no one else.
 */

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Every ticket notice hint each user's streams hear on `hub`. */
function listen(hub: LiveHub, ids: string[]) {
  const heard = new Map<string, LiveEvent[]>();
  for (const id of ids) {
    stops.push(
      hub.subscribe(id, (e) => {
        if (e.type === 'notification' && e.data.type === 'ticket_message') heard.set(id, [...(heard.get(id) ?? []), e]);
      }),
    );
  }
  return heard;
}

/** `n` unblocked customers in one statement. */
async function manyCustomers(db: DB, n: number): Promise<string[]> {
  const at = nowIso();
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(), username: `crowd_${i}_${newId().slice(-6)}`, password_hash: 'x', role: 'user' as const, phone: null, email: null, name: null,
    is_blocked: 0, must_change_password: 0, token_version: 0, created_at: at, updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('users').values(rows.slice(i, i + 200)).execute();
  return rows.map((r) => r.id);
}

async function setup() {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  const ali = await quickAccount(db, 'user');
  const sara = await quickAccount(db, 'user');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت آزادی');
  const blocked = await quickAccount(db, 'user');
  await db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', blocked.id).execute();
  return { db, admin, ali, sara, cafe, blocked, broadcast: callerFor(db, admin).tickets.broadcast };
}

describe('ticket broadcast: live hints', () => {
  it('reaches each recipient’s streams once, and never a customer for “all cafes”, a blocked account or an admin', async () => {
    const s = await setup();
    const heard = listen(liveHub, [s.admin.id, s.ali.id, s.sara.id, s.cafe.id, s.blocked.id]);
    const count = (id: string) => heard.get(id)?.length ?? 0;

    expect((await s.broadcast({ target: 'all_users', subject: 'اطلاعیه', message: 'متن' })).recipients).toBe(2);
    expect([s.ali, s.sara, s.cafe, s.blocked, s.admin].map((u) => count(u.id))).toEqual([1, 1, 0, 0, 0]);
    expect(heard.get(s.ali.id)![0]).toMatchObject({ userId: s.ali.id, type: 'notification', data: { type: 'ticket_message' } });

    await s.broadcast({ target: 'all_coffenets', subject: 'اطلاعیه کافی‌نت‌ها', message: 'متن' });
    expect([s.ali, s.sara, s.cafe, s.blocked, s.admin].map((u) => count(u.id))).toEqual([1, 1, 1, 0, 0]);

    await s.broadcast({ target: 'single', target_id: s.sara.id, subject: 'پیام', message: 'متن' });
    expect([s.ali, s.sara, s.cafe, s.blocked, s.admin].map((u) => count(u.id))).toEqual([1, 2, 1, 0, 0]);
  });

  it('pages through more recipients than one hint names: each hears exactly once, and a resume replays it to them alone', async () => {
    const s = await setup();
    const crowd = await manyCustomers(s.db, LIVE_GROUP_MAX * 2 + 37);
    const heard = listen(liveHub, [...crowd, s.ali.id, s.cafe.id]);
    const before = lastEventId();
    const result = await s.broadcast({ target: 'all_users', subject: 'اطلاعیه همگانی', message: 'متن' });
    expect(result.recipients).toBe(crowd.length + 2);
    for (const id of [...crowd, s.ali.id]) expect(heard.get(id)?.length, id).toBe(1);
    expect(heard.get(s.cafe.id)).toBeUndefined();
    // A tab that dropped just before the broadcast gets it on resume; the cafe's gets nothing.
    expect(liveHub.since(crowd.at(-1)!, before)).toEqual(heard.get(crowd.at(-1)!));
    expect(liveHub.since(s.ali.id, before)).toEqual(heard.get(s.ali.id));
    expect(liveHub.since(s.cafe.id, before)).toEqual([]);
    // One replay slot per page of recipients, not one per person.
    const ids = new Set([...heard.values()].flat().map((e) => e.id));
    expect(ids.size).toBe(Math.ceil((crowd.length + 2) / LIVE_GROUP_MAX));
  });
});

/** The id of the hub's newest event: a hint published to a probe nobody else is. */
function lastEventId(): string {
  const probe = `probe-${newId()}`;
  let id = '';
  const stop = liveHub.subscribe(probe, (e) => (id = e.id));
  liveHub.publish(probe, 'notification', {});
  stop();
  return id;
}

describe.skipIf(!onPostgres)('ticket broadcast: live hints through the PostgreSQL relay', () => {
  it('sends each page of recipients as one NOTIFY on commit, which every instance’s hub hands to those recipients', async () => {
    const s = await setup();
    const crowd = await manyCustomers(s.db, LIVE_GROUP_MAX + 5);
    const hub = new LiveHub(); // another instance's hub: it hears only through the relay
    const heard = listen(hub, [...crowd, s.ali.id, s.cafe.id]);
    const relay = await startPostgresLiveRelay(postgresUrlOf(s.db), hub);
    try {
      await s.broadcast({ target: 'all_users', subject: 'اطلاعیه', message: 'متن' });
      await expect.poll(() => [...crowd, s.ali.id].filter((id) => heard.get(id)?.length === 1).length, { timeout: 5_000 }).toBe(crowd.length + 1);
      expect(heard.get(s.cafe.id)).toBeUndefined();
    } finally {
      await relay.stop();
    }
  });
});
