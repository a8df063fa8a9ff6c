import { useEffect, useRef } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { toast } from 'react-hot-toast';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { trpc } from '../../trpc';
import { AddDigitalProductForm, AddGeneralProductForm } from './AddProductForms';
import { FileManager } from './FileManager';
import { LessonManager } from './LessonManager';
import { ProductList } from './ProductList';
import { StoreFinanceCards } from './StoreFinanceCards';
import { CashOrdersTable } from './CashOrdersTable';
import { StoreSalesTable } from './StoreSalesTable';
import { AuditList } from '../admin/AuditList';

/**
 * /admin/store (spec 3 "Admin store"): the health check toast on load, store finance, the latest
 * store sales with filters, both add forms, the lesson and file managers, and the product list
 * with its edit dialog.
 */
export default function AdminStorePage() {
  const health = trpc.store.health.useQuery(undefined, { retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || health.isPending) return;
    announced.current = true;
    if (health.isSuccess) toast.success(M.apiOk);
    else toast.error(M.apiDown);
  }, [health.isPending, health.isSuccess]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">مدیریت فروشگاه</Title>
      <StoreFinanceCards />
      <Stack gap="xs" component="section" aria-label={STORE_ADMIN_LABELS.recentStoreTransactions}>
        <Title order={2} size="h4">آخرین تراکنش‌های فروشگاه</Title>
        <StoreSalesTable />
      </Stack>
      <CashOrdersTable />
      <AuditList area="store" />
      <Tabs defaultValue="products" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="products">محصولات</Tabs.Tab>
          <Tabs.Tab value="general">افزودن محصول</Tabs.Tab>
          <Tabs.Tab value="digital">افزودن محصول دیجیتال</Tabs.Tab>
          <Tabs.Tab value="lessons">جلسات دوره</Tabs.Tab>
          <Tabs.Tab value="files">فایل‌های دیجیتال</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products" pt="md">
          <ProductList />
        </Tabs.Panel>
        <Tabs.Panel value="general" pt="md">
          <AddGeneralProductForm />
        </Tabs.Panel>
        <Tabs.Panel value="digital" pt="md">
          <AddDigitalProductForm />
        </Tabs.Panel>
        <Tabs.Panel value="lessons" pt="md">
          <LessonManager />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <FileManager />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
