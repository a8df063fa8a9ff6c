import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconListSearch } from '@tabler/icons-react';
import { BrowseFilters } from './BrowseFilters';
import { CafeSearchTab } from './CafeSearchTab';
import { ServiceSearchTab } from './ServiceSearchTab';
import { useBrowseParams, type BrowseTab } from './useBrowseParams';

/** /services (spec 2 §2): service search and cafe search in two tabs; the address keeps the filters. */
export default function ServicesPage() {
  const [params, update] = useBrowseParams();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          خدمات و کافی‌نت‌ها
        </Title>
        <Text c="dimmed">خدمت مورد نیاز خود را پیدا کنید، قیمت و زمان را مقایسه کنید و سفارش دهید.</Text>
      </Stack>
      <Tabs value={params.tab} onChange={(tab) => update({ tab: (tab ?? 'services') as BrowseTab })} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="services" leftSection={<IconListSearch size={16} />}>
            جستجوی خدمات
          </Tabs.Tab>
          <Tabs.Tab value="cafes" leftSection={<IconBuildingStore size={16} />}>
            جستجوی کافی‌نت‌ها
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services" pt="md">
          <Stack gap="lg">
            <BrowseFilters params={params} update={update} />
            <ServiceSearchTab params={params} update={update} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="cafes" pt="md">
          <Stack gap="lg">
            <BrowseFilters params={params} update={update} />
            <CafeSearchTab params={params} update={update} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
