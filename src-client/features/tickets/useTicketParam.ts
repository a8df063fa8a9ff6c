import { useLocation, useSearch } from 'wouter';
import { isTicketId } from '@shared/tickets/rules';

/** The ticket opened through ?ticketId=… (kept in the address so links and reloads reopen it). */
export function useTicketParam(): [string | null, (id: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const raw = params.get('ticketId');
  const id = raw && isTicketId(raw) ? raw.trim().toLowerCase() : raw;
  const set = (next: string | null) => {
    const p = new URLSearchParams(search);
    if (next) p.set('ticketId', next);
    else p.delete('ticketId');
    const query = p.toString();
    navigate(query ? `${location}?${query}` : location);
  };
  return [id, set];
}
