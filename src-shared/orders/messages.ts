import { isolate } from '../text/bidi';
import { formatNumber, formatToman } from '../wallet/money';
import { formatEstimatedTime } from './delivery-time';
import { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, type OrderAction, type OrderStatus } from './state-machine';

/** Persian messages of the ordering, files, chat and rating area (spec 2 §5, §8). */
export const ORDER_MSG = {
  // wizard and creation
  cafesLoadFailed: 'خطا در دریافت کافینتها',
  submitFailed: 'خطا در ثبت سفارش',
  created: 'سفارش با موفقیت ثبت شد',
  descriptionRequired: 'لطفاً توضیحات سفارش را وارد کنید',
  descriptionTooLong: 'توضیحات سفارش حداکثر می‌تواند ۲۰۰۰ کاراکتر باشد',
  serviceRequired: 'لطفاً نوع خدمت را وارد کنید',
  serviceTooLong: 'نوع خدمت حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
  taskRequired: 'لطفاً یکی از خدمات کافی‌نت را انتخاب کنید',
  taskNotOfCafe: 'این خدمت متعلق به کافی‌نت انتخاب‌شده نیست',
  taskNotFound: 'خدمت انتخاب‌شده یافت نشد',
  rateCheckFailed: 'خطا در بررسی امکان امتیازدهی',
  taskLoadFailed: 'خطا در دریافت خدمت انتخاب‌شده',
  /** The wizard's last screen while it reads the order in its address, and when it cannot. */
  createdOrderChecking: 'در حال بررسی سفارش',
  createdOrderLoadFailed: 'خطا در دریافت سفارش ثبت‌شده',
  /** A typed-in success address whose order is unknown or another person's: both read the same. */
  createdOrderMissing: 'سفارشی با این نشانی در حساب شما پیدا نشد. می‌توانید سفارش تازه‌ای ثبت کنید یا سفارش‌های خود را ببینید.',
  noServiceInCategory: (category: string) => `این کافی‌نت خدمتی در دسته «${category}» ندارد؛ برای دیدن خدمات دیگرش «نمایش همه خدمات» را روشن کنید یا کافی‌نت دیگری انتخاب کنید.`,

  // lists and detail
  loadFailed: 'متأسفانه در دریافت سفارشها خطایی رخ داده است. لطفاً دوباره تلاش کنید.',
  assignedLoadFailed: 'خطا در دریافت سفارشها',
  noSectionAccess: 'شما دسترسی به این بخش را ندارید',
  noOrders: 'هیچ سفارشی یافت نشد.',
  orderNotFound: 'سفارشی یافت نشد',
  invalidOrderId: 'خطا: شناسه سفارش نامعتبر است',
  /** The service of an active order with neither a cafe service nor a category (the home page's list). */
  unnamedService: 'سفارش خدمات کافی‌نت',

  // cafe review, reject, complete; customer cancel
  priceAndTimeRequired: 'لطفاً قیمت و زمان تحویل را وارد کنید',
  priceInvalid: 'قیمت باید عددی صحیح و بزرگ‌تر از صفر باشد',
  timeInvalid: 'زمان تحویل را مانند 3h (ساعت)، 2d (روز) یا «۲۴ ساعت» وارد کنید',
  assigneeTooLong: 'نام مسئول انجام حداکثر می‌تواند ۱۰۰ کاراکتر باشد',
  rejectReasonRequired: 'لطفاً دلیل رد سفارش را وارد کنید',
  rejectReasonTooLong: 'دلیل رد سفارش حداکثر می‌تواند ۵۰۰ کاراکتر باشد',
  reviewFailed: 'خطا در ثبت اطلاعات بررسی: ',
  tryAgain: 'لطفاً دوباره تلاش کنید',
  rejectFailed: 'خطا در رد سفارش: ',
  completeFailed: 'خطا در تکمیل سفارش: ',
  reviewSaved: 'قیمت و زمان تحویل ثبت شد؛ سفارش در انتظار پرداخت مشتری است',
  detailsSaved: 'جزئیات سفارش به‌روزرسانی شد',
  detailsFailed: 'خطا در ویرایش جزئیات سفارش: ',
  detailsNotEditable: 'جزئیات فقط برای سفارش در حال انجام قابل ویرایش است',
  rejectedDone: 'سفارش رد شد',
  completedDone: 'سفارش تکمیل شد',
  cancelledDone: 'سفارش لغو شد',
  startedDone: 'سفارش به وضعیت در حال انجام رفت',
  statusUnknown: 'وضعیت سفارش نامعتبر است',
  notYourAction: 'این تغییر وضعیت از عهده شما خارج است',
  notPayable: 'این سفارش آماده پرداخت نیست',
  cafeInactiveNotPayable: 'این کافی‌نت در حال حاضر غیرفعال است و پرداخت این سفارش ممکن نیست؛ می‌توانید سفارش را لغو کنید',

  // files
  fileRequired: 'لطفاً ابتدا یک فایل انتخاب کنید',
  fileTooLarge: 'حجم فایل نباید بیشتر از 10 مگابایت باشد',
  fileTypeNotAllowed: 'نوع فایل مجاز نیست؛ فقط تصویر، pdf، doc، docx، txt، zip و rar پذیرفته می‌شود',
  fileEmpty: 'فایل انتخاب‌شده خالی است',
  fileNotFound: 'فایل یافت نشد',
  filesClosed: 'به سفارش ردشده یا لغوشده نمی‌توان فایل افزود',
  finalFileOnlyCafe: 'فقط کافی‌نت می‌تواند فایل نهایی بارگذاری کند',
  finalFileWrongStatus: 'فایل نهایی فقط برای سفارش در حال انجام یا تکمیل‌شده ثبت می‌شود',
  finalFileLocked: 'فایل نهایی پس از تکمیل و پرداخت سفارش قابل دریافت است',
  noFinalFile: 'فایل نهایی برای این سفارش ثبت نشده است',
  noUserFile: 'مشتری فایلی برای این سفارش بارگذاری نکرده است',
  uploadFailed: 'خطا در آپلود فایل: ',
  uploadSuccess: 'فایل با موفقیت آپلود شد',
  downloadFailed: 'خطا در دانلود فایل: ',
  tokenExpired: 'توکن احراز هویت منقضی شده است',
  signInAgain: 'لطفاً دوباره وارد حساب کاربری خود شوید',
  captionTooLong: 'توضیح فایل حداکثر می‌تواند ۵۰۰ کاراکتر باشد',

  // chat
  chatSendFailed: 'خطا در ارسال پیام',
  chatFileFailed: 'خطا در ارسال فایل',
  chatDownloadFailed: 'خطا در دانلود فایل',
  chatMessageRequired: 'متن پیام نمی‌تواند خالی باشد',
  chatMessageTooLong: 'پیام حداکثر می‌تواند ۲۰۰۰ کاراکتر باشد',
  chatOrderUserMissing: 'اطلاعات کاربر سفارش بارگذاری نشده است. لطفاً صفحه را دوباره بارگذاری کنید.',
  chatPersonNotFound: 'گفتگویی با این شناسه یافت نشد',
  chatFileNotOfSender: 'این فایل را شما در این سفارش بارگذاری نکرده‌اید',
  noMessages: 'هنوز پیامی ثبت نشده است',
  adminCannotChat: 'مدیر سامانه فقط گفتگوی سفارش را می‌بیند',

  // ratings
  ratingRequired: 'لطفاً امتیاز را انتخاب کنید',
  ratingRange: 'امتیاز باید عددی بین ۱ تا ۵ باشد',
  commentTooLong: 'نظر حداکثر می‌تواند ۵۰۰ کاراکتر باشد',
  alreadyRated: 'این سفارش قبلاً امتیازدهی شده است',
  notRateable: 'این سفارش هنوز قابل امتیازدهی نیست',
  userAlreadyRated: 'امتیاز این مشتری برای این سفارش قبلاً ثبت شده است',
  ratingSaved: 'امتیاز با موفقیت ثبت شد',
  reviewCommentSaved: 'نظر شما ثبت شد',
  ratingFailed: 'خطا در ثبت امتیاز',
  reviewCommentFailed: 'خطا در ثبت نظر',
  noRatings: 'هنوز امتیازی ثبت نشده است',

  // notifications (titles)
  newOrderTitle: 'سفارش جدید',
  statusTitle: 'تغییر وضعیت سفارش',
  chatTitle: 'پیام جدید در گفتگوی سفارش',
  newRatingTitle: 'امتیاز تازه',

  // status lines posted in the order's chat
  cancelledChat: 'مشتری سفارش را لغو کرد.',
  paidChat: 'هزینه سفارش پرداخت شد.',
} as const;

/** The cafe's notice of a new order. */
export function newOrderNoticeText(service: string, customerName: string): string {
  return `سفارش جدید «${isolate(service)}» از ${isolate(customerName)}`;
}

/** The cafe's notice of a customer's rating. */
export function ratingNoticeText(service: string, rating: number): string {
  return `مشتری به سفارش «${isolate(service)}» امتیاز ${formatNumber(rating)} از ۵ داد`;
}

/** 409 text for an action the order's status does not allow (DOMAIN.md §2). */
export function transitionRefused(status: OrderStatus, action: OrderAction): string {
  return `سفارش در وضعیت «${ORDER_STATUS_LABELS[status]}» است و «${ORDER_ACTION_LABELS[action]}» برای آن ممکن نیست`;
}

/**
 * The label of an order's time: the cafe's delivery time once it has priced the order; before that
 * the time is the service's approximate one, copied when the order was placed, and no promise.
 */
export function orderTimeLabel(pricedAt: string | null): string {
  return pricedAt ? 'زمان تحویل' : 'زمان تقریبی خدمت';
}

/** 409 text for PATCH …/status naming a status no action leads to (back to pending, say). */
export function statusChangeRefused(status: OrderStatus, target: OrderStatus): string {
  return `سفارش در وضعیت «${ORDER_STATUS_LABELS[status]}» است و نمی‌توان آن را به وضعیت «${ORDER_STATUS_LABELS[target]}» برد`;
}

/** The chat message pricing posts (DOMAIN.md §2). */
/** Posted in the order's chat when the cafe changes the delivery time of an order it works on. */
export function detailsChatMessage(estimatedTime: string): string {
  return `زمان تحویل این سفارش به ${formatEstimatedTime(estimatedTime)} تغییر کرد.`;
}

export function pricingChatMessage(priceRials: number, estimatedTime: string): string {
  return `قیمت پیشنهادی این سفارش ${formatToman(priceRials)} و زمان تحویل ${formatEstimatedTime(estimatedTime)} است. برای شروع کار لطفاً هزینه را پرداخت کنید.`;
}

export function rejectionChatMessage(reason: string): string {
  return `سفارش رد شد. دلیل: ${reason}`;
}

export function completionChatMessage(withFinalFile: boolean): string {
  return withFinalFile ? 'سفارش تکمیل شد. فایل نهایی پیوست این پیام است.' : 'سفارش تکمیل شد.';
}

/** Spec 1 §4: "your order X is …" by status; a cafe reads "the cafe's order". */
export function statusNoticeText(service: string, status: OrderStatus, forCafe: boolean): string {
  const whose = forCafe ? 'سفارش کافی‌نت' : 'سفارش شما';
  const phrase: Record<OrderStatus, string> = {
    pending: 'در انتظار تأیید است',
    pending_payment: 'قیمت‌گذاری شد و در انتظار پرداخت است',
    in_progress: 'در حال انجام است',
    completed: 'تکمیل شد',
    rejected: 'رد شد',
    cancelled: 'لغو شد',
  };
  return `${whose} «${service}» ${phrase[status]}`;
}

/** Screen-reader names of the order wizard's and the order chat's controls. */
export const ORDER_LABELS = {
  wizardProgress: 'پیشرفت ثبت سفارش',
  chatLog: 'پیام‌های گفتگو',
  attachFile: 'پیوست فایل',
  messageText: 'متن پیام',
  send: 'ارسال',
  sendProgress: 'پیشرفت ارسال فایل',
  seen: 'دیده شد',
  sent: 'ارسال شد',
  downloadFile: (file: string) => `دانلود ${file}`,
} as const;
