import { Badge, Blockquote, Card, Divider, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { lastReviewLabel } from '@shared/catalogue/rating-label';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { persianDigits } from '@shared/text/digits';
import { formatNumber } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';
import { RatingLine } from './RatingLine';
import { SocialLinks } from './SocialLinks';
import { TaskLine } from './TaskLine';
import { OrderButton } from './OrderButton';

export type CafeCardData = RouterOutputs['catalogue']['topCafes'][number];

/**
 * A cafe as the home page and the services page show it: name, active badge, rating, address,
 * phone, social links, its first services, the newest review and the order button (spec 1 §2.7).
 */
export function CafeCard({ cafe, showReview = true, headingOrder = 3 }: { cafe: CafeCardData; showReview?: boolean; headingOrder?: 2 | 3 }) {
  const more = cafe.tasks_count - cafe.tasks.length;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={cafe.cafe_name} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* h3 under a section's h2; h2 where the cards sit right under the page's h1. */}
          <Title order={headingOrder} size="h4">
            {cafe.cafe_name}
          </Title>
          <Badge color={cafe.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {cafe.active ? 'فعال' : 'غیرفعال'}
          </Badge>
        </Group>
        <RatingLine average={cafe.rating_avg} count={cafe.ratings_count} />
        {cafe.address && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{cafe.address}</Text>
          </Group>
        )}
        {cafe.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} />
            <Text size="sm" component="a" href={`tel:${cafe.phone}`} dir="ltr" c="inherit">
              {persianDigits(cafe.phone)}
            </Text>
          </Group>
        )}
        <SocialLinks cafe={cafe} />
        <Divider label="خدمات" labelPosition="right" />
        {cafe.tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CATALOGUE_MSG.noServicesDefined}
          </Text>
        ) : (
          <Stack gap={0}>
            {cafe.tasks.map((task) => (
              <TaskLine key={task.id} task={task} />
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed">
                و {formatNumber(more)} خدمت دیگر
              </Text>
            )}
          </Stack>
        )}
        {showReview && cafe.last_review && (
          <Blockquote p="xs" mt={4} color="gray" cite={`— ${cafe.last_review.user_name}`}>
            <Rating value={cafe.last_review.rating} readOnly size="xs" role="img" aria-label={lastReviewLabel(cafe.last_review.rating)} />
            {cafe.last_review.comment && (
              <Text size="sm" mt={4}>
                {cafe.last_review.comment}
              </Text>
            )}
          </Blockquote>
        )}
        <OrderButton cafeId={cafe.id} active={cafe.active} mt="auto" fullWidth />
      </Stack>
    </Card>
  );
}
