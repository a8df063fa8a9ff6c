import { describe, expect, it } from 'vitest';
import { shortReference } from '@shared/reference';
import { MSG } from '@shared/messages';
import { TICKET_MSG } from '@shared/tickets/rules';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { createAccount } from '../../src-server/services/auth/users';

const TICKET_FIELDS = [
  '_id',
  'created_at',
  'id',
  'last_message',
  'last_sender',
  'last_sender_role',
  'last_time',
  'sender_role',
  'sender_username',
  'status',
  'subject',
  'ticket_id',
  'updated_at',
  'user_id',
  'user_name',
];

async function setup() {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  const app = createApp(createDeps({ db }));
  let phone = 0;
  const tokenOf = async (username: string, role: 'user' | 'coffenet' | 'admin') => {
    phone += 1;
    const account = await createAccount(db, { username, password: 'secret1', role, phone: `0912000000${phone}`, email: null });
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret1' }),
    });
    return { token: ((await res.json()) as { access_token: string }).access_token, id: account.id };
  };
  const call = async (path: string, token: string | null, method = 'GET', body?: unknown) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any, total: res.headers.get('x-total-count') };
  };
  const user = await tokenOf('ali', 'user');
  const cafe = await tokenOf('cafe_azadi', 'coffenet');
  const admin = await tokenOf('admin', 'admin');
  const sara = await tokenOf('sara', 'user');
  return { call, user, cafe, admin, sara };
}

describe('REST /api/ticket', () => {
  it('all 14 paths answer with the spec field names', async () => {
    const { call, user, cafe, admin } = await setup();
    // 1 create (sender_role in the body is ignored)
    const created = await call('/ticket/create', user.token, 'POST', { subject: 'پیگیری سفارش', message: 'سلام <i>x</i>', sender_role: 'admin' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, ticket_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const id = created.body.ticket_id as string;
    const cafeTicket = (await call('/ticket/create', cafe.token, 'POST', { subject: 'سایر', message: 'کافی‌نت' })).body.ticket_id as string;

    // 2 my
    const my = await call('/ticket/my', user.token);
    expect(my.status).toBe(200);
    expect(my.total).toBe('1');
    expect(Object.keys(my.body[0]).sort()).toEqual(TICKET_FIELDS);
    expect(my.body[0]).toMatchObject({ sender_role: 'user', sender_username: 'ali', status: 'open' });
    // by the reference the lists show
    const byReference = await call(`/ticket/my?ticket_id=${shortReference(id)}`, user.token);
    expect([byReference.status, byReference.body.map((t: { id: string }) => t.id)]).toEqual([200, [id]]);
    expect((await call(`/ticket/my?ticket_id=${shortReference(cafeTicket)}`, user.token)).body).toEqual([]);

    // 3 notifications (admin sees both new tickets)
    const adminNotices = await call('/ticket/notifications', admin.token);
    expect(adminNotices.status).toBe(200);
    expect(adminNotices.body).toHaveLength(2);
    expect(Object.keys(adminNotices.body[0])).toEqual(
      expect.arrayContaining(['id', 'message_id', 'ticket_id', 'subject', 'message', 'sender_name', 'sender_role', 'created_at', 'last_time', 'last_sender']),
    );

    // 8 admin/all with filters
    const all = await call('/ticket/admin/all?group=user&limit=500', admin.token);
    expect(all.status).toBe(200);
    expect(all.total).toBe('1');
    expect(all.body.map((t: { id: string }) => t.id)).toEqual([id]);
    const bySubject = await call(`/ticket/admin/all?subject=${encodeURIComponent('سفارش')}&start_date=&end_date=`, admin.token);
    expect(bySubject.body).toHaveLength(1);
    // A reversed day range is refused under end_date, as the admin's other lists refuse it; one day is a range.
    const reversed = await call('/ticket/admin/all?start_date=2026-11-30&end_date=2026-11-01', admin.token);
    expect([reversed.status, reversed.body]).toEqual([422, { detail: MSG.dateRangeInvalid, errors: { end_date: MSG.dateRangeInvalid } }]);
    expect((await call('/ticket/admin/all?start_date=2026-11-30&end_date=2026-11-30', admin.token)).status).toBe(200);
    // A Persian date is not read as the Gregorian year 1405 (which silently matched nothing).
    const persian = await call('/ticket/admin/all?start_date=1405-09-01', admin.token);
    expect([persian.status, persian.body]).toEqual([422, { detail: MSG.dateNotGregorian, errors: { start_date: MSG.dateNotGregorian } }]);
    expect((await call('/ticket/admin/all?start_date=2026-02-30', admin.token)).body.errors).toEqual({ start_date: TICKET_MSG.invalidDate });

    // 10 admin/{id}, 12 reply by admin
    const adminDetail = await call(`/ticket/admin/${id}`, admin.token);
    expect(adminDetail.status).toBe(200);
    expect(Object.keys(adminDetail.body).sort()).toEqual([...TICKET_FIELDS, 'messages'].sort());
    expect(Object.keys(adminDetail.body.messages[0]).sort()).toEqual(['_id', 'created_at', 'id', 'message', 'sender_role', 'sender_username']);
    expect((await call(`/ticket/${id}/reply`, admin.token, 'POST', { message: 'پاسخ' })).status).toBe(200);

    // 11 {id} for the owner
    const detail = await call(`/ticket/${id}`, user.token);
    expect(detail.body.status).toBe('answered');
    expect(detail.body.messages.map((m: { message: string }) => m.message)).toEqual(['سلام <i>x</i>', 'پاسخ']);

    // 4 notifications/all, 6 mark-read by ticket, 5 mark-read one notice
    const userNotices = await call('/ticket/notifications', user.token);
    expect(userNotices.body).toHaveLength(1);
    expect(userNotices.body[0]).toMatchObject({ ticket_id: id, last_sender: 'admin', sender_role: 'admin' });
    expect((await call('/ticket/mark-read', user.token, 'POST', { ticket_id: id })).status).toBe(200);
    expect((await call('/ticket/notifications', user.token)).body).toHaveLength(0);
    expect((await call('/ticket/notifications/all', user.token)).body).toHaveLength(1);
    const one = await call(`/ticket/notifications/mark-read/${adminNotices.body[0].id}`, admin.token, 'POST');
    expect(one.status).toBe(200);
    expect((await call('/ticket/notifications', admin.token)).body).toHaveLength(1);

    // 13 close, then a reply is a conflict
    expect((await call(`/ticket/${id}/close`, user.token, 'PATCH')).status).toBe(200);
    const late = await call(`/ticket/${id}/reply`, user.token, 'POST', { message: 'باز هم' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: TICKET_MSG.closed });
    expect((await call(`/ticket/${id}/close`, admin.token, 'PATCH')).status).toBe(409);

    // 7 admin/send
    const sent = await call('/ticket/admin/send', admin.token, 'POST', { target: 'all_coffenets', target_id: 'x', subject: 'اطلاعیه', message: 'متن' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, recipients: 1 });

    // 9 admin/recent, 14 admin/tickets
    const recent = await call('/ticket/admin/recent', admin.token);
    expect(recent.body).toHaveLength(3);
    expect(recent.body[0]).toMatchObject({ subject: 'اطلاعیه', user_name: 'cafe_azadi', status: 'answered', last_message: 'متن' });
    for (const key of ['id', 'subject', 'user_name', 'status', 'created_at', 'last_message']) expect(recent.body[0]).toHaveProperty(key);
    const summary = await call('/admin/tickets', admin.token);
    expect(summary.body).toEqual({ open: 1, total: 3, by_status: { open: 1, pending: 0, answered: 1, closed: 1 } });
  });

  it('pages lists with skip/limit (20 by default, at most 100) and says the total in X-Total-Count', async () => {
    const { call, user, admin } = await setup();
    for (let i = 0; i < 25; i++) await call('/ticket/create', user.token, 'POST', { subject: `موضوع ${i}`, message: 'm' });
    const first = await call('/ticket/my', user.token);
    expect(first.body).toHaveLength(20);
    expect(first.total).toBe('25');
    const rest = await call('/ticket/my?skip=20', user.token);
    expect(rest.body).toHaveLength(5);
    // the two pages are the whole list, newest activity first, nothing twice
    const all = [...first.body, ...rest.body] as Array<{ id: string; updated_at: string }>;
    expect(new Set(all.map((t) => t.id)).size).toBe(25);
    expect(all.map((t) => t.updated_at)).toEqual(all.map((t) => t.updated_at).sort().reverse());
    const clamped = await call('/ticket/my?limit=500', user.token);
    expect(clamped.body.map((t: { id: string }) => t.id)).toEqual(all.map((t) => t.id));
    const adminPage = await call('/ticket/admin/all?skip=5&limit=10', admin.token);
    expect(adminPage.body).toHaveLength(10);
    expect(adminPage.total).toBe('25');
    expect(adminPage.body.map((t: { id: string }) => t.id)).toEqual(all.slice(5, 15).map((t) => t.id));
  });

  it('guests 401, users and cafes 403 on admin paths, others’ tickets 403, bad ids 422, unknown 404', async () => {
    const { call, user, cafe, admin, sara } = await setup();
    const id = (await call('/ticket/create', user.token, 'POST', { subject: 's', message: 'm' })).body.ticket_id as string;
    const paths: Array<[string, string, unknown?]> = [
      ['/ticket/create', 'POST', { subject: 's', message: 'm' }],
      ['/ticket/my', 'GET'],
      ['/ticket/notifications', 'GET'],
      ['/ticket/notifications/all', 'GET'],
      [`/ticket/notifications/mark-read/${'a'.repeat(24)}`, 'POST'],
      ['/ticket/mark-read', 'POST', { ticket_id: id }],
      ['/ticket/admin/send', 'POST', { target: 'all_users', subject: 's', message: 'm' }],
      ['/ticket/admin/all', 'GET'],
      ['/ticket/admin/recent', 'GET'],
      [`/ticket/admin/${id}`, 'GET'],
      [`/ticket/${id}`, 'GET'],
      [`/ticket/${id}/reply`, 'POST', { message: 'm' }],
      [`/ticket/${id}/close`, 'PATCH'],
      ['/admin/tickets', 'GET'],
    ];
    for (const [path, method, body] of paths) expect((await call(path, null, method, body)).status, path).toBe(401);
    for (const who of [user, cafe]) {
      for (const [path, method, body] of paths.filter(([p]) => p.includes('admin'))) {
        const res = await call(path, who.token, method, body);
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ detail: MSG.forbidden });
      }
    }
    for (const [path, method, body] of [[`/ticket/${id}`, 'GET'], [`/ticket/${id}/reply`, 'POST', { message: 'm' }], [`/ticket/${id}/close`, 'PATCH']] as const) {
      expect((await call(path, sara.token, method, body)).status, path).toBe(403);
      expect((await call(path, cafe.token, method, body)).status, path).toBe(403);
    }
    const admCreate = await call('/ticket/create', admin.token, 'POST', { subject: 's', message: 'm' });
    expect(admCreate.status).toBe(403);
    for (const path of ['/ticket/xyz', '/ticket/admin/xyz', '/ticket/admin/all?ticket_id=123']) {
      const res = await call(path, admin.token);
      expect(res.status, path).toBe(422);
      expect(res.body.detail).toBe(TICKET_MSG.invalidTicketId);
    }
    expect((await call('/ticket/xyz/reply', user.token, 'POST', { message: 'm' })).status).toBe(422);
    expect((await call('/ticket/xyz/close', user.token, 'PATCH')).status).toBe(422);
    expect((await call(`/ticket/${'f'.repeat(24)}`, user.token)).status).toBe(404);
    expect((await call(`/ticket/admin/${'f'.repeat(24)}`, admin.token)).status).toBe(404);
    expect((await call('/ticket/create', user.token, 'POST', { subject: ' ', message: 'm' })).status).toBe(422);
    expect((await call(`/ticket/${id}/reply`, user.token, 'POST', { message: '' })).status).toBe(422);
    const single = await call('/ticket/admin/send', admin.token, 'POST', { target: 'single', subject: 's', message: 'm' });
    expect(single).toMatchObject({ status: 422, body: { detail: TICKET_MSG.targetIdRequired } });
    expect((await call('/ticket/admin/send', admin.token, 'POST', { target: 'single', target_id: admin.id, subject: 's', message: 'm' })).status).toBe(422);
    expect((await call('/ticket/admin/send', admin.token, 'POST', { target: 'nobody', subject: 's', message: 'm' })).status).toBe(422);
    expect((await call('/ticket/admin/send', admin.token, 'POST', { target: 'all_users', subject: 's', message: '  ' })).body.detail).toBe(TICKET_MSG.broadcastRequired);
    expect((await call('/ticket/admin/all?group=admins', admin.token)).status).toBe(422);
    expect((await call('/ticket/admin/all?start_date=1403-01-01x', admin.token)).status).toBe(422);
    expect((await call('/ticket/my?limit=abc', user.token)).status).toBe(422);
    expect((await call('/ticket/my?ticket_id=A3F9', user.token)).body.detail).toBe(TICKET_MSG.invalidTicketId);
  });
});
