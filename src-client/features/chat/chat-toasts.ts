import { cutTicketText } from '@shared/tickets/rules';
import { isolate } from '@shared/text/bidi';
import { formatNumber } from '@shared/wallet/money';
import type { Role } from '@shared/auth/roles';
import { orderChatPath } from '@shared/routes';

/** The newest unread message of one order's chat, as chat.notifications answers it. */
export interface ChatNotice {
  id: string;
  order_id: string;
  sender_name: string;
  message: string;
}

export interface ChatToast {
  id: string;
  text: string;
  /** The order's chat, for a click on the toast; none for a summary. */
  href: string | null;
}

/** A burst bigger than this (a return after a long absence) becomes one summary toast. */
export const MAX_CHAT_TOASTS = 3;


/**
 * The toasts for the messages not shown before (`fresh` ids), leaving out the chats the person
 * already has on screen (`isOpen`: the message appears there). Oldest first, so the newest toast
 * lands on top.
 */
export function chatToasts(notices: ChatNotice[], fresh: ReadonlySet<string>, role: Role, isOpen: (orderId: string) => boolean): ChatToast[] {
  const shown = notices.filter((n) => fresh.has(n.id) && !isOpen(n.order_id)).reverse();
  if (shown.length > MAX_CHAT_TOASTS) {
    return [{ id: 'chat-toasts-summary', text: `${formatNumber(shown.length)} پیام تازه در گفتگوی سفارش‌ها دارید`, href: null }];
  }
  return shown.map((n) => ({
    id: `chat-${n.id}`,
    text: `پیام جدید از ${isolate(n.sender_name)}: ${n.message.trim() ? isolate(cutTicketText(n.message)) : 'یک فایل فرستاد'}`,
    href: orderChatPath(role, n.order_id),
  }));
}
