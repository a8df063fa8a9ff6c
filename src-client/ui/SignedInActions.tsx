import { ActionIcon, Button, Group, Indicator } from '@mantine/core';
import { IconLayoutDashboard, IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { Link } from 'wouter';
import { dashboardPathFor, walletPathFor } from '@shared/auth/roles';
import { formatNumber } from '@shared/wallet/money';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useSession } from '../session/useSession';
import { useCartCount } from '../features/store/cart';
import { useLogout } from './use-logout';
import classes from './Header.module.css';
import { LABELS } from '@shared/labels';

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
    <Group wrap="nowrap" className={classes.actions}>
      {showCart && (
        <Indicator label={formatNumber(cartCount)} size={16}>
          <ActionIcon component={Link} href="/cart" variant="default" size="lg" aria-label={LABELS.cart}>
            <IconShoppingCart size={18} />
          </ActionIcon>
        </Indicator>
      )}
      <ActionIcon component={Link} href={walletPathFor(role)} variant="default" size="lg" aria-label={LABELS.wallet}>
        <IconWallet size={18} />
      </ActionIcon>
      <NotificationBell />
      <Button component={Link} href={dashboardPathFor(role)} size="sm" variant="light" visibleFrom="xs">
        داشبورد
      </Button>
      {/* A phone has room for one more 44 px icon, not for a word (cart, wallet and bell come first). */}
      <ActionIcon component={Link} href={dashboardPathFor(role)} variant="light" size="lg" aria-label={LABELS.dashboard} title={LABELS.dashboard} hiddenFrom="xs">
        <IconLayoutDashboard size={18} />
      </ActionIcon>
      <Button onClick={logout} size="sm" variant="subtle" color="red" px={6} visibleFrom="xs">
        خروج
      </Button>
    </Group>
  );
}
