import { describe, expect, it, vi } from 'vitest';
import { joinOrderPages } from '../../src-client/features/orders/order-pages';

const page = (ids: string[], has_more: boolean, extra: Partial<{ isError: boolean; error: unknown; isFetching: boolean }> = {}) => ({
  data: { orders: ids.map((id) => ({ id })), has_more },
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...extra,
});

describe('joinOrderPages', () => {
  it('lists each order once in page order, has_more from the last page', () => {
    // A new order shifted the offsets: "b" came again at the top of the second page.
    const joined = joinOrderPages([page(['a', 'b'], true), page(['b', 'c'], false)], () => {});
    expect(joined.data).toEqual({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], has_more: false });
    expect(joined.isError).toBe(false);
  });

  it('keeps the pages shown when a later page fails, and says so; retries every page', () => {
    const failure = new Error('down');
    const pages = [page(['a'], true), { ...page([], false), data: undefined, isError: true, error: failure }];
    const joined = joinOrderPages(pages, () => {});
    expect(joined.data?.orders).toEqual([{ id: 'a' }]);
    expect(joined.data?.has_more).toBe(false);
    expect([joined.isError, joined.error]).toEqual([true, failure]);
    joined.refetch();
    expect(pages.every((p) => p.refetch.mock.calls.length === 1)).toBe(true);
  });

  it('has no data until the first page answers', () => {
    const joined = joinOrderPages([{ ...page([], false), data: undefined, isPending: true }], () => {});
    expect([joined.data, joined.isPending]).toEqual([undefined, true]);
  });
});
