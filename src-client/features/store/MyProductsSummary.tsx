import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { ProductTypeBadge } from './ProductBadges';

/**
 * The dashboard's "my products": the three newest purchases and a link to all of them, and a
 * reminder of store orders still waiting for payment (they are listed on the same page).
 */
export function MyProductsSummary({ allHref }: { allHref: '/user/courses' | '/coffenet/courses' }) {
  const products = trpc.store.purchased.useQuery();
  const orders = trpc.store.myOrders.useQuery({ page: 1, pageSize: 1 });
  if (!products.isSuccess) return null; // the page it links to shows loading and errors
  const newest = products.data.slice(0, 3);
  const unpaid = orders.data?.pending ?? 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-products-summary">
      {unpaid > 0 && (
        <Alert color="orange" variant="light" p="xs" mb="sm" data-testid="unpaid-store-orders">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{formatNumber(unpaid)} سفارش فروشگاه در انتظار پرداخت دارید.</Text>
            <Anchor component={Link} href={allHref} size="sm">
              مشاهده سفارش‌ها
            </Anchor>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" mb="xs">
        <Title order={4}>محصولات من ({formatNumber(products.data.length)})</Title>
        <Anchor component={Link} href={products.data.length ? allHref : '/store'} size="sm">
          {products.data.length ? 'همه محصولات من' : 'رفتن به فروشگاه'}
        </Anchor>
      </Group>
      {newest.length === 0 ? (
        <Text size="sm" c="dimmed">
          هنوز فایل یا دوره‌ای نخریده‌اید.
        </Text>
      ) : (
        <Stack gap={6}>
          {newest.map((p) => (
            <Group key={p.product_id} gap="xs" wrap="nowrap">
              <ProductTypeBadge type={p.product_type} size="xs" />
              <Anchor component={Link} href={`/product/${p.product_id}`} size="sm" c="dark" truncate>
                {p.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
