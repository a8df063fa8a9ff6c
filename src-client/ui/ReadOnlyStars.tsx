import { Rating, type MantineSize } from '@mantine/core';
import { ratingLabel } from '@shared/catalogue/rating-label';

/**
 * Stars that show a rating: one image named with the value («امتیاز ۴٫۵ از ۵»), since a screen
 * reader reads nothing from the star shapes. Read-only, so no radio buttons to Tab through.
 */
export function ReadOnlyStars({ value, size }: { value: number; size?: MantineSize }) {
  return <Rating value={value} fractions={10} readOnly size={size} role="img" aria-label={ratingLabel(value)} />;
}
