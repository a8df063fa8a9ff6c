import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'wouter';
import { ADMIN_MSG } from '@shared/admin/messages';
import { formatJalaliDate } from '@shared/calendar/dates';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { DashboardShell } from '../../ui/DashboardShell';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { Count, QueryView, Rials, Section, Tile } from './admin-ui';
import { AdminOpenTicketsCard, AdminRecentTicketsCard } from '../tickets/TicketDashboardCards';
import { TableScroll } from '../../ui/TableScroll';
import { SecurityEventsCard } from './SecurityEventsCard';

/** Dashboard lists show a rejected order as cancelled (spec 3 §4). */
const dashboardStatus = (status: string) => (status === 'rejected' ? 'cancelled' : status);

/** Spec 3 §2 /admin/dashboard: four counters, the five newest orders and the five newest tickets. */
export default function AdminDashboardPage() {
  const stats = trpc.admin.statistics.useQuery();
  const recent = trpc.admin.recentOrders.useQuery();
  const phone = useMediaQuery('(max-width: 48em)');
  const orderHref = (id: string) => (phone ? `/admin/orders/${id}` : `/admin/orders?order_id=${id}`);

  return (
    <DashboardShell links={[{ path: '/account/password', title: 'تغییر رمز عبور', description: 'امنیت حساب کاربری' }]}>
      {stats.isError ? (
        <ErrorState message={errorMessage(stats.error, ADMIN_MSG.statsLoad)} onRetry={() => void stats.refetch()} />
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
              <TableScroll minWidth={420} label="سفارش‌های اخیر">
                <Table data-testid="recent-orders">
                  <Table.Tbody>
                    {orders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <Anchor component={Link} href={orderHref(o.id)} fw={600}>
                            {o.service}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {o.coffenet_name}، {o.user_name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={dashboardStatus(o.status)} />
                        </Table.Td>
                        <Table.Td>{o.total === null ? '—' : <Toman rials={o.total} />}</Table.Td>
                        <Table.Td>{formatJalaliDate(o.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </QueryView>
        </Section>
        <AdminRecentTicketsCard />
      </SimpleGrid>
      <SecurityEventsCard />
    </DashboardShell>
  );
}
