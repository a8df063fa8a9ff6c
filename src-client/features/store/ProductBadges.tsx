import { Badge } from '@mantine/core';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@shared/store/products';

const TYPE_COLOR: Record<ProductType, string> = {
  physical: 'orange',
  digital: 'blue',
  video_course: 'grape',
  ebook: 'teal',
  software: 'indigo',
};

export function ProductTypeBadge({ type, size = 'sm' }: { type: ProductType; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge size={size} variant="light" color={TYPE_COLOR[type]}>
      {PRODUCT_TYPE_LABELS[type]}
    </Badge>
  );
}

export function FeaturedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    // A light gold with dark text: the theme darkens "yellow" itself for white text (theme.ts),
    // and dark text on that darkened shade read at 3.3:1.
    <Badge size={size} variant="filled" color="yellow.4" c="dark.8">
      ویژه
    </Badge>
  );
}
