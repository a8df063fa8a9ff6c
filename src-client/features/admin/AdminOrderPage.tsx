import { Card, Stack, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { BackLink } from '../../ui/BackLink';
import { AdminOrderDetails } from './AdminOrderDetails';

/** /admin/orders/{id}: the details modal of /admin/orders as a page (phones land here). */
export default function AdminOrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Stack gap="lg">
      <BackLink href="/admin/orders">همه سفارش‌ها</BackLink>
      <Title order={1} size="h2">جزئیات سفارش</Title>
      <Card withBorder radius="md" padding="lg">
        <AdminOrderDetails orderId={id} />
      </Card>
    </Stack>
  );
}
