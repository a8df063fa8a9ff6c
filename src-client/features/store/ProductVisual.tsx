import { useState, type ComponentType } from 'react';
import { Center, Image } from '@mantine/core';
import { IconBook, IconDeviceDesktopCode, IconFileDownload, IconPackage, IconVideo, type IconProps } from '@tabler/icons-react';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@shared/store/products';

/** Each type's placeholder: its icon in the type's colour on a tint of it. */
const PLACEHOLDER: Record<ProductType, { icon: ComponentType<IconProps>; color: string }> = {
  physical: { icon: IconPackage, color: 'orange' },
  digital: { icon: IconFileDownload, color: 'blue' },
  video_course: { icon: IconVideo, color: 'grape' },
  ebook: { icon: IconBook, color: 'teal' },
  software: { icon: IconDeviceDesktopCode, color: 'indigo' },
};

/**
 * A product's picture, or (no image yet, or it fails to load) a designed placeholder: its
 * type's icon on a soft colour of that type, at the same height either way. An icon, unlike an
 * emoji, draws the same in every browser and font.
 */
export function ProductVisual({ image, type, name, height, iconSize = 56 }: { image: string | null; type: ProductType; name: string; height: number; iconSize?: number }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return <Image src={image} alt={name} h={height} fit="cover" radius="md" onError={() => setFailed(true)} />;
  }
  const { icon: Icon, color } = PLACEHOLDER[type];
  return (
    <Center
      h={height}
      role="img"
      aria-label={`${name} (${PRODUCT_TYPE_LABELS[type]})`}
      data-testid="product-placeholder"
      style={{ background: `var(--mantine-color-${color}-0)`, borderRadius: 'var(--mantine-radius-md)', color: `var(--mantine-color-${color}-6)` }}
    >
      <Icon size={iconSize} stroke={1.4} aria-hidden />
    </Center>
  );
}
