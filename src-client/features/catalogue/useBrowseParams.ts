import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MAX_TIME_OPTIONS, MIN_RATING_OPTIONS, SERVICE_SORTS, type ServiceSort } from '@shared/catalogue/constants';
import { TASK_CATEGORIES, type TaskCategory } from '@shared/catalogue/categories';

export type BrowseTab = 'services' | 'cafes';

/** The services page's search, filters, sort, page and tab, read from and written to the address. */
export interface BrowseParams {
  tab: BrowseTab;
  q: string;
  category: TaskCategory | undefined;
  minRating: number | undefined;
  maxMinutes: number | undefined;
  sort: ServiceSort;
  page: number;
}

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

function parse(search: string): BrowseParams {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const minRating = Number(params.get('minRating'));
  const sort = params.get('sort');
  const maxMinutes = positiveInt(params.get('maxTime'));
  return {
    tab: params.get('tab') === 'cafes' ? 'cafes' : 'services',
    q: params.get('q') ?? '',
    category: (TASK_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as TaskCategory) : undefined,
    minRating: (MIN_RATING_OPTIONS as readonly number[]).includes(minRating) ? minRating : undefined,
    // Only the choices the filter offers, so the select always shows what is applied.
    maxMinutes: (MAX_TIME_OPTIONS as readonly number[]).includes(maxMinutes ?? 0) ? maxMinutes : undefined,
    sort: (SERVICE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ServiceSort) : 'rating',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

function serialize(p: BrowseParams): string {
  const params = new URLSearchParams();
  if (p.tab !== 'services') params.set('tab', p.tab);
  if (p.q) params.set('q', p.q);
  if (p.category) params.set('category', p.category);
  if (p.minRating !== undefined) params.set('minRating', String(p.minRating));
  if (p.maxMinutes !== undefined) params.set('maxTime', String(p.maxMinutes));
  if (p.sort !== 'rating') params.set('sort', p.sort);
  if (p.page > 1) params.set('page', String(p.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any change but a page turn goes back to page 1; the address is replaced, not pushed, except for pages. */
export function useBrowseParams() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => parse(search), [search]);
  const update = useCallback(
    (change: Partial<BrowseParams>) => {
      const next = { ...params, ...change };
      if (!('page' in change)) next.page = 1;
      navigate(`${location}${serialize(next)}`, { replace: !('page' in change) });
    },
    [params, location, navigate],
  );
  return [params, update] as const;
}
