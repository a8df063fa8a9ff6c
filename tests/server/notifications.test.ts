import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { notify, notifyAll } from '../../src-server/services/notifications/notices';
import { liveHub } from '../../src-server/services/notifications/live-hub';
import { callerFor, DEFAULT_PASSWORD, freshMemoryDb, registerAccount, trpcError } from '../helpers/db';

async function setup() {
  const db = await freshMemoryDb();
  const ali = await registerAccount(db, { username: 'ali' });
  const sara = await registerAccount(db, { username: 'sara' });
  return { db, ali, sara, aliApi: callerFor(db, ali), saraApi: callerFor(db, sara) };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  return (await trpcError(promise)).code;
}

describe('notifications', () => {
  it('welcomes a new account with one unread system notification', async () => {
    const { aliApi } = await setup();
    expect(await aliApi.notifications.count()).toEqual({ unread_count: 1 });
    const [welcome] = await aliApi.notifications.list();
    expect(welcome).toMatchObject({ type: 'system', title: MSG.welcomeTitle, message: MSG.welcomeUser, read: false });
    expect(welcome!._id).toBe(welcome!.id);
  });

  it('lists newest first, honours the limit and counts only unread ones', async () => {
    const { db, ali, aliApi } = await setup();
    for (let i = 1; i <= 7; i++) {
      await notify(db, ali.id, { type: 'order_status', title: `t${i}`, message: `m${i}`, data: { order_id: 'a'.repeat(24) } }, new Date(Date.UTC(2030, 0, i)));
    }
    const five = await aliApi.notifications.list({ limit: 5 });
    expect(five.map((n) => n.title)).toEqual(['t7', 't6', 't5', 't4', 't3']);
    expect(five[0]!.data).toEqual({ order_id: 'a'.repeat(24) });
    expect((await aliApi.notifications.count()).unread_count).toBe(8);

    await aliApi.notifications.markRead({ id: five[0]!.id });
    expect((await aliApi.notifications.count()).unread_count).toBe(7);
    expect((await aliApi.notifications.byId({ id: five[0]!.id })).read).toBe(true);

    expect(await aliApi.notifications.markAllRead()).toEqual({ success: true, updated: 7 });
    expect((await aliApi.notifications.count()).unread_count).toBe(0);
  });

  it('keeps each person to their own notifications', async () => {
    const { aliApi, saraApi } = await setup();
    const [aliWelcome] = await aliApi.notifications.list();
    expect(await codeOf(saraApi.notifications.byId({ id: aliWelcome!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(saraApi.notifications.markRead({ id: aliWelcome!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(saraApi.notifications.delete({ id: aliWelcome!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(saraApi.notifications.byId({ id: 'f'.repeat(24) }))).toBe('NOT_FOUND');
    expect(await codeOf(saraApi.notifications.byId({ id: 'not-an-id' }))).toBe('BAD_REQUEST');

    // Sara deleting all of hers leaves Ali's alone.
    expect(await saraApi.notifications.deleteAll()).toEqual({ success: true, deleted: 1 });
    expect(await aliApi.notifications.list()).toHaveLength(1);
    await aliApi.notifications.delete({ id: aliWelcome!.id });
    expect(await aliApi.notifications.list()).toEqual([]);
  });

  it('writes and publishes many notices at once, in the order given, past one statement’s worth of rows', async () => {
    const { db, ali, sara, aliApi } = await setup();
    const heard: string[] = [];
    const stop = liveHub.subscribe(ali.id, (e) => heard.push(String(e.data.id)));
    const notes = Array.from({ length: 1_203 }, (_, i) => ({ userId: i % 2 ? ali.id : sara.id, note: { type: 'system' as const, title: `t${i}`, message: `m${i}` } }));
    try {
      const ids = await notifyAll(db, notes, new Date());
      expect(new Set(ids).size).toBe(notes.length);
      expect(heard).toEqual(ids.filter((_, i) => i % 2));
    } finally {
      stop();
    }
    expect((await aliApi.notifications.count()).unread_count).toBe(601 + 1);
  });

  it('requires a logged-in caller', async () => {
    const { db } = await setup();
    const guest = callerFor(db);
    expect(await codeOf(guest.notifications.count())).toBe('UNAUTHORIZED');
  });

  it('tells the owner when the password changes', async () => {
    const { aliApi } = await setup();
    await aliApi.auth.changePassword({ current_password: DEFAULT_PASSWORD, new_password: 'another-secret' });
    const [newest] = await aliApi.notifications.list({ limit: 1 });
    expect(newest).toMatchObject({ type: 'system', title: MSG.passwordChangedTitle });
  });
});
