import { useState } from 'react';
import { Anchor, Badge, Card, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { TRANSACTION_TYPE_LABELS, isCreditLeg, transactionOrderPath, type TransactionType } from '@shared/wallet/transactions';
import { WALLET_MSG, WALLET_LABELS } from '@shared/wallet/messages';
import { REFERENCE_LABELS } from '@shared/reference';
import type { RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { SignedToman, WalletToman } from './AmountText';
import { DataTable, type Column } from '../../ui/DataTable';
import { ShortReference } from '../../ui/ShortReference';
import { useSession } from '../../session/useSession';

type Statement = RouterOutputs['wallet']['transactions'];
type Transaction = Statement['items'][number];

export interface StatementQuery {
  limit: number;
  skip: number;
  search?: string;
}

interface QueryState {
  data: Statement | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The spec's count footer shows once a page holds 10 or more rows. */
const FOOTER_FROM = 10;

const TRANSACTION_COLUMNS: Column<Transaction>[] = [
  { header: REFERENCE_LABELS.transaction, cell: (t) => <ShortReference kind="transaction" id={t.id} size="xs" /> },
  { header: 'نوع', cell: (t) => <KindBadge t={t} /> },
  { header: 'مبلغ', cell: (t) => <SignedToman rials={t.amount} /> },
  { header: 'مانده', cell: (t) => <WalletToman rials={t.balance_after} size="sm" /> },
  { header: 'تاریخ', cell: (t) => <Text size="sm">{formatJalaliDateTime(t.created_at)}</Text> },
  {
    header: 'توضیحات',
    cell: (t) => (
      <>
        <Text size="sm" lineClamp={2}>
          {t.description}
        </Text>
        <OrderOfTransaction t={t} />
      </>
    ),
  },
];

/** The order a line paid for, earned from or refunded (spec 3 §3 order_id), linked where the reader can open it. */
function OrderOfTransaction({ t }: { t: Transaction }) {
  const { role } = useSession();
  if (!t.order_id) return null;
  const path = transactionOrderPath(role, t.transaction_type, t.order_id);
  const reference = <ShortReference kind="order" id={t.order_id} size="xs" />;
  return (
    <Text size="xs" c="dimmed" data-testid="transaction-order">
      {REFERENCE_LABELS.order}{' '}
      {path ? (
        <Anchor component={Link} href={path} size="xs">
          {reference}
        </Anchor>
      ) : (
        reference
      )}
    </Text>
  );
}

/**
 * A wallet's statement: newest first, paged and searched on the server (search by a piece of
 * the transaction id, spec 3 §5, the reference as shown included), with each row's reference,
 * type, signed amount and balance after it.
 */
export function TransactionsTable({
  title = 'تراکنش‌ها',
  pageSize,
  useStatement,
}: {
  title?: string;
  pageSize: number;
  useStatement: (query: StatementQuery) => QueryState;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useStatement({ limit: pageSize, skip: (page - 1) * pageSize, search: debounced || undefined });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <TextInput
            placeholder={`جستجو با ${REFERENCE_LABELS.transaction}`}
            aria-label={WALLET_LABELS.searchBy(REFERENCE_LABELS.transaction)}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <ErrorState title={WALLET_MSG.transactionsLoadError} message={errorMessage(query.error)} onRetry={() => query.refetch()} />
        ) : !query.data || query.data.items.length === 0 ? (
          <EmptyState message={debounced ? WALLET_MSG.noTransactionMatch : WALLET_MSG.noTransactions} />
        ) : (
          <>
            <DataTable
              rows={query.data.items}
              columns={TRANSACTION_COLUMNS}
              label="تراکنش‌ها"
              minWidth={720}
              testId="transaction-rows"
              rowTestId="transaction-row"
              tableProps={{ highlightOnHover: true, verticalSpacing: 'sm' }}
              phoneCard={(t) => <TransactionRow t={t} />}
            />
            <Group justify="space-between" wrap="wrap">
              {query.data.items.length >= FOOTER_FROM ? (
                <Text size="sm" c="dimmed">
                  {formatNumber(query.data.total)} تراکنش
                </Text>
              ) : (
                <span />
              )}
              {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={WALLET_LABELS.transactionPages} />}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

function KindBadge({ t }: { t: Transaction }) {
  return (
    <Badge variant="light" color={isCreditLeg(t.transaction_type as TransactionType, t.amount) ? 'teal' : 'red'}>
      {TRANSACTION_TYPE_LABELS[t.transaction_type as TransactionType] ?? t.transaction_type}
    </Badge>
  );
}

/** One transaction as a phone shows it whole (the six-column table hid the date and the balance): kind and amount, then date and balance, then why. */
function TransactionRow({ t }: { t: Transaction }) {
  return (
    <Stack gap={4} py="sm" data-testid="transaction-row" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap">
        <KindBadge t={t} />
        <SignedToman rials={t.amount} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="xs" c="dimmed">
          {formatJalaliDateTime(t.created_at)}
        </Text>
        <Text size="xs" c="dimmed">
          مانده: <WalletToman rials={t.balance_after} size="xs" />
        </Text>
      </Group>
      {t.description && (
        <Text size="sm" lineClamp={2}>
          {t.description}
        </Text>
      )}
      <OrderOfTransaction t={t} />
      <Text size="xs" c="dimmed">
        {REFERENCE_LABELS.transaction} <ShortReference kind="transaction" id={t.id} size="xs" />
      </Text>
    </Stack>
  );
}
