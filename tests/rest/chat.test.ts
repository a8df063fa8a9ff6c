import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { fileForm, restOrderWorld } from '../helpers/rest-orders';

describe('REST /api/chat', () => {
  it('sends, lists in order, counts unread and marks seen with the spec fields', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const first = await w.call('/chat/send', {
      token: w.tokens.customer,
      // receiver_id is not trusted: the receiver is always the order's other party.
      json: { order_id: orderId, message: 'سلام', receiver_id: w.otherCustomer.id, receiver_role: 'user' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ _id: expect.any(String), sender_id: w.customer.id, sender_role: 'user', receiver_id: w.cafeUser.id, message: 'سلام' });
    await w.call('/chat/send', { token: w.tokens.cafe, json: { order_id: orderId, message: 'درود' } });
    await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message: 'فایل دارم' } });

    const up = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('a.png', 'png!', {}, 'image/png') });
    const fileMessage = await w.call('/chat/send', {
      token: w.tokens.customer,
      json: { order_id: orderId, message: '', file_id: up.body.file_id, file_info: { name: 'evil.exe', size: 1, type: 'x' }, caption: 'عکس', is_final: true },
    });
    expect(fileMessage.body).toMatchObject({ file_id: up.body.file_id, file_info: { name: 'a.png', size: 4, type: 'image/png' }, caption: 'عکس', is_final: false });

    const list = await w.call(`/chat/order/${orderId}`, { token: w.tokens.cafe });
    expect(list.body.map((m: { message: string }) => m.message)).toEqual(['سلام', 'درود', 'فایل دارم', 'a.png']);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      ['_id', 'caption', 'created_at', 'file_id', 'file_info', 'id', 'is_final', 'kind', 'message', 'order_id', 'receiver_id', 'seen', 'seen_at', 'sender_id', 'sender_name', 'sender_role'].sort(),
    );
    expect((await w.call(`/chat/unread/${w.cafeId}`, { token: w.tokens.cafe })).body).toEqual({ unread_count: 3, count: 3 });
    expect((await w.call(`/chat/unread/${w.cafeUser.id}`, { token: w.tokens.cafe })).body.unread_count).toBe(3);
    expect((await w.call(`/chat/unread/${w.cafeId}`, { token: w.tokens.customer })).status).toBe(403);
    const notes = await w.call('/chat/notifications', { token: w.tokens.cafe });
    expect(notes.body).toEqual([expect.objectContaining({ order_id: orderId, sender_id: w.customer.id, sender_name: 'علی رضایی', unread_count: 3 })]);

    expect((await w.call(`/chat/order/${orderId}/seen`, { method: 'PATCH', token: w.tokens.cafe })).body).toEqual({ success: true, updated: 3 });
    expect((await w.call(`/chat/unread/${w.cafeId}`, { token: w.tokens.cafe })).body.unread_count).toBe(0);
    expect((await w.call('/chat/notifications', { token: w.tokens.cafe })).body).toEqual([]);

    const thread = await w.call(`/chat/thread/${w.cafeUser.id}`, { token: w.tokens.customer });
    expect(thread.body).toHaveLength(4);
    expect((await w.call(`/chat/seen/${w.cafeUser.id}`, { method: 'PATCH', token: w.tokens.customer })).body).toEqual({ success: true, updated: 1 });
  });

  it('takes an order id on /chat/seen/{id} as well (spec 1 §7), refusing another person’s order', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    for (const message of ['یک', 'دو']) await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message } });
    expect((await w.call(`/chat/seen/${orderId}`, { method: 'PATCH', token: w.tokens.cafe })).body).toEqual({ success: true, updated: 2 });
    expect((await w.call(`/chat/unread/${w.cafeId}`, { token: w.tokens.cafe })).body.unread_count).toBe(0);
    const other = await w.orderIn('pending');
    expect((await w.call(`/chat/seen/${other}`, { method: 'PATCH', token: w.tokens.otherCustomer })).status).toBe(403);
    const nobody = await w.call(`/chat/seen/${'a'.repeat(24)}`, { method: 'PATCH', token: w.tokens.cafe });
    expect([nobody.status, nobody.body.detail]).toEqual([404, ORDER_MSG.chatPersonNotFound]);
  });

  it('pages an order’s messages with a whole decimal limit, refusing "0x2", "1e1" and the like (422)', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    for (const message of ['یک', 'دو', 'سه']) await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message } });
    const page = await w.call(`/chat/order/${orderId}/page?limit=2`, { token: w.tokens.cafe });
    expect([page.status, page.body.messages.length, page.body.has_more]).toEqual([200, 2, true]);
    expect((await w.call(`/chat/order/${orderId}/page?limit=۲`, { token: w.tokens.cafe })).body.messages).toHaveLength(2);
    expect((await w.call(`/chat/order/${orderId}/page`, { token: w.tokens.cafe })).body.messages).toHaveLength(3);
    for (const limit of ['0x2', '1e1', '2.0', '0']) {
      expect((await w.call(`/chat/order/${orderId}/page?limit=${limit}`, { token: w.tokens.cafe })).status, limit).toBe(422);
    }
  });

  it('refuses an empty message with the spec’s rule', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const res = await w.call('/chat/send', { token: w.tokens.customer, json: { order_id: orderId, message: '  ' } });
    expect([res.status, res.body.detail]).toEqual([422, ORDER_MSG.chatMessageRequired]);
  });
});
