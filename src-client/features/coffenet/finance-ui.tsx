import type { ReactNode } from 'react';
import { Card, Text } from '@mantine/core';
import { formatNumber } from '@shared/wallet/money';
import { Toman } from '../../ui/Toman';

export function SummaryCard({ title, value, hint }: { title: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={800} fz="xl" mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** Income is never "free": zero reads as zero toman (Toman shows 0 as رایگان, meant for prices). */
export function IncomeAmount({ rials }: { rials: number }) {
  return rials === 0 ? <span>{formatNumber(0)} تومان</span> : <Toman rials={rials} />;
}
