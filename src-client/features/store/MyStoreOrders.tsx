import { Fragment, useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { STORE_LIMITS, STORE_ORDER_STATUS_COLORS, STORE_ORDER_STATUS_LABELS, STORE_PAYMENT_METHOD_LABELS, type StoreOrderSummary } from '@shared/store/products';
import { REFERENCE_LABELS } from '@shared/reference';
import { storeOrderPath } from '@shared/routes';
import { buyerMayCancel, shippingState } from '@shared/store/shipping-state';
import { ShortReference } from '../../ui/ShortReference';
import { JoinedParts } from '../../ui/JoinedParts';
import { CancelStoreOrderButton } from './CancelStoreOrderButton';
import { TrackingButton } from './TrackingButton';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { Toman } from '../../ui/Toman';
import { LABELS } from '@shared/labels';
import { STORE_LABELS } from '@shared/store/messages';

/** Where a store order is shown and paid. */
export const storeOrderHref = storeOrderPath;

/** A pending cash order waits for delivery, not for the buyer: say so instead of "awaiting payment". */
function statusBadge(o: StoreOrderSummary): { label: string; color: string } {
  if (o.status === 'pending' && o.payment_method === 'cash') return { label: STORE_PAYMENT_METHOD_LABELS.cash, color: 'yellow' };
  return { label: STORE_ORDER_STATUS_LABELS[o.status], color: STORE_ORDER_STATUS_COLORS[o.status] };
}

/** "هدست … و ۲ کالای دیگر". */
function summaryLine(o: StoreOrderSummary): string {
  return o.other_lines > 0 ? `${o.first_item_name} و ${formatNumber(o.other_lines)} کالای دیگر` : o.first_item_name;
}

/** "My products"' second section: the buyer's store orders, paid or not, newest first. */
export function MyStoreOrders() {
  const [page, setPage] = useState(1);
  const orders = trpc.store.myOrders.useQuery({ page, pageSize: STORE_LIMITS.ordersPageSize }, { placeholderData: keepPreviousData });
  const pages = orders.data ? Math.ceil(orders.data.total / STORE_LIMITS.ordersPageSize) : 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="store-orders-title" data-testid="store-orders">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id="store-orders-title">
          سفارش‌های فروشگاه
        </Title>
        {orders.data && orders.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {formatNumber(orders.data.total)} سفارش
          </Text>
        )}
      </Group>
      {orders.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={LABELS.loading}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={88} radius="md" />
          ))}
        </Stack>
      ) : orders.isError ? (
        <ErrorState title="خطا در دریافت سفارش‌های فروشگاه" message={errorMessage(orders.error)} onRetry={() => orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState message="هنوز از فروشگاه سفارشی ثبت نکرده‌اید." />
        </Card>
      ) : (
        <>
          <Stack gap="xs">
            {orders.data.items.map((o) => (
              <StoreOrderRow key={o.id} order={o} />
            ))}
          </Stack>
          <Pager page={page} pages={pages} onChange={setPage} disabled={orders.isPlaceholderData} />
        </>
      )}
    </Stack>
  );
}

function StoreOrderRow({ order: o }: { order: StoreOrderSummary }) {
  const badge = statusBadge(o);
  const shipping = shippingState(o);
  const pending = o.status === 'pending';
  return (
    <Card withBorder radius="md" padding="sm" data-testid="store-order-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2} style={{ minWidth: 0 }}>
            {summaryLine(o)}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={badge.color} variant="light" data-testid="store-order-row-status">
              {badge.label}
            </Badge>
            {shipping && (
              <Badge color={shipping.color} variant="light" data-testid="store-order-row-shipping">
                {shipping.label}
              </Badge>
            )}
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            <JoinedParts
              parts={[
                <Fragment key="reference">
                  {REFERENCE_LABELS.order} <ShortReference kind="order" id={o.id} size="xs" />
                </Fragment>,
                formatJalaliDate(o.created_at),
                `${formatNumber(o.item_count)} عدد`,
                o.requires_shipping && 'ارسال پستی',
              ]}
            />
          </Text>
          <Text size="sm" fw={700}>
            <Toman rials={o.total} />
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            href={storeOrderHref(o.id)}
            size="xs"
            variant={pending ? 'filled' : 'light'}
            w="fit-content"
            aria-label={pending ? STORE_LABELS.payOrder(summaryLine(o)) : STORE_LABELS.viewOrder(summaryLine(o))}
          >
            {pending ? 'پرداخت سفارش' : 'مشاهده'}
          </Button>
          {o.tracking_url && <TrackingButton href={o.tracking_url} testId="store-order-row-tracking" />}
          {buyerMayCancel(o) && <CancelStoreOrderButton orderId={o.id} />}
        </Group>
      </Stack>
    </Card>
  );
}
