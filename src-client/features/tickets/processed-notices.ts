import { PROCESSED_TICKET_NOTICES_KEY, TICKET_LIMITS } from '@shared/tickets/rules';
import { readShownIds, rememberShownIds, type KeyValueStore } from '../../session/shown-ids';

/** Ids of ticket notices already toasted (spec 1 §3), newest last, at most 200. */
export function readProcessedNotices(store: KeyValueStore = localStorage): string[] {
  return readShownIds(PROCESSED_TICKET_NOTICES_KEY, store);
}

/** Adds the ids and keeps the newest 200; returns the ids that were not there before. */
export function rememberProcessedNotices(ids: string[], store: KeyValueStore = localStorage): string[] {
  return rememberShownIds(PROCESSED_TICKET_NOTICES_KEY, ids, TICKET_LIMITS.shownNoticeIds, store);
}
