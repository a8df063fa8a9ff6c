import { useState, type ReactNode } from 'react';
import { Badge, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS, type PaymentSource } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/dates';
import { formatNumber } from '@shared/money';
import { trpc } from '../../trpc';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { QueryView, Rials, SkipPager } from './admin-ui';

export interface RangeQuery {
  skip: number;
  limit: number;
  from_date: string | null;
  to_date: string | null;
}

/** A Persian date range and skip/limit paging (pages of 20) around one finance list. */
function RangeList({ children, extra }: { children: (query: RangeQuery, setSkip: (skip: number) => void) => ReactNode; extra?: ReactNode }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [skip, setSkip] = useState(0);
  const bad = Boolean(from && to && from > to);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PersianDateInput label="از تاریخ" value={from} onChange={(v) => (setFrom(v), setSkip(0))} clearable />
        <PersianDateInput label="تا تاریخ" value={to} onChange={(v) => (setTo(v), setSkip(0))} clearable error={bad ? ADMIN_MSG.dateRangeInvalid : undefined} />
        {extra}
      </SimpleGrid>
      {children({ skip, limit: ADMIN_LIMITS.financePage, from_date: from, to_date: bad ? null : to }, setSkip)}
    </Stack>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value)}٪`);

export function OrderPaymentsTab() {
  const [source, setSource] = useState<'all' | PaymentSource>('all');
  return (
    <RangeList
      extra={
        <SegmentedControl
          value={source}
          onChange={(v) => setSource(v as typeof source)}
          data={[
            { value: 'all', label: 'همه' },
            { value: 'wallet', label: 'کیف پول' },
            { value: 'gateway', label: 'درگاه' },
          ]}
        />
      }
    >
      {(query, setSkip) => <OrderPaymentsTable query={{ ...query, source: source === 'all' ? null : source }} setSkip={setSkip} />}
    </RangeList>
  );
}

function OrderPaymentsTable({ query, setSkip }: { query: RangeQuery & { source: PaymentSource | null }; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeOrders.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.ordersLoad} isEmpty={(d) => d.orders.length === 0}>
      {(page) => (
        <Stack>
          <Table.ScrollContainer minWidth={900}>
            <Table striped data-testid="finance-orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>سفارش</Table.Th>
                  <Table.Th>مشتری</Table.Th>
                  <Table.Th>کافی‌نت</Table.Th>
                  <Table.Th>مبلغ</Table.Th>
                  <Table.Th>روش</Table.Th>
                  <Table.Th>کارمزد</Table.Th>
                  <Table.Th>سهم کافی‌نت</Table.Th>
                  <Table.Th>سهم سامانه</Table.Th>
                  <Table.Th>تاریخ پرداخت</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.orders.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {r.service_name}
                      <Text size="xs" c="dimmed" dir="ltr">
                        {r.order_number.slice(0, 8)}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.customer_username}</Table.Td>
                    <Table.Td>{r.cafe_name}</Table.Td>
                    <Table.Td><Rials rials={r.order_amount} /></Table.Td>
                    <Table.Td><Badge variant="light">{r.source === 'wallet' ? 'کیف پول' : 'درگاه'}</Badge></Table.Td>
                    <Table.Td>{percent(r.platform_fee_percent)}</Table.Td>
                    <Table.Td>{r.cafe_share === null ? 'تسویه نشده' : <Rials rials={r.cafe_share} />}</Table.Td>
                    <Table.Td>{r.platform_share === null ? '—' : <Rials rials={r.platform_share} />}</Table.Td>
                    <Table.Td>{formatJalaliDate(r.payment_date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SkipPager skip={query.skip} limit={query.limit} hasMore={page.has_more} onChange={setSkip} disabled={list.isFetching} />
        </Stack>
      )}
    </QueryView>
  );
}

export function CafeWithdrawalsTab() {
  return <RangeList>{(query, setSkip) => <CafeWithdrawalsTable query={query} setSkip={setSkip} />}</RangeList>;
}

function CafeWithdrawalsTable({ query, setSkip }: { query: RangeQuery; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeWithdrawals.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.withdrawalsLoad} isEmpty={(d) => d.withdrawals.length === 0}>
      {(page) => (
        <Stack>
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-testid="finance-withdrawals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>کافی‌نت</Table.Th>
                  <Table.Th>مبلغ</Table.Th>
                  <Table.Th>شبا</Table.Th>
                  <Table.Th>بانک</Table.Th>
                  <Table.Th>صاحب حساب</Table.Th>
                  <Table.Th>تاریخ پرداخت</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.withdrawals.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.cafe_name}</Table.Td>
                    <Table.Td><Rials rials={r.amount} /></Table.Td>
                    <Table.Td dir="ltr">{r.iban}</Table.Td>
                    <Table.Td>{r.bank}</Table.Td>
                    <Table.Td>{r.full_name}</Table.Td>
                    <Table.Td>{formatJalaliDate(r.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SkipPager skip={query.skip} limit={query.limit} hasMore={page.has_more} onChange={setSkip} disabled={list.isFetching} />
        </Stack>
      )}
    </QueryView>
  );
}

export function CafeFeesTab() {
  return <RangeList>{(query, setSkip) => <CafeFeesTable query={query} setSkip={setSkip} />}</RangeList>;
}

function CafeFeesTable({ query, setSkip }: { query: RangeQuery; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeFees.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.feesLoad} isEmpty={(d) => d.fees.length === 0}>
      {(page) => (
        <Stack>
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-testid="finance-fees">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>سفارش</Table.Th>
                  <Table.Th>کافی‌نت</Table.Th>
                  <Table.Th>مبلغ سفارش</Table.Th>
                  <Table.Th>کارمزد</Table.Th>
                  <Table.Th>سهم سامانه</Table.Th>
                  <Table.Th>سهم کافی‌نت</Table.Th>
                  <Table.Th>تاریخ تسویه</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.fees.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.service_name}</Table.Td>
                    <Table.Td>{r.cafe_name}</Table.Td>
                    <Table.Td><Rials rials={r.order_amount} /></Table.Td>
                    <Table.Td>{percent(r.fee_percent)}</Table.Td>
                    <Table.Td><Rials rials={r.platform_share} /></Table.Td>
                    <Table.Td><Rials rials={r.cafe_share} /></Table.Td>
                    <Table.Td>{formatJalaliDate(r.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="center">
            <SkipPager skip={query.skip} limit={query.limit} hasMore={page.has_more} onChange={setSkip} disabled={list.isFetching} />
          </Group>
        </Stack>
      )}
    </QueryView>
  );
}
