import { MSG } from '../messages';

/** The admin console's messages (spec 3 §8 and the rules of issue 11), in one place for both sides. */
export const ADMIN_MSG = {
  // Refusals
  selfRole: 'نمی‌توانید نقش حساب خودتان را تغییر دهید',
  selfBlock: 'نمی‌توانید حساب خودتان را مسدود کنید',
  selfDelete: 'نمی‌توانید حساب خودتان را حذف کنید',
  lastAdmin: 'آخرین مدیر فعال سامانه را نمی‌توان حذف، مسدود یا از نقش مدیر خارج کرد',
  userHasHistory: 'این کاربر سفارش یا سابقهٔ مالی دارد و حذف نمی‌شود؛ به‌جای حذف، حساب او را مسدود کنید',
  cafeHasHistory: 'این کافی‌نت سفارش یا سابقهٔ مالی دارد و حذف نمی‌شود؛ به‌جای حذف، آن را غیرفعال کنید',
  userNotFound: MSG.accountNotFound,
  roleOpenWork: 'این حساب سفارش باز، موجودی کیف پول یا درخواست برداشت در جریان دارد؛ تا تسویهٔ آن‌ها نقش آن تغییر نمی‌کند',
  ownerBlocked: 'مدیر این کافی‌نت مسدود است؛ برای فعال کردن کافی‌نت ابتدا حساب او را از مسدودی خارج کنید',
  roleInvalid: 'نقش انتخاب‌شده معتبر نیست',
  blockedInvalid: 'وضعیت مسدودی باید true یا false باشد',
  activeInvalid: 'وضعیت فعال بودن باید true یا false باشد',
  statusInvalid: 'وضعیت سفارش معتبر نیست',
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD باشد',
  dateRangeInvalid: MSG.dateRangeInvalid,
  pagingInvalid: 'شمارهٔ صفحه یا تعداد ردیف‌ها معتبر نیست',
  auditTargetInvalid: 'شناسهٔ مورد معتبر نیست',
  orderNumberInvalid: 'شمارهٔ سفارش فقط از ارقام و حروف a تا f تشکیل می‌شود',
  sourceInvalid: 'منبع پرداخت باید wallet یا gateway باشد',
  auditAreaInvalid: 'بخش گزارش اقدامات باید users، finance، cafes، orders یا store باشد',
  codeRequired: 'کد مورد نظر را وارد کنید',
  cafeNameRequired: 'نام کافی‌نت الزامی است',
  addressRequired: 'آدرس کافی‌نت الزامی است',
  emailRequired: 'ایمیل الزامی است',
  cafePhoneInvalid: 'شماره موبایل باید ۱۱ رقم و با 09 شروع شود',
  mustChangePassword: 'برای ادامه، ابتدا رمز عبور موقت خود را تغییر دهید',
  // Successes
  roleChanged: 'نقش کاربر با موفقیت تغییر کرد',
  blocked: 'کاربر با موفقیت مسدود شد',
  blockedCafePaused: 'کاربر مسدود شد و کافی‌نت او تا رفع مسدودی سفارش و پرداخت جدید نمی‌پذیرد',
  unblocked: 'کاربر با موفقیت از حالت مسدود خارج شد',
  userDeleted: 'کاربر با موفقیت حذف شد',
  cafeActivated: 'کافی‌نت فعال شد',
  cafeDeactivated: 'کافی‌نت غیرفعال شد',
  cafeDeleted: 'کافی‌نت با موفقیت حذف شد',
  cafeCreated: 'کافی‌نت با موفقیت ایجاد شد',
  orderStarted: 'سفارش به وضعیت «در حال انجام» رفت',
  // Loading failures (spec 3 §8)
  operationFailed: 'خطا در انجام عملیات',
  usersLoad: 'خطا در دریافت لیست کاربران',
  // the action named in a cafe action's failure, before its status code and the server's text
  cafeToggleAction: 'تغییر وضعیت کافی‌نت',
  cafeDeleteAction: 'حذف کافی‌نت',
  cafeAddAction: 'افزودن کافی‌نت',
  cafeSearchFailed: 'خطا در جستجوی کافی‌نت‌ها',
  userSearchFailed: 'خطا در جستجوی کاربران',
  orderChatLoad: 'خطا در دریافت گفتگوی سفارش',
  securityEventsLoad: 'خطا در دریافت رویدادهای امنیتی',
  cafesLoad: 'خطا در دریافت لیست کافینت‌ها. لطفاً مجدداً تلاش کنید.',
  statsLoad: 'خطا در دریافت آمار',
  ordersLoad: 'خطا در دریافت لیست سفارشات',
  orderLoad: 'خطا در دریافت جزئیات سفارش',
  adminWalletLoad: 'خطا در دریافت کیف پول ادمین',
  storeSalesLoad: 'خطا در دریافت لیست فروشگاه',
  withdrawalsLoad: 'خطا در دریافت لیست پرداخت به کافینت',
  feesLoad: 'خطا در دریافت لیست کارمزدهای کافینت',
  auditLoad: 'خطا در دریافت گزارش اقدامات مدیران',
  searchFailed: 'خطا در جستجوی کد',
  // Empty states
  noUsers: 'هیچ کاربری یافت نشد',
  noCafes: 'هیچ کافی‌نتی یافت نشد',
  noOrders: 'سفارشی یافت نشد',
  noRows: 'موردی برای نمایش وجود ندارد',
  noAudit: 'هنوز اقدامی ثبت نشده است',
  codeNotFound: 'هیچ سفارش، پرداخت، برداشت یا تراکنشی با این کد یافت نشد',
  // Confirmations
  confirmDeleteCafe: 'آیا از حذف این کافی‌نت اطمینان دارید؟',
  confirmGeneric: 'آیا مطمئن هستید؟',
} as const;

/** Screen-reader names of the admin console's controls. */
export const ADMIN_LABELS = {
  /** The one-time password of a new cafe account: the dialog's title and the field's label. */
  oneTimePassword: 'رمز عبور یک‌بارمصرف',
  copyOneTimePassword: 'کپی رمز عبور یک‌بارمصرف',
  userSearch: 'جستجوی نام کاربری',
  cafeSearch: 'جستجوی کافی‌نت',
  userRole: (username: string) => `نقش ${username}`,
} as const;
