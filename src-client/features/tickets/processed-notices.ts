import { PROCESSED_TICKET_NOTICES_KEY, TICKET_LIMITS } from '@shared/tickets';

/** Ids of ticket notices already toasted (spec 1 §3), newest last, at most 200. */
export function readProcessedNotices(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PROCESSED_TICKET_NOTICES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the ids and keeps the newest 200; returns the ids that were not there before. */
export function rememberProcessedNotices(ids: string[]): string[] {
  const known = readProcessedNotices();
  const seen = new Set(known);
  const fresh = ids.filter((id) => !seen.has(id));
  if (fresh.length === 0) return [];
  const kept = [...known, ...fresh].slice(-TICKET_LIMITS.shownNoticeIds);
  localStorage.setItem(PROCESSED_TICKET_NOTICES_KEY, JSON.stringify(kept));
  return fresh;
}
