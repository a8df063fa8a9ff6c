import { Group, Text } from '@mantine/core';
import { formatNumber } from '@shared/money';
import { STORE_MSG } from '@shared/store-messages';
import { Toman } from '../../ui/Toman';

/** Items total, free shipping and the payable amount (spec 3: shipping is free, payable = cart total). */
export function CartSummary({ count, total }: { count: number; total: number }) {
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">جمع کالاها ({formatNumber(count)} عدد)</Text>
        <Text size="sm">
          <Toman rials={total} />
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">هزینه ارسال</Text>
        <Text size="sm" c="teal.8">
          {STORE_MSG.free}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>مبلغ قابل پرداخت</Text>
        <Text fw={800} c="teal.8" data-testid="payable-total">
          <Toman rials={total} />
        </Text>
      </Group>
    </>
  );
}
