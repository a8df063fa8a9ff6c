import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';

/** The small "← back to …" link above a page's title (the arrow points right in RTL). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor component={Link} href={href} size="sm">
      <Group gap={4}>
        <IconArrowRight size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
