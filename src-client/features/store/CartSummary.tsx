import { Group, Text } from '@mantine/core';
import { formatNumber } from '@shared/wallet/money';
import { STORE_MSG } from '@shared/store/messages';
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
      <ShippingAndTotal label="مبلغ قابل پرداخت" total={total} testId="payable-total" />
    </>
  );
}

/** Free shipping (spec 3 §9) and the amount to pay, under a cart or an order's lines. */
export function ShippingAndTotal({ label, total, testId }: { label: string; total: number; testId: string }) {
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">هزینه ارسال</Text>
        <Text size="sm" c="teal">
          {STORE_MSG.free}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{label}</Text>
        <Text fw={800} c="teal" data-testid={testId}>
          <Toman rials={total} />
        </Text>
      </Group>
    </>
  );
}
