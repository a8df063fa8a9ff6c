import { describe, expect, it } from 'vitest';
import { badgeLabel, notificationLink, shortenNotificationText } from '@shared/notifications/kinds';

const order = { order_id: 'a'.repeat(24) };

describe('notification links by kind and role (spec 1 §2.3)', () => {
  it('sends chat notices to the cafe chat or the customer chat', () => {
    expect(notificationLink('chat_message', order, 'coffenet')?.href).toBe(`/coffenet/chat/${order.order_id}`);
    expect(notificationLink('chat_message', order, 'user')?.href).toBe(`/user/order-chat/${order.order_id}`);
    expect(notificationLink('chat_message', {}, 'user')).toBeNull();
  });

  it('sends ticket notices to the admin or the customer support page', () => {
    expect(notificationLink('ticket_message', { ticket_id: 't1' }, 'admin')?.href).toBe('/admin/support?ticketId=t1');
    expect(notificationLink('ticket_message', { ticket_id: 't1' }, 'user')?.href).toBe('/support?ticketId=t1');
  });

  it('sends new orders to the assigned orders page and system notices nowhere', () => {
    expect(notificationLink('new_order', order, 'coffenet')?.href).toBe('/coffenet/assignedorders');
    expect(notificationLink('system', {}, 'user')).toBeNull();
    expect(notificationLink('order_status', order, 'user')?.href).toBe('/user/orders');
  });

  it('sends store notices (purchase, shipping) to the store order page, for a buyer of either role', () => {
    const store = { store_order_id: 'b'.repeat(24) };
    for (const role of ['user', 'coffenet'] as const) {
      expect(notificationLink('system', store, role)).toEqual({ label: 'مشاهده سفارش', href: `/site/store-order-payment?orderId=${'b'.repeat(24)}` });
    }
  });
});

describe('bell text', () => {
  it('cuts messages longer than 50 characters', () => {
    expect(shortenNotificationText('a'.repeat(50))).toBe('a'.repeat(50));
    expect(shortenNotificationText('ب'.repeat(51))).toBe(`${'ب'.repeat(50)}…`);
  });

  it('caps the badge at 99+', () => {
    expect(badgeLabel(99)).toBe('۹۹');
    expect(badgeLabel(100)).toBe('۹۹+');
  });
});
