import { isolate } from '../text/bidi';
import { formatWalletToman } from './transactions';

/** User-facing Persian messages of the money area (spec 3 §8, spec 1 §5 and §8, issue 5). */
export const WALLET_MSG = {
  // wallets and the ledger
  insufficientBalance: 'موجودی کیف پول کافی نیست',
  insufficientPlatformBalance: 'موجودی کیف پول سامانه کافی نیست',
  amountPositive: 'مبلغ باید بیشتر از صفر باشد',
  amountInteger: 'مبلغ باید عدد صحیح باشد',
  amountTooLarge: 'مبلغ بیش از حد مجاز است',
  amountRequired: 'مبلغ را وارد کنید',
  gatewayMinAmount: 'حداقل مبلغ پرداخت آنلاین ۱٬۰۰۰ تومان است',
  descriptionRequired: 'توضیحات را وارد کنید',
  descriptionTooLong: 'توضیحات حداکثر ۲۰۰ کاراکتر است',
  messageTooLong: 'پیام حداکثر ۵۰۰ کاراکتر است',
  walletLoadError: 'خطا در دریافت اطلاعات کیف پول',
  transactionsLoadError: 'خطا در دریافت تراکنش‌ها',
  noTransactions: 'تراکنشی یافت نشد',
  topUpReturnNote: 'پس از افزایش موجودی، پرداخت سفارش را از همین‌جا ادامه دهید.',
  topUpReturnAction: 'ادامه پرداخت سفارش',
  noTransactionMatch: 'تراکنشی با این جستجو یافت نشد',
  pagingInvalid: 'پارامترهای صفحه‌بندی نامعتبر است',
  withdrawalStatusInvalid: 'وضعیت درخواست برداشت نامعتبر است',
  ledgerMismatch: 'خطای داخلی در ثبت تراکنش؛ هیچ مبلغی جابه‌جا نشد',

  // gateway and verify
  depositSuccess: 'موجودی با موفقیت افزایش یافت',
  paymentFailed: 'پرداخت ناموفق بود',
  paymentCancelled: 'پرداخت توسط شما لغو شد',
  paymentSucceeded: 'پرداخت با موفقیت انجام شد',
  paymentAlreadyVerified: 'این پرداخت قبلاً تأیید شده است',
  paymentNotFound: 'پرداختی با این کد یافت نشد',
  paymentNotVerified: 'پرداخت تایید نشد یا با خطا مواجه شد.',
  paymentNotDone: 'پرداخت انجام نشد.',
  verifyError: 'خطا در بررسی پرداخت',
  /** Shown while a gateway payment is checked (the return pages, the wallets, the redirect toast). */
  checkingPayment: 'در حال بررسی پرداخت…',
  authorityMissing: 'کد پرداخت یافت نشد. لطفاً دوباره تلاش کنید.',
  /** Spec 1 §2.9's hint under a payment check that could not run (both return pages show it). */
  checkFailedHint: 'اگر مبلغی از حساب شما کسر شده است، وضعیت سفارش را در داشبورد بررسی کنید.',
  invalidSiteType: 'نوع پرداخت سایت نامعتبر است.',
  paymentCreateError: 'خطا در ایجاد پرداخت',
  paymentLinkMissing: 'لینک پرداخت دریافت نشد',
  paymentLinkError: 'خطا در دریافت لینک پرداخت.',
  paymentProcessError: 'خطا در پردازش پرداخت',
  gatewayUnreachable: 'ارتباط با درگاه پرداخت برقرار نشد. لطفاً دوباره تلاش کنید',
  /** Production with no gateway configured (issue 14): wallets and the rest still work. */
  onlinePaymentsOff: 'پرداخت آنلاین در حال حاضر فعال نیست. لطفاً از کیف پول استفاده کنید یا بعداً تلاش کنید',
  paymentExpired: 'مهلت این پرداخت به پایان رسید و مبلغی از حساب شما کسر نشد',
  gatewayBadAnswer: 'پاسخ درگاه پرداخت نامعتبر بود. لطفاً دوباره تلاش کنید',
  serviceKeyInvalid: 'کلید سرویس نامعتبر است',

  // order payment
  orderNotPayable: 'این سفارش آماده پرداخت نیست',
  orderNotFound: 'شناسه سفارش یافت نشد',
  orderLoadError: 'خطا در دریافت جزئیات سفارش',

  // bank accounts
  ibanRequired: 'شماره شبا را وارد کنید',
  ibanInvalid: 'شماره شبا معتبر نیست (IR و ۲۴ رقم)',
  accountNumberRequired: 'شماره حساب را وارد کنید',
  accountNumberInvalid: 'شماره حساب فقط شامل رقم و خط تیره است',
  bankRequired: 'نام بانک را وارد کنید',
  fullNameRequired: 'نام صاحب حساب را وارد کنید',
  bankAccountsLoadError: 'خطا در دریافت حساب‌های بانکی',
  bankAccountDuplicate: 'این شماره شبا قبلاً ثبت شده است',
  bankAccountNotFound: 'حساب بانکی یافت نشد',
  bankAccountSaved: 'حساب بانکی ذخیره شد',
  bankAccountDeleted: 'حساب بانکی حذف شد',
  bankAccountSaveError: 'خطا در ذخیره حساب بانکی',
  bankAccountDeleteError: 'خطا در حذف حساب بانکی',

  // withdrawals
  accountRequired: 'یک حساب بانکی انتخاب کنید',
  withdrawRequested: 'درخواست برداشت ثبت شد و مبلغ آن تا بررسی مدیر نگه داشته می‌شود',
  withdrawRequestError: 'خطا در ثبت درخواست برداشت',
  withdrawalNotFound: 'درخواست برداشت یافت نشد',
  withdrawalDecided: 'این درخواست قبلاً بررسی شده است',
  withdrawalApproved: 'درخواست برداشت تأیید شد',
  withdrawalRejected: 'درخواست برداشت رد شد',
  approveError: 'خطا در تایید درخواست',
  rejectError: 'خطا در رد درخواست',
  rejectMessageRequired: 'دلیل رد درخواست را بنویسید',
  noWithdrawals: 'درخواست برداشتی وجود ندارد',

  // admin wallet
  fillRequired: 'لطفاً تمام فیلدهای ضروری را پر کنید',
  sameSourceAndTarget: 'مبدا و مقصد نمیتوانند یکسان باشند',
  walletHolderNotFound: 'کاربری با این شناسه یافت نشد',
  walletHolderNotWallet: 'این حساب کیف پول ندارد (کیف پول مدیر همان کیف پول سامانه است)',
  depositDone: 'واریز با موفقیت انجام شد',
  withdrawDone: 'برداشت با موفقیت انجام شد',
  transferDone: 'انتقال با موفقیت انجام شد',
  depositError: 'خطا در انجام واریز',
  withdrawError: 'خطا در انجام برداشت',
  transferError: 'خطا در انجام انتقال',
  adminWalletLoadError: 'خطا در دریافت کیف پول ادمین',

  // notices of admin moves and withdrawals (titles)
  adminDepositTitle: 'واریز به کیف پول',
  adminWithdrawTitle: 'برداشت از کیف پول',
  adminTransferOutTitle: 'انتقال از کیف پول',
  adminTransferInTitle: 'انتقال به کیف پول',
  withdrawalRequestTitle: 'درخواست برداشت تازه',

  // fees
  /** The global fee as the audit list names it. */
  globalFeeLabel: 'کارمزد سراسری',
  feeSaved: 'کارمزد سراسری ذخیره شد',
  feeResetError: 'خطا در بازنشانی کارمزد',
  cafeFeesLoadError: 'خطا در دریافت لیست کارمزدهای کافینت',
} as const;

/** "کارمزد کافی‌نت آزادی ذخیره شد" (spec 3 §8: a success message naming the cafe). */
export function cafeFeeSavedMessage(cafeName: string): string {
  return `کارمزد ${cafeName} ذخیره شد`;
}

/** "کارمزد کافی‌نت آزادی به کارمزد سراسری بازگشت": the reset names its cafe too, as the set does. */
export function cafeFeeResetMessage(cafeName: string): string {
  return `کارمزد ${cafeName} به کارمزد سراسری بازگشت`;
}

/** Ledger descriptions written when the caller gives none (statements and finance lists show them). */
export const LEDGER_DESCRIPTIONS = {
  gatewayDeposit: 'افزایش موجودی از درگاه',
  platformGatewayDeposit: 'افزایش موجودی کیف پول سامانه از درگاه',
  /** The admin's top-up of the platform wallet, when the admin wrote no description. */
  platformTopUp: 'افزایش موجودی کیف پول سامانه',
  botPayment: 'پرداخت از طریق ربات',
  storeWalletPayment: 'پرداخت سفارش فروشگاه از کیف پول',
  storeGatewayPayment: 'پرداخت آنلاین سفارش فروشگاه',
  storeCashOnDelivery: 'پرداخت در محل سفارش فروشگاه (وجه دریافتی پست)',
  withdrawalRequest: 'درخواست برداشت',
  withdrawalPayout: 'تسویه برداشت به حساب بانکی',
  /** A wallet top-up through the gateway, when the customer wrote no description. */
  walletTopUp: 'افزایش موجودی کیف پول',
  orderWalletPayment: 'پرداخت سفارش از کیف پول',
  orderGatewayPayment: 'پرداخت آنلاین سفارش',
  /** The description the gateway shows for a store order's online payment. */
  storeOrderGatewayStart: 'پرداخت سفارش فروشگاه',
  orderSettlement: 'تسویه سفارش تکمیل‌شده',
  orderRefund: 'بازگشت وجه سفارش لغوشده',
  /** A gateway payment credited to the payer's wallet because its order no longer waited for it. */
  orderNotPayableCredit: 'بازگشت پرداخت سفارشی که دیگر قابل پرداخت نبود',
  storeOrderNotPayableCredit: 'بازگشت پرداخت سفارش فروشگاهی که دیگر قابل پرداخت نبود',
} as const;

/** The description the gateway (and then the ledger) shows for a service order's online payment. */
export function orderGatewayStartDescription(serviceType: string): string {
  return `پرداخت سفارش ${serviceType}`;
}

/** Notice texts of the admin's wallet moves: the amount (rials) and the admin's description. */
export const adminMoveNoticeText = {
  deposit: (amount: number, description: string) => `${formatWalletToman(amount)} توسط مدیر به کیف پول شما واریز شد: ${description}`,
  withdraw: (amount: number, description: string) => `${formatWalletToman(amount)} توسط مدیر از کیف پول شما برداشت شد: ${description}`,
  transferOut: (amount: number, description: string) => `${formatWalletToman(amount)} توسط مدیر از کیف پول شما منتقل شد: ${description}`,
  transferIn: (amount: number, description: string) => `${formatWalletToman(amount)} توسط مدیر به کیف پول شما منتقل شد: ${description}`,
};

/** The admins' notice of a cafe's withdrawal request. */
export function withdrawalRequestNoticeText(requester: string, amount: number): string {
  return `${isolate(requester)} برداشت ${formatWalletToman(amount)} را درخواست کرد.`;
}

/** The cafe's notice of an approved withdrawal, with the expected time and the admin's message when given. */
export function withdrawalApprovedNoticeText(amount: number, expectedTime: string | null, adminMessage: string | null): string {
  const when = expectedTime ? ` زمان تقریبی واریز: ${expectedTime}.` : '';
  const note = adminMessage ? ` پیام مدیر: ${adminMessage}` : '';
  return `برداشت ${formatWalletToman(amount)} تأیید شد.${when}${note}`;
}

export function withdrawalRejectedNoticeText(amount: number, reason: string): string {
  return `برداشت ${formatWalletToman(amount)} رد شد و مبلغ به کیف پول شما بازگشت. دلیل: ${reason}`;
}

/** Persian text for Zarinpal v4 answer codes (DOMAIN.md §4). */
export const GATEWAY_CODE_MESSAGES: Record<number, string> = {
  100: 'پرداخت با موفقیت انجام شد',
  101: 'این پرداخت قبلاً تأیید شده است',
  [-9]: 'اطلاعات ارسالی به درگاه نامعتبر است',
  [-10]: 'کد پذیرنده یا آدرس سرور پذیرنده نامعتبر است',
  [-11]: 'درگاه پذیرنده فعال نیست',
  [-12]: 'تلاش‌های بیش از حد در زمان کوتاه؛ کمی بعد دوباره تلاش کنید',
  [-15]: 'درگاه پذیرنده معلق شده است',
  [-16]: 'سطح تأیید پذیرنده کافی نیست',
  [-17]: 'محدودیت پذیرنده در این سطح',
  [-30]: 'پذیرنده اجازه تسهیم شناور ندارد',
  [-31]: 'حساب تسهیم معتبر نیست',
  [-32]: 'مبلغ تسهیم از مبلغ کل بیشتر است',
  [-33]: 'درصدهای تسهیم معتبر نیست',
  [-34]: 'مبلغ از سقف مجاز تراکنش بیشتر است',
  [-35]: 'تعداد افراد تسهیم بیش از حد مجاز است',
  [-40]: 'پارامترهای اضافی نامعتبر است',
  [-50]: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست',
  [-51]: 'پرداخت ناموفق بود',
  [-52]: 'خطای غیرمنتظره در درگاه پرداخت',
  [-53]: 'این پرداخت متعلق به این پذیرنده نیست',
  [-54]: 'کد پرداخت (Authority) نامعتبر است',
  [-55]: 'تراکنش مورد نظر یافت نشد',
};

const GATEWAY_CODE_LOOKUP = new Map(Object.entries(GATEWAY_CODE_MESSAGES).map(([code, text]) => [Number(code), text]));

export function gatewayCodeMessage(code: number): string {
  return GATEWAY_CODE_LOOKUP.get(code) ?? `خطای درگاه پرداخت (کد ${code})`;
}

/** Screen-reader names of the wallets' controls. */
export const WALLET_LABELS = {
  cafeNameSearch: 'جستجوی نام کافی‌نت',
  bankAccountsLoading: 'در حال دریافت حساب‌های بانکی',
  editAccount: 'ویرایش حساب',
  deleteAccount: 'حذف حساب',
  transactionPages: 'صفحه‌های تراکنش‌ها',
  searchBy: (what: string) => `جستجو با ${what}`,
} as const;
