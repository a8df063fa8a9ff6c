import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { Link } from 'wouter';
import type { RoutePath } from '@shared/routes';
import { useSession } from '../session/useSession';
import { useLogout } from './use-logout';

/** The phone menu (its own chunk: loaded the first time the burger is pressed). */
export default function MenuDrawer({ opened, onClose, links }: { opened: boolean; onClose: () => void; links: { path: RoutePath; label: string }[] }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="منو" size="xs" position="right">
      <Stack component="nav">
        {links.map((link) => (
          <Anchor key={link.path} component={Link} href={link.path} onClick={onClose}>
            {link.label}
          </Anchor>
        ))}
        <DrawerLogout onDone={onClose} />
      </Stack>
    </Drawer>
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
