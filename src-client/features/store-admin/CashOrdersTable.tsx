import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { STORE_SALES_PAGE_SIZE } from '@shared/store/admin-schemas';
import { REFERENCE_LABELS } from '@shared/reference';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { ShortReference } from '../../ui/ShortReference';
import { Toman } from '../../ui/Toman';
import { ShippingCell } from './ShippingCell';

type CashOrder = RouterOutputs['store']['admin']['cashOrders']['items'][number];

/** «وجه دریافت شد»: pending → paid with the post's money in the ledger (store.admin.cashReceived). */
function CashReceivedButton({ orderId }: { orderId: string }) {
  const utils = trpc.useUtils();
  const receive = trpc.store.admin.cashReceived.useMutation({
    onSuccess() {
      toast.success(M.cashReceived);
    },
    onError(error) {
      toast.error(errorMessage(error, M.cashReceiveFailed));
    },
    // Either way the order may have left this list (a second click answers 409): show it as it is now.
    onSettled() {
      void utils.store.admin.cashOrders.invalidate();
      void utils.store.admin.sales.invalidate();
      void utils.store.admin.financeStats.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
    },
  });
  return <ConfirmButton label={M.cashReceive} color="green" loading={receive.isPending} onConfirm={() => receive.mutate({ order_id: orderId })} testId="cash-received" />;
}

const COLUMNS: Column<CashOrder>[] = [
  { header: 'تاریخ سفارش', cell: (o) => formatJalaliDateTime(o.created_at) },
  { header: REFERENCE_LABELS.order, cell: (o) => <ShortReference kind="order" id={o.id} size="xs" /> },
  { header: 'خریدار', phone: 'title', cell: (o) => o.user_name },
  { header: 'مبلغ', cell: (o) => <Toman rials={o.total} /> },
  // Posted before it is paid: the post collects the money on delivery.
  { header: 'ارسال', cell: (o) => <ShippingCell orderId={o.id} trackingUrl={o.tracking_url} /> },
  { header: 'وجه', cell: (o) => <CashReceivedButton orderId={o.id} /> },
];

/**
 * Cash orders (pay on delivery) the post has not yet collected, one row per order: the admin ships
 * them and, once the post pays over the money, marks it received. Hidden when there are none.
 */
export function CashOrdersTable() {
  const [page, setPage] = useState(1);
  const limit = STORE_SALES_PAGE_SIZE;
  const orders = trpc.store.admin.cashOrders.useQuery({ skip: (page - 1) * limit, limit }, { placeholderData: (prev) => prev });
  if (orders.isError) return <Text c="red" size="sm">{errorMessage(orders.error)}</Text>;
  if (!orders.data || (orders.data.items.length === 0 && page === 1)) return null;
  return (
    <Stack gap="xs" component="section" aria-label={STORE_ADMIN_LABELS.cashOrders}>
      <Text fw={700}>سفارش‌های پرداخت در محل (در انتظار دریافت وجه)</Text>
      <DataTable rows={orders.data.items} columns={COLUMNS} label="سفارش‌های پرداخت در محل" minWidth={720} rowTestId="cash-order" />
      <Pager page={page} pages={orders.data.has_more ? page + 1 : page} onChange={setPage} />
    </Stack>
  );
}
