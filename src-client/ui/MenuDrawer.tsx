import { Anchor, Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import type { RoutePath } from '@shared/routes';
import { useSession } from '../session/useSession';
import { useLogout } from './use-logout';
import { ROLE_NAV } from './role-nav-links';
import { LABELS } from '@shared/labels';

/** The phone menu (its own chunk: loaded the first time the burger is pressed). */
export default function MenuDrawer({ opened, onClose, links }: { opened: boolean; onClose: () => void; links: { path: RoutePath; label: string }[] }) {
  return (
    <Drawer opened={opened} onClose={onClose} title={LABELS.menu} size="xs" position="right">
      <Stack component="nav">
        {links.map((link) => (
          <Anchor key={link.path} component={Link} href={link.path} onClick={onClose}>
            {link.label}
          </Anchor>
        ))}
        <PanelLinks onDone={onClose} />
        <DrawerLogout onDone={onClose} />
      </Stack>
    </Drawer>
  );
}

/** The signed-in role's pages too: on a phone the strip under the header shows only a few at once. */
function PanelLinks({ onDone }: { onDone: () => void }) {
  const { token, role } = useSession();
  const [location] = useLocation();
  if (!token || !role) return null;
  return (
    <>
      <Divider label="بخش‌های پنل" labelPosition="right" />
      {ROLE_NAV[role].map((link) => (
        <Anchor key={link.path} component={Link} href={link.path} onClick={onDone} fw={location === link.path ? 700 : undefined} aria-current={location === link.path ? 'page' : undefined}>
          {link.label}
        </Anchor>
      ))}
      <Divider />
    </>
  );
}

/** On phones the header has no room for logout, so the menu drawer carries it. */
function DrawerLogout({ onDone }: { onDone: () => void }) {
  const { token } = useSession();
  const logout = useLogout();
  if (!token) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      justify="flex-start"
      px={0}
      onClick={() => {
        onDone();
        logout();
      }}
    >
      خروج
    </Button>
  );
}
