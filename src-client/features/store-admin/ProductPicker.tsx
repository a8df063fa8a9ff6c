import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { trpc } from '../../trpc';
import { searchSelectStates } from '../../ui/search-select';

/** Picks a course or a digital product, searched by name on the server (newest 50 that match). */
export function ProductPicker({ family, value, onChange, label }: { family: 'course' | 'digital'; value: string | null; onChange: (id: string | null) => void; label: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = trpc.store.admin.products.useQuery(
    family === 'course' ? { product_type: 'video_course', search: debounced, pageSize: 50 } : { digital_only: true, search: debounced, pageSize: 50 },
    { placeholderData: (prev) => prev },
  );
  const data = (products.data?.items ?? []).map((p) => ({ value: p.id, label: p.is_active ? p.name : `${p.name} (بایگانی)` }));
  return (
    <Select
      label={label}
      placeholder="جستجو و انتخاب"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      {...searchSelectStates(products, { empty: STORE_ADMIN_MSG.noProductMatch, failed: STORE_ADMIN_MSG.productsLoadFailed })}
      filter={({ options }) => options}
    />
  );
}
