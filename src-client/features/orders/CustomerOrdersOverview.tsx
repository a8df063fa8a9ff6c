import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ReadOnlyStars } from '../../ui/ReadOnlyStars';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ORDER_MSG } from '@shared/orders/messages';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { formatRating } from '@shared/catalogue/constants';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useMyOpenTicketCount } from '../tickets/TicketDashboardCards';
import { orderChatPath } from '@shared/routes';
import { JoinedParts } from '../../ui/JoinedParts';

const RECENT_ORDERS = 5;

/**
 * The customer dashboard's order part (spec 2 §2): stat cards, a new-order button and the five
 * newest orders linking to their chats. Open tickets are the person's tickets not closed.
 */
export function CustomerOrdersOverview() {
  const stats = trpc.orders.myStats.useQuery();
  const recent = trpc.orders.me.useQuery({ limit: RECENT_ORDERS, offset: 0 });
  const openTickets = useMyOpenTicketCount();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">سفارش‌ها</Title>
        <Button component={Link} href="/order/create" leftSection={<IconPlus size={16} />}>
          ثبت سفارش جدید
        </Button>
      </Group>
      {stats.isPending ? (
        <PageLoader />
      ) : stats.isError ? (
        <ErrorState message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="customer-stats">
          <Stat title="سفارش‌های جاری" value={formatNumber(stats.data.active_orders)} />
          <Stat title="سفارش‌های تکمیل‌شده" value={formatNumber(stats.data.completed_orders)} />
          <Stat title="تیکت‌های باز" value={openTickets} />
          <Stat
            title="امتیاز شما از کافی‌نت‌ها"
            value={stats.data.rating.total_ratings ? formatRating(stats.data.rating.average_rating) : '—'}
            extra={
              <Group gap={4}>
                <ReadOnlyStars value={stats.data.rating.average_rating} size="xs" />
                <Text size="xs" c="dimmed">
                  ({formatNumber(stats.data.rating.total_ratings)})
                </Text>
              </Group>
            }
          />
        </SimpleGrid>
      )}
      <Card withBorder radius="md">
        <Group justify="space-between" mb="xs">
          <Text fw={700}>آخرین سفارش‌ها</Text>
          <Button component={Link} href="/user/orders" variant="subtle" size="xs">
            همه سفارش‌ها
          </Button>
        </Group>
        {recent.isPending ? (
          <PageLoader />
        ) : recent.isError ? (
          <ErrorState message={ORDER_MSG.loadFailed} onRetry={() => recent.refetch()} />
        ) : recent.data.orders.length === 0 ? (
          <EmptyState message={ORDER_MSG.noOrders} />
        ) : (
          <Stack gap={4} data-testid="recent-orders">
            {recent.data.orders.map((o) => (
              <UnstyledButton key={o.id} component={Link} href={orderChatPath('user', o.id)} p="xs" style={{ borderRadius: 8 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {o.service_type}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <JoinedParts parts={[<bdi>{o.cafe_name}</bdi>, formatJalaliDate(o.created_at), o.price !== null && <Toman rials={o.price} />]} />
                    </Text>
                  </Stack>
                  <OrderStatusBadge status={o.status} />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

function Stat({ title, value, extra }: { title: string; value: string; extra?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      <Text fw={800} fz="xl">
        {value}
      </Text>
      {extra}
    </Card>
  );
}
