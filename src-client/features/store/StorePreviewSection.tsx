import { useEffect } from 'react';
import { Anchor, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { STORE_LIMITS } from '@shared/store/products';
import { trpc } from '../../trpc';
import { PRODUCT_GRID_COLS, ProductCardView, ProductGridSkeleton } from './ProductCardView';

/**
 * Spec 1 §2.7: the first 8 products with a link to /store. Like the home page's other lists, a
 * failed load is logged, not shown (spec 1 §8); an empty store hides the section.
 */
export function StorePreviewSection() {
  const products = trpc.store.products.useQuery({ page: 1, pageSize: STORE_LIMITS.homePreview }, { retry: false });
  useEffect(() => {
    if (products.error) console.warn('[home] store preview failed to load', products.error);
  }, [products.error]);
  if (products.isError || (products.isSuccess && products.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="store-preview-title">
      <Group justify="space-between" mb="md">
        <Title order={2} id="store-preview-title">
          از فروشگاه
        </Title>
        <Anchor component={Link} href="/store">
          همه محصولات
        </Anchor>
      </Group>
      {products.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : (
        <SimpleGrid cols={PRODUCT_GRID_COLS}>
          {products.data.items.map((product) => (
            <ProductCardView key={product.id} product={product} loginRedirect="/store" />
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        فایل‌های آموزشی، کتاب الکترونیکی، نرم‌افزار و لوازم جانبی
      </Text>
    </section>
  );
}
