import { useState } from 'react';
import type { OrderStatus } from '@shared/orders/state-machine';
import { trpc } from '../../trpc';

/**
 * Orders come in pages of 50 (each a query of its own, offset × 50), «سفارش‌های بیشتر» adds the
 * next page. Growing one query's limit instead would ask for 150 on the third click, past the
 * server's cap of 100 (orderListInput), and the list turned into an error for anyone with more
 * than 100 orders.
 */
export const ORDER_PAGE = 50;

export interface OrderFilter {
  status?: OrderStatus | null;
  statuses?: OrderStatus[] | null;
}

/** What a list's page queries share, whatever their data. */
export interface PageState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PageQuery<O> extends PageState {
  data?: { orders: O[]; has_more: boolean };
}

/** Pages of one list, shaped as one query (data, isError, refetch…) so pages read it as before. */
export interface OrderPages<O> {
  data: { orders: O[]; has_more: boolean } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
  loadMore: () => void;
}

/** The pages' state as one query's: pending until the first answers, an error from any page, a refetch of every page. */
export function pagesState(pages: ReadonlyArray<PageState>, loadMore: () => void) {
  const failed = pages.find((p) => p.isError);
  return {
    isPending: pages[0]?.isPending ?? true,
    isError: Boolean(failed),
    error: failed?.error ?? null,
    isFetching: pages.some((p) => p.isFetching),
    refetch: () => pages.forEach((p) => void p.refetch()),
    loadMore,
  };
}

/** Every item of the pages once, in page order (a new item shifts the offsets until every page refreshes). */
export function eachOnce<I extends { id: string }>(lists: ReadonlyArray<readonly I[] | undefined>): I[] {
  const seen = new Set<string>();
  const out: I[] = [];
  for (const item of lists.flatMap((list) => list ?? [])) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/**
 * Joins a list's page queries: every order once (a new order shifts the offsets until the next
 * poll refreshes every page), `has_more` from the last page, an error from any page.
 */
export function joinOrderPages<O extends { id: string }>(pages: ReadonlyArray<PageQuery<O>>, loadMore: () => void): OrderPages<O> {
  const orders = eachOnce(pages.map((page) => page.data?.orders));
  return {
    data: pages[0]?.data ? { orders, has_more: Boolean(pages.at(-1)?.data?.has_more) } : undefined,
    ...pagesState(pages, loadMore),
  };
}

/** How many pages a list shows; back to one when its filter (`key`) changes. */
export function usePageCount(key: string): [number, () => void] {
  const [state, setState] = useState({ key, pages: 1 });
  const pages = state.key === key ? state.pages : 1;
  return [pages, () => setState({ key, pages: pages + 1 })];
}

/** The offsets of the first `pages` pages. */
export const pageOffsets = (pages: number) => Array.from({ length: pages }, (_, i) => i * ORDER_PAGE);

/** The customer's orders (orders.me), paged. */
export function useMyOrderPages(filter: OrderFilter, options: { refetchInterval?: number } = {}) {
  const [pages, loadMore] = usePageCount(JSON.stringify(filter));
  const queries = trpc.useQueries((t) => pageOffsets(pages).map((offset) => t.orders.me({ ...filter, limit: ORDER_PAGE, offset }, { ...options, placeholderData: (prev) => prev })));
  return joinOrderPages(queries, loadMore);
}

/** The cafe's orders (orders.assigned), paged. */
export function useAssignedOrderPages(filter: OrderFilter, options: { refetchInterval?: number } = {}) {
  const [pages, loadMore] = usePageCount(JSON.stringify(filter));
  const queries = trpc.useQueries((t) => pageOffsets(pages).map((offset) => t.orders.assigned({ ...filter, limit: ORDER_PAGE, offset }, { ...options, placeholderData: (prev) => prev })));
  return joinOrderPages(queries, loadMore);
}
