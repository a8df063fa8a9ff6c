import { useState } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { trpc } from '../../trpc';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { CafeCard } from '../catalogue/CafeCard';
import { CardSkeletons } from '../catalogue/CardSkeletons';

/** Spec 1 §2.7 cafe profile list: active cafes, then the inactive ones, each paged on the server. */
export function CafeProfilesSection() {
  return (
    <Stack gap={40}>
      <ProfileList active title="کافی‌نت‌های فعال" empty={CATALOGUE_MSG.noActiveCafe} />
      <ProfileList active={false} title="کافی‌نت‌های غیرفعال" empty={null} />
    </Stack>
  );
}

/** `empty` null hides the whole list when it has nothing (no inactive cafes is the usual case). */
function ProfileList({ active, title, empty }: { active: boolean; title: string; empty: string | null }) {
  const [page, setPage] = useState(1);
  const profiles = trpc.catalogue.cafeProfiles.useQuery({ active, page }, { placeholderData: keepPreviousData });
  const id = `cafe-profiles-${active ? 'active' : 'inactive'}`;

  if (empty === null && (profiles.isPending || profiles.isError || profiles.data.total === 0)) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between">
        <Title order={2} id={id}>
          {title}
        </Title>
        {active && (
          <Anchor component={Link} href="/services?tab=cafes" size="sm">
            جستجوی کافی‌نت‌ها
          </Anchor>
        )}
      </Group>
      {profiles.isPending ? (
        <CardSkeletons />
      ) : profiles.isError ? (
        <ErrorState message={CATALOGUE_MSG.cafesLoadFailed} onRetry={() => profiles.refetch()} />
      ) : profiles.data.items.length === 0 ? (
        <EmptyState message={empty ?? ''} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ opacity: profiles.isPlaceholderData ? 0.6 : 1 }}>
            {profiles.data.items.map((cafe) => (
              <CafeCard key={cafe.id} cafe={cafe} />
            ))}
          </SimpleGrid>
          <Pager page={page} pages={profiles.data.pages} onChange={setPage} disabled={profiles.isPlaceholderData} />
        </>
      )}
    </Stack>
  );
}
