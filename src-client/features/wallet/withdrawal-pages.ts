import { MY_WITHDRAWALS_PAGE } from '@shared/wallet/schemas';
import { trpc } from '../../trpc';
import { eachOnce, pagesState, usePageCount, type PageState } from '../orders/order-pages';

/** The page the cafe wallet asks for (the server's default, 100, is for clients that do not page). */
export const WITHDRAWAL_PAGE = MY_WITHDRAWALS_PAGE.size;

/**
 * Joins the pages as order-pages.ts does: every request once (a new request shifts the offsets
 * until every page has refetched), `has_more` from the last page, an error from any page.
 */
export function joinWithdrawalPages<W extends { id: string }>(pages: ReadonlyArray<PageState & { data?: { items: W[]; has_more: boolean } }>, loadMore: () => void) {
  const items = eachOnce(pages.map((page) => page.data?.items));
  return {
    data: pages[0]?.data ? { items, has_more: Boolean(pages.at(-1)?.data?.has_more) } : undefined,
    ...pagesState(pages, loadMore),
  };
}

/** The cafe's withdrawal requests, a query per page by skip; «درخواست‌های بیشتر» adds the next page. */
export function useMyWithdrawalPages() {
  const [pages, loadMore] = usePageCount('mine');
  const queries = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, i) => t.wallet.myWithdrawals({ limit: WITHDRAWAL_PAGE, skip: i * WITHDRAWAL_PAGE })),
  );
  return joinWithdrawalPages(queries, loadMore);
}
