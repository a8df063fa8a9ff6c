import { Anchor, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { ADMIN_MSG } from '@shared/admin/messages';
import { formatJalaliDate } from '@shared/calendar/dates';
import { trpc } from '../../trpc';
import { usePhone } from '../../ui/usePhone';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { DashboardShell } from '../../ui/DashboardShell';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { Count, QueryView, Rials, Section, Tile } from './admin-ui';
import { AdminOpenTicketsCard, AdminRecentTicketsCard } from '../tickets/TicketDashboardCards';
import { SecurityEventsCard } from './SecurityEventsCard';
import { AuditList } from './AuditList';
import { JoinedParts } from '../../ui/JoinedParts';

/** Dashboard lists show a rejected order as cancelled (spec 3 §4). */
const dashboardStatus = (status: string) => (status === 'rejected' ? 'cancelled' : status);

/** Spec 3 §2 /admin/dashboard: four counters, the five newest orders and the five newest tickets; then every area's admin actions and the security events. */
export default function AdminDashboardPage() {
  const stats = trpc.admin.statistics.useQuery();
  const recent = trpc.admin.recentOrders.useQuery();
  const phone = usePhone();
  const orderHref = (id: string) => (phone ? `/admin/orders/${id}` : `/admin/orders?order_id=${id}`);

  return (
    <DashboardShell links={[{ path: '/account/password', title: 'تغییر رمز عبور', description: 'امنیت حساب کاربری' }]}>
      {stats.isError ? (
        <ErrorState title={ADMIN_MSG.statsLoad} message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Tile label="کل کاربران" loading={stats.isPending} value={stats.data && <Count n={stats.data.total_users} />} testId="counter-users" />
          <Tile label="سفارش‌های فعال" loading={stats.isPending} value={stats.data && <Count n={stats.data.active_orders} />} testId="counter-active-orders" />
          <AdminOpenTicketsCard />
          <Tile label="درآمد امروز" loading={stats.isPending} value={stats.data && <Rials rials={stats.data.today_income} />} testId="counter-today-income" />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="سفارش‌های اخیر" action={<Anchor component={Link} href="/admin/orders" size="sm">همه سفارش‌ها</Anchor>}>
          <QueryView query={recent} errorText={ADMIN_MSG.ordersLoad} isEmpty={(d) => d.length === 0} emptyText={ADMIN_MSG.noOrders}>
            {(orders) => (
              // Rows, not a table: on a phone a four-column table scrolled sideways inside the card,
              // hiding the date and cutting the amount.
              <Stack gap={4} data-testid="recent-orders">
                {orders.map((o) => (
                  <UnstyledButton key={o.id} component={Link} href={orderHref(o.id)} p="xs" style={{ borderRadius: 8 }}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {o.service}
                        </Text>
                        <Text size="xs" c="dimmed">
                          <JoinedParts parts={[<bdi>{o.coffenet_name}</bdi>, <bdi>{o.user_name}</bdi>]} />
                        </Text>
                        <Text size="xs" c="dimmed">
                          <JoinedParts parts={[formatJalaliDate(o.created_at), o.total !== null && <Toman rials={o.total} />]} />
                        </Text>
                      </Stack>
                      <OrderStatusBadge status={dashboardStatus(o.status)} />
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </QueryView>
        </Section>
        <AdminRecentTicketsCard />
      </SimpleGrid>
      {/* Every area's admin actions in one list: what the other admins did, wherever they did it. */}
      <AuditList area={null} />
      <SecurityEventsCard />
    </DashboardShell>
  );
}
