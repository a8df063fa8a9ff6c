import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { IconSearch } from '@tabler/icons-react';
import {
  PRICE_BUCKETS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  STORE_CATEGORIES,
  STORE_CATEGORY_LABELS,
  STORE_LIMITS,
  STORE_SORT_LABELS,
  STORE_SORTS,
  type PriceBucketId,
  type ProductType,
  type StoreCategory,
  type StoreSort,
} from '@shared/store/products';
import type { StoreParams } from './useStoreParams';

const CATEGORY_OPTIONS = [{ value: '', label: 'همه دسته‌ها' }, ...STORE_CATEGORIES.map((c) => ({ value: c, label: STORE_CATEGORY_LABELS[c] }))];
const TYPE_OPTIONS = [{ value: '', label: 'همه انواع' }, ...PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))];
const PRICE_OPTIONS = [{ value: '', label: 'همه قیمت‌ها' }, ...PRICE_BUCKETS.map((b) => ({ value: b.id, label: b.label }))];
const SORT_OPTIONS = STORE_SORTS.map((s) => ({ value: s, label: STORE_SORT_LABELS[s] }));

/** Search (debounced) and the four filters of the store; every change lands in the address. */
export function StoreFilters({ params, update }: { params: StoreParams; update: (change: Partial<StoreParams>) => void }) {
  const [text, setText] = useDebouncedSearch(params.q, (q) => update({ q }));

  return (
    <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
      <TextInput
        label="جستجو"
        name="q"
        placeholder="نام یا توضیح محصول"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={STORE_LIMITS.searchMax}
        type="search"
        style={{ gridColumn: 'span 2' }}
      />
      <Select
        label="دسته‌بندی"
        name="category"
        data={CATEGORY_OPTIONS}
        value={params.category ?? ''}
        onChange={(value) => update({ category: (value || undefined) as StoreCategory | undefined })}
        allowDeselect={false}
      />
      <Select
        label="نوع محصول"
        name="type"
        data={TYPE_OPTIONS}
        value={params.type ?? ''}
        onChange={(value) => update({ type: (value || undefined) as ProductType | undefined })}
        allowDeselect={false}
      />
      <Select
        label="محدوده قیمت"
        name="price"
        data={PRICE_OPTIONS}
        value={params.price ?? ''}
        onChange={(value) => update({ price: (value || undefined) as PriceBucketId | undefined })}
        allowDeselect={false}
      />
      <Select
        label="مرتب‌سازی"
        name="sort"
        data={SORT_OPTIONS}
        value={params.sort}
        onChange={(value) => update({ sort: (value ?? 'newest') as StoreSort })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
