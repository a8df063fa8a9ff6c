import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, type ProductType } from '@shared/store/products';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { STORE_SALES_PAGE_SIZE } from '@shared/store/admin-schemas';
import { trpc, type RouterOutputs } from '../../trpc';
import { DataTable, type Column } from '../../ui/DataTable';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { Toman } from '../../ui/Toman';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';
import { ShippingCell } from './ShippingCell';
import { shipActionRows } from './ship-action-rows';

export interface StoreSalesFilters {
  /** Tehran ISO days, both inclusive. */
  fromDate?: string | null;
  toDate?: string | null;
  productType?: ProductType | null;
  /** Buyer username or product name. */
  search?: string;
}

type Sale = RouterOutputs['store']['admin']['sales']['items'][number];

/** The columns; `actionRows` are the lines that carry their order's ship button (shipActionRows). */
const saleColumns = (actionRows: Set<string>): Column<Sale>[] => [
  { header: 'تاریخ', cell: (s) => formatJalaliDateTime(s.date) },
  { header: REFERENCE_LABELS.order, cell: (s) => <ShortReference kind="order" id={s.order_id} size="xs" /> },
  { header: 'خریدار', cell: (s) => s.user_name },
  { header: 'محصول', phone: 'title', cell: (s) => <Text fw={600} size="sm">{s.product_name}</Text> },
  { header: 'نوع', cell: (s) => PRODUCT_TYPE_LABELS[s.product_type] },
  { header: 'جزئیات', cell: (s) => s.details },
  { header: 'مبلغ', cell: (s) => <Toman rials={s.amount} /> },
  // Physical lines only: a file or course has nothing to post; the button once per order.
  {
    header: 'ارسال',
    cell: (s) => (s.requires_shipping ? <ShippingCell orderId={s.order_id} trackingUrl={s.tracking_url} withAction={actionRows.has(s.id)} /> : '—'),
  },
];

/**
 * The store's sold lines (spec 3 §3 "Store transaction"): newest first, filtered by a Persian date
 * range, product type and buyer or product name, 20 a page. Self-contained: it reads
 * `store.admin.sales` itself, so /admin/store and /admin/finance's "store sales" tab share it.
 * `initialFilters` seeds the filters; `hideFilters` shows only the table.
 */
export function StoreSalesTable({
  initialFilters = {},
  hideFilters = false,
  pageSize = STORE_SALES_PAGE_SIZE,
  errorText = M.salesLoadFailed,
}: {
  initialFilters?: StoreSalesFilters;
  hideFilters?: boolean;
  pageSize?: number;
  /** The store admin's "transactions" and the finance page's "store list" word a failure differently (spec 3 §8). */
  errorText?: string;
}) {
  const [fromDate, setFromDate] = useState<string | null>(initialFilters.fromDate ?? null);
  const [toDate, setToDate] = useState<string | null>(initialFilters.toDate ?? null);
  const [productType, setProductType] = useState<ProductType | null>(initialFilters.productType ?? null);
  const [search, setSearch] = useState(initialFilters.search ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [page, setPage] = useState(0);
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };
  const badRange = Boolean(fromDate && toDate && fromDate > toDate);
  const sales = trpc.store.admin.sales.useQuery(
    { from_date: fromDate, to_date: toDate, product_type: productType, search: debounced, skip: page * pageSize, limit: pageSize },
    { enabled: !badRange, placeholderData: (prev) => prev },
  );

  return (
    <Stack gap="sm" data-testid="store-sales">
      {!hideFilters && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PersianDateInput label="از تاریخ" value={fromDate} onChange={reset(setFromDate)} clearable maxDate={toDate ?? undefined} />
          <PersianDateInput label="تا تاریخ" value={toDate} onChange={reset(setToDate)} clearable minDate={fromDate ?? undefined} error={badRange ? M.dateRangeInvalid : undefined} />
          <Select
            label="نوع محصول"
            placeholder="همه"
            clearable
            data={PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))}
            value={productType}
            onChange={(v) => reset(setProductType)((v as ProductType | null) ?? null)}
            w={170}
          />
          <TextInput
            label="خریدار یا محصول"
            placeholder="جستجو"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => reset(setSearch)(e.currentTarget.value)}
            w={200}
          />
        </Group>
      )}
      {sales.isPending ? (
        <PageLoader />
      ) : sales.isError ? (
        <ErrorState title={errorText} message={errorMessage(sales.error)} onRetry={() => sales.refetch()} />
      ) : sales.data.items.length === 0 ? (
        <Card withBorder>
          <EmptyState message="فروشی با این شرایط یافت نشد." />
        </Card>
      ) : (
        <DataTable rows={sales.data.items} columns={saleColumns(shipActionRows(sales.data.items))} label="فروش‌های فروشگاه" minWidth={860} rowTestId="store-sale" tableProps={{ highlightOnHover: true }} />
      )}
      {(page > 0 || sales.data?.has_more) && (
        <Group justify="center" gap="sm">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            قبلی
          </Button>
          <Text size="sm">صفحه {formatNumber(page + 1)}</Text>
          <Button variant="default" size="xs" disabled={!sales.data?.has_more} onClick={() => setPage((p) => p + 1)}>
            بعدی
          </Button>
        </Group>
      )}
    </Stack>
  );
}
