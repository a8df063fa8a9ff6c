import { describe, expect, it } from 'vitest';
import { ORDER_MSG, statusChangeRefused } from '@shared/orders/messages';
import { MSG } from '@shared/messages';
import { FINANCE_PAGE_SIZE } from '@shared/orders/schemas';
import { restOrderWorld } from '../helpers/rest-orders';

describe('REST /api/order', () => {
  it('creates an order from the spec’s payload, in toman, once per request key', async () => {
    const w = await restOrderWorld();
    const payload = {
      cafe_id: w.cafeId,
      task_id: w.taskId,
      service_type: 'تایپ متن',
      details: { description: 'سه صفحه', file_name: null },
      base_price: 1, // ignored: the price comes from the service
      estimated_time: 'whatever',
      client_request_key: 'rest-key-000001',
    };
    const res = await w.call('/order', { token: w.tokens.customer, json: payload });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, order_id: expect.stringMatching(/^[0-9a-f]{24}$/), message: ORDER_MSG.created });
    const again = await w.call('/order', { token: w.tokens.customer, json: payload });
    expect(again.body.order_id).toBe(res.body.order_id);

    const order = await w.call(`/order/${res.body.order_id}`, { token: w.tokens.customer });
    expect(order.body).toMatchObject({
      _id: res.body.order_id,
      id: res.body.order_id,
      status: 'pending',
      service_type: 'تایپ متن',
      service: 'تایپ متن',
      details: { description: 'سه صفحه', file_name: null },
      base_price: 20_000, // 200,000 rials in toman
      price: null,
      coffenet_id: w.cafeId,
      cafe_id: w.cafeId,
      user_id: w.customer.id,
      payment_status: 'unpaid',
      files: [],
      final_file: null,
      rated: false,
      unread_messages: 0,
      user_rating: { average_rating: 0, total_ratings: 0 },
    });
    const plain = await w.call('/order', { token: w.tokens.customer, json: { cafe_id: w.cafeId, task_id: w.taskId, details: 'متن ساده' } });
    expect(plain.status).toBe(201);
    const missing = await w.call('/order', { token: w.tokens.customer, json: { cafe_id: w.cafeId, task_id: w.taskId, details: { description: '' } } });
    expect([missing.status, missing.body.detail]).toEqual([422, ORDER_MSG.descriptionRequired]);
    expect((await w.call('/order', { token: w.tokens.cafe, json: payload })).status).toBe(403);
    expect((await w.call('/order', { json: payload })).status).toBe(401);
  });

  it('lists me, assigned and coffenet orders with the spec fields, filtered by status', async () => {
    const w = await restOrderWorld();
    const pending = await w.orderIn('pending');
    w.clock.advanceSeconds(10);
    const priced = await w.orderIn('pending_payment');
    const me = await w.call('/order/me', { token: w.tokens.customer });
    expect(me.body.map((o: { _id: string }) => o._id)).toEqual([priced, pending]);
    expect(me.body[0]).toMatchObject({ status: 'pending_payment', price: 50_000, estimated_time: '2d' });
    const assigned = await w.call('/order/assigned?status=pending_confirmation', { token: w.tokens.cafe });
    expect(assigned.body.map((o: { _id: string }) => o._id)).toEqual([pending]);
    const coffenet = await w.call('/order/coffenet', { token: w.tokens.cafe });
    expect(coffenet.body).toHaveLength(2);
    expect((await w.call('/order/assigned?status=bogus', { token: w.tokens.cafe })).status).toBe(422);
    expect((await w.call('/order/assigned', { token: w.tokens.customer })).status).toBe(403);
    expect((await w.call('/order/me', { token: w.tokens.cafe })).status).toBe(403);
    expect((await w.call('/order/me', {})).status).toBe(401);
  });

  it('serves the public active orders (no token) in toman', async () => {
    const w = await restOrderWorld();
    await w.orderIn('pending_payment');
    await w.orderIn('completed');
    const res = await w.call('/order/active');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ status: 'pending_payment', price: 50_000, cafe_name: 'کافی‌نت یک', service: 'تایپ متن' })]);
  });

  it('reviews and prices in toman, rejects with a reason, completes and reports 409 for other moves', async () => {
    const w = await restOrderWorld();
    const a = await w.orderIn('pending');
    const reviewed = await w.call(`/order/${a}/review`, {
      method: 'PATCH',
      token: w.tokens.cafe,
      json: { price: '۵۰۰۰۰', estimated_time: '3h', assigned_employee: 'حسین' },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ success: true, order: { status: 'pending_payment', price: 50_000, estimated_time: '3h', assigned_employee: 'حسین' } });
    expect((await w.db.selectFrom('orders').select('price').where('id', '=', a).executeTakeFirstOrThrow()).price).toBe(500_000);
    const twice = await w.call(`/order/${a}/pricing`, { method: 'PATCH', token: w.tokens.cafe, json: { price: 1, estimated_time: '1d' } });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain('در انتظار پرداخت');

    const b = await w.orderIn('pending');
    const noPrice = await w.call(`/order/${b}/pricing`, { method: 'PATCH', token: w.tokens.cafe, json: { estimated_time: '1d' } });
    expect([noPrice.status, noPrice.body.detail]).toEqual([422, ORDER_MSG.priceAndTimeRequired]);
    // A price or time that was sent but is not one is named as malformed, not as missing (spec 2 §5:
    // the price is a number, the time like 3h or 2d).
    for (const price of [12.5, 'abc', '50,000', true]) {
      const bad = await w.call(`/order/${b}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price, estimated_time: '1d' } });
      expect([bad.status, bad.body], String(price)).toEqual([422, { detail: ORDER_MSG.priceInvalid, errors: { price: ORDER_MSG.priceInvalid } }]);
    }
    for (const estimated_time of [24, true, ['3h']]) {
      const bad = await w.call(`/order/${b}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price: 100, estimated_time } });
      expect([bad.status, bad.body], String(estimated_time)).toEqual([422, { detail: ORDER_MSG.timeInvalid, errors: { estimated_time: ORDER_MSG.timeInvalid } }]);
    }
    const byCustomer = await w.call(`/order/${b}/pricing`, { method: 'PATCH', token: w.tokens.customer, json: { price: 100, estimated_time: '1d' } });
    expect(byCustomer.status).toBe(403);
    // A missing or blank reason is named in `errors` like any 422: by the spelling sent, `reason` when none was.
    const required = { detail: ORDER_MSG.rejectReasonRequired, errors: { reason: ORDER_MSG.rejectReasonRequired } };
    const noReason = await w.call(`/order/${b}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'rejected' } });
    expect([noReason.status, noReason.body]).toEqual([422, required]);
    for (const field of ['reason', 'rejection_reason']) {
      const blank = await w.call(`/order/${b}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'rejected', [field]: '   ' } });
      expect([blank.status, blank.body]).toEqual([422, { detail: ORDER_MSG.rejectReasonRequired, errors: { [field]: ORDER_MSG.rejectReasonRequired } }]);
    }
    // tRPC callers get the same field in fieldErrors.
    const trpc = await w.app.request('/trpc/orders.changeStatus', {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.cafe}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: b, status: 'rejected', reason: ' ' }),
    });
    expect(trpc.status).toBe(422);
    expect(((await trpc.json()) as { error: { data: { fieldErrors: unknown } } }).error.data.fieldErrors).toEqual({ reason: ORDER_MSG.rejectReasonRequired });
    // The reason's limit holds on this path too, and the 422 names the field as it was sent.
    for (const field of ['reason', 'rejection_reason']) {
      const tooLong = await w.call(`/order/${b}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'rejected', [field]: 'ب'.repeat(501) } });
      expect([tooLong.status, tooLong.body]).toEqual([422, { detail: ORDER_MSG.rejectReasonTooLong, errors: { [field]: ORDER_MSG.rejectReasonTooLong } }]);
    }
    const rejected = await w.call(`/order/${b}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'rejected', reason: 'تعطیل هستیم' } });
    expect(rejected.body).toMatchObject({ success: true, status: 'rejected', order: { rejection_reason: 'تعطیل هستیم' } });

    const c = await w.orderIn('in_progress');
    const done = await w.call(`/order/${c}/mark-completed`, { method: 'PATCH', token: w.tokens.cafe });
    expect(done.body).toMatchObject({ success: true, order: { status: 'completed', payment_status: 'paid' } });
    const again = await w.call(`/order/${c}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'completed' } });
    expect(again.status).toBe(409);
    expect((await w.call(`/order/${c}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: 'paid' } })).status).toBe(422);
    // A status no action leads to (back to pending, in either spelling) is a 409 that says so, not "the status is invalid".
    for (const [token, status] of [[w.tokens.cafe, 'pending'], [w.tokens.customer, 'pending_confirmation']] as const) {
      const back = await w.call(`/order/${c}/status`, { method: 'PATCH', token, json: { status } });
      expect([back.status, back.body.detail], status).toEqual([409, statusChangeRefused('completed', 'pending')]);
    }
    expect((await w.call(`/order/${c}/status`, { method: 'PATCH', token: w.tokens.otherCafe, json: { status: 'completed' } })).status).toBe(403);
  });

  it('guards every order path: 401 without a token, 403 for strangers, 404 for a missing order', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('completed');
    const missing = 'a'.repeat(24);
    const paths: Array<[string, string, unknown?]> = [
      ['GET', `/order/${orderId}`],
      ['GET', `/order/${orderId}/files`],
      ['GET', `/order/${orderId}/download`],
      ['GET', `/order/${orderId}/download-user-file`],
      ['PATCH', `/order/${orderId}/review`, { price: 1, estimated_time: '1d' }],
      ['PATCH', `/order/${orderId}/pricing`, { price: 1, estimated_time: '1d' }],
      ['PATCH', `/order/${orderId}/status`, { status: 'completed' }],
      ['PATCH', `/order/${orderId}/mark-completed`],
      ['GET', `/order/${orderId}/can-rate`],
      ['POST', `/order/${orderId}/rate`, { rating: 5 }],
      ['GET', `/chat/order/${orderId}`],
      ['PATCH', `/chat/order/${orderId}/seen`],
      ['POST', '/chat/send', { order_id: orderId, message: 'x' }],
    ];
    for (const [method, path, json] of paths) {
      expect((await w.call(path, { method, json })).status, `${method} ${path} without token`).toBe(401);
      for (const token of [w.tokens.otherCustomer, w.tokens.otherCafe]) {
        const res = await w.call(path, { method, json, token });
        expect(res.status, `${method} ${path} stranger`).toBe(403);
        expect(res.body).toEqual({ detail: MSG.forbidden });
      }
      const gone = await w.call(path.replace(orderId, missing), {
        method,
        json: json && typeof json === 'object' && 'order_id' in json ? { ...json, order_id: missing } : json,
        token: w.tokens.customer,
      });
      expect(gone.status, `${method} ${path} missing`).toBe(404);
    }
    expect((await w.call('/order/not-an-id', { token: w.tokens.customer })).body).toEqual({ detail: ORDER_MSG.invalidOrderId, errors: { id: ORDER_MSG.invalidOrderId } });
  });
});

describe('REST ratings', () => {
  it('rates a completed order once and the customer once, with summaries, stats and history', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('completed');
    expect((await w.call(`/order/${orderId}/can-rate`, { token: w.tokens.customer })).body).toEqual({ can_rate: true, already_rated: false });
    // A rating sent that is not a whole 1–5 reads as out of range, not as "choose a star" (that is for none sent).
    for (const rating of ['پنج', 3.5, 6, true]) {
      const bad = await w.call(`/order/${orderId}/rate`, { token: w.tokens.customer, json: { rating } });
      expect([bad.status, bad.body], String(rating)).toEqual([422, { detail: ORDER_MSG.ratingRange, errors: { rating: ORDER_MSG.ratingRange } }]);
    }
    // Digits in text are a number, as the price paths read them.
    const rated = await w.call(`/order/${orderId}/rate`, { token: w.tokens.customer, json: { rating: '۵', comment: 'عالی' } });
    expect(rated.body).toMatchObject({ success: true, message: ORDER_MSG.reviewCommentSaved });
    const again = await w.call(`/order/${orderId}/rate`, { token: w.tokens.customer, json: { rating: 4 } });
    expect([again.status, again.body.detail]).toEqual([409, ORDER_MSG.alreadyRated]);
    const pending = await w.orderIn('pending');
    const early = await w.call(`/order/${pending}/rate`, { token: w.tokens.customer, json: { rating: 4 } });
    expect([early.status, early.body.detail]).toEqual([409, ORDER_MSG.notRateable]);
    const noStar = await w.call(`/order/${orderId}/rate`, { token: w.tokens.customer, json: { comment: 'x' } });
    expect([noStar.status, noStar.body.detail]).toEqual([422, ORDER_MSG.ratingRequired]);

    const userRated = await w.call('/rating/user', { token: w.tokens.cafe, json: { order_id: orderId, rating: '4', comment: 'خوش‌قول' } });
    expect(userRated.status).toBe(200);
    expect((await w.call('/rating/user', { token: w.tokens.cafe, json: { order_id: orderId, rating: 4 } })).status).toBe(409);
    expect((await w.call(`/rating/user/${w.customer.id}/summary`, { token: w.tokens.customer })).body).toEqual({ average_rating: 4, total_ratings: 1 });
    expect((await w.call(`/rating/user/${w.customer.id}/summary`, { token: w.tokens.otherCustomer })).status).toBe(403);

    const stats = await w.call(`/rating/coffenet/${w.cafeId}/stats`, { token: w.tokens.cafe });
    expect(stats.body).toMatchObject({ average_rating: 5, total_ratings: 1, total_ratings_given: 1, average_rating_given: 4 });
    expect(stats.body.latest_ratings[0]).toMatchObject({ rating: 4, comment: 'خوش‌قول', user_name: 'علی رضایی' });
    const history = await w.call(`/rating/coffenet/${w.cafeId}/history?limit=10`, { token: w.tokens.cafe });
    expect(history.body).toEqual([expect.objectContaining({ rating: 5, comment: 'عالی', user_name: 'علی رضایی', order_id: orderId, _id: expect.any(String) })]);
    expect((await w.call(`/rating/coffenet/${w.cafeId}/history?limit=500`, { token: w.tokens.cafe })).status).toBe(422);
  });
});

describe('REST /api/finance/coffenet', () => {
  it('reports the cafe’s income from completed, paid orders in toman', async () => {
    const w = await restOrderWorld();
    await w.orderIn('completed');
    await w.orderIn('completed');
    await w.orderIn('in_progress');
    const res = await w.call('/finance/coffenet', { token: w.tokens.cafe });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_income: 100_000, completed_orders: 2, average_order_value: 50_000, today_completed_orders: 2 });
    expect(res.body.orders).toHaveLength(2);
    expect(res.body.orders[0]).toMatchObject({ _id: expect.any(String), service: 'تایپ متن', price: 50_000, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(res.body.recent_earnings).toHaveLength(2);
    expect(res.body.earning_history).toHaveLength(7);
    // Paid through markOrderPaid alone (no ledger hold), so nothing was settled.
    expect(res.body).toMatchObject({ net_earnings: 0, platform_fee: 0, wallet_balance: 0 });
    expect((await w.call('/finance/coffenet', { token: w.tokens.customer })).status).toBe(403);
  });

  it('pages the income orders by FINANCE_PAGE_SIZE when no limit is sent, as the tRPC procedure does', async () => {
    const w = await restOrderWorld();
    for (let i = 0; i <= FINANCE_PAGE_SIZE; i++) await w.orderIn('completed');
    const first = await w.call('/finance/coffenet', { token: w.tokens.cafe });
    expect(first.status).toBe(200);
    expect([first.body.orders.length, first.body.has_more]).toEqual([FINANCE_PAGE_SIZE, true]);
    expect((await w.api(w.cafeUser).orders.cafeFinance()).orders).toHaveLength(FINANCE_PAGE_SIZE);
    const rest = await w.call(`/finance/coffenet?offset=${FINANCE_PAGE_SIZE}`, { token: w.tokens.cafe });
    expect([rest.body.orders.length, rest.body.has_more]).toEqual([1, false]);
    expect((await w.call('/finance/coffenet?limit=50', { token: w.tokens.cafe })).body.orders).toHaveLength(FINANCE_PAGE_SIZE + 1);
  });
});
