import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { orderWorld } from '../helpers/orders';
import { trpcError, validationMessages } from '../helpers/db';

describe('order chat', () => {
  it('keeps messages in the order they were sent, even within one millisecond', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    // The clock does not move: every message is sent at the same instant.
    for (let i = 1; i <= 12; i++) {
      const sender = i % 3 === 0 ? w.cafeUser : w.customer;
      await w.api(sender).chat.send({ orderId, message: `پیام ${i}` });
    }
    const messages = await w.api(w.customer).chat.byOrder({ orderId });
    expect(messages.map((m) => m.message)).toEqual(Array.from({ length: 12 }, (_, i) => `پیام ${i + 1}`));
    const times = messages.map((m) => m.created_at);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(12);
    expect(messages[2]).toMatchObject({ sender_role: 'coffenet', sender_name: 'کافی‌نت یک', receiver_id: w.customer.id });
    expect(messages[0]).toMatchObject({ sender_role: 'user', sender_name: 'علی رضایی', receiver_id: w.cafeUser.id, seen: false });
  });

  it('counts unread messages per order for the receiver and clears them when seen', async () => {
    const w = await orderWorld();
    const a = await w.orderIn('pending');
    const b = await w.orderIn('pending');
    await w.api(w.customer).chat.send({ orderId: a, message: 'سلام' });
    await w.api(w.customer).chat.send({ orderId: a, message: 'فایل را دیدید؟' });
    w.clock.advanceSeconds(5);
    await w.api(w.customer).chat.send({ orderId: b, message: 'سفارش دوم' });
    await w.api(w.cafeUser).chat.send({ orderId: b, message: 'بله' });

    expect(await w.api(w.cafeUser).chat.unread()).toEqual({ total: 3, by_order: { [a]: 2, [b]: 1 } });
    expect(await w.api(w.customer).chat.unread()).toEqual({ total: 1, by_order: { [b]: 1 } });
    const assigned = await w.api(w.cafeUser).orders.assigned();
    expect(Object.fromEntries(assigned.orders.map((o) => [o.id, o.unread_messages]))).toEqual({ [a]: 2, [b]: 1 });
    expect(await w.api(w.cafeUser).chat.unreadForCafe({ cafeId: w.cafeId })).toEqual({ unread_count: 3, count: 3 });
    expect((await trpcError(w.api(w.otherCafeUser).chat.unreadForCafe({ cafeId: w.cafeId }))).code).toBe('FORBIDDEN');

    const notices = await w.api(w.cafeUser).chat.notifications();
    expect(notices.map((n) => [n.order_id, n.unread_count, n.sender_name])).toEqual([
      [b, 1, 'علی رضایی'],
      [a, 2, 'علی رضایی'],
    ]);

    expect(await w.api(w.cafeUser).chat.markSeen({ orderId: a })).toEqual({ success: true, updated: 2 });
    expect(await w.api(w.cafeUser).chat.unread()).toEqual({ total: 1, by_order: { [b]: 1 } });
    // Seeing one's own messages marks nothing: only what one received.
    expect(await w.api(w.customer).chat.markSeen({ orderId: a })).toEqual({ success: true, updated: 0 });
    const seen = await w.api(w.customer).chat.byOrder({ orderId: a });
    expect(seen.every((m) => m.seen)).toBe(true);
  });

  it('rings the receiver’s bell once per order until it is read', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    const chatNotices = async () => (await w.api(w.cafeUser).notifications.list()).filter((n) => n.type === 'chat_message');
    await w.api(w.customer).chat.send({ orderId, message: 'یک' });
    await w.api(w.customer).chat.send({ orderId, message: 'دو' });
    expect(await chatNotices()).toHaveLength(1);
    expect((await chatNotices())[0]).toMatchObject({ data: { order_id: orderId, sender_name: 'علی رضایی' } });
    await w.api(w.cafeUser).notifications.markAllRead();
    await w.api(w.customer).chat.send({ orderId, message: 'سه' });
    expect(await chatNotices()).toHaveLength(2);
  });

  it('lets only the two parties write; admins read; strangers get 403', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    await w.api(w.customer).chat.send({ orderId, message: 'سلام' });
    expect(await w.api(w.admin).chat.byOrder({ orderId })).toHaveLength(1);
    expect((await trpcError(w.api(w.admin).chat.send({ orderId, message: 'x' }))).code).toBe('FORBIDDEN');
    for (const stranger of [w.otherCustomer, w.otherCafeUser]) {
      expect((await trpcError(w.api(stranger).chat.byOrder({ orderId }))).code).toBe('FORBIDDEN');
      expect((await trpcError(w.api(stranger).chat.send({ orderId, message: 'x' }))).code).toBe('FORBIDDEN');
      expect((await trpcError(w.api(stranger).chat.markSeen({ orderId }))).code).toBe('FORBIDDEN');
    }
    expect((await trpcError(w.api(w.customer).chat.byOrder({ orderId: 'c'.repeat(24) }))).code).toBe('NOT_FOUND');
  });

  it('refuses an empty or too long message', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    expect(validationMessages(await trpcError(w.api(w.customer).chat.send({ orderId, message: '   ' })))).toEqual({ message: ORDER_MSG.chatMessageRequired });
    expect(validationMessages(await trpcError(w.api(w.customer).chat.send({ orderId, message: 'x'.repeat(2001) })))).toEqual({
      message: ORDER_MSG.chatMessageTooLong,
    });
  });

  it('shows the thread with one person across orders and marks it seen', async () => {
    const w = await orderWorld();
    const a = await w.orderIn('pending');
    const b = await w.orderIn('pending');
    await w.api(w.customer).chat.send({ orderId: a, message: 'الف' });
    w.clock.advanceSeconds(1); // a thread is in time order; within one instant the order is the engine's
    await w.api(w.cafeUser).chat.send({ orderId: b, message: 'ب' });
    const thread = await w.api(w.cafeUser).chat.thread({ userId: w.customer.id });
    expect(thread.map((m) => m.message)).toEqual(['الف', 'ب']);
    expect(await w.api(w.cafeUser).chat.thread({ userId: w.otherCustomer.id })).toEqual([]);
    expect(await w.api(w.cafeUser).chat.markThreadSeen({ userId: w.customer.id })).toEqual({ success: true, updated: 1 });
  });
});
