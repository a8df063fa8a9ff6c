import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { ORDER_MSG } from '@shared/orders/messages';
import { MSG } from '@shared/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { addTask, orderWorld } from '../helpers/orders';
import { trpcError, validationMessages } from '../helpers/db';

describe('creating an order (the wizard)', () => {
  it('creates a pending order from a service of the cafe, priced from the service, and tells the cafe', async () => {
    const w = await orderWorld();
    const result = await w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: '  ده صفحه  ' });
    expect(result).toMatchObject({ success: true, created: true, message: ORDER_MSG.created });
    const order = await w.api(w.customer).orders.byId({ orderId: result.order_id });
    expect(order).toMatchObject({
      _id: result.order_id,
      status: 'pending',
      payment_status: 'unpaid',
      service_type: 'تایپ متن',
      service: 'تایپ متن',
      category: 'printing',
      base_price: 200_000,
      estimated_time: '1d',
      price: null,
      description: 'ده صفحه',
      details: { description: 'ده صفحه', file_name: null },
      user_name: 'علی رضایی',
      cafe_name: 'کافی‌نت یک',
      coffenet_id: w.cafeId,
      rated: false,
      unread_messages: 0,
    });
    const notices = await w.api(w.cafeUser).notifications.list();
    expect(notices.find((n) => n.type === 'new_order')).toMatchObject({ data: { order_id: result.order_id } });
  });

  it('requires a description, a service of that cafe when it has services, and service text when it has none', async () => {
    const w = await orderWorld();
    const api = w.api(w.customer).orders;
    expect(validationMessages(await trpcError(api.create({ cafe_id: w.cafeId, task_id: w.taskId, description: '   ' })))).toEqual({
      description: ORDER_MSG.descriptionRequired,
    });
    const noTask = await trpcError(api.create({ cafe_id: w.cafeId, description: 'x' }));
    expect([noTask.code, noTask.message]).toEqual(['UNPROCESSABLE_CONTENT', ORDER_MSG.taskRequired]);
    const foreignTask = await addTask(w.db, w.otherCafeId);
    const wrong = await trpcError(api.create({ cafe_id: w.cafeId, task_id: foreignTask, description: 'x' }));
    expect([wrong.code, wrong.message]).toEqual(['UNPROCESSABLE_CONTENT', ORDER_MSG.taskNotOfCafe]);
    // The other cafe has one task; a third cafe without tasks takes the customer's own text.
    await w.db.deleteFrom('tasks').where('cafe_id', '=', w.otherCafeId).execute();
    const noText = await trpcError(api.create({ cafe_id: w.otherCafeId, description: 'x' }));
    expect([noText.code, noText.message]).toEqual(['UNPROCESSABLE_CONTENT', ORDER_MSG.serviceRequired]);
    const own = await api.create({ cafe_id: w.otherCafeId, service_type: 'طراحی کارت ویزیت', description: 'دو طرفه' });
    expect(await api.byId({ orderId: own.order_id })).toMatchObject({ service_type: 'طراحی کارت ویزیت', task_id: null, base_price: null });
  });

  it('refuses a missing cafe (404), an inactive one (409), a missing service (404) and a cafe manager (403)', async () => {
    const w = await orderWorld();
    const api = w.api(w.customer).orders;
    expect((await trpcError(api.create({ cafe_id: 'f'.repeat(24), description: 'x' }))).code).toBe('NOT_FOUND');
    expect((await trpcError(api.create({ cafe_id: w.cafeId, task_id: 'e'.repeat(24), description: 'x' }))).code).toBe('NOT_FOUND');
    await w.db.updateTable('cafes').set({ is_active: 0 }).where('id', '=', w.cafeId).execute();
    const inactive = await trpcError(api.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'x' }));
    expect([inactive.code, inactive.message]).toEqual(['CONFLICT', CATALOGUE_MSG.cafeNotAcceptingOrders]);
    expect((await trpcError(w.api(w.cafeUser).orders.create({ cafe_id: w.otherCafeId, description: 'x', service_type: 'y' }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(null).orders.create({ cafe_id: w.otherCafeId, description: 'x', service_type: 'y' }))).code).toBe('UNAUTHORIZED');
  });

  it('makes one order of a double-submitted wizard, also when both submits race', async () => {
    const w = await orderWorld();
    const api = w.api(w.customer).orders;
    const input = { cafe_id: w.cafeId, task_id: w.taskId, description: 'x', client_request_key: 'wizard-key-0001' };
    const first = await api.create(input);
    const again = await api.create(input);
    expect(again).toMatchObject({ order_id: first.order_id, created: false });
    const raced = await Promise.all([1, 2, 3].map(() => api.create({ ...input, client_request_key: 'wizard-key-0002' })));
    expect(new Set(raced.map((r) => r.order_id)).size).toBe(1);
    // The key is the customer's own: another customer's equal key makes their own order.
    const other = await w.api(w.otherCustomer).orders.create(input);
    expect(other.order_id).not.toBe(first.order_id);
    expect(await w.db.selectFrom('orders').select('id').execute()).toHaveLength(3);
  });
});

describe('reading orders', () => {
  it('shows an order to its customer, its cafe and admins only', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    for (const user of [w.customer, w.cafeUser, w.admin]) expect((await w.api(user).orders.byId({ orderId }))._id).toBe(orderId);
    for (const user of [w.otherCustomer, w.otherCafeUser]) {
      const denied = await trpcError(w.api(user).orders.byId({ orderId }));
      expect([denied.code, denied.message]).toEqual(['FORBIDDEN', MSG.forbidden]);
    }
    expect((await trpcError(w.api(w.customer).orders.byId({ orderId: 'a'.repeat(24) }))).code).toBe('NOT_FOUND');
    expect(validationMessages(await trpcError(w.api(w.customer).orders.byId({ orderId: 'nope' })))).toEqual({ orderId: ORDER_MSG.invalidOrderId });
  });

  it('lists the customer’s and the cafe’s orders, newest first, filtered and paged', async () => {
    const w = await orderWorld();
    const ids: string[] = [];
    for (const status of ['pending', 'pending_payment', 'completed', 'pending'] as const) {
      w.clock.advanceSeconds(60);
      ids.push(await w.orderIn(status));
    }
    await w.api(w.otherCustomer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'sara' });
    const mine = await w.api(w.customer).orders.me();
    expect(mine.orders.map((o) => o.id)).toEqual([...ids].reverse());
    const pending = await w.api(w.customer).orders.me({ status: 'pending_confirmation', limit: 50, offset: 0 });
    expect(pending.orders.map((o) => o.id)).toEqual([ids[3], ids[0]]);
    const several = await w.api(w.customer).orders.me({ statuses: ['pending_payment', 'completed'], limit: 50, offset: 0 });
    expect(several.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const firstPage = await w.api(w.customer).orders.me({ limit: 3, offset: 0 });
    expect([firstPage.orders.length, firstPage.has_more]).toEqual([3, true]);
    const secondPage = await w.api(w.customer).orders.me({ limit: 3, offset: 3 });
    expect([secondPage.orders.map((o) => o.id), secondPage.has_more]).toEqual([[ids[0]], false]);

    const assigned = await w.api(w.cafeUser).orders.assigned();
    expect(assigned.orders).toHaveLength(5);
    expect((await w.api(w.otherCafeUser).orders.assigned()).orders).toEqual([]);
    expect((await trpcError(w.api(w.customer).orders.assigned())).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.cafeUser).orders.me())).code).toBe('FORBIDDEN');
  });

  it('counts the customer’s active and completed orders', async () => {
    const w = await orderWorld();
    for (const status of ['pending', 'pending_payment', 'in_progress', 'completed', 'completed', 'rejected', 'cancelled'] as const) await w.orderIn(status);
    expect(await w.api(w.customer).orders.myStats()).toEqual({
      active_orders: 3,
      completed_orders: 2,
      total_orders: 7,
      rating: { average_rating: 0, total_ratings: 0 },
    });
  });

  it('shows the public strip of the first 8 active orders without customer details or typed-in text', async () => {
    const w = await orderWorld();
    await w.db.deleteFrom('tasks').where('cafe_id', '=', w.otherCafeId).execute();
    await w.api(w.customer).orders.create({ cafe_id: w.otherCafeId, service_type: 'متن خصوصی مشتری', description: 'x' });
    for (let i = 0; i < 9; i++) {
      w.clock.advanceSeconds(1);
      await w.orderIn(i % 2 ? 'pending_payment' : 'in_progress');
    }
    await w.orderIn('completed');
    const strip = await w.api(null).orders.active();
    expect(strip).toHaveLength(8);
    expect(strip.every((o) => ['pending', 'pending_payment', 'in_progress'].includes(o.status))).toBe(true);
    const text = JSON.stringify(strip);
    expect(text).not.toContain('علی');
    expect(text).not.toContain('user_id');
    expect(text).not.toContain('متن خصوصی مشتری');
    expect(Object.keys(strip[0]!).sort()).toEqual(
      ['_id', 'assigned_employee', 'cafe_id', 'cafe_name', 'coffenet_id', 'created_at', 'id', 'price', 'service', 'service_type', 'status'].sort(),
    );
  });
});

describe('the cafe’s review and pricing', () => {
  it('sets price, time and assignee, posts the proposal to the chat and tells the customer', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    const order = await w.api(w.cafeUser).orders.price({ orderId, price: 500_000, estimated_time: '۲۴ ساعت', assigned_employee: 'مریم' });
    expect(order).toMatchObject({ status: 'pending_payment', price: 500_000, estimated_time: '24h', assigned_employee: 'مریم' });
    const chat = await w.api(w.customer).chat.byOrder({ orderId });
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({ kind: 'pricing', sender_role: 'coffenet', sender_name: 'کافی‌نت یک', receiver_id: w.customer.id });
    expect(chat[0]!.message).toContain('۵۰٬۰۰۰ تومان');
    expect(chat[0]!.message).toContain('۲۴ ساعت');
    const notices = await w.api(w.customer).notifications.list();
    expect(notices.find((n) => n.type === 'order_status')).toMatchObject({ data: { order_id: orderId, status: 'pending_payment' } });
  });

  it('requires price and time, a whole positive price and a time like 3h or 2d', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    const api = w.api(w.cafeUser).orders;
    // @ts-expect-error: a missing price is refused with the spec's message
    expect(validationMessages(await trpcError(api.price({ orderId, estimated_time: '3h' })))).toEqual({ price: ORDER_MSG.priceAndTimeRequired });
    expect(validationMessages(await trpcError(api.price({ orderId, price: 1000, estimated_time: '' })))).toEqual({
      estimated_time: ORDER_MSG.priceAndTimeRequired,
    });
    expect(validationMessages(await trpcError(api.price({ orderId, price: 1000, estimated_time: 'soon' })))).toEqual({ estimated_time: ORDER_MSG.timeInvalid });
    expect(validationMessages(await trpcError(api.price({ orderId, price: -5, estimated_time: '3h' })))).toEqual({ price: ORDER_MSG.priceInvalid });
    expect(validationMessages(await trpcError(api.price({ orderId, price: 10.5, estimated_time: '3h' })))).toEqual({ price: ORDER_MSG.priceInvalid });
    expect((await w.api(w.customer).orders.byId({ orderId })).status).toBe('pending');
  });

  it('rejects with a required reason, kept on the order and posted to the chat', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    const api = w.api(w.cafeUser).orders;
    expect(validationMessages(await trpcError(api.reject({ orderId, reason: '  ' })))).toEqual({ reason: ORDER_MSG.rejectReasonRequired });
    const order = await api.reject({ orderId, reason: 'دستگاه چاپ خراب است' });
    expect(order).toMatchObject({ status: 'rejected', rejection_reason: 'دستگاه چاپ خراب است' });
    const [message] = await w.api(w.customer).chat.byOrder({ orderId });
    expect(message!.message).toContain('دستگاه چاپ خراب است');
  });

  it('completes an order paid through the domain function and stamps the time', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('in_progress');
    const order = await w.api(w.cafeUser).orders.complete({ orderId });
    expect(order).toMatchObject({ status: 'completed', payment_status: 'paid', completed_at: w.clock.now().toISOString() });
    expect(order.paid_at).not.toBeNull();
    const [last] = (await w.api(w.customer).chat.byOrder({ orderId })).slice(-1);
    expect(last).toMatchObject({ kind: 'status', message: 'سفارش تکمیل شد.', file_id: null });
  });

  it('attaches the newest final file to the completion message in the chat', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('in_progress');
    await w.api(w.cafeUser).orders.upload({ orderId, file: new File(['v1'], 'v1.pdf'), is_final: true });
    w.clock.advanceSeconds(1);
    const v2 = await w.api(w.cafeUser).orders.upload({ orderId, file: new File(['v2'], 'v2.pdf'), is_final: true });
    await w.api(w.cafeUser).orders.complete({ orderId });
    const [last] = (await w.api(w.customer).chat.byOrder({ orderId })).slice(-1);
    expect(last).toMatchObject({ kind: 'status', file_id: v2.file_id, is_final: true, file_info: { name: 'v2.pdf', size: 2, type: 'application/pdf' } });
    expect((await w.api(w.customer).orders.byId({ orderId })).final_file).toEqual({ file_id: v2.file_id, file_name: 'v2.pdf', downloadable: true });
  });
});

describe('the cafe edits the details of an order it works on (spec 2 §4)', () => {
  it('changes time and assignee of an in-progress order, tells the customer a new time in the chat, keeps status and price', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('in_progress');
    const before = await w.api(w.customer).orders.byId({ orderId });
    const chatBefore = (await w.api(w.customer).chat.byOrder({ orderId })).length;
    const order = await w.api(w.cafeUser).orders.editDetails({ orderId, estimated_time: '5d', assigned_employee: '  رضا  ' });
    expect(order).toMatchObject({ status: 'in_progress', price: before.price, payment_status: 'paid', estimated_time: '5d', assigned_employee: 'رضا' });
    const chat = await w.api(w.customer).chat.byOrder({ orderId });
    expect(chat).toHaveLength(chatBefore + 1);
    expect(chat.at(-1)).toMatchObject({ kind: 'status', sender_role: 'coffenet', message: 'زمان تحویل این سفارش به ۵ روز تغییر کرد.' });
    // Only the assignee changes: nothing new in the chat; a blank assignee clears it.
    const again = await w.api(w.cafeUser).orders.editDetails({ orderId, estimated_time: '5d', assigned_employee: '' });
    expect(again.assigned_employee).toBeNull();
    expect(await w.api(w.customer).chat.byOrder({ orderId })).toHaveLength(chatBefore + 1);
  });

  it('is the cafe’s alone, only while the order is in progress, with the pricing form’s rules', async () => {
    const w = await orderWorld();
    const working = await w.orderIn('in_progress');
    const input = { orderId: working, estimated_time: '3h', assigned_employee: null };
    expect((await trpcError(w.api(w.customer).orders.editDetails(input))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.admin).orders.editDetails(input))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.otherCafeUser).orders.editDetails(input))).code).toBe('FORBIDDEN');
    expect(validationMessages(await trpcError(w.api(w.cafeUser).orders.editDetails({ ...input, estimated_time: 'soon' })))).toEqual({
      estimated_time: ORDER_MSG.timeInvalid,
    });
    for (const status of ['pending', 'pending_payment', 'completed', 'rejected', 'cancelled'] as const) {
      const orderId = await w.orderIn(status);
      const refused = await trpcError(w.api(w.cafeUser).orders.editDetails({ ...input, orderId }));
      expect([status, refused.code, refused.message]).toEqual([status, 'CONFLICT', ORDER_MSG.detailsNotEditable]);
      expect((await w.api(w.cafeUser).orders.byId({ orderId })).estimated_time).not.toBe('3h');
    }
  });
});

describe('errors are TRPCErrors with Persian messages', () => {
  it('never leaks an internal message', async () => {
    const w = await orderWorld();
    const error = await trpcError(w.api(w.customer).orders.byId({ orderId: 'b'.repeat(24) }));
    expect(error).toBeInstanceOf(TRPCError);
    expect(error.message).toBe(ORDER_MSG.orderNotFound);
  });
});
