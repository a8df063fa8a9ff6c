import type { Role } from '@shared/auth/roles';
import type { RoutePath } from '@shared/routes';

/**
 * The working pages of each role (spec 2 §2 cafe and admin header navigation, the customer
 * dashboard's side navigation): the strip under the header and the phone menu. Only pages that
 * exist are listed.
 */
export const ROLE_NAV: Record<Role, { path: RoutePath; label: string }[]> = {
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
