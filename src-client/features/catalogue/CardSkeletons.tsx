import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { LABELS } from '@shared/labels';

/** Placeholder cards while a list of cafes or services loads. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={LABELS.loading}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Skeleton height={20} width="60%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} mb={6} width="80%" />
          <Skeleton height={36} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
