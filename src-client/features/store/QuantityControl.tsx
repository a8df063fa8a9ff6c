import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { formatNumber } from '@shared/wallet/money';
import { STORE_LABELS } from '@shared/store/messages';

/** − quantity +; minus is disabled at 1 (spec 3 §4), plus at the most one line may hold. */
export function QuantityControl({ value, max, onChange, name }: { value: number; max: number; onChange: (quantity: number) => void; name: string }) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={STORE_LABELS.quantityOf(name)}>
      <ActionIcon variant="default" size="md" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={STORE_LABELS.increaseQuantity}>
        <IconPlus size={16} />
      </ActionIcon>
      <Text fw={700} w={28} ta="center" aria-live="polite" data-testid="line-quantity">
        {formatNumber(value)}
      </Text>
      <ActionIcon variant="default" size="md" onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label={STORE_LABELS.decreaseQuantity}>
        <IconMinus size={16} />
      </ActionIcon>
    </Group>
  );
}
