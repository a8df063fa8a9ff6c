import { SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { errorMessage } from '../../errors';
import { CafeCard } from './CafeCard';
import { CardSkeletons } from './CardSkeletons';
import type { BrowseParams } from './useBrowseParams';

/** The cafes: by name or address, offering a category, with a minimum rating; 8 per page. */
export function CafeSearchTab({ params, update }: { params: BrowseParams; update: (change: Partial<BrowseParams>) => void }) {
  const cafes = trpc.catalogue.cafeProfiles.useQuery(
    { q: params.q || undefined, category: params.category, minRating: params.minRating, page: params.page, pageSize: CATALOGUE.cafesPageSize },
    { placeholderData: keepPreviousData },
  );
  if (cafes.isPending) return <CardSkeletons />;
  if (cafes.isError) return <ErrorState title={CATALOGUE_MSG.cafesLoadFailed} message={errorMessage(cafes.error)} onRetry={() => cafes.refetch()} />;
  const { items, total, pages } = cafes.data;
  if (items.length === 0) return <EmptyState message={CATALOGUE_MSG.noProvider} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatNumber(total)} کافی‌نت یافت شد
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ opacity: cafes.isPlaceholderData ? 0.6 : 1 }}>
        {items.map((cafe) => (
          <CafeCard key={cafe.id} cafe={cafe} headingOrder={2} />
        ))}
      </SimpleGrid>
      <Pager page={params.page} pages={pages} onChange={(page) => update({ page })} disabled={cafes.isPlaceholderData} />
    </Stack>
  );
}
