import { useState } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { ADMIN_MSG, ADMIN_LABELS } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { formatRating } from '@shared/catalogue/constants';
import { persianDigits } from '@shared/text/digits';
import { trpc, type RouterOutputs } from '../../trpc';
import { actionFailureText } from '../../errors';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { AddCafeForm } from './AddCafeForm';
import { AuditList } from './AuditList';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { Count, QueryView, Rials, Section, SkipPager, Tile, useStepBackFromEmptyPage } from './admin-ui';
import { useQueryParam } from './useQueryParam';
import { DataTable, type Column } from '../../ui/DataTable';
import { joinParts } from '@shared/text/list';

type AdminCafe = RouterOutputs['admin']['cafes']['cafes'][number];

/** Status toggle, add and delete failures show the action, the status code and the server's text (spec 3 §8). */
function CafeCard({ cafe }: { cafe: AdminCafe }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.admin.invalidate();
  const failure = (action: string) => (e: unknown) => toast.error(actionFailureText(action, e), { duration: 2500 });
  const toggle = trpc.admin.setCafeActive.useMutation({ onSuccess: (r) => (toast.success(r.message, { duration: 1500 }), refresh()), onError: failure(ADMIN_MSG.cafeToggleAction) });
  const remove = trpc.admin.deleteCafe.useMutation({ onSuccess: (r) => (toast.success(r.message, { duration: 1500 }), refresh()), onError: failure(ADMIN_MSG.cafeDeleteAction) });
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-cafe-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{cafe.cafe_name}</Text>
          {cafe.active ? <Badge color="teal">فعال</Badge> : <Badge color="gray">غیرفعال</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {joinParts(cafe.username, cafe.email)}
        </Text>
        {/* Stored in ASCII digits, shown in Persian ones, left to right (as the public cafe card). */}
        {cafe.phone ? (
          <Text size="sm" dir="ltr" ta="right" data-testid="admin-cafe-phone">
            {persianDigits(cafe.phone)}
          </Text>
        ) : (
          <Text size="sm">—</Text>
        )}
        <Text size="sm">{cafe.address ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          عضویت: {formatJalaliDate(cafe.created_at)}
        </Text>
        <Group gap="xs" mt={4}>
          <ConfirmButton
            label={cafe.active ? 'غیرفعال کردن' : 'فعال کردن'}
            color={cafe.active ? 'orange' : 'teal'}
            loading={toggle.isPending}
            onConfirm={() => toggle.mutate({ id: cafe.id, active: !cafe.active })}
          />
          <ConfirmButton label="حذف" color="red" question={ADMIN_MSG.confirmDeleteCafe} loading={remove.isPending} onConfirm={() => remove.mutate({ id: cafe.id })} />
        </Group>
      </Stack>
    </Card>
  );
}

type ReportRow = RouterOutputs['admin']['cafeFinancialReport']['rows'][number];

const REPORT_COLUMNS: Column<ReportRow>[] = [
  {
    header: 'کافی‌نت',
    phone: 'title',
    cell: (r) => (
      <>
        {r.name}
        <Text size="xs" c="dimmed">
          {r.username}
        </Text>
      </>
    ),
  },
  { header: 'درآمد کل', cell: (r) => <Rials rials={r.totalRevenue} /> },
  { header: 'درآمد این ماه', cell: (r) => <Rials rials={r.monthlyRevenue} /> },
  { header: 'سفارش‌های تسویه‌شده', cell: (r) => <Count n={r.orderCount} /> },
  { header: 'میانگین هر سفارش', cell: (r) => <Rials rials={r.avgOrderValue} /> },
];

function FinancialReport() {
  const tiles = trpc.admin.cafeSummary.useQuery();
  const [skip, setSkip] = useState(0);
  const report = trpc.admin.cafeFinancialReport.useQuery({ skip, limit: ADMIN_LIMITS.cafesPage }, { placeholderData: (p) => p });
  return (
    <Section title="گزارش مالی کافی‌نت‌ها">
      <QueryView query={tiles} errorText={ADMIN_MSG.statsLoad}>
        {(t) => (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <Tile label="درآمد کل کافی‌نت‌ها" value={<Rials rials={t.total_revenue} />} />
            <Tile label="تعداد تراکنش‌ها" value={<Count n={t.transaction_count} />} />
            <Tile label="کارمزد سامانه" value={<Rials rials={t.platform_fee} />} />
            <Tile label="پرداخت‌های معوق" value={<Count n={t.overdue_payments} />} />
            <Tile label="میانگین درآمد هر کافی‌نت" value={<Rials rials={t.average_revenue_per_cafe} />} />
            <Tile label="رشد ماهانه" value={t.monthly_growth_percent === null ? '—' : `${formatNumber(t.monthly_growth_percent)}٪`} />
          </SimpleGrid>
        )}
      </QueryView>
      <QueryView query={report} errorText={ADMIN_MSG.statsLoad} isEmpty={(d) => d.rows.length === 0} emptyText={ADMIN_MSG.noCafes}>
        {(page) => (
          <Stack>
            <DataTable rows={page.rows} columns={REPORT_COLUMNS} label="گزارش مالی کافی‌نت‌ها" minWidth={640} />
            <SkipPager skip={skip} limit={ADMIN_LIMITS.cafesPage} hasMore={page.has_more} onChange={setSkip} disabled={report.isFetching} />
          </Stack>
        )}
      </QueryView>
    </Section>
  );
}

function Statistics() {
  const stats = trpc.admin.cafeStatistics.useQuery();
  const pending = trpc.admin.pendingPayments.useQuery();
  const recent = trpc.admin.cafeTransactions.useQuery();
  return (
    <Section title="آمار کافی‌نت‌ها">
      <QueryView query={stats} errorText={ADMIN_MSG.statsLoad}>
        {(s) => (
          <Stack>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
              <Tile label="کل کافی‌نت‌ها" value={<Count n={s.total_coffenets} />} testId="cafes-total" />
              <Tile label="فعال" value={<Count n={s.active_coffenets} />} testId="cafes-active" />
              <Tile label="جدید در این ماه" value={<Count n={s.new_this_month} />} />
              <Tile label="سفارش‌های در انتظار" value={<Count n={s.pending_orders} />} />
              <Tile label="کافی‌نت‌های محبوب" value={<Count n={s.popular_coffenets} />} />
              <Tile label="میانگین امتیاز" value={formatRating(s.average_rating)} />
            </SimpleGrid>
            {s.popular_coffenets_list.length > 0 && (
              <Text size="sm">
                محبوب‌ترین‌ها: {joinParts(...s.popular_coffenets_list.map((p) => `${p.name} (${joinParts(formatRating(p.average_rating), `${formatNumber(p.order_count)} سفارش`)})`))}
              </Text>
            )}
          </Stack>
        )}
      </QueryView>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Text fw={600}>درخواست‌های برداشت در انتظار</Text>
          <QueryView query={pending} errorText={ADMIN_MSG.withdrawalsLoad} isEmpty={(d) => d.length === 0}>
            {(rows) => rows.map((r) => (
              <Group key={r.id} justify="space-between">
                <Text size="sm">{r.cafe_name ?? r.username}</Text>
                <Rials rials={r.amount} />
                <Text size="xs" c="dimmed">{formatJalaliDate(r.created_at)}</Text>
              </Group>
            ))}
          </QueryView>
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>تراکنش‌های اخیر کافی‌نت‌ها</Text>
          <QueryView query={recent} errorText={ADMIN_MSG.statsLoad} isEmpty={(d) => d.length === 0}>
            {(rows) => rows.slice(0, 8).map((r) => (
              <Group key={r.id} justify="space-between">
                <Text size="sm">{r.cafe_name ?? '—'}</Text>
                <Text size="sm">{r.type === 'earning' ? 'درآمد سفارش' : 'تسویه به حساب'}</Text>
                <Rials rials={r.amount} />
              </Group>
            ))}
          </QueryView>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

/** Spec 3 §2 /admin/coffenet: financial report, statistics, search, add-cafe and the cafe cards. */
export default function AdminCafesPage() {
  const [search, setSearch] = useQueryParam('search');
  const [skip, setSkip] = useState(0);
  const [text, setText] = useDebouncedSearch(search, (q) => {
    setSearch(q || null);
    setSkip(0);
  });
  const cafes = trpc.admin.cafes.useQuery({ skip, limit: ADMIN_LIMITS.cafesPage, search: search || undefined }, { placeholderData: (p) => p });
  useStepBackFromEmptyPage(skip, ADMIN_LIMITS.cafesPage, cafes.isPlaceholderData ? undefined : cafes.data?.cafes.length, setSkip);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">مدیریت کافی‌نت‌ها</Title>
      <FinancialReport />
      <Statistics />
      <AddCafeForm />
      <Section title="کافی‌نت‌ها">
        <TextInput leftSection={<IconSearch size={16} />} placeholder="جستجوی نام کافی‌نت یا نام کاربری" aria-label={ADMIN_LABELS.cafeSearch} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <QueryView query={cafes} errorText={ADMIN_MSG.cafesLoad} isEmpty={(d) => d.cafes.length === 0} emptyText={ADMIN_MSG.noCafes}>
          {(page) => (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {page.cafes.map((c) => (
                  <CafeCard key={c.id} cafe={c} />
                ))}
              </SimpleGrid>
              <SkipPager skip={skip} limit={ADMIN_LIMITS.cafesPage} hasMore={page.has_more} onChange={setSkip} disabled={cafes.isFetching} />
            </Stack>
          )}
        </QueryView>
      </Section>
      <AuditList area="cafes" />
    </Stack>
  );
}
