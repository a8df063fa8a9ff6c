import { trpc } from '../../trpc';
import { useSession } from '../../session/useSession';
import { TICKET_POLL_MS } from '@shared/tickets/rules';

/**
 * The caller's unread ticket notices, polled every 30 s (admins 60 s, spec 1 §7). All ticket
 * polling lives here, so a server-sent event stream can replace it in one place.
 */
export function useTicketNotices() {
  const { token, role } = useSession();
  return trpc.tickets.notices.useQuery(
    { all: false },
    {
      enabled: Boolean(token),
      refetchInterval: role === 'admin' ? TICKET_POLL_MS.adminNotices : TICKET_POLL_MS.notices,
      retry: false,
    },
  );
}
