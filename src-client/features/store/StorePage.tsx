import { Anchor, Button, Group, Indicator, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { IconHeadset, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatNumber } from '@shared/wallet/money';
import { STORE_LIMITS } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { useCartCount } from './cart';
import { useSession } from '../../session/useSession';
import { PRODUCT_GRID_COLS, ProductCardView, ProductGridSkeleton } from './ProductCardView';
import { StoreFilters } from './StoreFilters';
import { serializeStoreParams, useStoreParams } from './useStoreParams';

/** Spec 3 "Public store": search, filters and a grid paged by the server. */
export default function StorePage() {
  const [params, update] = useStoreParams();
  const pageSize = STORE_LIMITS.pageSize;
  const products = trpc.store.products.useQuery(
    {
      search: params.q || undefined,
      category: params.category,
      product_type: params.type,
      price: params.price,
      sort: params.sort,
      page: params.page,
      pageSize,
    },
    { placeholderData: keepPreviousData },
  );
  // The files and courses of this page the viewer owns offer «محصولات من» instead of the cart.
  const { token, role } = useSession();
  const ids = products.data?.items.map((p) => p.id) ?? [];
  const owned = trpc.store.ownedAmong.useQuery({ ids }, { enabled: Boolean(token) && (role === 'user' || role === 'coffenet') && ids.length > 0 });
  const ownedIds = new Set(owned.data ?? []);
  const here = `/store${serializeStoreParams(params)}`;
  const filtered = Boolean(params.q || params.category || params.type || params.price);

  let body;
  if (products.isPending) body = <ProductGridSkeleton count={8} />;
  else if (products.isError)
    body = <ErrorState title={STORE_MSG.productsLoadFailed} message={errorMessage(products.error)} onRetry={() => products.refetch()} />;
  else {
    const { items, total } = products.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body =
      items.length === 0 ? (
        <EmptyState
          message={filtered ? 'محصولی با این مشخصات یافت نشد' : params.page > 1 ? 'این صفحه محصولی ندارد' : 'هنوز محصولی در فروشگاه نیست'}
          action={
            filtered ? (
              <Button variant="light" onClick={() => update({ q: '', category: undefined, type: undefined, price: undefined })}>
                حذف فیلترها
              </Button>
            ) : params.page > 1 ? (
              <Button variant="light" onClick={() => update({ page: 1 })}>
                صفحه اول
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {formatNumber(total)} محصول
          </Text>
          <SimpleGrid cols={PRODUCT_GRID_COLS} style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
            {items.map((product) => (
              <ProductCardView key={product.id} product={product} loginRedirect={here} owned={ownedIds.has(product.id)} />
            ))}
          </SimpleGrid>
          <Pager page={params.page} pages={pages} onChange={(page) => update({ page })} disabled={products.isPlaceholderData} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Title order={1} size="h2">فروشگاه</Title>
          <Text size="sm" c="dimmed">
            کالاهای فیزیکی، فایل‌های دیجیتال، کتاب الکترونیکی، نرم‌افزار و دوره‌های ویدیویی
          </Text>
        </Stack>
        <StoreLinks />
      </Group>
      <StoreFilters params={params} update={update} />
      {body}
    </Stack>
  );
}

/** The support link and the cart indicator (only while the cart holds items). */
function StoreLinks() {
  const count = useCartCount();
  return (
    <Group gap="sm">
      <Anchor component={Link} href="/support" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconHeadset size={16} />
          پشتیبانی
        </Group>
      </Anchor>
      {count > 0 && (
        <Indicator label={formatNumber(count)} size={18}>
          <Button component={Link} href="/cart" variant="light" leftSection={<IconShoppingCart size={18} />} data-testid="store-cart-link">
            سبد خرید
          </Button>
        </Indicator>
      )}
    </Group>
  );
}
