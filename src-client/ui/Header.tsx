import { ActionIcon, Anchor, Burger, Button, Container, Drawer, Group, Indicator, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { dashboardPathFor, walletPathFor } from '@shared/roles';
import type { RoutePath } from '@shared/routes';
import { MSG } from '@shared/messages';
import { formatNumber } from '@shared/money';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { clearSession } from '../session/storage';
import { useSession } from '../session/useSession';
import { useCartCount } from '../features/store/cart';

const NAV_LINKS: { path: RoutePath; label: string }[] = [
  { path: '/', label: 'خانه' },
  { path: '/store', label: 'فروشگاه' },
  { path: '/services', label: 'خدمات' },
  { path: '/about', label: 'درباره ما' },
];

/** Spec 1 §2.2: navigation, then login/register or wallet, bell, dashboard and logout. */
export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  const links = NAV_LINKS;
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label="منو" />
          <Anchor component={Link} href="/" underline="never" fw={800} fz="xl" c="teal">
            کافی‌نت‌یار
          </Anchor>
          <Group gap="md" visibleFrom="sm" component="nav">
            {links.map((link) => (
              <Anchor key={link.path} component={Link} href={link.path} c="dark" fw={500}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <AccountActions />
      </Group>
      <Drawer opened={menuOpen} onClose={menu.close} title="منو" size="xs" position="right">
        <Stack component="nav">
          {links.map((link) => (
            <Anchor key={link.path} component={Link} href={link.path} onClick={menu.close}>
              {link.label}
            </Anchor>
          ))}
          <DrawerLogout onDone={menu.close} />
        </Stack>
      </Drawer>
    </Container>
  );
}

function useLogout(): () => void {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.clear();
    toast.success(MSG.logoutSuccess);
    navigate('/');
  };
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

function AccountActions() {
  const { token, role } = useSession();
  const cartCount = useCartCount();
  const logout = useLogout();

  if (!token) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href="/login" variant="default" size="sm">
          ورود
        </Button>
        <Button component={Link} href="/register" size="sm">
          ثبت نام
        </Button>
      </Group>
    );
  }

  // The roles that shop (spec 1 §2.1), and only while the stored cart holds something (spec 3).
  const showCart = (role === 'user' || role === 'coffenet') && cartCount > 0;

  return (
    <Group gap="xs" wrap="nowrap">
      {showCart && (
        <Indicator label={formatNumber(cartCount)} size={16}>
          <ActionIcon component={Link} href="/cart" variant="default" size="lg" aria-label="سبد خرید">
            <IconShoppingCart size={18} />
          </ActionIcon>
        </Indicator>
      )}
      <ActionIcon component={Link} href={walletPathFor(role)} variant="default" size="lg" aria-label="کیف پول">
        <IconWallet size={18} />
      </ActionIcon>
      <NotificationBell />
      <Button component={Link} href={dashboardPathFor(role)} size="sm" variant="light">
        <Text span size="sm" visibleFrom="xs">
          داشبورد
        </Text>
        <Text span size="sm" hiddenFrom="xs">
          پنل
        </Text>
      </Button>
      <Button onClick={logout} size="sm" variant="subtle" color="red" px={6} visibleFrom="xs">
        خروج
      </Button>
    </Group>
  );
}
