import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/admin/messages';
import { fundWallet, restHarness } from '../helpers/money';
import { orderWorld } from '../helpers/orders';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

async function setup() {
  const w = await orderWorld();
  const { call } = await restHarness(w.db, { files: w.files });
  /** An order paid from the customer's wallet and completed: real escrow, fee and earning legs. */
  const completedWithMoney = async () => {
    const id = await w.orderIn('pending_payment');
    await fundWallet(w.db, w.customer.id, 500_000);
    await w.api(w.customer).wallet.payOrder({ orderId: id });
    await w.api(w.cafeUser).orders.complete({ orderId: id });
    return id;
  };
  return { ...w, call, completedWithMoney };
}

/** Every admin path of spec 3 §7 (without tickets and the store admin's), with a method and a body. */
function adminPaths(ids: { user: string; cafe: string; order: string }) {
  return [
    { path: '/admin/statistics' },
    { path: '/admin/orders/recent' },
    { path: '/admin/user' },
    { path: `/admin/users/${ids.user}`, method: 'DELETE' },
    { path: `/admin/users/${ids.user}/block`, method: 'PATCH', body: { blocked: true } },
    { path: `/admin/users/${ids.user}/role`, method: 'PATCH', body: { role: 'user' } },
    { path: '/coffenet/statistics' },
    { path: '/coffenet/financial-report' },
    { path: '/coffenet/transactions/recent' },
    { path: '/coffenet/pending-payments' },
    { path: '/admin/coffenet/stats' },
    { path: '/coffenet/coffenets' },
    { path: `/coffenet/${ids.cafe}/status`, method: 'PATCH', body: { active: false } },
    { path: '/admin/coffenets', method: 'POST', body: { cafe_name: 'نو', email: 'n@n.ir', username: 'nnn', phone: '09120000009', address: 'تهران' } },
    { path: `/admin/coffenets/${ids.cafe}`, method: 'DELETE' },
    { path: '/finance/admin/financial/statistics' },
    { path: '/finance/admin/orders' },
    { path: '/finance/admin/cafe-withdrawals' },
    { path: '/admin/orders' },
    { path: `/admin/orders/${ids.order}` },
    { path: `/admin/orders/${ids.order}/status`, method: 'PATCH', body: { status: 'in_progress' } },
  ];
}

describe('REST admin paths (spec 3 §7 "Admin")', () => {
  it('answers 401 to a guest and 403 to a user or a cafe on every path, changing nothing', async () => {
    const w = await setup();
    const order = await w.orderIn('pending');
    for (const p of adminPaths({ user: w.otherCustomer.id, cafe: w.otherCafeId, order })) {
      expect((await w.call(p.path, { method: p.method, body: p.body })).status, p.path).toBe(401);
      for (const who of [w.customer, w.cafeUser]) {
        expect(await w.call(p.path, { as: who, method: p.method, body: p.body }), p.path).toEqual({ status: 403, body: { detail: MSG.forbidden } });
      }
    }
    const row = await w.db.selectFrom('orders').select('status').where('id', '=', order).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('serves the dashboard, users and cafes with the spec’s field names', async () => {
    const w = await setup();
    const order = await w.completedWithMoney();
    const stats = await w.call('/admin/statistics', { as: w.admin });
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body)).toEqual(
      expect.arrayContaining(['total_users', 'active_orders', 'today_income', 'total_revenue', 'monthly_revenue', 'total_orders', 'net_profit', 'successful_orders', 'finance']),
    );
    expect(stats.body.finance).toHaveProperty('today_transactions');
    const recent = await w.call('/admin/orders/recent', { as: w.admin });
    // Order prices travel in toman on the shim (500,000 rials).
    expect(recent.body[0]).toEqual(expect.objectContaining({ id: order, service: 'تایپ متن', coffenet_name: 'کافی‌نت یک', status: 'completed', user_name: 'علی رضایی', total: 50_000 }));
    expect(recent.body[0]).toHaveProperty('created_at');

    const users = await w.call('/admin/user?skip=0&limit=10&search=al', { as: w.admin });
    expect(users.body).toEqual([expect.objectContaining({ _id: w.customer.id, username: 'ali', email: null, role: 'user', blocked: false })]);
    expect((await w.call('/admin/user?limit=500', { as: w.admin })).status).toBe(422);
    const block = await w.call(`/admin/users/${w.otherCustomer.id}/block`, { as: w.admin, method: 'PATCH', body: { blocked: true } });
    expect(block).toMatchObject({ status: 200, body: { message: ADMIN_MSG.blocked } });
    expect((await w.call('/wallet', { as: { ...w.otherCustomer } })).body).toEqual({ detail: MSG.accountBlocked });
    expect((await w.call(`/admin/users/${w.otherCustomer.id}/block`, { as: w.admin, method: 'PATCH', body: { blocked: 'maybe' } })).status).toBe(422);
    expect((await w.call(`/admin/users/${w.customer.id}/role`, { as: w.admin, method: 'PATCH', body: { role: 'king' } })).status).toBe(422);
    expect(await w.call(`/admin/users/${w.admin.id}/role`, { as: w.admin, method: 'PATCH', body: { role: 'user' } })).toEqual({ status: 409, body: { detail: ADMIN_MSG.selfRole } });
    expect(await w.call(`/admin/users/${w.customer.id}`, { as: w.admin, method: 'DELETE' })).toEqual({ status: 409, body: { detail: ADMIN_MSG.userHasHistory } });
    expect((await w.call(`/admin/users/${'e'.repeat(24)}`, { as: w.admin, method: 'DELETE' })).status).toBe(404);

    const cafes = await w.call('/coffenet/coffenets', { as: w.admin });
    expect(cafes.body[0]).toEqual(expect.objectContaining({ _id: expect.any(String), cafe_name: expect.any(String), username: expect.any(String), email: null, phone: expect.any(String), address: null, active: true }));
    const statistics = await w.call('/coffenet/statistics', { as: w.admin });
    expect(Object.keys(statistics.body)).toEqual(
      expect.arrayContaining(['total_coffenets', 'active_coffenets', 'new_this_month', 'pending_orders', 'popular_coffenets', 'average_rating', 'popular_coffenets_list']),
    );
    const report = await w.call('/coffenet/financial-report', { as: w.admin });
    expect(report.body.find((r: any) => r.id === w.cafeId)).toEqual(
      expect.objectContaining({ username: 'cafe_one', name: 'کافی‌نت یک', totalRevenue: 450_000, monthlyRevenue: expect.any(Number), orderCount: 1, avgOrderValue: 450_000 }),
    );
    const tiles = await w.call('/admin/coffenet/stats', { as: w.admin });
    expect(tiles.body).toMatchObject({ total_revenue: 450_000, transaction_count: 1, platform_fee: 50_000, overdue_payments: 0 });
    expect((await w.call('/coffenet/transactions/recent', { as: w.admin })).body[0]).toMatchObject({ type: 'earning', amount: 450_000, cafe_name: 'کافی‌نت یک' });
    expect((await w.call('/coffenet/pending-payments', { as: w.admin })).body).toEqual([]);

    const created = await w.call('/admin/coffenets', { as: w.admin, body: { cafe_name: 'کافی‌نت تازه', email: 'fresh@cafe.ir', username: 'fresh', phone: '۰۹۱۲۳۴۵۶۷۸۹', address: 'قم' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: expect.any(String), user_id: expect.any(String), cafe_id: created.body._id, one_time_password: expect.stringMatching(/^[A-Za-z0-9]{12}$/) });
    const badPhone = await w.call('/admin/coffenets', { as: w.admin, body: { cafe_name: 'x', email: 'a@b.ir', username: 'xyz', phone: '0912', address: 'قم' } });
    expect(badPhone).toMatchObject({ status: 422, body: { detail: ADMIN_MSG.cafePhoneInvalid } });
    const taken = await w.call('/admin/coffenets', { as: w.admin, body: { cafe_name: 'x', email: 'b@b.ir', username: 'fresh', phone: '09120000077', address: 'قم' } });
    // A taken username names its field, as the form's 409 does over tRPC.
    expect(taken).toEqual({ status: 409, body: { detail: MSG.usernameTaken, errors: { username: MSG.usernameTaken } } });
    const off = await w.call(`/coffenet/${created.body._id}/status`, { as: w.admin, method: 'PATCH', body: { active: false } });
    expect(off).toMatchObject({ status: 200, body: { message: ADMIN_MSG.cafeDeactivated, cafe: { active: false } } });
    // A blocked manager's cafe is not switched back on by hand.
    expect((await w.call(`/admin/users/${created.body.user_id}/block`, { as: w.admin, method: 'PATCH', body: { blocked: true } })).status).toBe(200);
    expect(await w.call(`/coffenet/${created.body._id}/status`, { as: w.admin, method: 'PATCH', body: { active: true } })).toEqual({ status: 409, body: { detail: ADMIN_MSG.ownerBlocked } });
    expect(await w.call(`/admin/coffenets/${w.cafeId}`, { as: w.admin, method: 'DELETE' })).toEqual({ status: 409, body: { detail: ADMIN_MSG.cafeHasHistory } });
    expect((await w.call(`/admin/coffenets/${created.body._id}`, { as: w.admin, method: 'DELETE' })).status).toBe(200);
  });

  it('serves all orders and finance lists with the spec’s field names and units', async () => {
    const w = await setup();
    const done = await w.completedWithMoney();
    const waiting = await w.orderIn('pending');
    const list = await w.call(`/admin/orders?status=completed&limit=20&skip=0`, { as: w.admin });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toEqual(
      expect.objectContaining({
        _id: done, user_id: w.customer.id, service: 'تایپ متن', category: expect.anything(), details: expect.objectContaining({ description: 'دو صفحه تایپ' }),
        created_at: expect.any(String), updated_at: expect.any(String), status: 'completed', price: 50_000, estimated_time: '2d', assigned_employee: null,
        file_path: null, user_rating: { average_rating: 0, total_ratings: 0 }, user_name: 'علی رضایی', coffenet_name: 'کافی‌نت یک', payment_status: 'paid',
        cafe_id: w.cafeId, task_id: w.taskId, email: null,
      }),
    );
    expect((await w.call(`/admin/orders?order_id=${waiting.slice(0, 10)}`, { as: w.admin })).body.map((o: any) => o._id)).toEqual([waiting]);
    expect((await w.call('/admin/orders?from_date=1404/01/01', { as: w.admin })).status).toBe(422);
    expect((await w.call('/admin/orders?status=lost', { as: w.admin })).status).toBe(422);
    expect((await w.call(`/admin/orders/${'c'.repeat(24)}`, { as: w.admin })).status).toBe(404);
    expect((await w.call(`/admin/orders/${done}`, { as: w.admin })).body).toMatchObject({ _id: done, price: 50_000 });
    expect(await w.call(`/admin/orders/${done}/status`, { as: w.admin, method: 'PATCH', body: { status: 'cancelled' } })).toMatchObject({ status: 403 });
    const started = await w.call(`/admin/orders/${waiting}/status`, { as: w.admin, method: 'PATCH', body: { status: 'in_progress' } });
    expect(started).toMatchObject({ status: 200, body: { order: { _id: waiting, status: 'in_progress' } } });
    expect((await w.call(`/admin/orders/${waiting}/status`, { as: w.admin, method: 'PATCH', body: { status: 'in_progress' } })).status).toBe(409);

    const finance = await w.call('/finance/admin/financial/statistics', { as: w.admin });
    expect(finance.body).toMatchObject({ fee_income: 50_000, total_income: 50_000, cafe_earnings: 450_000 });
    const payments = await w.call('/finance/admin/orders?skip=0&limit=20&source=wallet', { as: w.admin });
    expect(payments.body.orders).toEqual([
      expect.objectContaining({
        _id: expect.any(String), order_number: done, order_amount: 500_000, customer_username: 'ali', cafe_name: 'کافی‌نت یک', service_name: 'تایپ متن',
        platform_fee_percent: 10, cafe_share: 450_000, platform_share: 50_000, payment_date: expect.any(String),
      }),
    ]);
    expect((await w.call('/finance/admin/orders?source=gateway', { as: w.admin })).body.orders).toEqual([]);
    expect((await w.call('/finance/admin/orders?source=cash', { as: w.admin })).status).toBe(422);
    const withdrawals = await w.call('/finance/admin/cafe-withdrawals?from_date=2026-01-01&to_date=2026-01-31', { as: w.admin });
    expect(withdrawals).toMatchObject({ status: 200, body: { withdrawals: [] } });
  });
});
