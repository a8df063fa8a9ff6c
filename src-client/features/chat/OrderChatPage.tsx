import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { ORDER_MSG, orderTimeLabel } from '@shared/orders/messages';
import { ORDER_POLL_MS } from '@shared/orders/state-machine';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { BackLink } from '../../ui/BackLink';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { ChatPanel } from './ChatPanel';
import { isId } from '@shared/ids';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';
import { joinParts } from '@shared/text/list';


/** /user/order-chat/{orderId} and /coffenet/chat/{orderId}: one page, told apart by the role. */
export default function OrderChatPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const me = trpc.auth.me.useQuery();
  const valid = isId(orderId);
  const order = trpc.orders.byId.useQuery({ orderId }, { enabled: valid, refetchInterval: ORDER_POLL_MS.openOrder });
  const isCafe = me.data?.role === 'coffenet';
  const back = isCafe ? '/coffenet/assignedorders' : me.data?.role === 'admin' ? '/admin/dashboard' : '/user/dashboard';

  if (!valid) return <ErrorState message={ORDER_MSG.invalidOrderId} />;
  if (me.isPending || order.isPending) return <PageLoader />;
  if (me.isError) return <ErrorState message={errorMessage(me.error)} onRetry={() => me.refetch()} />;
  if (!order.data || !keepsEarlierAnswer(order)) {
    const code = errorCode(order.error);
    const text = code === 'FORBIDDEN' ? ORDER_MSG.noSectionAccess : code === 'NOT_FOUND' ? ORDER_MSG.orderNotFound : errorMessage(order.error);
    return <ErrorState message={text} onRetry={code ? undefined : () => order.refetch()} />;
  }
  const o = order.data;
  const canPay = !isCafe && o.status === 'pending_payment' && o.price !== null;

  return (
    <Stack gap="md">
      <BackLink href={back}>بازگشت</BackLink>
      <RefreshFailed query={order} onRetry={() => void order.refetch()} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} size="h3">{isCafe ? <>گفتگو با <bdi>{o.user_name}</bdi></> : <bdi>{o.cafe_name}</bdi>}</Title>
            <Text size="sm">
              {joinParts(o.service_type, o.category_label)}
            </Text>
            {/* The number both sides and support find the order by (the customer's order list shows it too). */}
            <Text size="sm" c="dimmed">
              {REFERENCE_LABELS.order}: <ShortReference kind="order" id={o.id} />
            </Text>
            <Text size="xs" c="dimmed">
              {joinParts(`ثبت: ${formatJalaliDateTime(o.created_at)}`, o.estimated_time && `${orderTimeLabel(o.priced_at)}: ${formatEstimatedTime(o.estimated_time)}`)}
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end">
            <OrderStatusBadge status={o.status} />
            {o.price !== null && (
              <Text fw={700}>
                <Toman rials={o.price} />
              </Text>
            )}
            {o.payment_status === 'paid' && (
              <Badge color="green" variant="outline">
                پرداخت‌شده
              </Badge>
            )}
          </Stack>
        </Group>
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {o.description}
        </Text>
        {canPay && (
          <Button mt="md" component={Link} href={`/user/order-payment?orderId=${o.id}`} leftSection={<IconCreditCard size={16} />} color="orange">
            پرداخت سفارش
          </Button>
        )}
      </Card>
      <ChatPanel order={o} viewerId={me.data.id} />
    </Stack>
  );
}
