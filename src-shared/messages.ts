/**
 * The catalogue of user-facing Persian messages (spec 1 §8 and the issue texts).
 * Server errors and client toasts both read from here so a wording changes in one place; the
 * app shell's few (session, connection, unknown page) are SHELL_MSG in shell-messages.ts.
 */
export const MSG = {
  // generic
  required: 'این فیلد الزامی است',
  forbidden: 'شما دسترسی لازم برای انجام این عملیات را ندارید',
  notLoggedIn: 'برای ادامه ابتدا وارد حساب کاربری خود شوید',
  uploadCancelled: 'بارگذاری لغو شد',
  searching: 'در حال جستجو…',
  refreshFailed: 'به‌روزرسانی انجام نشد؛ آخرین اطلاعات دریافت‌شده نمایش داده می‌شود',
  serverError: 'خطای داخلی سرور. لطفاً بعداً دوباره تلاش کنید',
  invalidBody: 'داده‌های ارسالی نامعتبر است',
  payloadTooLarge: 'حجم درخواست بیش از حد مجاز است',
  notFound: 'مورد درخواستی یافت نشد',
  /** A known /api path asked with a method it does not answer (405, with Allow). */
  methodNotAllowed: 'این مسیر درخواستی با این روش (متد) را نمی‌پذیرد',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
  /** A form's draft brought the typed text back, but a browser never keeps a chosen file (forms/DraftFilesLostHint). */
  draftFileLost: 'فایلی که پیش‌تر انتخاب کرده بودید نگه داشته نشد؛ لطفاً دوباره انتخاب کنید.',
  /** The same for a form that takes several files (a product's picture, preview and files). */
  draftFilesLost: 'فایل‌هایی که پیش‌تر انتخاب کرده بودید نگه داشته نشدند؛ لطفاً دوباره انتخاب کنید.',

  // registration
  usernameMin: 'نام کاربری باید حداقل ۳ کاراکتر باشد',
  usernameMax: 'نام کاربری حداکثر می‌تواند ۵۰ کاراکتر باشد',
  usernameChars: 'نام کاربری فقط می‌تواند شامل حروف، اعداد، نقطه، خط تیره و زیرخط باشد',
  passwordMin: 'رمز عبور باید حداقل ۶ کاراکتر باشد',
  passwordMax: 'رمز عبور حداکثر می‌تواند ۱۲۸ کاراکتر باشد',
  passwordMismatch: 'رمز عبور و تکرار آن مطابقت ندارند',
  phoneInvalid: 'شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد',
  emailInvalid: 'ایمیل وارد شده معتبر نیست',
  roleInvalid: 'نوع کاربری را انتخاب کنید',
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است',
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  phoneTaken: 'این شماره موبایل قبلاً ثبت شده است',
  registerSuccess: 'ثبت نام با موفقیت انجام شد',

  // login and session
  loginSuccess: 'ورود با موفقیت انجام شد',
  loginFailed: 'خطا در ورود به سیستم',
  wrongCredentials: 'نام کاربری یا رمز عبور اشتباه است',
  accountBlocked: 'حساب کاربری شما مسدود شده است',
  loginRateLimited: 'تعداد تلاش‌های ناموفق ورود زیاد است. لطفاً چند دقیقه بعد دوباره تلاش کنید',
  logoutSuccess: 'با موفقیت خارج شدید',

  // password reset and change
  userNotFound: 'کاربری با این نام کاربری یافت نشد',
  /** An account looked up by its id (GET /api/user/{id}, the admin's user actions): no username was given. */
  accountNotFound: 'کاربر یافت نشد',
  phoneMismatch: 'شماره موبایل با نام کاربری مطابقت ندارد',
  codeSent: 'کد تایید به شماره موبایل شما ارسال شد',
  /** The one answer to a reset request, whether or not the phone belongs to the username (issue 14). */
  codeSentIfMatch: 'اگر شماره موبایل با نام کاربری مطابقت داشته باشد، کد تایید به آن ارسال شد',
  registerRateLimited: 'ثبت‌نام‌های این نشانی اینترنتی بیش از حد مجاز است. لطفاً بعداً دوباره تلاش کنید',
  resetRateLimited: 'درخواست‌های بازیابی رمز عبور بیش از حد مجاز است. لطفاً بعداً دوباره تلاش کنید',
  codeSendFailed: 'خطا در ارسال کد تایید. لطفاً دوباره تلاش کنید',
  codeRequired: 'کد تایید را وارد کنید',
  codeFormat: 'کد تایید باید ۶ رقم باشد',
  codeInvalid: 'کد تایید نامعتبر است',
  codeExpired: 'کد تایید منقضی شده است. لطفاً کد جدید درخواست کنید',
  codeTooManyTries: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفاً کد جدید درخواست کنید',
  codeVerified: 'کد تایید شد',
  resendTooSoon: 'برای ارسال دوباره کد لطفاً تا پایان شمارش معکوس صبر کنید',
  passwordResetSuccess: 'رمز عبور با موفقیت تغییر کرد',
  passwordResetError: 'خطا در تغییر رمز عبور',
  currentPasswordWrong: 'رمز عبور فعلی اشتباه است',
  newPasswordSame: 'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',

  // cafes and fees (catalogue entries used by later areas)
  cafeNotFound: 'کافی‌نت یافت نشد',
  invalidFee: 'مقدار کارمزد باید بین ۰ و ۱ باشد',
  invalidCafeId: 'شناسه کافی‌نت نامعتبر است',
  feeSetError: 'خطا در ثبت کارمزد',
  feeGetError: 'خطا در دریافت کارمزد',
  invalidId: 'شناسه نامعتبر است',
  /** A day range whose start is after its end (the admin's lists and the ticket search). */
  dateRangeInvalid: 'تاریخ شروع نباید بعد از تاریخ پایان باشد',
  /** A Persian date where a Gregorian day is asked for (the REST date filters). */
  dateNotGregorian: 'تاریخ را میلادی و به شکل YYYY-MM-DD بفرستید (مثلاً 2026-11-29)',

  // notifications
  noNotifications: 'اعلانی وجود ندارد',
  welcomeTitle: 'به کافی‌نت‌یار خوش آمدید',
  welcomeUser: 'از داشبورد خود سفارش تازه ثبت کنید و وضعیت سفارش‌ها را دنبال کنید.',
  welcomeCoffenet: 'خدمات و قیمت‌های کافی‌نت خود را ثبت کنید تا مشتریان شما را پیدا کنند.',
  welcomeAdmin: 'حساب مدیریت سامانه آماده است.',
  passwordChangedTitle: 'رمز عبور تغییر کرد',
  passwordChangedNotice: 'رمز عبور حساب شما تغییر کرد. اگر این کار را شما انجام نداده‌اید، فوراً با پشتیبانی تماس بگیرید.',
} as const;

export type MessageKey = keyof typeof MSG;

/** The SMS carrying a password-reset code. */
export function passwordResetSms(code: string): string {
  return `کد بازیابی رمز عبور شما: ${code}\nاین کد تا ۱۰ دقیقه معتبر است.`;
}
