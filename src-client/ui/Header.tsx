import { lazy, Suspense, useState } from 'react';
import { Anchor, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import type { RoutePath } from '@shared/routes';
import { useSession } from '../session/useSession';
import classes from './Header.module.css';
import { LABELS } from '@shared/labels';

// Not needed to show the home page to a visitor, so each is its own chunk (issue 13: initial JS).
const SignedInActions = lazy(() => import('./SignedInActions'));
const MenuDrawer = lazy(() => import('./MenuDrawer'));

const NAV_LINKS: { path: RoutePath; label: string }[] = [
  { path: '/', label: 'خانه' },
  { path: '/store', label: 'فروشگاه' },
  { path: '/services', label: 'خدمات' },
  { path: '/about', label: 'درباره ما' },
];

/** Spec 1 §2.2: navigation, then login/register or wallet, bell, dashboard and logout. */
export function Header() {
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer stays mounted once opened, so it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const links = NAV_LINKS;
  return (
    <Container size="lg" h="100%" className={classes.bar}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap={4}>
        <Group wrap="nowrap" className={classes.start}>
          <Burger
            opened={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            hiddenFrom="sm"
            size="sm"
            aria-label={LABELS.menu}
          />
          <Anchor component={Link} href="/" underline="never" fw={800} c="teal" className={classes.logo}>
            کافی‌نت‌یار
          </Anchor>
          <Group gap="md" visibleFrom="sm" component="nav" ms="xs">
            {links.map((link) => (
              <Anchor key={link.path} component={Link} href={link.path} c="dark" fw={500}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <AccountActions />
      </Group>
      {menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpen} onClose={menu.close} links={links} />
        </Suspense>
      )}
    </Container>
  );
}

function AccountActions() {
  const { token } = useSession();
  if (token) {
    return (
      <Suspense fallback={null}>
        <SignedInActions />
      </Suspense>
    );
  }
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
