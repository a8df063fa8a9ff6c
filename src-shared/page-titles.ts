import type { RoutePath } from './routes';

/** The product's name: the end of every page title. */
export const SITE_NAME = 'کافی‌نت‌یار';

/**
 * The Persian name of every client route, for `document.title` ("<page> | کافی‌نت‌یار") and the
 * name of the main region. The type makes a route without a title a compile error.
 */
export const PAGE_TITLES: Record<RoutePath, string> = {
  '/': 'خانه',
  '/register': 'ثبت نام',
  '/login': 'ورود',
  '/about': 'درباره ما',
  '/store': 'فروشگاه',
  '/product/:id': 'محصول',
  '/services': 'خدمات',
  '/forgot-password': 'بازیابی رمز عبور',
  '/unauthorized': 'دسترسی غیرمجاز',
  '/verify': 'نتیجه پرداخت',
  '/payment-complete': 'نتیجه پرداخت',

  '/order/create': 'ثبت سفارش',
  '/user/dashboard': 'داشبورد',
  '/user/orders': 'سفارش‌های من',
  '/user/course/:id': 'دوره',
  '/wallet': 'کیف پول',
  '/user/order-payment': 'پرداخت سفارش',

  '/coffenet/dashboard': 'داشبورد',
  '/coffenet/tasktable': 'خدمات من',
  '/coffenet/assignedorders': 'سفارش‌های دریافتی',
  '/coffenet/profile': 'پروفایل',
  '/coffenet/finance': 'امور مالی',
  '/coffenet/chat/:orderId': 'گفتگوی سفارش',
  '/coffenet/orders': 'مدیریت سفارش‌ها',
  '/coffenet/course/:id': 'دوره',
  '/coffenet/courses': 'محصولات و سفارش‌های من',
  '/wallet/coffenet': 'کیف پول کافی‌نت',

  '/admin/coffenet': 'مدیریت کافی‌نت‌ها',
  '/admin/dashboard': 'داشبورد مدیریت',
  '/admin/user': 'مدیریت کاربران',
  '/admin/store': 'مدیریت فروشگاه',
  '/admin/finance': 'امور مالی',
  '/admin/support': 'پشتیبانی',
  '/admin/orders': 'همه سفارش‌ها',
  '/admin/orders/:id': 'جزئیات سفارش',
  '/wallet/admin': 'کیف پول سامانه',

  '/cart': 'سبد خرید',
  '/checkout': 'تکمیل خرید',
  '/user/order-chat/:orderId': 'گفتگوی سفارش',
  '/site/store-order-payment': 'پرداخت سفارش فروشگاه',
  '/user/digital/:id': 'فایل‌های محصول',

  '/support': 'پشتیبانی',
  '/user/courses': 'محصولات و دوره‌های من',
  '/user/order/:orderId/payment': 'پرداخت سفارش',

  '/dashboard': 'داشبورد',
  '/orders': 'سفارش‌ها',
  '/account/password': 'تغییر رمز عبور',
};

/** The title of a path no route matches (the 404 page). */
export const NOT_FOUND_TITLE = 'صفحه پیدا نشد';

/** What the browser tab shows for a page: "<page> | کافی‌نت‌یار". */
export function documentTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}
