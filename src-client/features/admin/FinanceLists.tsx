import { useState, type ReactNode } from 'react';
import { Badge, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS, type PaymentSource } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { QueryView, Rials, SkipPager } from './admin-ui';
import type { RouterOutputs } from '../../trpc';
import { DataTable, type Column } from '../../ui/DataTable';
import { shortReference } from '@shared/reference';

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

/** One page of a finance list: the table, then the pager (hidden while there is a single page). */
function FinancePage<Row extends { id: string }>({ rows, hasMore, query, setSkip, fetching, table }: { rows: Row[]; hasMore: boolean; query: RangeQuery; setSkip: (n: number) => void; fetching: boolean; table: { columns: Column<Row>[]; label: string; minWidth: number; testId: string } }) {
  return (
    <Stack>
      <DataTable rows={rows} {...table} />
      <SkipPager skip={query.skip} limit={query.limit} hasMore={hasMore} onChange={setSkip} disabled={fetching} />
    </Stack>
  );
}

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

type OrderPayment = RouterOutputs['admin']['financeOrders']['orders'][number];
const ORDER_PAYMENT_COLUMNS: Column<OrderPayment>[] = [
  {
    header: 'سفارش',
    cell: (r) => (
      <>
        {r.service_name}
        <Text size="xs" c="dimmed" dir="ltr">
          {shortReference(r.order_number)}
        </Text>
      </>
    ),
  },
  { header: 'مشتری', cell: (r) => r.customer_username },
  { header: 'کافی‌نت', cell: (r) => r.cafe_name },
  { header: 'مبلغ', cell: (r) => <Rials rials={r.order_amount} /> },
  { header: 'روش', cell: (r) => <Badge variant="light">{r.source === 'wallet' ? 'کیف پول' : 'درگاه'}</Badge> },
  { header: 'کارمزد', cell: (r) => percent(r.platform_fee_percent) },
  { header: 'سهم کافی‌نت', cell: (r) => (r.cafe_share === null ? 'تسویه نشده' : <Rials rials={r.cafe_share} />) },
  { header: 'سهم سامانه', cell: (r) => (r.platform_share === null ? '—' : <Rials rials={r.platform_share} />) },
  { header: 'تاریخ پرداخت', cell: (r) => formatJalaliDate(r.payment_date) },
];

function OrderPaymentsTable({ query, setSkip }: { query: RangeQuery & { source: PaymentSource | null }; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeOrders.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.ordersLoad} isEmpty={(d) => d.orders.length === 0}>
      {(page) => (
        <FinancePage rows={page.orders} hasMore={page.has_more} query={query} setSkip={setSkip} fetching={list.isFetching} table={{ columns: ORDER_PAYMENT_COLUMNS, label: 'پرداخت سفارش‌ها', minWidth: 900, testId: 'finance-orders' }} />
      )}
    </QueryView>
  );
}

export function CafeWithdrawalsTab() {
  return <RangeList>{(query, setSkip) => <CafeWithdrawalsTable query={query} setSkip={setSkip} />}</RangeList>;
}

type CafeWithdrawal = RouterOutputs['admin']['financeWithdrawals']['withdrawals'][number];
const WITHDRAWAL_COLUMNS: Column<CafeWithdrawal>[] = [
  { header: 'کافی‌نت', cell: (r) => r.cafe_name },
  { header: 'مبلغ', cell: (r) => <Rials rials={r.amount} /> },
  { header: 'شبا', cell: (r) => r.iban, ltr: true },
  // Spec 3 §3 "Cafe withdrawal row": the account number beside the IBAN, as the request card shows it.
  { header: 'شماره حساب', cell: (r) => r.account_number, ltr: true },
  { header: 'بانک', cell: (r) => r.bank },
  { header: 'صاحب حساب', cell: (r) => r.full_name },
  { header: 'تاریخ پرداخت', cell: (r) => formatJalaliDate(r.date) },
];

function CafeWithdrawalsTable({ query, setSkip }: { query: RangeQuery; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeWithdrawals.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.withdrawalsLoad} isEmpty={(d) => d.withdrawals.length === 0}>
      {(page) => (
        <FinancePage rows={page.withdrawals} hasMore={page.has_more} query={query} setSkip={setSkip} fetching={list.isFetching} table={{ columns: WITHDRAWAL_COLUMNS, label: 'پرداخت به کافی‌نت‌ها', minWidth: 880, testId: 'finance-withdrawals' }} />
      )}
    </QueryView>
  );
}

export function CafeFeesTab() {
  return <RangeList>{(query, setSkip) => <CafeFeesTable query={query} setSkip={setSkip} />}</RangeList>;
}

type CafeFee = RouterOutputs['admin']['financeFees']['fees'][number];
const FEE_COLUMNS: Column<CafeFee>[] = [
  { header: 'سفارش', cell: (r) => r.service_name },
  { header: 'کافی‌نت', cell: (r) => r.cafe_name },
  { header: 'مبلغ سفارش', cell: (r) => <Rials rials={r.order_amount} /> },
  { header: 'کارمزد', cell: (r) => percent(r.fee_percent) },
  { header: 'سهم سامانه', cell: (r) => <Rials rials={r.platform_share} /> },
  { header: 'سهم کافی‌نت', cell: (r) => <Rials rials={r.cafe_share} /> },
  { header: 'تاریخ تسویه', cell: (r) => formatJalaliDate(r.date) },
];

function CafeFeesTable({ query, setSkip }: { query: RangeQuery; setSkip: (n: number) => void }) {
  const list = trpc.admin.financeFees.useQuery(query, { placeholderData: (p) => p });
  return (
    <QueryView query={list} errorText={ADMIN_MSG.feesLoad} isEmpty={(d) => d.fees.length === 0}>
      {(page) => (
        <FinancePage rows={page.fees} hasMore={page.has_more} query={query} setSkip={setSkip} fetching={list.isFetching} table={{ columns: FEE_COLUMNS, label: 'کارمزد کافی‌نت‌ها', minWidth: 760, testId: 'finance-fees' }} />
      )}
    </QueryView>
  );
}
