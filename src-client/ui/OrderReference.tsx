import { Text, type MantineSize } from '@mantine/core';
import { orderReference } from '@shared/order-reference';

/** An order's short reference ("A3F9-1C2B") where a person reads it; left to right inside Persian text. */
export function OrderReference({ id, size = 'sm', c }: { id: string; size?: MantineSize; c?: string }) {
  return (
    <Text span ff="monospace" dir="ltr" size={size} c={c} data-testid="order-reference" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {orderReference(id)}
    </Text>
  );
}
