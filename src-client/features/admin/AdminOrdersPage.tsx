import { useState } from 'react';
import { Anchor, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/calendar/dates';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shared/orders/state-machine';
import { searchSelectStates } from '../../ui/search-select';
import { trpc, type RouterOutputs } from '../../trpc';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { AdminOrderDetails } from './AdminOrderDetails';
import { AuditList } from './AuditList';
import { QueryView, Section, SkipPager } from './admin-ui';
import { useQueryParam } from './useQueryParam';
import { DataTable, type Column } from '../../ui/DataTable';
import { shortReference } from '@shared/reference';

const ORDER_NUMBER = /^[0-9a-f]{0,24}$/;

/** A searchable pick of a cafe or a customer, read from the admin lists as one types. */
function usePicker(kind: 'cafe' | 'user', text: string) {
  const [q] = useDebouncedValue(text.trim(), 300);
  const cafes = trpc.admin.cafes.useQuery({ skip: 0, limit: 20, search: q || undefined }, { enabled: kind === 'cafe' });
  const users = trpc.admin.users.useQuery({ skip: 0, limit: 20, search: q || undefined }, { enabled: kind === 'user' });
  if (kind === 'cafe') {
    return { data: (cafes.data?.cafes ?? []).map((c) => ({ value: c.id, label: c.cafe_name })), ...searchSelectStates(cafes, { empty: ADMIN_MSG.noCafes, failed: ADMIN_MSG.cafeSearchFailed }) };
  }
  return {
    data: (users.data?.users ?? []).filter((u) => u.role === 'user').map((u) => ({ value: u.id, label: u.username })),
    ...searchSelectStates(users, { empty: ADMIN_MSG.noUsers, failed: ADMIN_MSG.userSearchFailed }),
  };
}

type AdminOrder = RouterOutputs['admin']['orders']['orders'][number];

/** The order number opens the details; on a phone it heads the card next to the status. */
function orderColumns(open: (id: string) => void): Column<AdminOrder>[] {
  return [
    {
      header: 'شماره',
      cell: (o) => (
        <Anchor component="button" type="button" onClick={() => open(o.id)} dir="ltr" size="sm">
          {shortReference(o.id)}
        </Anchor>
      ),
    },
    { header: 'خدمت', cell: (o) => o.service },
    { header: 'کافی‌نت', cell: (o) => o.coffenet_name },
    { header: 'مشتری', cell: (o) => o.user_name },
    { header: 'وضعیت', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: 'مبلغ', cell: (o) => (o.price === null ? '—' : <Toman rials={o.price} />) },
    { header: 'تاریخ', cell: (o) => formatJalaliDate(o.created_at) },
  ];
}

/** Spec 3 §2 /admin/orders: every order, filtered and paged in SQL, with the details modal. */
export default function AdminOrdersPage() {
  const [orderParam, setOrderParam] = useQueryParam('order_id');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [cafeId, setCafeId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [cafeText, setCafeText] = useState('');
  const [userText, setUserText] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [skip, setSkip] = useState(0);
  const [orderText, setOrderText] = useState(orderParam);
  const [orderNumber] = useDebouncedValue(orderText.trim().toLowerCase(), 300);
  const [openId, setOpenId] = useState<string | null>(orderParam.length === 24 ? orderParam : null);
  const cafePicker = usePicker('cafe', cafeText);
  const userPicker = usePicker('user', userText);
  const validNumber = ORDER_NUMBER.test(orderNumber);
  const badRange = Boolean(from && to && from > to);

  const orders = trpc.admin.orders.useQuery(
    { skip, limit: ADMIN_LIMITS.ordersPage, status, cafe_id: cafeId, user_id: userId, order_id: validNumber && orderNumber ? orderNumber : null, from_date: from, to_date: badRange ? null : to },
    { placeholderData: (p) => p },
  );
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setSkip(0);
  };
  const closeDetails = () => {
    setOpenId(null);
    if (orderParam) setOrderParam(null);
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">همه سفارش‌ها</Title>
      <Section title="فیلترها">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="شماره سفارش"
            placeholder="شناسه یا ابتدای آن"
            value={orderText}
            dir="ltr"
            error={validNumber ? undefined : ADMIN_MSG.orderNumberInvalid}
            onChange={(e) => {
              setOrderText(e.currentTarget.value);
              setSkip(0);
            }}
          />
          <Select
            label="وضعیت"
            placeholder="همه"
            clearable
            data={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
            value={status}
            onChange={reset((v: string | null) => setStatus(v as OrderStatus | null))}
          />
          <Select label="کافی‌نت" placeholder="همه" searchable clearable {...cafePicker} filter={({ options }) => options} value={cafeId} onChange={reset(setCafeId)} searchValue={cafeText} onSearchChange={setCafeText} />
          <Select label="مشتری" placeholder="همه" searchable clearable {...userPicker} filter={({ options }) => options} value={userId} onChange={reset(setUserId)} searchValue={userText} onSearchChange={setUserText} />
          <PersianDateInput label="از تاریخ" value={from} onChange={reset(setFrom)} clearable />
          <PersianDateInput label="تا تاریخ" value={to} onChange={reset(setTo)} clearable error={badRange ? ADMIN_MSG.dateRangeInvalid : undefined} />
        </SimpleGrid>
      </Section>
      <Section title="سفارش‌ها">
        <QueryView query={orders} errorText={ADMIN_MSG.ordersLoad} isEmpty={(d) => d.orders.length === 0} emptyText={ADMIN_MSG.noOrders}>
          {(page) => (
            <Stack>
              <DataTable rows={page.orders} columns={orderColumns(setOpenId)} label="سفارش‌ها" minWidth={860} testId="admin-orders" rowTestId="admin-order-row" tableProps={{ highlightOnHover: true }} />
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  برای دیدن جزئیات روی شماره سفارش بزنید.
                </Text>
                <SkipPager skip={skip} limit={ADMIN_LIMITS.ordersPage} hasMore={page.has_more} onChange={setSkip} disabled={orders.isFetching} />
              </Group>
            </Stack>
          )}
        </QueryView>
      </Section>
      <AuditList area="orders" />
      <Modal opened={openId !== null} onClose={closeDetails} title="جزئیات سفارش" size="xl">
        {openId && <AdminOrderDetails orderId={openId} headingOrder={3} />}
      </Modal>
    </Stack>
  );
}
