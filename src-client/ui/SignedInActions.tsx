import { ActionIcon, Button, Group, Indicator, Text } from '@mantine/core';
import { IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { Link } from 'wouter';
import { dashboardPathFor, walletPathFor } from '@shared/auth/roles';
import { formatNumber } from '@shared/wallet/money';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useSession } from '../session/useSession';
import { useCartCount } from '../features/store/cart';
import { useLogout } from './use-logout';

/**
 * The header's actions for a signed-in person: cart, wallet, the bell, dashboard and logout.
 * Its own chunk (the bell's popover and the notification schemas with it), so a visitor who is
 * not signed in never downloads it.
 */
export default function SignedInActions() {
  const { role } = useSession();
  const cartCount = useCartCount();
  const logout = useLogout();

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
