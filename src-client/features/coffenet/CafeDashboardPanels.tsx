import { useState } from 'react';
import { Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ReadOnlyStars } from '../../ui/ReadOnlyStars';
import { Link } from 'wouter';
import { ORDER_MSG } from '@shared/orders/messages';
import { allowedActions, detailsEditable, ORDER_POLL_MS } from '@shared/orders/state-machine';
import { RATING_HISTORY } from '@shared/orders/schemas';
import { formatJalaliDate, formatRelativeTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { useNow } from '../../ui/useNow';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { CafeOrderSummary } from '../orders/CafeOrderSummary';
import { OrderFilesList } from '../orders/OrderFilesList';
import { CompleteForm, DetailsForm, PricingForm, RejectForm } from '../orders/CafeDecisionForms';
import { cafeOrdersError } from '../orders/cafe-errors';
import { EarningsChart } from './EarningsChart';
import { IncomeAmount, SummaryCard } from './finance-ui';
import { orderChatPath } from '@shared/routes';
import { JoinedParts } from '../../ui/JoinedParts';
import { joinParts } from '@shared/text/list';
import { CATALOGUE_LABELS, CATALOGUE_MSG } from '@shared/catalogue/messages';
import { formatRating } from '@shared/catalogue/constants';

type Order = RouterOutputs['orders']['assigned']['orders'][number];
const DASHBOARD_ORDERS = 3;

/** The cafe dashboard's finance summary (spec 2 §2): wallet and earnings from the ledger, the week's chart from completed orders. */
export function CafeFinanceSummary() {
  const finance = trpc.orders.cafeFinance.useQuery({ limit: 1, offset: 0 });
  if (finance.isPending) return <PageLoader />;
  if (finance.isError) return <ErrorState message={errorMessage(finance.error)} onRetry={() => finance.refetch()} />;
  const f = finance.data;
  return (
    <Card withBorder radius="md" data-testid="cafe-finance-summary">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">خلاصه مالی</Title>
        <Button component={Link} href="/coffenet/finance" variant="subtle" size="xs">
          جزئیات
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        <SummaryCard title="موجودی کیف پول" value={<IncomeAmount rials={f.wallet_balance} />} />
        {/* Spec 2 §2: total earnings; what reached the wallet after the platform's fee under it. */}
        <SummaryCard
          title="کل درآمد سفارش‌ها"
          value={<IncomeAmount rials={f.total_earnings} />}
          hint={
            <>
              خالص پس از کسر کارمزد: <IncomeAmount rials={f.net_earnings} />
            </>
          }
        />
        <SummaryCard title="تکمیل‌شده امروز" value={formatNumber(f.today_completed_orders)} />
      </SimpleGrid>
      <EarningsChart days={f.earning_history} />
    </Card>
  );
}

/** The first three assigned orders with a details dialog and a status dialog offering what the state machine allows. */
export function CafeRecentOrders() {
  const orders = trpc.orders.assigned.useQuery({ limit: DASHBOARD_ORDERS, offset: 0 }, { refetchInterval: ORDER_POLL_MS.cafeOrders });
  const [details, setDetails] = useState<Order | null>(null);
  const [status, setStatus] = useState<Order | null>(null);
  // The list is polled, but an unchanged answer does not re-render it: the times tick on their own.
  const now = useNow();
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">سفارش‌های دریافتی</Title>
        <Button component={Link} href="/coffenet/assignedorders" variant="subtle" size="xs">
          همه سفارش‌ها
        </Button>
      </Group>
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorState message={cafeOrdersError(orders.error)} onRetry={() => orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState message={ORDER_MSG.noOrders} />
      ) : (
        <Stack gap="md" data-testid="dashboard-orders">
          {orders.data.orders.map((o) => (
            // Name and status on one line, the actions under them: on a phone one row of all four
            // cut the service's name down to "پرینت سیاه ...".
            <Stack key={o.id} gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {o.service_type}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <JoinedParts parts={[<bdi>{o.user_name}</bdi>, formatRelativeTime(o.created_at, now)]} />
                  </Text>
                </Stack>
                <OrderStatusBadge status={o.status} />
              </Group>
              <Group gap={6}>
                <Button size="compact-xs" variant="default" onClick={() => setDetails(o)}>
                  جزئیات
                </Button>
                {allowedActions(o.status, 'cafe').length > 0 && (
                  <Button size="compact-xs" variant="light" onClick={() => setStatus(o)}>
                    تغییر وضعیت
                  </Button>
                )}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <Modal opened={Boolean(details)} onClose={() => setDetails(null)} title="جزئیات سفارش" centered size="lg">
        {details && (
          <Stack>
            <CafeOrderSummary order={details} />
            <OrderFilesList orderId={details.id} files={details.files} />
            <Button component={Link} href={orderChatPath('coffenet', details.id)} variant="light">
              گفتگو با مشتری
            </Button>
          </Stack>
        )}
      </Modal>
      <Modal opened={Boolean(status)} onClose={() => setStatus(null)} title="تغییر وضعیت سفارش" centered>
        {status && <StatusForms order={status} onDone={() => setStatus(null)} />}
      </Modal>
    </Card>
  );
}

function StatusForms({ order, onDone }: { order: Order; onDone: () => void }) {
  const actions = allowedActions(order.status, 'cafe');
  return (
    <Stack>
      {actions.includes('price') && <PricingForm orderId={order.id} onDone={onDone} />}
      {actions.includes('reject') && <RejectForm orderId={order.id} onDone={onDone} />}
      {detailsEditable(order.status) && <DetailsForm order={order} onDone={onDone} />}
      {actions.includes('complete') && <CompleteForm orderId={order.id} onDone={onDone} />}
    </Stack>
  );
}

/** Rating statistics and the newest ratings (10, or 20 after a refresh). */
export function CafeRatingsPanel() {
  const [limit, setLimit] = useState<number>(RATING_HISTORY.default);
  const stats = trpc.orders.cafeRatingStats.useQuery({});
  const history = trpc.orders.cafeRatingHistory.useQuery({ limit });
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">امتیازها</Title>
        <Button
          size="xs"
          variant="subtle"
          loading={history.isFetching}
          onClick={() => (limit === RATING_HISTORY.refreshed ? history.refetch() : setLimit(RATING_HISTORY.refreshed))}
        >
          به‌روزرسانی
        </Button>
      </Group>
      {stats.isPending ? (
        <PageLoader />
      ) : stats.isError ? (
        <ErrorState message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : (
        <Stack gap={4} mb="md" data-testid="cafe-rating-stats">
          <Group gap="xs">
            {/* One decimal as on every cafe card; an unrated cafe reads «بدون امتیاز», as its profile card beside this does. */}
            <Text fw={800} fz="xl">
              {stats.data.total_ratings ? formatRating(stats.data.average_rating) : CATALOGUE_MSG.noRatingYet}
            </Text>
            <ReadOnlyStars value={stats.data.average_rating} />
            <Text size="sm" c="dimmed">
              از {formatNumber(stats.data.total_ratings)} امتیاز
            </Text>
          </Group>
          {([5, 4, 3, 2, 1] as const).map((star) => (
            <Group key={star} gap="xs" wrap="nowrap">
              <Text size="xs" w={50}>
                {formatNumber(star)} ستاره
              </Text>
              <Progress
                style={{ flex: 1 }}
                value={stats.data.total_ratings ? (stats.data.distribution[star] / stats.data.total_ratings) * 100 : 0}
                color="yellow"
                aria-label={CATALOGUE_LABELS.ratingShare(formatNumber(star))}
              />
              <Text size="xs" w={30}>
                {formatNumber(stats.data.distribution[star])}
              </Text>
            </Group>
          ))}
          <Text size="xs" c="dimmed">
            امتیازهایی که شما به مشتریان داده‌اید: {formatNumber(stats.data.total_ratings_given)}
            {stats.data.total_ratings_given ? ` (میانگین ${formatRating(stats.data.average_rating_given)})` : ''}
          </Text>
        </Stack>
      )}
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState message={ORDER_MSG.noRatings} />
      ) : (
        <Stack gap="xs" data-testid="rating-history">
          {history.data.map((r) => (
            <Stack key={r.id} gap={0}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {r.user_name}
                </Text>
                <ReadOnlyStars value={r.rating} size="xs" />
              </Group>
              {r.comment && <Text size="sm">{r.comment}</Text>}
              <Text size="xs" c="dimmed">
                {joinParts(r.service, formatJalaliDate(r.created_at))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
