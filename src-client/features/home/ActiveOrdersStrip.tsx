import { useEffect } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { formatJalaliDate } from '@shared/calendar/dates';
import { trpc } from '../../trpc';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';

/** The home page's strip of the newest active orders (spec 1 §2.7): public, first 8. */
export function ActiveOrdersStrip() {
  const orders = trpc.orders.active.useQuery(undefined, { retry: false });
  useEffect(() => {
    // Spec 1 §8: a failed home list is logged, not shown.
    if (orders.error) console.warn('[home] active orders failed to load', orders.error);
  }, [orders.error]);
  if (orders.isError) return null;
  return (
    <section aria-labelledby="active-orders-title">
      <Group justify="space-between" mb="md">
        <Title order={2} id="active-orders-title">
          سفارش‌های در جریان
        </Title>
        <Anchor component={Link} href="/orders" size="sm">
          مشاهده سفارش‌ها
        </Anchor>
      </Group>
      {orders.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </SimpleGrid>
      ) : orders.data.length === 0 ? (
        <Text c="dimmed">در حال حاضر سفارش فعالی در جریان نیست.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="active-orders">
          {orders.data.map((o) => (
            <Card key={o.id} withBorder radius="md" padding="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} size="sm" truncate>
                    {o.service}
                  </Text>
                  <OrderStatusBadge status={o.status} />
                </Group>
                <Text size="sm">{o.cafe_name}</Text>
                {o.assigned_employee && (
                  <Text size="xs" c="dimmed">
                    مسئول: {o.assigned_employee}
                  </Text>
                )}
                <Group justify="space-between">
                  <Text size="xs">{o.price !== null ? <Toman rials={o.price} /> : 'در انتظار قیمت'}</Text>
                  <Text size="xs" c="dimmed">
                    {formatJalaliDate(o.created_at)}
                  </Text>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
