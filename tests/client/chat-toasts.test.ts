import { describe, expect, it } from 'vitest';
import { chatToasts, MAX_CHAT_TOASTS, type ChatNotice } from '../../src-client/features/chat/chat-toasts';
import { orderChatPath } from '../../src-shared/routes';

const notice = (n: number, message = `پیام ${n}`): ChatNotice => ({ id: `m${n}`, order_id: `o${n}`, sender_name: `فرستنده ${n}`, message });
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('chat message toasts', () => {
  it('toasts only the fresh messages, oldest first, each opening its chat for the viewer’s role', () => {
    const notices = [notice(3), notice(2), notice(1)]; // newest first, as the server lists them
    const toasts = chatToasts(notices, new Set(['m1', 'm3']), 'coffenet', () => false);
    expect(toasts.map((t) => [strip(t.text), t.href])).toEqual([
      ['پیام جدید از فرستنده 1: پیام 1', '/coffenet/chat/o1'],
      ['پیام جدید از فرستنده 3: پیام 3', '/coffenet/chat/o3'],
    ]);
    expect(orderChatPath('user', 'o1')).toBe('/user/order-chat/o1');
  });

  it('leaves out the chat that is open, says a file was sent, and cuts a long message', () => {
    const toasts = chatToasts([notice(1), notice(2, ''), notice(3, 'ا'.repeat(80))], new Set(['m1', 'm2', 'm3']), 'user', (orderId) => orderId === 'o1');
    expect(toasts.map((t) => strip(t.text))).toEqual([`پیام جدید از فرستنده 3: ${'ا'.repeat(50)}…`, 'پیام جدید از فرستنده 2: یک فایل فرستاد']);
  });

  it(`folds more than ${MAX_CHAT_TOASTS} into one summary`, () => {
    const notices = [1, 2, 3, 4].map((n) => notice(n));
    const toasts = chatToasts(notices, new Set(notices.map((n) => n.id)), 'user', () => false);
    expect(toasts).toEqual([{ id: 'chat-toasts-summary', text: '۴ پیام تازه در گفتگوی سفارش‌ها دارید', href: null }]);
  });
});
