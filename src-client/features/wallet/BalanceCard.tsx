import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { WalletToman } from './AmountText';

export function BalanceCard({ title, rials, loading, children }: { title: string; rials: number | undefined; loading?: boolean; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconWallet size={36} stroke={1.5} color="var(--mantine-color-teal-7)" />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {title}
            </Text>
            {loading || rials === undefined ? (
              <Skeleton h={30} w={160} />
            ) : (
              <WalletToman rials={rials} fz={26} fw={800} data-testid="wallet-balance" />
            )}
          </Stack>
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </Card>
  );
}

export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" mt={4}>
        {value}
      </Text>
    </Card>
  );
}
