import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  PRICE_BUCKET_IDS,
  PRODUCT_TYPES,
  STORE_CATEGORIES,
  STORE_SORTS,
  type PriceBucketId,
  type ProductType,
  type StoreCategory,
  type StoreSort,
} from '@shared/store/products';

/** The store's search, filters, sort and page, kept in the address so back/forward and shared links work. */
export interface StoreParams {
  q: string;
  category: StoreCategory | undefined;
  type: ProductType | undefined;
  price: PriceBucketId | undefined;
  sort: StoreSort;
  page: number;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function parseStoreParams(search: string): StoreParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    category: oneOf(STORE_CATEGORIES, params.get('category')),
    type: oneOf(PRODUCT_TYPES, params.get('type')),
    price: oneOf(PRICE_BUCKET_IDS, params.get('price')),
    sort: oneOf(STORE_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function serializeStoreParams(p: StoreParams): string {
  const params = new URLSearchParams();
  if (p.q) params.set('q', p.q);
  if (p.category) params.set('category', p.category);
  if (p.type) params.set('type', p.type);
  if (p.price) params.set('price', p.price);
  if (p.sort !== 'newest') params.set('sort', p.sort);
  if (p.page > 1) params.set('page', String(p.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any change but a page turn goes back to page 1; filter changes replace the entry, page turns push one. */
export function useStoreParams() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => parseStoreParams(search), [search]);
  const update = useCallback(
    (change: Partial<StoreParams>) => {
      const next = { ...params, ...change };
      if (!('page' in change)) next.page = 1;
      navigate(`${location}${serializeStoreParams(next)}`, { replace: !('page' in change) });
    },
    [params, location, navigate],
  );
  return [params, update] as const;
}
