import { Text, type MantineSize } from '@mantine/core';
import { shortReference, type ReferenceKind } from '@shared/reference';

/**
 * A record's short reference ("A3F9-1C2B": an order, a ticket, a transaction) where a person
 * reads it; left to right inside Persian text. `kind` names the test id ("ticket-reference").
 */
export function ShortReference({ id, kind, size = 'sm', c }: { id: string; kind: ReferenceKind; size?: MantineSize; c?: string }) {
  return (
    <Text span ff="monospace" dir="ltr" size={size} c={c} data-testid={`${kind}-reference`} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {shortReference(id)}
    </Text>
  );
}
