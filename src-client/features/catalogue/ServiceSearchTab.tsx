import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { IconClock } from '@tabler/icons-react';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { categoryLabel } from '@shared/catalogue/categories';
import { formatMinutes } from '@shared/catalogue/durations';
import { formatNumber } from '@shared/wallet/money';
import { trpc } from '../../trpc';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { Toman } from '../../ui/Toman';
import { errorMessage } from '../../errors';
import { CardSkeletons } from './CardSkeletons';
import { RatingLine } from './RatingLine';
import { ServiceDetailModal, type ServiceItem } from './ServiceDetailModal';
import type { BrowseParams } from './useBrowseParams';

/** The offers: searched, filtered, sorted and paged on the server, 8 at a time (spec 2 §9). */
export function ServiceSearchTab({ params, update }: { params: BrowseParams; update: (change: Partial<BrowseParams>) => void }) {
  const [open, setOpen] = useState<ServiceItem | null>(null);
  const services = trpc.catalogue.services.useQuery(
    {
      q: params.q || undefined,
      category: params.category,
      minRating: params.minRating,
      maxMinutes: params.maxMinutes,
      sort: params.sort,
      page: params.page,
      pageSize: CATALOGUE.servicesPageSize,
    },
    { placeholderData: keepPreviousData },
  );

  if (services.isPending) return <CardSkeletons count={4} />;
  if (services.isError) return <ErrorState title={CATALOGUE_MSG.servicesLoadFailed} message={errorMessage(services.error)} onRetry={() => services.refetch()} />;
  const { items, total, pages } = services.data;
  if (items.length === 0) return <EmptyState message={CATALOGUE_MSG.noServiceFound} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatNumber(total)} خدمت یافت شد
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} style={{ opacity: services.isPlaceholderData ? 0.6 : 1 }}>
        {items.map((service) => (
          <Card key={service.id} withBorder radius="md" padding="md" component="article" aria-label={service.title}>
            <Stack gap={6} h="100%">
              <Text fw={700}>{service.title}</Text>
              <Text size="sm" c="dimmed">
                {service.cafe_name}
              </Text>
              <RatingLine average={service.rating_avg} count={service.ratings_count} size="xs" />
              <Group gap="xs">
                <Badge size="sm" variant="light">
                  {categoryLabel(service.category)}
                </Badge>
                {service.estimated_minutes != null && (
                  <Group gap={2} wrap="nowrap">
                    <IconClock size={14} />
                    <Text size="xs">{formatMinutes(service.estimated_minutes)}</Text>
                  </Group>
                )}
              </Group>
              <Text fw={700} c="teal" mt="auto">
                <Toman rials={service.base_price} />
              </Text>
              <Button variant="light" onClick={() => setOpen(service)}>
                جزئیات و سفارش
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Pager page={params.page} pages={pages} onChange={(page) => update({ page })} disabled={services.isPlaceholderData} />
      <ServiceDetailModal service={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
