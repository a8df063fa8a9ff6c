import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@shared/tickets/rules';
import { seedDemo } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { callerFor, freshMemoryDb } from '../helpers/db';

describe('demo tickets', () => {
  it('has a ticket in every status, seen by the admin and their owners, with no unread old notices', async () => {
    const db = await freshMemoryDb();
    await seedDemo(db);
    const admin = (await findUserByUsername(db, 'admin'))!;
    const all = await callerFor(db, admin).tickets.adminList({});
    expect(new Set(all.items.map((t) => t.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(all.items.map((t) => t.sender_role))).toEqual(new Set(['user', 'coffenet']));
    const ali = (await findUserByUsername(db, 'ali'))!;
    const mine = await callerFor(db, ali).tickets.mySummary();
    expect(mine.recent.length).toBeGreaterThan(0);
    expect(mine.open).toBe(1);
    expect(await callerFor(db, admin).tickets.notices()).toEqual([]);
    expect((await callerFor(db, ali).tickets.notices({ all: true })).length).toBeGreaterThan(0);
  });
});
