import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import type { PurchasedProduct } from '@shared/store/products';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { useSession } from '../../session/useSession';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { MyStoreOrders } from './MyStoreOrders';
import { ProductTypeBadge } from './ProductBadges';
import { ProductVisual } from './ProductVisual';
import { LABELS } from '@shared/labels';

/**
 * /user/courses and /coffenet/courses: the files and courses the viewer owns (spec 3 §2), then
 * the viewer's store orders, so a physical or unpaid order can be found again. Admins do not shop,
 * so they see only the first part.
 */
export default function MyProductsPage() {
  const { role } = useSession();
  const shops = role === 'user' || role === 'coffenet';
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">{shops ? 'محصولات و سفارش‌های من' : 'محصولات و دوره‌های من'}</Title>
          <Anchor component={Link} href="/store" size="sm">
            فروشگاه
          </Anchor>
        </Group>
        {shops && <Title order={2} size="h3">فایل‌ها و دوره‌ها</Title>}
        <OwnedProducts />
      </Stack>
      {shops && <MyStoreOrders />}
    </Stack>
  );
}

function OwnedProducts() {
  const products = trpc.store.purchased.useQuery();
  return (
    <>
      {products.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={LABELS.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </SimpleGrid>
      ) : products.isError ? (
        <ErrorState title="خطا در دریافت محصولات خریداری‌شده" message={errorMessage(products.error)} onRetry={() => products.refetch()} />
      ) : products.data.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState
            message="هنوز فایل یا دوره‌ای نخریده‌اید."
            action={
              <Button component={Link} href="/store">
                رفتن به فروشگاه
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {formatNumber(products.data.length)} محصول
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {products.data.map((p) => (
              <OwnedProduct key={p.product_id} product={p} />
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}

function OwnedProduct({ product: p }: { product: PurchasedProduct }) {
  const { role } = useSession();
  const lessons = role === 'coffenet' ? `/coffenet/course/${p.product_id}` : `/user/course/${p.product_id}`;
  const files = `/user/digital/${p.product_id}`;
  const open = p.product_type === 'video_course' ? lessons : p.product_type !== 'physical' ? files : null;
  return (
    <Card component="article" withBorder radius="md" padding="sm" data-testid="owned-product" aria-label={p.name}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ width: 72, flexShrink: 0 }}>
          <ProductVisual image={p.image} type={p.product_type} name={p.name} height={72} iconSize={32} />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} href={`/product/${p.product_id}`} fw={700} c="dark" lineClamp={2}>
            {p.name}
          </Anchor>
          <Group gap={6}>
            <ProductTypeBadge type={p.product_type} size="xs" />
            <Text size="xs" c="dimmed">
              خرید: {formatJalaliDate(p.purchased_at)}
            </Text>
          </Group>
          {open && (
            <Button component={Link} href={open} size="xs" variant="light" w="fit-content">
              {p.product_type === 'video_course' ? 'مشاهده دوره' : 'دریافت فایل‌ها'}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
