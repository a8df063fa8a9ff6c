/**
 * The generic messages the app shell shows on every page (a failed call, an expired session, an
 * unknown address), apart from MSG: the entry chunk that every visitor downloads imports these alone,
 * not the whole catalogue (the home page's JS budget, 150 KB gzip). MSG does not spread them in:
 * a spread keeps the whole MSG object in any chunk that imports the module for something else.
 */
export const SHELL_MSG = {
  sessionExpired: 'نشست شما منقضی شده است. لطفاً دوباره وارد شوید',
  operationFailed: 'خطا در انجام عملیات',
  serverNoDetail: 'خطا در ارتباط با سرور. لطفاً دوباره تلاش کنید',
  networkError: 'خطا در ارتباط با سرور. لطفاً اتصال اینترنت خود را بررسی کنید',
  pageNotFound: 'صفحه‌ای که به دنبال آن هستید پیدا نشد',
} as const;
