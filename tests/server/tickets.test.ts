import { describe, expect, it } from 'vitest';
import { shortReference } from '@shared/reference';
import { MSG } from '@shared/messages';
import { TICKET_ACTIONS, TICKET_MSG, TICKET_STATUSES, checkTicketTransition, type TicketStatus } from '@shared/tickets/rules';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { countTicketsAwaitingSupport } from '../../src-server/services/tickets';
import { liveHub } from '../../src-server/services/notifications/live-hub';
import { callerFor, freshMemoryDb, registerAccount, trpcError, validationMessages } from '../helpers/db';
import type { TRPCError } from '@trpc/server';

/** The Persian text a person reads for an input error (the first field's message). */
const inputMessage = (error: TRPCError) => Object.values(validationMessages(error))[0];

async function setup() {
  const db = await freshMemoryDb();
  const admin = await registerAccount(db, { username: 'admin', role: 'admin' });
  const admin2 = await registerAccount(db, { username: 'admin2', role: 'admin' });
  const ali = await registerAccount(db, { username: 'ali' });
  const sara = await registerAccount(db, { username: 'sara' });
  const cafe = await registerAccount(db, { username: 'cafe_azadi', role: 'coffenet' });
  return { db, admin, admin2, ali, sara, cafe, api: (u: UserRow | null) => callerFor(db, u) };
}

async function ticketNotices(db: DB, userId: string) {
  return db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', 'ticket_message').orderBy('created_at').execute();
}

async function statusOf(db: DB, id: string) {
  return (await db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

/** A ticket of ali's put into `status` through the procedures themselves. */
async function ticketIn(s: Awaited<ReturnType<typeof setup>>, status: TicketStatus): Promise<string> {
  const { ticket_id } = await s.api(s.ali).tickets.create({ subject: 'پیگیری سفارش', message: 'سلام' });
  if (status === 'pending') {
    await s.api(s.admin).tickets.reply({ id: ticket_id, message: 'پاسخ' });
    await s.api(s.ali).tickets.reply({ id: ticket_id, message: 'باز هم' });
  }
  if (status === 'answered') await s.api(s.admin).tickets.reply({ id: ticket_id, message: 'پاسخ' });
  if (status === 'closed') await s.api(s.admin).tickets.close({ id: ticket_id });
  expect(await statusOf(s.db, ticket_id)).toBe(status);
  return ticket_id;
}

describe('tickets: the life of a ticket', () => {
  it('a customer creates a ticket: open, first message, admins notified, role from the session', async () => {
    const s = await setup();
    const created = await s.api(s.cafe).tickets.create({ subject: ' مشکل در سایت ', message: '<b>سلام</b>\nخط دوم' });
    expect(created).toMatchObject({ success: true, ticket_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const detail = await s.api(s.cafe).tickets.byId({ id: created.ticket_id });
    expect(detail).toMatchObject({
      _id: created.ticket_id,
      id: created.ticket_id,
      ticket_id: created.ticket_id,
      subject: 'مشکل در سایت',
      status: 'open',
      sender_role: 'coffenet',
      sender_username: 'cafe_azadi',
      user_id: s.cafe.id,
      last_message: '<b>سلام</b>\nخط دوم',
      last_sender: 'cafe_azadi',
    });
    expect(detail.messages).toEqual([
      expect.objectContaining({ sender_role: 'coffenet', sender_username: 'cafe_azadi', message: '<b>سلام</b>\nخط دوم' }),
    ]);
    for (const a of [s.admin, s.admin2]) {
      const [note] = await ticketNotices(s.db, a.id);
      expect(note).toMatchObject({ type: 'ticket_message', is_read: 0 });
      expect(JSON.parse(note!.data)).toMatchObject({ ticket_id: created.ticket_id, sender_role: 'coffenet', sender_name: 'cafe_azadi' });
    }
    expect(await ticketNotices(s.db, s.cafe.id)).toHaveLength(0);
  });

  it('an admin cannot create a ticket (403) and nothing is written', async () => {
    const s = await setup();
    const err = await trpcError(s.api(s.admin).tickets.create({ subject: 's', message: 'm' }));
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toBe(TICKET_MSG.adminCannotCreate);
    expect(await s.db.selectFrom('tickets').selectAll().execute()).toHaveLength(0);
  });

  it('every (status, action, role) triple of reply and close does what the table says', async () => {
    const s = await setup();
    for (const status of TICKET_STATUSES) {
      for (const action of ['reply', 'close'] as const) {
        for (const role of ['owner', 'admin'] as const) {
          const id = await ticketIn(s, status);
          const actor = role === 'owner' ? s.ali : s.admin;
          const recipient = role === 'owner' ? s.admin : s.ali;
          const before = (await ticketNotices(s.db, recipient.id)).length;
          const call = action === 'reply' ? s.api(actor).tickets.reply({ id, message: 'متن' }) : s.api(actor).tickets.close({ id });
          const check = checkTicketTransition(status, action, role);
          const label = `${status} ${action} by ${role}`;
          if (check.ok) {
            await call;
            expect(await statusOf(s.db, id), label).toBe(check.to);
            const after = (await ticketNotices(s.db, recipient.id)).length;
            // An owner's close tells nobody; everything else tells the other side once.
            expect(after - before, label).toBe(action === 'close' && role === 'owner' ? 0 : 1);
          } else {
            const err = await trpcError(call);
            expect(err.code, label).toBe('CONFLICT');
            expect(err.message).toBe(TICKET_MSG.closed);
            expect(await statusOf(s.db, id), label).toBe(status);
            expect((await ticketNotices(s.db, recipient.id)).length, label).toBe(before);
          }
        }
      }
    }
    expect(TICKET_ACTIONS).toContain('broadcast');
  });

  it('a reply refused on a closed ticket leaves no message behind', async () => {
    const s = await setup();
    const id = await ticketIn(s, 'closed');
    await trpcError(s.api(s.ali).tickets.reply({ id, message: 'x' }));
    const detail = await s.api(s.ali).tickets.byId({ id });
    expect(detail.messages).toHaveLength(1);
  });

  it('replies keep last_message, last_sender and order of messages', async () => {
    const s = await setup();
    const clock = { t: Date.UTC(2030, 0, 1) };
    const at = (api: ReturnType<typeof callerFor>) => api;
    const id = (await callerFor(s.db, s.ali, { now: () => new Date(clock.t) }).tickets.create({ subject: 's', message: 'یک' })).ticket_id;
    clock.t += 60_000;
    await at(callerFor(s.db, s.admin, { now: () => new Date(clock.t) })).tickets.reply({ id, message: 'دو' });
    const detail = await s.api(s.ali).tickets.byId({ id });
    expect(detail.messages.map((m) => [m.message, m.sender_role])).toEqual([
      ['یک', 'user'],
      ['دو', 'admin'],
    ]);
    expect(detail).toMatchObject({ status: 'answered', last_message: 'دو', last_sender: 'admin', last_sender_role: 'admin', updated_at: new Date(clock.t).toISOString() });
  });
});

describe('tickets: who may reach one', () => {
  it('only the owner or an admin reads, replies or closes; unknown 404; malformed 422-style', async () => {
    const s = await setup();
    const id = await ticketIn(s, 'open');
    // Each call starts when the previous one is checked: a refusal never waits unobserved.
    for (const call of [() => s.api(s.sara).tickets.byId({ id }), () => s.api(s.sara).tickets.reply({ id, message: 'x' }), () => s.api(s.sara).tickets.close({ id }), () => s.api(s.cafe).tickets.byId({ id })]) {
      const err = await trpcError(call());
      expect(err.code).toBe('FORBIDDEN');
      expect(err.message).toBe(MSG.forbidden);
    }
    expect((await s.api(s.admin).tickets.adminById({ id })).id).toBe(id);
    expect((await trpcError(s.api(s.ali).tickets.adminById({ id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(s.api(s.ali).tickets.byId({ id: 'f'.repeat(24) }))).code).toBe('NOT_FOUND');
    const bad = await trpcError(s.api(s.ali).tickets.byId({ id: 'xyz' }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(inputMessage(bad)).toBe(TICKET_MSG.invalidTicketId);
    expect((await trpcError(s.api(null).tickets.my())).code).toBe('UNAUTHORIZED');
    for (const call of [() => s.api(s.ali).tickets.adminList(), () => s.api(s.cafe).tickets.broadcast({ target: 'all_users', subject: 's', message: 'm' }), () => s.api(s.ali).tickets.adminSummary(), () => s.api(s.ali).tickets.adminRecent()]) {
      expect((await trpcError(call())).code).toBe('FORBIDDEN');
    }
  });

  it('limits: subject 1–200, message 1–5000 after trimming', async () => {
    const s = await setup();
    const api = s.api(s.ali).tickets;
    expect((await trpcError(api.create({ subject: '   ', message: 'm' }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(api.create({ subject: 's', message: ' \n ' }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(api.create({ subject: 'a'.repeat(201), message: 'm' }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(api.create({ subject: 's', message: 'a'.repeat(5001) }))).code).toBe('BAD_REQUEST');
    await api.create({ subject: 'a'.repeat(200), message: 'a'.repeat(5000) });
    const id = await ticketIn(s, 'open');
    const blank = await trpcError(api.reply({ id, message: '  ' }));
    expect(inputMessage(blank)).toBe(TICKET_MSG.replyRequired);
  });
});

describe('tickets: lists and counts', () => {
  it('my tickets: own only, newest activity first, paged', async () => {
    const s = await setup();
    let t = Date.UTC(2030, 0, 1);
    const aliApi = callerFor(s.db, s.ali, { now: () => new Date((t += 1000)) });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await aliApi.tickets.create({ subject: `s${i}`, message: 'm' })).ticket_id);
    const saras = (await callerFor(s.db, s.sara).tickets.create({ subject: 'sara', message: 'm' })).ticket_id;
    await callerFor(s.db, s.admin, { now: () => new Date((t += 1000)) }).tickets.reply({ id: ids[0]!, message: 'up' });
    const page = await s.api(s.ali).tickets.my({ skip: 0, limit: 3 });
    expect(page.total).toBe(5);
    expect(page.items.map((x) => x.subject)).toEqual(['s0', 's4', 's3']);
    const next = await s.api(s.ali).tickets.my({ skip: 3, limit: 3 });
    expect(next.items.map((x) => x.subject)).toEqual(['s2', 's1']);
    // The reference a row shows finds that ticket among one's own, and never another's.
    const byReference = await s.api(s.ali).tickets.my({ skip: 0, limit: 3, ticket_id: shortReference(ids[2]!) });
    expect([byReference.items.map((x) => x.id), byReference.total]).toEqual([[ids[2]], 1]);
    expect((await s.api(s.ali).tickets.my({ ticket_id: ids[3]! })).items.map((x) => x.id)).toEqual([ids[3]]);
    expect(await s.api(s.ali).tickets.my({ ticket_id: shortReference(saras) })).toEqual({ items: [], total: 0 });
    expect(inputMessage(await trpcError(s.api(s.ali).tickets.my({ ticket_id: 'A3F9' })))).toBe(TICKET_MSG.invalidTicketId);
  });

  it('the two counts: the customer’s not closed, the admin’s awaiting support', async () => {
    const s = await setup();
    await ticketIn(s, 'open');
    await ticketIn(s, 'pending');
    await ticketIn(s, 'answered');
    await ticketIn(s, 'closed');
    await s.api(s.cafe).tickets.create({ subject: 'c', message: 'm' });
    const mine = await s.api(s.ali).tickets.mySummary();
    expect(mine.open).toBe(3);
    expect(mine.recent).toHaveLength(4);
    expect(await countTicketsAwaitingSupport(s.db)).toBe(3);
    expect(await s.api(s.admin).tickets.adminSummary()).toEqual({ open: 3, total: 5, by_status: { open: 2, pending: 1, answered: 1, closed: 1 } });
    // the trigger-kept counts equal a recount
    const recount = await s.db.selectFrom('tickets').select(['status']).execute();
    expect(recount.filter((r) => r.status === 'open' || r.status === 'pending')).toHaveLength(3);
  });

  it('admin list: filters by group, subject part, Tehran days (both ends) and id', async () => {
    const s = await setup();
    const day = (iso: string) => callerFor(s.db, s.ali, { now: () => new Date(iso) });
    // 2030-01-10 00:10 Tehran = 2030-01-09T20:40Z
    const a = (await day('2030-01-09T20:40:00Z').tickets.create({ subject: 'مشکل پرداخت', message: 'm' })).ticket_id;
    const b = (await day('2030-01-11T20:00:00Z').tickets.create({ subject: 'سایر', message: 'm' })).ticket_id; // 01-11 23:30 Tehran
    const c = (await callerFor(s.db, s.cafe, { now: () => new Date('2030-01-12T10:00:00Z') }).tickets.create({ subject: 'پرداخت کافی‌نت', message: 'm' })).ticket_id;
    const list = (input: Parameters<ReturnType<typeof callerFor>['tickets']['adminList']>[0]) => s.api(s.admin).tickets.adminList(input);
    expect((await list({})).items.map((x) => x.id)).toEqual([c, b, a]);
    expect((await list({ group: 'coffenet' })).items.map((x) => x.id)).toEqual([c]);
    expect((await list({ group: 'user' })).total).toBe(2);
    expect((await list({ subject: 'پرداخت' })).items.map((x) => x.id)).toEqual([c, a]);
    expect((await list({ start_date: '2030-01-10', end_date: '2030-01-11' })).items.map((x) => x.id)).toEqual([b, a]);
    expect((await list({ start_date: '2030-01-12' })).items.map((x) => x.id)).toEqual([c]);
    expect((await list({ end_date: '2030-01-09' })).total).toBe(0);
    expect((await list({ subject: 'پرداخت', group: 'user' })).items.map((x) => x.id)).toEqual([a]);
    expect((await list({ subject: 'پرداخت', start_date: '2030-01-12', end_date: '2030-01-12' })).items.map((x) => x.id)).toEqual([c]);
    expect((await list({ ticket_id: b })).items.map((x) => x.id)).toEqual([b]);
    // The reference the lists show ("A3F9-1C2B") finds the ticket too, and is counted the same way.
    const byReference = await list({ ticket_id: shortReference(b) });
    expect([byReference.items.map((x) => x.id), byReference.total]).toEqual([[b], 1]);
    expect(inputMessage(await trpcError(list({ ticket_id: 'nothex' })))).toBe(TICKET_MSG.invalidTicketId);
    expect((await trpcError(list({ start_date: '2030-13-45' }))).code).toBe('BAD_REQUEST');
    const recent = await s.api(s.admin).tickets.adminRecent();
    expect(recent.map((x) => x.id)).toEqual([c, b, a]);
    expect(recent[0]).toMatchObject({ user_name: 'cafe_azadi', subject: 'پرداخت کافی‌نت', status: 'open', last_message: 'm' });
  });
});

describe('tickets: a subject search with many matches', () => {
  it('pages newest activity first and counts them all (the dense path)', async () => {
    const s = await setup();
    const rows = Array.from({ length: 2_100 }, (_, i) => {
      const at = new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();
      return {
        id: i.toString(16).padStart(24, '0'),
        owner_id: i % 3 === 0 ? s.cafe.id : s.ali.id,
        owner_role: (i % 3 === 0 ? 'coffenet' : 'user') as 'user' | 'coffenet',
        subject: `تیکت ${i % 2 === 0 ? 'پرداخت' : 'سایر'} ${i}`,
        status: 'open' as const,
        created_at: at,
        updated_at: at,
        last_message: 'm',
        last_sender: 'x',
        last_sender_role: 'user' as const,
        last_time: at,
      };
    });
    for (let i = 0; i < rows.length; i += 300) await s.db.insertInto('tickets').values(rows.slice(i, i + 300)).execute();
    // more than 2,000 matches: the list walks the activity index
    const dense = await s.api(s.admin).tickets.adminList({ subject: 'تیکت', skip: 20, limit: 3 });
    expect(dense.total).toBe(2_100);
    expect(dense.items.map((t) => t.subject)).toEqual(['تیکت سایر 2079', 'تیکت پرداخت 2078', 'تیکت سایر 2077']);
    const denseCafe = await s.api(s.admin).tickets.adminList({ subject: 'تیکت', group: 'coffenet', limit: 2 });
    expect(denseCafe.total).toBe(700);
    expect(denseCafe.items.map((t) => t.subject)).toEqual(['تیکت سایر 2097', 'تیکت پرداخت 2094']);
    // a little over 1,000 matches: picked from the subject index and sorted
    const sparse = await s.api(s.admin).tickets.adminList({ subject: 'پرداخت', group: 'coffenet', limit: 2 });
    expect(sparse.total).toBe(350);
    expect(sparse.items.map((t) => t.subject)).toEqual(['تیکت پرداخت 2094', 'تیکت پرداخت 2088']);
    // the trigger-kept counts followed the direct inserts
    expect((await s.api(s.admin).tickets.adminSummary()).total).toBe(2_100);
  });
});

describe('tickets: the subject search answers what a plain "contains" answers', () => {
  it('for one word, several words, a short word, ZWNJ, Latin capitals and wildcards, after edits and deletes', async () => {
    const s = await setup();
    const subjects = ['پرداخت ناموفق', 'مشکل در پرداخت', 'ثبت‌نام', 'ثبت نام کافی‌نت', 'Payment FAILED', 'payment ok', '50% تخفیف', 'a_b', 'سایر'];
    const rows = Array.from({ length: 60 }, (_, i) => {
      const at = new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();
      return { id: (i + 1).toString(16).padStart(24, '0'), owner_id: s.ali.id, owner_role: 'user' as const, subject: `${subjects[i % subjects.length]} ${i}`, status: 'open' as const, created_at: at, updated_at: at, last_message: 'm', last_sender: 'x', last_sender_role: 'user' as const, last_time: at };
    });
    await s.db.insertInto('tickets').values(rows).execute();
    // The index follows edits and deletes made behind the app's back (triggers).
    await s.db.updateTable('tickets').set({ subject: 'پرداخت جدید' }).where('id', '=', rows[8]!.id).execute();
    await s.db.deleteFrom('tickets').where('id', '=', rows[0]!.id).execute();
    const stored = await s.db.selectFrom('tickets').select(['id', 'subject']).execute();
    const contains = (subject: string, part: string) => {
      const pattern = part.toLowerCase().split(/[ \u200c]+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.');
      return new RegExp(pattern, 'u').test(subject.toLowerCase());
    };
    for (const part of ['پرداخت', 'مشکل در', 'ثبت نام', 'ثبت‌نام', 'نام', 'payment', 'PAYMENT F', '50%', 'a_b', '_', 'پر', 'جدید', 'هیچ‌چیز']) {
      const page = await s.api(s.admin).tickets.adminList({ subject: part, limit: 100 });
      const expected = stored.filter((t) => contains(t.subject, part)).map((t) => t.id).sort();
      expect(page.total, part).toBe(expected.length);
      expect(page.items.map((t) => t.id).sort(), part).toEqual(expected);
    }
  });
});

describe('tickets: broadcast', () => {
  it('one ticket per recipient of the role, answered, skipping blocked accounts; each can reply', async () => {
    const s = await setup();
    const blocked = await registerAccount(s.db, { username: 'blocked_one' });
    await s.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', blocked.id).execute();
    const result = await s.api(s.admin).tickets.broadcast({ target: 'all_users', target_id: 'ignored', subject: 'اطلاعیه', message: 'متن' });
    expect(result).toMatchObject({ success: true, recipients: 2 });
    const rows = await s.db.selectFrom('tickets').selectAll().orderBy('owner_id').execute();
    expect(rows.map((r) => r.owner_id).sort()).toEqual([s.ali.id, s.sara.id].sort());
    expect(rows.every((r) => r.status === 'answered' && r.last_sender_role === 'admin')).toBe(true);
    expect(await ticketNotices(s.db, blocked.id)).toHaveLength(0);
    expect(await ticketNotices(s.db, s.cafe.id)).toHaveLength(0);
    // Each person's notice points at their own ticket, which holds the one message from support.
    for (const person of [s.ali, s.sara]) {
      const [ticket] = (await s.api(person).tickets.my()).items;
      const [notice] = await ticketNotices(s.db, person.id);
      expect(JSON.parse(notice!.data)).toEqual({ ticket_id: ticket!.id, subject: 'اطلاعیه', sender_name: s.admin.username, sender_role: 'admin' });
      const detail = await s.api(person).tickets.byId({ id: ticket!.id });
      expect(detail.messages.map((m) => [m.message, m.sender_role])).toEqual([['متن', 'admin']]);
    }
    const [aliTicket] = (await s.api(s.ali).tickets.my()).items;
    expect(aliTicket).toMatchObject({ subject: 'اطلاعیه', status: 'answered', user_id: s.ali.id });
    const [note] = await ticketNotices(s.db, s.ali.id);
    expect(JSON.parse(note!.data).ticket_id).toBe(aliTicket!.id);
    await s.api(s.ali).tickets.reply({ id: aliTicket!.id, message: 'ممنون' });
    expect(await statusOf(s.db, aliTicket!.id)).toBe('pending');
    expect((await s.api(s.admin).tickets.broadcast({ target: 'all_coffenets', subject: 's', message: 'm' })).recipients).toBe(1);
  });

  it('single: needs a known, non-admin, unblocked target; refusals write nothing', async () => {
    const s = await setup();
    const api = s.api(s.admin).tickets;
    expect(inputMessage(await trpcError(api.broadcast({ target: 'single', subject: 's', message: 'm' })))).toBe(TICKET_MSG.targetIdRequired);
    for (const target_id of ['f'.repeat(24), s.admin2.id, 'nothex']) {
      const err = await trpcError(api.broadcast({ target: 'single', target_id, subject: 's', message: 'm' }));
      expect(['BAD_REQUEST', 'UNPROCESSABLE_CONTENT']).toContain(err.code);
    }
    expect(inputMessage(await trpcError(api.broadcast({ target: 'all_users', subject: ' ', message: 'm' })))).toBe(TICKET_MSG.broadcastRequired);
    expect(await s.db.selectFrom('tickets').selectAll().execute()).toHaveLength(0);
    expect(await s.db.selectFrom('ticket_messages').selectAll().execute()).toHaveLength(0);
    const ok = await api.broadcast({ target: 'single', target_id: s.cafe.id, subject: 's', message: 'm' });
    expect(ok.recipients).toBe(1);
    expect((await s.api(s.cafe).tickets.my()).total).toBe(1);
  });
});

describe('tickets: notices', () => {
  it('unread notices with the spec fields; mark-read by ticket; all keeps read ones', async () => {
    const s = await setup();
    const id = await ticketIn(s, 'answered');
    const notices = await s.api(s.ali).tickets.notices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ ticket_id: id, subject: 'پیگیری سفارش', message: 'پاسخ', sender_name: 'admin', sender_role: 'admin', last_sender: 'admin', read: false });
    expect(Object.keys(notices[0]!)).toEqual(expect.arrayContaining(['id', 'message_id', 'created_at', 'last_time']));
    expect(await s.api(s.sara).tickets.markRead({ ticket_id: id })).toMatchObject({ updated: 0 });
    expect(await s.api(s.ali).tickets.markRead({ ticket_id: id })).toMatchObject({ updated: 1 });
    expect(await s.api(s.ali).tickets.notices()).toHaveLength(0);
    expect(await s.api(s.ali).tickets.notices({ all: true })).toHaveLength(1);
    const adminNotices = await s.api(s.admin).tickets.notices();
    expect(adminNotices).toHaveLength(1);
    expect((await trpcError(s.api(s.ali).tickets.markNoticeRead({ id: adminNotices[0]!.id }))).code).toBe('FORBIDDEN');
    await s.api(s.admin).tickets.markNoticeRead({ id: adminNotices[0]!.id });
    expect(await s.api(s.admin).tickets.notices()).toHaveLength(0);
  });
});

describe('tickets: live notices', () => {
  it('publishes every ticket notice to its reader’s live streams as it is written, so the bell need not wait for a poll', async () => {
    const s = await setup();
    const heard = new Map<string, string[]>();
    const stops = [s.admin, s.admin2, s.ali, s.sara].map((u) =>
      liveHub.subscribe(u.id, (e) => {
        if (e.type === 'notification' && e.data.type === 'ticket_message') heard.set(u.id, [...(heard.get(u.id) ?? []), String(e.data.id)]);
      }),
    );
    const noticeIds = async (u: UserRow) => (await ticketNotices(s.db, u.id)).map((n) => n.id);
    try {
      const { ticket_id } = await s.api(s.ali).tickets.create({ subject: 'پیگیری سفارش', message: 'سلام' });
      await s.api(s.admin).tickets.reply({ id: ticket_id, message: 'پاسخ' });
      await s.api(s.ali).tickets.reply({ id: ticket_id, message: 'باز هم' });
      await s.api(s.admin2).tickets.close({ id: ticket_id });
      for (const admin of [s.admin, s.admin2]) {
        expect(await noticeIds(admin)).toHaveLength(2);
        expect(heard.get(admin.id)).toEqual(await noticeIds(admin));
      }
      expect(await noticeIds(s.ali)).toHaveLength(2);
      expect(heard.get(s.ali.id)).toEqual(await noticeIds(s.ali));
      expect(heard.get(s.sara.id)).toBeUndefined();
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('tickets: the kept counts', () => {
  it('equal a recount per group and status after many-row inserts, updates and deletes', async () => {
    const s = await setup();
    const recount = async () =>
      Object.fromEntries(
        (await s.db.selectFrom('tickets').select(['owner_role', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['owner_role', 'status']).execute()).map((r) => [
          `${r.owner_role}:${r.status}`,
          Number(r.n),
        ]),
      );
    const kept = async () =>
      Object.fromEntries(
        (await s.db.selectFrom('ticket_counts').select(['owner_role', 'status', 'n']).where('n', '!=', 0).execute()).map((r) => [`${r.owner_role}:${r.status}`, Number(r.n)]),
      );
    const statuses = ['open', 'pending', 'answered', 'closed'] as const;
    const rows = Array.from({ length: 120 }, (_, i) => {
      const at = new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();
      const cafe = i % 3 === 0;
      return { id: (i + 1).toString(16).padStart(24, '0'), owner_id: cafe ? s.cafe.id : s.ali.id, owner_role: (cafe ? 'coffenet' : 'user') as 'user' | 'coffenet', subject: `s ${i}`, status: statuses[i % 4]!, created_at: at, updated_at: at, last_message: 'm', last_sender: 'x', last_sender_role: 'user' as const, last_time: at };
    });
    await s.db.insertInto('tickets').values(rows).execute();
    expect(await kept()).toEqual(await recount());
    // One statement moving some tickets between statuses and leaving others where they were.
    await s.db.updateTable('tickets').set({ status: 'closed' }).where('status', 'in', ['open', 'closed']).where('owner_role', '=', 'user').execute();
    expect(await kept()).toEqual(await recount());
    await s.db.updateTable('tickets').set({ last_message: 'x' }).execute(); // no status moves at all
    expect(await kept()).toEqual(await recount());
    await s.db.updateTable('tickets').set({ status: 'answered' }).where('id', '<=', (40).toString(16).padStart(24, '0')).execute();
    expect(await kept()).toEqual(await recount());
    await s.db.deleteFrom('tickets').where('status', '=', 'answered').execute();
    expect(await kept()).toEqual(await recount());
    expect(Object.values(await recount()).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
