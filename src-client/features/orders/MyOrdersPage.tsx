import { useState } from 'react';
import { Badge, Button, Card, Group, Indicator, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import toast from 'react-hot-toast';
import { ORDER_MSG, orderTimeLabel } from '@shared/orders/messages';
import { ACTIVE_ORDER_STATUSES, allowedActions, CLOSED_ORDER_STATUSES, type OrderStatus } from '@shared/orders/state-machine';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { RefreshFailed } from '../../ui/RefreshFailed';
import { EmptyState } from '../../ui/EmptyState';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderFilesAccordion } from './OrderFilesAccordion';
import { RatingModal } from './RatingModal';
import { useMyOrderPages } from './order-pages';
import { MoreOrdersButton } from './MoreOrdersButton';
import { orderChatPath } from '@shared/routes';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';
import { JoinedParts } from '../../ui/JoinedParts';

type Order = RouterOutputs['orders']['me']['orders'][number];

const FILTERS = [
  { value: 'all', label: 'همه' },
  { value: 'active', label: 'جاری' },
  { value: 'completed', label: 'تکمیل‌شده' },
  { value: 'closed', label: 'لغو یا رد شده' },
];

const FILTER_STATUSES = new Map<string, OrderStatus[] | null>([
  ['all', null],
  ['active', [...ACTIVE_ORDER_STATUSES]],
  ['completed', ['completed']],
  ['closed', [...CLOSED_ORDER_STATUSES]],
]);

/** /user/orders: the customer's orders with their files, upload, chat, cancel, pay and rating (spec 2 §2). */
export default function MyOrdersPage() {
  const [filter, setFilter] = useState('all');
  const [rating, setRating] = useState<string | null>(null);
  const orders = useMyOrderPages({ statuses: FILTER_STATUSES.get(filter) ?? null });
  const visible = orders.data?.orders ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">سفارش‌های من</Title>
        <Button component={Link} href="/order/create" leftSection={<IconPlus size={16} />}>
          سفارش جدید
        </Button>
      </Group>
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={setFilter}
        fullWidth
      />
      {orders.isPending ? (
        <PageLoader />
      ) : !orders.data ? (
        <ErrorState message={ORDER_MSG.loadFailed} onRetry={() => orders.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          message={ORDER_MSG.noOrders}
          action={
            <Button component={Link} href="/order/create" variant="light">
              ثبت اولین سفارش
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {/* A page after the first that failed (a «more» or a refresh): the orders shown stay, with a retry. */}
          <RefreshFailed query={orders} onRetry={orders.refetch} />
          {visible.map((order) => (
            <OrderCard key={order.id} order={order} onRate={() => setRating(order.id)} />
          ))}
          <MoreOrdersButton pages={orders} />
        </Stack>
      )}
      <RatingModal orderId={rating} target="cafe" title="امتیاز به کافی‌نت" onClose={() => setRating(null)} />
    </Stack>
  );
}

function OrderCard({ order, onRate }: { order: Order; onRate: () => void }) {
  const utils = trpc.useUtils();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const actions = allowedActions(order.status, 'customer');
  const cancel = trpc.orders.cancel.useMutation({
    async onSuccess() {
      toast.success(ORDER_MSG.cancelledDone);
      setConfirmCancel(false);
      await utils.orders.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-order">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>{order.service_type}</Text>
          <Text size="sm" c="dimmed">
            <JoinedParts parts={[<bdi>{order.cafe_name}</bdi>, formatJalaliDateTime(order.created_at)]} />
          </Text>
          {/* The number support and the cafe find the order by (the wizard's success card shows it too). */}
          <Text size="sm" c="dimmed">
            {REFERENCE_LABELS.order}: <ShortReference kind="order" id={order.id} />
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" mt="xs" lineClamp={3}>
        {order.description}
      </Text>
      <Group gap="lg" mt="xs">
        {/* No price yet: it comes with the cafe's review, which a rejected or cancelled order will never get. */}
        {(order.price !== null || order.status === 'pending') && (
          <Text size="sm">
            مبلغ: {order.price !== null ? <Toman rials={order.price} /> : 'پس از بررسی کافی‌نت'}
          </Text>
        )}
        {order.estimated_time && <Text size="sm">{orderTimeLabel(order.priced_at)}: {formatEstimatedTime(order.estimated_time)}</Text>}
        {order.rejection_reason && (
          <Text size="sm" c="red">
            دلیل رد: {order.rejection_reason}
          </Text>
        )}
      </Group>
      <Group gap="xs" mt="sm">
        <Indicator label={formatNumber(order.unread_messages)} size={16} disabled={order.unread_messages === 0} color="red">
          <Button size="xs" variant="light" component={Link} href={orderChatPath('user', order.id)} leftSection={<IconMessage size={14} />}>
            گفتگو
          </Button>
        </Indicator>
        {actions.includes('pay') && (
          <Button size="xs" color="orange" component={Link} href={`/user/order-payment?orderId=${order.id}`}>
            پرداخت
          </Button>
        )}
        {order.status === 'completed' &&
          (order.rated ? (
            <Badge variant="light" color="yellow">
              امتیاز شما: {formatNumber(order.cafe_rating ?? 0)} از ۵
            </Badge>
          ) : (
            <Button size="xs" variant="light" color="yellow" onClick={onRate}>
              امتیاز به کافی‌نت
            </Button>
          ))}
        {actions.includes('cancel') && (
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmCancel(true)}>
            لغو سفارش
          </Button>
        )}
      </Group>
      <OrderFilesAccordion order={order} uploadedBy="user" />
      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title="لغو سفارش" centered>
        <Text>آیا از لغو سفارش «{order.service_type}» مطمئن هستید؟</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmCancel(false)}>
            انصراف
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ orderId: order.id })}>
            لغو سفارش
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
