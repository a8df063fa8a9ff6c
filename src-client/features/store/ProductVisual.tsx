import { useState } from 'react';
import { Box, Center, Image, Text } from '@mantine/core';
import { PRODUCT_TYPE_EMOJI, PRODUCT_TYPE_LABELS, type ProductType } from '@shared/store';

const PLACEHOLDER_BG: Record<ProductType, string> = {
  physical: 'var(--mantine-color-orange-0)',
  digital: 'var(--mantine-color-blue-0)',
  video_course: 'var(--mantine-color-grape-0)',
  ebook: 'var(--mantine-color-teal-0)',
  software: 'var(--mantine-color-indigo-0)',
};

/**
 * A product's picture, or (no image yet, or it fails to load) its type's emoji on a soft
 * colour of that type (spec 3 "emoji placeholder by type"), at the same height either way.
 */
export function ProductVisual({ image, type, name, height, emojiSize = 56 }: { image: string | null; type: ProductType; name: string; height: number; emojiSize?: number }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return <Image src={image} alt={name} h={height} fit="cover" radius="md" onError={() => setFailed(true)} />;
  }
  return (
    <Center h={height} style={{ background: PLACEHOLDER_BG[type], borderRadius: 'var(--mantine-radius-md)' }}>
      <Box role="img" aria-label={PRODUCT_TYPE_LABELS[type]}>
        <Text span fz={emojiSize} lh={1} aria-hidden>
          {PRODUCT_TYPE_EMOJI[type]}
        </Text>
      </Box>
    </Center>
  );
}
