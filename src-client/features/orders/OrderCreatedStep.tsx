import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ORDER_MSG } from '@shared/orders/messages';
import { REFERENCE_LABELS } from '@shared/reference';
import { orderChatPath } from '@shared/routes';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { ShortReference } from '../../ui/ShortReference';
import { createdOrderState } from './created-order';
import { JoinedParts } from '../../ui/JoinedParts';

/**
 * The order named by the success screen's address, read through the customer's own order
 * procedure (orders.byId: 404 for an unknown order, 403 for another person's). `orderId` is null
 * until the address names a well-formed id: a garbage id never reaches the server.
 */
export function useCreatedOrder(orderId: string | null) {
  const lookup = trpc.orders.byId.useQuery({ orderId: orderId ?? '' }, { enabled: orderId !== null });
  const state = createdOrderState({ hasOrder: Boolean(lookup.data), isPending: lookup.isPending, errorCode: errorCode(lookup.error) });
  return { lookup, state };
}

/** The wizard's last screen: the order that was sent, or why it cannot be shown. */
export function OrderCreatedStep({ orderId, created }: { orderId: string; created: ReturnType<typeof useCreatedOrder> }) {
  const { lookup, state } = created;
  if (state === 'loading') return <PageLoader />;
  if (state === 'failed') return <ErrorState message={errorMessage(lookup.error)} onRetry={() => void lookup.refetch()} />;
  if (state === 'missing') {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="created-order-missing">
        <Stack align="center" gap="md">
          <Text ta="center">{ORDER_MSG.createdOrderMissing}</Text>
          <Group>
            <Button component={Link} href="/order/create">
              ثبت سفارش جدید
            </Button>
            <Button component={Link} href="/user/orders" variant="default">
              سفارش‌های من
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="md">
        <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
        <Title order={2} size="h3">{ORDER_MSG.created}</Title>
        {/* The number support finds the order by (the admin's order page shows it), and the cafe it went to. */}
        <Text>
          <JoinedParts
            parts={[
              <>
                {REFERENCE_LABELS.order}: <ShortReference kind="order" id={orderId} size="md" />
              </>,
              lookup.data && <bdi>{lookup.data.cafe_name}</bdi>,
            ]}
          />
        </Text>
        <Text c="dimmed" ta="center">
          کافی‌نت سفارش شما را بررسی و قیمت‌گذاری می‌کند. گفتگو درباره سفارش از همین حالا در دسترس است.
        </Text>
        <Group>
          <Button component={Link} href={orderChatPath('user', orderId)}>
            گفتگو درباره سفارش
          </Button>
          <Button component={Link} href="/user/dashboard" variant="default">
            داشبورد
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
