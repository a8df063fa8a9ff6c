import { Group, Stack, Text } from '@mantine/core';
import { ReadOnlyStars } from '../../ui/ReadOnlyStars';
import { orderTimeLabel } from '@shared/orders/messages';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { PAYMENT_STATUS_LABELS } from '@shared/orders/state-machine';
import { REFERENCE_LABELS } from '@shared/reference';
import type { RouterOutputs } from '../../trpc';
import { Toman } from '../../ui/Toman';
import { ShortReference } from '../../ui/ShortReference';
import { joinParts } from '@shared/text/list';

type Order = RouterOutputs['orders']['byId'];

/** What a cafe reads about an order before deciding: customer (with the cafes' rating of them), service, text, money. */
export function CafeOrderSummary({ order }: { order: Order }) {
  return (
    <Stack gap={6}>
      {/* The number the customer sees on their order and reads out to the cafe or support. */}
      <Text size="sm" c="dimmed">
        {REFERENCE_LABELS.order}: <ShortReference kind="order" id={order.id} />
      </Text>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          مشتری: {order.user_name}
        </Text>
        {order.user_rating.total_ratings > 0 && (
          <Group gap={4}>
            <ReadOnlyStars value={order.user_rating.average_rating} size="xs" />
            <Text size="xs" c="dimmed">
              ({formatNumber(order.user_rating.total_ratings)} امتیاز)
            </Text>
          </Group>
        )}
      </Group>
      <Text size="sm">
        خدمت: {order.service_type}
        {order.category_label ? ` (${order.category_label})` : ''}
      </Text>
      {order.base_price !== null && (
        <Text size="sm" c="dimmed">
          قیمت پایه خدمت: <Toman rials={order.base_price} />
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {order.description}
      </Text>
      <Group gap="lg">
        {order.price !== null && (
          <Text size="sm">
            مبلغ: <Toman rials={order.price} />
          </Text>
        )}
        {order.estimated_time && <Text size="sm">{orderTimeLabel(order.priced_at)}: {formatEstimatedTime(order.estimated_time)}</Text>}
        {order.assigned_employee && <Text size="sm">مسئول: {order.assigned_employee}</Text>}
        <Text size="sm">{PAYMENT_STATUS_LABELS[order.payment_status]}</Text>
      </Group>
      {order.rejection_reason && (
        <Text size="sm" c="red">
          دلیل رد: {order.rejection_reason}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {joinParts(`ثبت: ${formatJalaliDateTime(order.created_at)}`, `آخرین تغییر: ${formatJalaliDateTime(order.updated_at)}`)}
      </Text>
    </Stack>
  );
}
