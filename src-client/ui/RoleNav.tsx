import { useEffect, useRef } from 'react';
import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { ROLE_NAV } from './role-nav-links';
import { useSession } from '../session/useSession';
import { LABELS } from '@shared/labels';

/** The signed-in role's pages as a strip under the header (the phone menu lists them too). */
export default function RoleNav() {
  const { token, role } = useSession();
  const [location] = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  // On a phone the strip is wider than the screen: bring the current page's tab into view.
  useEffect(() => {
    const current = viewport.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = viewport.current;
    if (!current || !box) return;
    const [tab, view] = [current.getBoundingClientRect(), box.getBoundingClientRect()];
    if (tab.left < view.left || tab.right > view.right) box.scrollLeft += tab.left + tab.width / 2 - (view.left + view.width / 2);
  }, [location, role]);
  if (!token || !role) return null;
  const links = ROLE_NAV[role];
  if (links.length < 2) return null;
  return (
    // A thin scrollbar shows there is more when the tabs do not fit (a phone); none when they do.
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" viewportRef={viewport} mb="md" component="nav" aria-label={LABELS.panelSections}>
      <Group gap={6} wrap="nowrap">
        {links.map((link) => (
          <Button
            key={link.path}
            component={Link}
            href={link.path}
            size="compact-sm"
            radius="xl"
            style={{ flexShrink: 0 }}
            variant={location === link.path ? 'filled' : 'light'}
            aria-current={location === link.path ? 'page' : undefined}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
