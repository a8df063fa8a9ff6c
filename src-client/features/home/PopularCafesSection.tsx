import { SimpleGrid, Stack, Title } from '@mantine/core';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { trpc } from '../../trpc';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { CafeCard } from '../catalogue/CafeCard';
import { CardSkeletons } from '../catalogue/CardSkeletons';

/** Spec 1 §2.7 "popular cafes": the best-rated active cafes with their services. */
export function PopularCafesSection() {
  const top = trpc.catalogue.topCafes.useQuery();
  return (
    <Stack gap="md" component="section" aria-labelledby="popular-cafes-title">
      <Title order={2} id="popular-cafes-title">
        کافی‌نت‌های محبوب
      </Title>
      {top.isPending ? (
        <CardSkeletons />
      ) : top.isError ? (
        <ErrorState message={CATALOGUE_MSG.cafesLoadFailed} onRetry={() => top.refetch()} />
      ) : top.data.length === 0 ? (
        <EmptyState message={CATALOGUE_MSG.noCafes} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {top.data.map((cafe) => (
            <CafeCard key={cafe.id} cafe={cafe} showReview={false} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
