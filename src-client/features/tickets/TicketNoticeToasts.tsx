import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { TOAST_MS } from '@shared/constants';
import { ticketNoticeToastText } from '@shared/tickets/rules';
import { trpc } from '../../trpc';
import { rememberProcessedNotices } from './processed-notices';
import { useTicketNotices } from './useTicketNotices';

/**
 * Toasts each new ticket notice once for 5 s; the shown ids stay in localStorage
 * (processed_ticket_notifications), so a reload never toasts them again.
 */
export function TicketNoticeToasts() {
  const notices = useTicketNotices();
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!notices.data?.length) return;
    // Oldest first, so the newest toast lands on top.
    const byId = new Map(notices.data.map((n) => [n.id, n]));
    const fresh = rememberProcessedNotices([...notices.data].reverse().map((n) => n.id));
    for (const id of fresh) {
      const n = byId.get(id);
      if (!n) continue;
      toast(ticketNoticeToastText(n.subject, n.message), { id: `ticket-notice-${n.id}`, duration: TOAST_MS.ticket, icon: '💬' });
    }
    // A new notice means a ticket changed: refresh the open lists and the bell.
    if (fresh.length) void Promise.all([utils.tickets.my.invalidate(), utils.tickets.adminList.invalidate(), utils.notifications.invalidate()]);
  }, [notices.data, utils]);
  return null;
}
