import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatNumber, rialsToToman } from '@shared/wallet/money';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';

/** Income is shown as an amount even when zero (not «رایگان»). */
const toman = (rials: number) => `${formatNumber(rialsToToman(rials))} تومان`;

/** Store finance (spec 3 "Admin store"): income of paid store orders, all time and this Persian month, in toman. */
export function StoreFinanceCards() {
  const stats = trpc.store.admin.financeStats.useQuery();
  if (stats.isPending) return <Skeleton height={88} radius="md" />;
  if (stats.isError) return <ErrorState title={M.statsLoadFailed} message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  const tiles = [
    ['کل درآمد فروشگاه', toman(stats.data.total_income)],
    ['درآمد این ماه', toman(stats.data.monthly_income)],
    ['سفارش‌های پرداخت‌شده', formatNumber(stats.data.paid_orders)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="store-finance">
      {tiles.map(([label, value]) => (
        <Card key={label} withBorder radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={800}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
