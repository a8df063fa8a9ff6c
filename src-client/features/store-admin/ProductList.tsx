import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { toast } from 'react-hot-toast';
import { formatNumber } from '@shared/wallet/money';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, STORE_CATEGORY_LABELS, type ProductType } from '@shared/store/products';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { trpc, type RouterOutputs } from '../../trpc';
import { DataTable, type Column } from '../../ui/DataTable';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { Toman } from '../../ui/Toman';
import { ProductVisual } from '../store/ProductVisual';
import { EditProductDialog } from './EditProductDialog';

type AdminProduct = RouterOutputs['store']['admin']['products']['items'][number];
type RemoveMutation = ReturnType<typeof trpc.store.admin.remove.useMutation>;

function productColumns(edit: (id: string) => void, remove: RemoveMutation): Column<AdminProduct>[] {
  return [
    { header: 'تصویر', phone: 'hide', cell: (p) => <ProductVisual image={p.image} type={p.product_type} name={p.name} height={40} iconSize={20} /> },
    {
      header: 'نام',
      phone: 'title',
      cell: (p) => (
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {p.name}
          </Text>
          {!p.is_active && (
            <Badge size="xs" color="gray">
              بایگانی
            </Badge>
          )}
          {p.is_featured && (
            <Badge size="xs" color="yellow">
              ویژه
            </Badge>
          )}
        </Group>
      ),
    },
    { header: 'نوع', cell: (p) => PRODUCT_TYPE_LABELS[p.product_type] },
    { header: 'دسته', cell: (p) => STORE_CATEGORY_LABELS[p.category] },
    { header: 'قیمت', cell: (p) => <Toman rials={p.price} /> },
    {
      header: 'عملیات',
      phone: 'actions',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => edit(p.id)}>
            ویرایش
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            loading={remove.isPending && remove.variables?.id === p.id}
            onClick={() => window.confirm(M.confirm) && remove.mutate({ id: p.id })}
          >
            حذف
          </Button>
        </Group>
      ),
    },
  ];
}

/** Spec 3 "product list": search, type filter, paging, archived ones marked; edit and delete. */
export function ProductList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [type, setType] = useState<ProductType | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const products = trpc.store.admin.products.useQuery({ search: debounced, product_type: type, page }, { placeholderData: (prev) => prev });
  const utils = trpc.useUtils();
  const remove = trpc.store.admin.remove.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.archived ? M.productArchived : M.productDeleted);
      void utils.store.admin.products.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
    },
    onError: (e) => toast.error(`${M.deleteProductFailed}: ${errorMessage(e)}`),
  });

  return (
    <Card withBorder radius="md" component="section" aria-label={STORE_ADMIN_LABELS.productList}>
      <Stack gap="sm">
        <Title order={2} size="h4">محصولات</Title>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="جستجو"
            placeholder="نام محصول"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label="نوع"
            placeholder="همه"
            clearable
            data={PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))}
            value={type}
            onChange={(v) => {
              setType((v as ProductType | null) ?? null);
              setPage(1);
            }}
          />
        </Group>
        {products.isPending ? (
          <PageLoader />
        ) : products.isError ? (
          <ErrorState title={M.productsLoadFailed} message={errorMessage(products.error)} onRetry={() => products.refetch()} />
        ) : products.data.items.length === 0 ? (
          <EmptyState message="محصولی یافت نشد." />
        ) : (
          <DataTable
            rows={products.data.items}
            columns={productColumns(setEditing, remove)}
            label="محصولات"
            minWidth={640}
            rowTestId="admin-product"
            tableProps={{ striped: false, verticalSpacing: 'xs' }}
            rowLook={(p) => (p.is_active ? undefined : 'archived')}
          />
        )}
        {(page > 1 || products.data?.has_more) && (
          <Group justify="center" gap="sm">
            <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              قبلی
            </Button>
            <Text size="sm">صفحه {formatNumber(page)}</Text>
            <Button variant="default" size="xs" disabled={!products.data?.has_more} onClick={() => setPage((p) => p + 1)}>
              بعدی
            </Button>
          </Group>
        )}
      </Stack>
      {editing && <EditProductDialog productId={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
