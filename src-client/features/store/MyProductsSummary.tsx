import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { formatNumber } from '@shared/money';
import { trpc } from '../../trpc';
import { ProductTypeBadge } from './ProductBadges';

/** The dashboard's "my products": the three newest purchases and a link to all of them. */
export function MyProductsSummary({ allHref }: { allHref: '/user/courses' | '/coffenet/courses' }) {
  const products = trpc.store.purchased.useQuery();
  if (!products.isSuccess) return null; // the page it links to shows loading and errors
  const newest = products.data.slice(0, 3);
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-products-summary">
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
