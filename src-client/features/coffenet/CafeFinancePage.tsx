import { useState } from 'react';
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { Toman } from '../../ui/Toman';
import { EarningsChart } from './EarningsChart';
import { IncomeAmount, SummaryCard } from './finance-ui';
import { DataTable, type Column } from '../../ui/DataTable';
import { joinParts } from '@shared/text/list';
import { FINANCE_PAGE_SIZE as PAGE } from '@shared/orders/schemas';

/** The cafe finance page (spec 2 §2): three summary cards, the income orders and monthly income, from real orders. */
export default function CafeFinancePage() {
  const [offset, setOffset] = useState(0);
  const finance = trpc.orders.cafeFinance.useQuery({ limit: PAGE, offset }, { placeholderData: (prev) => prev });
  if (finance.isPending) return <PageLoader />;
  if (finance.isError) return <ErrorState message={errorMessage(finance.error)} onRetry={() => finance.refetch()} />;
  const f = finance.data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">امور مالی</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard title="مجموع درآمد سفارش‌ها" value={<IncomeAmount rials={f.total_income} />} />
        <SummaryCard title="سفارش‌های تکمیل و پرداخت‌شده" value={formatNumber(f.completed_orders)} />
        <SummaryCard title="میانگین مبلغ هر سفارش" value={<IncomeAmount rials={f.average_order_value} />} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard title="درآمد خالص (واریز به کیف پول)" value={<IncomeAmount rials={f.net_earnings} />} />
        <SummaryCard title="کارمزد سامانه" value={<IncomeAmount rials={f.platform_fee} />} />
        <SummaryCard title="موجودی کیف پول" value={<IncomeAmount rials={f.wallet_balance} />} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        درآمد سفارش‌ها قیمت سفارش‌های تکمیل و پرداخت‌شده است؛ درآمد خالص و کارمزد از دفتر مالی خوانده می‌شود.
      </Text>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          درآمد این هفته
        </Title>
        <EarningsChart days={f.earning_history} />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          سفارش‌های درآمدزا
        </Title>
        {f.orders.length === 0 ? (
          <EmptyState message="هنوز سفارش تکمیل و پرداخت‌شده‌ای ندارید" />
        ) : (
          <>
            <IncomeOrders orders={f.orders} />
            <Group justify="space-between" mt="sm">
              <Button variant="default" size="xs" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - PAGE))}>
                قبلی
              </Button>
              <Button variant="default" size="xs" disabled={!f.has_more} onClick={() => setOffset((o) => o + PAGE)}>
                بعدی
              </Button>
            </Group>
          </>
        )}
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          درآمد ماهانه
        </Title>
        {f.monthly_income.length === 0 ? (
          <EmptyState message="در دوازده ماه گذشته درآمدی ثبت نشده است" />
        ) : (
          <DataTable rows={f.monthly_income.map((m) => ({ ...m, id: m.month }))} columns={MONTH_COLUMNS} label="درآمد ماهانه" minWidth={320} testId="monthly-income" tableProps={{ striped: false }} />
        )}
      </Card>
    </Stack>
  );
}

type IncomeOrder = RouterOutputs['orders']['cafeFinance']['orders'][number];

const INCOME_COLUMNS: Column<IncomeOrder>[] = [
  { header: 'خدمت', cell: (o) => o.service },
  { header: 'مشتری', cell: (o) => o.customer_name },
  { header: 'مبلغ', cell: (o) => <Toman rials={o.price} /> },
  { header: 'ثبت', cell: (o) => formatJalaliDate(o.created_at) },
  { header: 'تکمیل', cell: (o) => (o.completed_at ? formatJalaliDate(o.completed_at) : '—') },
];

const MONTH_COLUMNS: Column<{ id: string; label: string; orders: number; amount: number }>[] = [
  { header: 'ماه', phone: 'title', cell: (m) => <Text fw={600} size="sm">{m.label}</Text> },
  { header: 'تعداد سفارش', cell: (m) => formatNumber(m.orders) },
  { header: 'درآمد', cell: (m) => <IncomeAmount rials={m.amount} /> },
];

/** The income orders: a table on a wide screen, one stacked row each on a phone (a 520 px table cut the amount). */
function IncomeOrders({ orders }: { orders: IncomeOrder[] }) {
  return <DataTable rows={orders} columns={INCOME_COLUMNS} label="سفارش‌های درآمدزا" minWidth={520} testId="income-table" phoneCard={(o) => <IncomeCard order={o} />} />;
}

/** An income order on a phone: service, customer and dates beside the amount. */
function IncomeCard({ order: o }: { order: IncomeOrder }) {
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {o.service}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{o.customer_name}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {joinParts(`ثبت ${formatJalaliDate(o.created_at)}`, `تکمیل ${o.completed_at ? formatJalaliDate(o.completed_at) : '—'}`)}
          </Text>
        </Stack>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          <Toman rials={o.price} />
        </Text>
      </Group>
    </Paper>
  );
}
