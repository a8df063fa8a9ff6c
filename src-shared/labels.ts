/**
 * Names read out by a screen reader for controls and regions with no visible text of their own
 * (icon buttons, loaders, landmarks), shared by every area; each area's own live beside its messages.
 * Apart from MSG: the app shell names its controls with these, and a module the entry chunk imports
 * rides in the entry chunk whole (the home page's JS budget).
 */
export const LABELS = {
  close: 'بستن',
  menu: 'منو',
  panelSections: 'بخش‌های پنل',
  cart: 'سبد خرید',
  wallet: 'کیف پول',
  dashboard: 'داشبورد',
  paging: 'صفحه‌بندی',
  loading: 'در حال بارگذاری',
  removeFile: 'حذف فایل',
  showPassword: 'نمایش رمز عبور',
  verificationCode: 'کد تایید',
  uploadProgress: 'پیشرفت بارگذاری',
  previousYear: 'سال قبل',
  previousMonth: 'ماه قبل',
  nextMonth: 'ماه بعد',
  nextYear: 'سال بعد',
  /** A date field's clear button and its calendar, named after the field. */
  clearDate: (field: string) => `پاک کردن ${field}`,
  pickDate: (field: string) => `انتخاب ${field}`,
} as const;
