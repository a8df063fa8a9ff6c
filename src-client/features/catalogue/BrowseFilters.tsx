import { SimpleGrid, Select, TextInput } from '@mantine/core';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { IconSearch } from '@tabler/icons-react';
import { MAX_TIME_OPTIONS, MIN_RATING_OPTIONS, SERVICE_SORT_LABELS, SERVICE_SORTS, formatRating, type ServiceSort } from '@shared/catalogue/constants';
import type { TaskCategory } from '@shared/catalogue/categories';
import { formatMinutes } from '@shared/catalogue/durations';
import { useCategoryOptions } from './useCategories';
import { CategoriesLoadError } from './CategoriesLoadError';
import type { BrowseParams } from './useBrowseParams';

const RATING_OPTIONS = [
  { value: '', label: 'همه امتیازها' },
  ...MIN_RATING_OPTIONS.map((r) => ({ value: String(r), label: `${formatRating(r)} به بالا` })),
];
const TIME_OPTIONS = [
  { value: '', label: 'بدون محدودیت' },
  ...MAX_TIME_OPTIONS.map((m) => ({ value: String(m), label: `تا ${formatMinutes(m)}` })),
];
const SORT_OPTIONS = SERVICE_SORTS.map((s) => ({ value: s, label: SERVICE_SORT_LABELS[s] }));

/** Search box and filters; the time filter and the sort belong to the services tab only. */
export function BrowseFilters({ params, update }: { params: BrowseParams; update: (change: Partial<BrowseParams>) => void }) {
  const categories = useCategoryOptions();
  const [text, setText] = useDebouncedSearch(params.q, (q) => update({ q }));

  const services = params.tab === 'services';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: services ? 5 : 3 }} spacing="sm">
      <TextInput
        label="جستجو"
        name="q"
        placeholder={services ? 'نام خدمت یا کافی‌نت' : 'نام یا نشانی کافی‌نت'}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        type="search"
      />
      <Select
        label="دسته‌بندی"
        name="category"
        data={[{ value: '', label: 'همه دسته‌ها' }, ...categories.options]}
        value={params.category ?? ''}
        onChange={(value) => update({ category: (value || undefined) as TaskCategory | undefined })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        error={categories.isError ? <CategoriesLoadError onRetry={() => void categories.refetch()} /> : undefined}
      />
      <Select
        label="حداقل امتیاز"
        name="minRating"
        data={RATING_OPTIONS}
        value={params.minRating === undefined ? '' : String(params.minRating)}
        onChange={(value) => update({ minRating: value ? Number(value) : undefined })}
        allowDeselect={false}
      />
      {services && (
        <Select
          label="حداکثر زمان"
          name="maxTime"
          data={TIME_OPTIONS}
          value={params.maxMinutes === undefined ? '' : String(params.maxMinutes)}
          onChange={(value) => update({ maxMinutes: value ? Number(value) : undefined })}
          allowDeselect={false}
        />
      )}
      {services && (
        <Select
          label="مرتب‌سازی"
          name="sort"
          data={SORT_OPTIONS}
          value={params.sort}
          onChange={(value) => update({ sort: (value ?? 'rating') as ServiceSort })}
          allowDeselect={false}
        />
      )}
    </SimpleGrid>
  );
}
