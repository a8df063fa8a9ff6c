import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { MSG } from '@shared/messages';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createContextInner } from '../../src-server/context';
import { createCaller } from '../../src-server/routers';
import { createAccount } from '../../src-server/services/users';
import { notify } from '../../src-server/services/notifications';

async function setup() {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  const ali = await createAccount(db, { username: 'ali', password: 'secret1', role: 'user', phone: '09121111111', email: null });
  const sara = await createAccount(db, { username: 'sara', password: 'secret1', role: 'user', phone: '09122222222', email: null });
  const as = (user: typeof ali) => createCaller(createContextInner({ db, user }));
  return { db, ali, sara, aliApi: as(ali), saraApi: as(sara) };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  return 'OK';
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

  it('requires a logged-in caller', async () => {
    const { db } = await setup();
    const guest = createCaller(createContextInner({ db }));
    expect(await codeOf(guest.notifications.count())).toBe('UNAUTHORIZED');
  });

  it('tells the owner when the password changes', async () => {
    const { aliApi } = await setup();
    await aliApi.auth.changePassword({ current_password: 'secret1', new_password: 'secret2' });
    const [newest] = await aliApi.notifications.list({ limit: 1 });
    expect(newest).toMatchObject({ type: 'system', title: MSG.passwordChangedTitle });
  });
});
