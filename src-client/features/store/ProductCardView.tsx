import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import { Link } from 'wouter';
import type { ProductCard } from '@shared/store/products';
import { Toman } from '../../ui/Toman';
import { AddToCartButton } from './AddToCartButton';
import { FeaturedBadge, ProductTypeBadge } from './ProductBadges';
import { ProductVisual } from './ProductVisual';
import { LABELS } from '@shared/labels';
import { OWNED_LABELS } from '@shared/store/add-to-cart-messages';

/**
 * A product in the store grid or the home strip (spec 3 "Public store", spec 1 §2.7). A file or
 * course the viewer `owned` already leads to their products instead of the cart (checkout would
 * refuse a second copy).
 */
export function ProductCardView({ product, loginRedirect, owned = false }: { product: ProductCard; loginRedirect: string; owned?: boolean }) {
  const href = `/product/${product.id}`;
  const imageHeight = useMatches({ base: 120, xs: 150 });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={product.name} data-testid="product-card">
      <Card.Section component={Link} href={href} tabIndex={-1} aria-hidden style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        <ProductVisual image={product.image} type={product.product_type} name={product.name} height={imageHeight} iconSize={imageHeight / 2.7} />
      </Card.Section>
      <Stack gap={6} mt="sm" h="100%">
        <Group gap={6}>
          <ProductTypeBadge type={product.product_type} size="xs" />
          {product.is_featured && <FeaturedBadge size="xs" />}
        </Group>
        <Anchor component={Link} href={href} c="dark" fw={700} lineClamp={2}>
          {product.name}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {product.description}
        </Text>
        <Text fw={700} c="teal" mt="auto" data-testid="product-price">
          <Toman rials={product.price} />
        </Text>
        {owned ? (
          <Stack gap={4} data-testid="product-card-owned">
            <Text size="xs" c="teal.8" fw={600}>
              {OWNED_LABELS.owned}
            </Text>
            <Button component={Link} href="/user/courses" variant="light" color="teal" size="sm" fullWidth>
              {OWNED_LABELS.myProducts}
            </Button>
          </Stack>
        ) : (
          <AddToCartButton product={product} loginRedirect={loginRedirect} variant="light" size="sm" fullWidth />
        )}
      </Stack>
    </Card>
  );
}

export const PRODUCT_GRID_COLS = { base: 1, xs: 2, md: 4 } as const;

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={PRODUCT_GRID_COLS} role="status" aria-busy="true" aria-label={LABELS.loading}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="sm">
          <Card.Section>
            <Skeleton height={150} />
          </Card.Section>
          <Skeleton height={14} width="30%" mt="sm" />
          <Skeleton height={18} width="70%" mt="sm" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} width="80%" mt={6} />
          <Skeleton height={32} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
