import { Group, Rating, Text } from '@mantine/core';
import { ReadOnlyStars } from '../../ui/ReadOnlyStars';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { formatRating } from '@shared/catalogue/constants';
import { formatNumber } from '@shared/wallet/money';

/** Five stars with the average to one decimal and the count (spec 1 §2.7); "no rating yet" when none. */
export function RatingLine({
  average,
  count,
  size = 'sm',
  emptyText = CATALOGUE_MSG.noRatingYet,
}: {
  average: number;
  count: number;
  size?: 'xs' | 'sm' | 'md';
  emptyText?: string;
}) {
  if (count === 0) {
    return (
      <Group gap={6} wrap="nowrap">
        <Rating value={0} readOnly size={size} count={5} aria-hidden />
        <Text size="xs" c="dimmed">
          {emptyText}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <ReadOnlyStars value={average} size={size} />
      {/* The stars' name already says the value. */}
      <Text size="sm" fw={700} aria-hidden>
        {formatRating(average)}
      </Text>
      <Text size="xs" c="dimmed">
        ({formatNumber(count)} نظر)
      </Text>
    </Group>
  );
}
