import { MSG } from '@shared/messages';
import { errorMessage } from '../errors';

interface SearchQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A server-searched select's states: "searching" while the answer is on its way (not "nothing
 * found"), and a failed search as the select's error rather than as an empty list.
 */
export function searchSelectStates(query: SearchQuery, texts: { empty: string; failed: string }) {
  return {
    nothingFoundMessage: query.isPending || query.isFetching ? MSG.searching : texts.empty,
    error: query.isError ? `${texts.failed}: ${errorMessage(query.error)}` : undefined,
  };
}
