import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ADMIN_MSG } from '@shared/admin/messages';
import { formatJalaliDate } from '@shared/calendar/dates';
import { FINANCE_RESULT_KIND_LABELS, FINANCE_RESULT_REFERENCE_HEADER, FINANCE_RESULT_REFERENCE_KINDS, financeResultStatusLabel } from '@shared/admin/finance-search';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { DataTable, type Column } from '../../ui/DataTable';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { AdminMoveModal, PlatformBalanceCard, type MoveKind } from '../wallet/AdminMoveModal';
import { FeesPanel } from '../wallet/FeesPanel';
import { AuditList } from './AuditList';
import { Count, QueryView, Rials, Section, Tile } from './admin-ui';
import { CafeFeesTab, CafeWithdrawalsTab, OrderPaymentsTab } from './FinanceLists';
import { IncomeChart } from './IncomeChart';
import { StoreSalesTable } from '../store-admin/StoreSalesTable';
import { ShortReference } from '../../ui/ShortReference';

/** The finance tabs, in order; a new list is one more entry here, nothing else on the page changes. */
export const FINANCE_TABS: { value: string; label: string; panel: () => ReactNode }[] = [
  { value: 'orders', label: 'سفارش‌ها', panel: () => <OrderPaymentsTab /> },
  { value: 'store', label: 'فروش فروشگاه', panel: () => <StoreSalesTable errorText={ADMIN_MSG.storeSalesLoad} /> },
  { value: 'withdrawals', label: 'پرداخت به کافی‌نت‌ها', panel: () => <CafeWithdrawalsTab /> },
  { value: 'cafe-fees', label: 'کارمزد کافی‌نت‌ها', panel: () => <CafeFeesTab /> },
  { value: 'fee-settings', label: 'کارمزدها', panel: () => <FeesPanel /> },
];


type CodeResult = RouterOutputs['admin']['searchCode']['results'][number];

const CODE_RESULT_COLUMNS: Column<CodeResult>[] = [
  { header: 'نوع', phone: 'title', cell: (r) => <Badge variant="light">{FINANCE_RESULT_KIND_LABELS.get(r.kind) ?? r.kind}</Badge> },
  // Tells results apart: the number the record shows elsewhere (for a statement line's transfer, that line's).
  { header: FINANCE_RESULT_REFERENCE_HEADER, cell: (r) => <ResultReference result={r} /> },
  { header: 'عنوان', cell: (r) => r.title },
  { header: 'وضعیت', cell: (r) => (r.status ? financeResultStatusLabel(r.kind, r.status) : '—') },
  { header: 'مبلغ', cell: (r) => (r.amount === null ? '—' : <Rials rials={r.amount} />) },
  { header: 'تاریخ', cell: (r) => formatJalaliDate(r.created_at) },
  { header: 'پیوند', phone: 'actions', cell: (r) => r.order_id && <Anchor component={Link} href={`/admin/orders?order_id=${r.order_id}`}>سفارش</Anchor> },
];

function ResultReference({ result }: { result: CodeResult }) {
  const kind = FINANCE_RESULT_REFERENCE_KINDS[result.kind];
  return kind && result.reference_id ? <ShortReference kind={kind} id={result.reference_id} size="xs" /> : '—';
}

/** Search by an order, store order, withdrawal or transfer id, or a gateway authority or ref_id. */
function CodeSearch() {
  const [text, setText] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const found = trpc.admin.searchCode.useQuery({ code: code ?? '' }, { enabled: Boolean(code) });
  return (
    <Section title="جستجو با کد">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) setCode(text.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput style={{ flex: 1 }} label="کد سفارش، برداشت، تراکنش یا پرداخت" dir="ltr" value={text} onChange={(e) => setText(e.currentTarget.value)} leftSection={<IconSearch size={16} />} />
          <Button type="submit">جستجو</Button>
        </Group>
      </form>
      {code && (
        <QueryView query={found} errorText={ADMIN_MSG.searchFailed} isEmpty={(d) => d.results.length === 0} emptyText={ADMIN_MSG.codeNotFound}>
          {(d) => (
            <DataTable rows={d.results.map((r) => ({ ...r, id: `${r.kind}-${r.id}` }))} columns={CODE_RESULT_COLUMNS} label="نتیجه جستجو" minWidth={640} rowTestId="code-result" />
          )}
        </QueryView>
      )}
    </Section>
  );
}

/** Spec 3 §2 /admin/finance. Every figure is rials read from the ledger at the call. */
export default function AdminFinancePage() {
  const wallet = trpc.wallet.admin.balance.useQuery();
  const stats = trpc.admin.financeStatistics.useQuery();
  const chart = trpc.admin.incomeChart.useQuery();
  const [move, setMove] = useState<MoveKind | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">امور مالی</Title>
        <Anchor component={Link} href="/wallet/admin">
          کیف پول سامانه و درخواست‌های برداشت
        </Anchor>
      </Group>
      {wallet.isError ? (
        <ErrorState title={ADMIN_MSG.adminWalletLoad} message={errorMessage(wallet.error)} onRetry={() => void wallet.refetch()} />
      ) : (
        <PlatformBalanceCard rials={wallet.data?.balance} loading={wallet.isPending} onMove={setMove} />
      )}
      <QueryView query={stats} errorText={ADMIN_MSG.statsLoad}>
        {(s) => (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} data-testid="finance-stats">
            <Tile label="درآمد امروز" value={<Rials rials={s.today_income} />} />
            <Tile label="درآمد این ماه" value={<Rials rials={s.monthly_income} />} />
            <Tile label="کل درآمد سامانه" value={<Rials rials={s.total_income} />} />
            <Tile label="کارمزد سفارش‌ها" value={<Rials rials={s.fee_income} />} />
            <Tile label="فروش فروشگاه" value={<Rials rials={s.store_income} />} />
            <Tile label="پرداخت‌های ربات" value={<Rials rials={s.bot_income} />} />
            <Tile label="درآمد کافی‌نت‌ها" value={<Rials rials={s.cafe_earnings} />} />
            <Tile label="پرداخت‌شده به کافی‌نت‌ها" value={<Rials rials={s.paid_withdrawals.amount} />} />
            <Tile label="برداشت‌های در انتظار" value={<><Count n={s.pending_withdrawals.count} /> (<Rials rials={s.pending_withdrawals.amount} />)</>} />
            <Tile label="امانت سفارش‌ها" value={<Rials rials={s.escrow_balance} />} />
            <Tile label="تراکنش‌های امروز" value={<Count n={s.today_transactions} />} />
            <Tile label="رشد ماهانه" value={s.monthly_growth_percent === null ? '—' : `${formatNumber(s.monthly_growth_percent)}٪`} />
          </SimpleGrid>
        )}
      </QueryView>
      <Section title="درآمد روزانه سامانه (۳۰ روز اخیر)">
        <QueryView query={chart} errorText={ADMIN_MSG.statsLoad}>
          {(days) => (days.some((d) => d.total > 0) ? <IncomeChart days={days} /> : <EmptyState message="در ۳۰ روز اخیر درآمدی ثبت نشده است" />)}
        </QueryView>
        <Text size="xs" c="dimmed">
          کارمزد سفارش‌ها، فروش فروشگاه و پرداخت‌های ربات، به تومان.
        </Text>
      </Section>
      <CodeSearch />
      <Tabs defaultValue={FINANCE_TABS[0]!.value} keepMounted={false}>
        <Tabs.List>
          {FINANCE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FINANCE_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.panel()}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AuditList area="finance" />
      <AdminMoveModal kind={move} onClose={() => setMove(null)} />
    </Stack>
  );
}
