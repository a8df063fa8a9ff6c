import { z } from 'zod';
import { LIMITS } from '../constants';
import type { Role } from '../auth/roles';
import { formatNumber } from '../wallet/money';
import { orderChatPath, storeOrderPath } from '../routes';

/** Notification kinds of spec 1 §3; `ticket_message` is the spec's "ticket message". */
export const NOTIFICATION_TYPES = ['chat_message', 'order_status', 'ticket_message', 'new_order', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The colour dot of each kind in the bell (spec 1 §2.3). */
export const NOTIFICATION_COLORS: Record<NotificationType, string> = {
  chat_message: 'blue',
  order_status: 'green',
  ticket_message: 'violet',
  new_order: 'orange',
  system: 'yellow',
};

export const notificationDataSchema = z
  .object({
    sender_role: z.string(),
    sender_name: z.string(),
    username: z.string(),
    name: z.string(),
    order_id: z.string(),
    status: z.string(),
    service_type: z.string(),
    ticket_id: z.string(),
    subject: z.string(),
    /** A store notice's order (purchase, shipping); apart from order_id, which names a cafe order. */
    store_order_id: z.string(),
  })
  .partial();
export type NotificationData = z.infer<typeof notificationDataSchema>;

export interface NotificationLink {
  label: string;
  href: string;
}

/** The bell's action button by kind and role (spec 1 §2.3), or null when there is nowhere to go. */
export function notificationLink(type: NotificationType, data: NotificationData, role: Role | null): NotificationLink | null {
  switch (type) {
    case 'chat_message':
      if (!data.order_id) return null;
      return {
        label: 'گفتگو',
        href: orderChatPath(role, data.order_id),
      };
    case 'order_status':
      if (role === 'coffenet') return { label: 'مشاهده سفارش', href: '/coffenet/assignedorders' };
      if (role === 'admin') return data.order_id ? { label: 'مشاهده سفارش', href: `/admin/orders/${data.order_id}` } : null;
      return { label: 'مشاهده سفارش', href: '/user/orders' };
    case 'ticket_message':
      if (!data.ticket_id) return null;
      return {
        label: 'مشاهده تیکت',
        href: role === 'admin' ? `/admin/support?ticketId=${data.ticket_id}` : `/support?ticketId=${data.ticket_id}`,
      };
    case 'new_order':
      return { label: 'سفارش‌های دریافتی', href: '/coffenet/assignedorders' };
    case 'system':
      // Store notices stay `system` (the spec's types); the order they carry gives them a button.
      return data.store_order_id ? { label: 'مشاهده سفارش', href: storeOrderPath(data.store_order_id) } : null;
  }
}

/** Long messages are cut to 50 characters plus an ellipsis in the bell. */
export function shortenNotificationText(text: string): string {
  const chars = [...text];
  return chars.length > LIMITS.notificationTextCut ? `${chars.slice(0, LIMITS.notificationTextCut).join('')}…` : text;
}

/** The badge shows 99+ above 99, in Persian digits. */
export function badgeLabel(count: number): string {
  return count > LIMITS.badgeCap ? `${formatNumber(LIMITS.badgeCap)}+` : formatNumber(count);
}

/** The bell's name for a screen reader, with the unread count its badge shows. */
export function bellLabel(unread: number): string {
  return `اعلان‌ها (${badgeLabel(unread)} خوانده‌نشده)`;
}

export const NOTIFICATION_LIST_MAX = 100;
export const notificationListInput = z
  .object({ limit: z.number().int().min(1).max(NOTIFICATION_LIST_MAX).default(20) })
  .default({ limit: 20 });
