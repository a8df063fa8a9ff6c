import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A wide table that scrolls sideways inside its own box on a phone, never the page. The box
 * takes keyboard focus, so people who cannot swipe can scroll it with the arrow keys.
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
