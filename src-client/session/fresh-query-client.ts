import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * A QueryClient whose invalidation also replaces a first load that is still on its way.
 *
 * React Query hands back a query's fetch in flight instead of sending a new one when the query
 * has no data yet (`cancelRefetch` only applies once there is data). That fetch may have been
 * sent before the change the invalidation announces: a wallet page back from the gateway asked
 * for the balance while the top-up was being verified, and kept showing ۰ تومان. Such fetches
 * are cancelled first (their state reverts to loading), so the invalidation sends a new request.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.refetchType !== 'none') {
      const chosen = filters?.predicate;
      await this.cancelQueries({
        ...filters,
        // Only what the invalidation will refetch: a cancelled query nobody refetches would stay empty.
        type: filters?.refetchType ?? filters?.type ?? 'active',
        fetchStatus: 'fetching',
        predicate: (query) => query.state.data === undefined && (chosen ? chosen(query) : true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}
