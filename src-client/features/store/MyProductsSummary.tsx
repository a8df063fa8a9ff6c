import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { STORE_LIMITS, type PurchasedProduct, type StoreOrderSummary } from '@shared/store/products';
import { shippingState } from '@shared/store/shipping-state';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { dashboardProductLines } from './dashboard-products';
import { storeOrderHref } from './MyStoreOrders';
import { ProductTypeBadge } from './ProductBadges';
import { STORE_LABELS } from '@shared/store/messages';

/** Everything one bought, with the store orders. */
const ALL_HREF = '/user/courses';

/**
 * The customer dashboard's "my products" (spec 2 §2): the six newest of what one bought. A course
 * opens its lessons, a file, e-book or program its downloads, a physical item its store order
 * (status and the post's tracking link). Above them, a reminder of store orders awaiting payment.
 */
export function MyProductsSummary() {
  const products = trpc.store.purchased.useQuery();
  const orders = trpc.store.myOrders.useQuery({ page: 1, pageSize: STORE_LIMITS.dashboardProducts, shippingOnly: true });
  const unpaid = orders.data?.pending ?? 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-products-summary">
      {unpaid > 0 && (
        <Alert color="orange" variant="light" p="xs" mb="sm" data-testid="unpaid-store-orders">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{formatNumber(unpaid)} سفارش فروشگاه در انتظار پرداخت دارید.</Text>
            <Anchor component={Link} href={ALL_HREF} size="sm">
              مشاهده سفارش‌ها
            </Anchor>
          </Group>
        </Alert>
      )}
      {products.isPending || orders.isPending ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={STORE_LABELS.myProductsLoading}>
          <Skeleton height={22} width="40%" />
          <Skeleton height={30} />
          <Skeleton height={30} />
        </Stack>
      ) : products.isError || orders.isError ? (
        <ErrorState
          title="خطا در دریافت محصولات من"
          message={errorMessage(products.error ?? orders.error)}
          onRetry={() => {
            void products.refetch();
            void orders.refetch();
          }}
        />
      ) : (
        <ProductLines products={products.data} orders={orders.data.items} />
      )}
    </Card>
  );
}

function ProductLines({ products, orders }: { products: PurchasedProduct[]; orders: StoreOrderSummary[] }) {
  const lines = dashboardProductLines(products, orders);
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">محصولات من</Title>
        <Anchor component={Link} href={lines.length ? ALL_HREF : '/store'} size="sm">
          {lines.length ? 'همه محصولات من' : 'رفتن به فروشگاه'}
        </Anchor>
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          هنوز از فروشگاه چیزی نخریده‌اید.
        </Text>
      ) : (
        <Stack gap={6}>
          {lines.map((line) => (line.product ? <OwnedLine key={line.product.product_id} product={line.product} /> : <ShippingLine key={line.order.id} order={line.order} />))}
        </Stack>
      )}
    </>
  );
}

function OwnedLine({ product: p }: { product: PurchasedProduct }) {
  const course = p.product_type === 'video_course';
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="my-product-line">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ProductTypeBadge type={p.product_type} size="xs" />
        <Anchor component={Link} href={`/product/${p.product_id}`} size="sm" c="dark" style={{ overflowWrap: 'anywhere' }}>
          {p.name}
        </Anchor>
      </Group>
      <Button
        component={Link}
        href={course ? `/user/course/${p.product_id}` : `/user/digital/${p.product_id}`}
        size="compact-xs"
        variant="light"
        style={{ flexShrink: 0 }}
        aria-label={course ? STORE_LABELS.openCourse(p.name) : STORE_LABELS.download(p.name)}
      >
        {course ? 'مشاهده دوره' : 'دانلود'}
      </Button>
    </Group>
  );
}

function ShippingLine({ order: o }: { order: StoreOrderSummary }) {
  // The same badge and words as "my store orders" (one rule: shippingState).
  const shipping = shippingState(o);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="my-product-line">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ProductTypeBadge type="physical" size="xs" />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {o.first_item_name}
        </Text>
        {shipping && (
          <Badge color={shipping.color} variant="light" size="xs" style={{ flexShrink: 0 }} data-testid="my-product-line-shipping">
            {shipping.label}
          </Badge>
        )}
      </Group>
      <Button component={Link} href={storeOrderHref(o.id)} size="compact-xs" variant="light" style={{ flexShrink: 0 }} aria-label={STORE_LABELS.trackOrder(o.first_item_name)}>
        پیگیری سفارش
      </Button>
    </Group>
  );
}
