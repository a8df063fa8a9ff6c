import { PROCESSED_TICKET_NOTICES_KEY, TICKET_LIMITS } from '@shared/tickets';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Ids of ticket notices already toasted (spec 1 §3), newest last, at most 200. */
export function readProcessedNotices(store: KeyValueStore = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(PROCESSED_TICKET_NOTICES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the ids and keeps the newest 200; returns the ids that were not there before. */
export function rememberProcessedNotices(ids: string[], store: KeyValueStore = localStorage): string[] {
  const known = readProcessedNotices(store);
  const seen = new Set(known);
  const fresh = [...new Set(ids)].filter((id) => !seen.has(id));
  if (fresh.length === 0) return [];
  const kept = [...known, ...fresh].slice(-TICKET_LIMITS.shownNoticeIds);
  store.setItem(PROCESSED_TICKET_NOTICES_KEY, JSON.stringify(kept));
  return fresh;
}
