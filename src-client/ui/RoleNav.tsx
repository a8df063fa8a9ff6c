import { useEffect, useRef } from 'react';
import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import type { Role } from '@shared/auth/roles';
import type { RoutePath } from '@shared/routes';
import { useSession } from '../session/useSession';

/**
 * The working pages of each role (spec 2 §2 cafe and admin header navigation, the customer
 * dashboard's side navigation), as a strip under the header. Only pages that exist are listed.
 */
const ROLE_NAV: Record<Role, { path: RoutePath; label: string }[]> = {
  user: [
    { path: '/user/dashboard', label: 'داشبورد' },
    { path: '/order/create', label: 'ثبت سفارش' },
    { path: '/user/orders', label: 'سفارش‌های من' },
    { path: '/user/courses', label: 'دوره‌های من' },
    { path: '/wallet', label: 'کیف پول' },
    { path: '/support', label: 'پشتیبانی' },
  ],
  coffenet: [
    { path: '/coffenet/dashboard', label: 'داشبورد' },
    { path: '/coffenet/tasktable', label: 'خدمات من' },
    { path: '/coffenet/assignedorders', label: 'سفارش‌های دریافتی' },
    { path: '/coffenet/orders', label: 'مدیریت سفارش‌ها' },
    { path: '/coffenet/finance', label: 'مالی' },
    { path: '/wallet/coffenet', label: 'کیف پول' },
    { path: '/coffenet/courses', label: 'دوره‌های من' },
    { path: '/support', label: 'پشتیبانی' },
    { path: '/coffenet/profile', label: 'پروفایل' },
  ],
  admin: [
    { path: '/admin/dashboard', label: 'داشبورد' },
    { path: '/admin/store', label: 'فروشگاه' },
    { path: '/admin/finance', label: 'مالی' },
    { path: '/admin/user', label: 'کاربران' },
    { path: '/admin/coffenet', label: 'کافی‌نت‌ها' },
    { path: '/admin/orders', label: 'سفارش‌ها' },
    { path: '/admin/support', label: 'پشتیبانی' },
    { path: '/wallet/admin', label: 'کیف پول' },
  ],
};

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
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" viewportRef={viewport} mb="md" component="nav" aria-label="بخش‌های پنل">
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
