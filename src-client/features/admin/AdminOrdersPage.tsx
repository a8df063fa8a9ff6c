import { useState } from 'react';
import { Anchor, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/calendar/dates';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shared/orders/state-machine';
import { searchSelectStates } from '../../ui/search-select';
import { trpc } from '../../trpc';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { AdminOrderDetails } from './AdminOrderDetails';
import { QueryView, Section, SkipPager } from './admin-ui';
import { useQueryParam } from './useQueryParam';
import { TableScroll } from '../../ui/TableScroll';
import { orderReference } from '@shared/order-reference';

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
              <TableScroll minWidth={860} label="سفارش‌ها">
                <Table striped highlightOnHover data-testid="admin-orders">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>شماره</Table.Th>
                      <Table.Th>خدمت</Table.Th>
                      <Table.Th>کافی‌نت</Table.Th>
                      <Table.Th>مشتری</Table.Th>
                      <Table.Th>وضعیت</Table.Th>
                      <Table.Th>مبلغ</Table.Th>
                      <Table.Th>تاریخ</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.orders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => setOpenId(o.id)} dir="ltr" size="sm">
                            {orderReference(o.id)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{o.service}</Table.Td>
                        <Table.Td>{o.coffenet_name}</Table.Td>
                        <Table.Td>{o.user_name}</Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={o.status} />
                        </Table.Td>
                        <Table.Td>{o.price === null ? '—' : <Toman rials={o.price} />}</Table.Td>
                        <Table.Td>{formatJalaliDate(o.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
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
      <Modal opened={openId !== null} onClose={closeDetails} title="جزئیات سفارش" size="xl">
        {openId && <AdminOrderDetails orderId={openId} />}
      </Modal>
    </Stack>
  );
}
