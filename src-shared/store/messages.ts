import { ADD_TO_CART_MSG } from './add-to-cart-messages';

/** Messages of the store (spec 3 §5, §8); the add-to-cart ones live in add-to-cart-messages.ts. */
export const STORE_MSG = {
  ...ADD_TO_CART_MSG,
  productsLoadFailed: 'خطا در دریافت محصولات',
  courseLoadFailed: 'خطا در دریافت دوره',
  filesLoadFailed: 'خطا در دریافت فایل‌های محصول',
  productNotFound: 'محصول یافت نشد',
  productUnavailable: 'این محصول دیگر فروخته نمی‌شود',
  /** A cart line whose product was deleted: the server no longer knows its name, the cart does. */
  productGone: 'یکی از محصولات سبد خرید دیگر در فروشگاه نیست',
  loginToBuy: 'برای خرید باید وارد حساب کاربری شوید؛ این محصول در سبد خرید شما می‌ماند. به صفحه ورود می‌روید؟',
  cartEmpty: 'سبد خرید شما خالی است',
  duplicateLine: 'هر کالا فقط یک بار در سفارش می‌آید',
  orderPlaced: 'سفارش با موفقیت ثبت شد',
  orderFailed: 'خطا در ثبت سفارش',
  totalChanged: 'قیمت برخی کالاها تغییر کرده است؛ سبد خرید را دوباره بررسی کنید',
  fullNameRequired: 'نام و نام خانوادگی الزامی است',
  phoneRequired: 'شماره موبایل الزامی است',
  phoneInvalid: 'شماره موبایل باید ۱۱ رقم و با 09 شروع شود',
  addressRequired: 'آدرس کامل الزامی است',
  postalCodeRequired: 'کد پستی الزامی است',
  postalCodeInvalid: 'کد پستی باید دقیقاً ۱۰ رقم باشد',
  textTooLong: 'متن وارد شده بیش از حد طولانی است',
  shippingIncomplete: 'لطفاً اطلاعات ارسال را به‌درستی تکمیل کنید',
  cashNeedsShipping: 'پرداخت در محل فقط برای کالاهای فیزیکی ممکن است',
  orderNotFound: 'سفارش یافت نشد',
  orderIdMissing: 'شناسه سفارش یافت نشد',
  notYourOrder: 'این سفارش متعلق به شما نیست',
  notPayable: 'این سفارش آماده پرداخت نیست',
  /** Paying, or cancelling again, an order its buyer has cancelled. */
  orderCancelled: 'این سفارش لغو شده است و قابل پرداخت یا تغییر نیست',
  alreadyCancelled: 'این سفارش پیش‌تر لغو شده است',
  /** Cancelling an order already paid (a paid order is settled through support, not here). */
  paidNotCancellable: 'سفارش پرداخت‌شده قابل لغو نیست',
  cancelled: 'سفارش لغو شد',
  cancelFailed: 'خطا در لغو سفارش',
  cancelOrder: 'لغو سفارش',
  cancelQuestion: 'این سفارش لغو شود؟ پس از لغو دیگر نمی‌توانید آن را پرداخت کنید.',
  cancelledState: 'این سفارش لغو شده است؛ برای خرید دوباره، کالاها را از فروشگاه به سبد خرید اضافه کنید.',
  shippingSaved: 'اطلاعات ارسال ثبت شد',
  shippingLocked: 'اطلاعات ارسال سفارش پرداخت‌شده قابل تغییر نیست',
  paidFromWallet: 'سفارش فروشگاه با موفقیت از کیف پول پرداخت شد',
  paidOnline: 'پرداخت سفارش فروشگاه با موفقیت انجام شد',
  notPayableCredited: 'این سفارش دیگر در انتظار پرداخت نبود؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  cancelledCredited: 'این سفارش پیش از تأیید پرداخت لغو شده بود؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  orderLoadFailed: 'خطا در دریافت جزئیات سفارش',
  free: 'رایگان',
  /** A digital item or course the buyer already owns is not sold to them again. */
  oneCopyOnly: 'از فایل‌ها، نرم‌افزارها و دوره‌ها فقط یک نسخه خریده می‌شود',
  alreadyOwned: 'این محصول را پیش‌تر خریده‌اید و در «محصولات من» در دسترس است',
  /** POST /api/store/purchased-courses for a product with a price. */
  notFree: 'این محصول رایگان نیست و باید خریداری شود',
  /** POST /api/store/purchased-courses for a physical item (it is ordered through the cart). */
  notClaimable: 'کالای فیزیکی از راه سبد خرید سفارش داده می‌شود',
  freeAdded: 'محصول رایگان به محصولات شما اضافه شد',
  noticeTitle: 'خرید از فروشگاه',
  paidNotice: 'سفارش فروشگاه شما پرداخت شد',
  freeOrderNotice: 'سفارش رایگان شما در فروشگاه ثبت شد',
  cashReceivedNotice: 'وجه سفارش فروشگاه شما هنگام تحویل دریافت شد',
  shippedNotCancellable: 'این سفارش ارسال شده است و دیگر لغو نمی‌شود؛ وجه را هنگام تحویل بپردازید',
  shippedNotice: 'سفارش فروشگاه شما ارسال شد؛ لینک رهگیری مرسوله در صفحه سفارش است',
  trackingChangedNotice: 'لینک رهگیری مرسوله سفارش فروشگاه شما اصلاح شد',
  /** The buyer's lists and order page: a paid order that ships, before and after the admin sends it. */
  shipped: 'ارسال‌شده',
  awaitingShipment: 'در انتظار ارسال',
  /** The order page's paid panel: one line for the digital part, one for the part that ships. */
  paidDigitalReady: 'فایل‌ها و دوره‌های این سفارش در «محصولات من» در دسترس‌اند.',
  paidGoodsShipped: 'کالاهای فیزیکی این سفارش ارسال شده‌اند؛ مرسوله را با «پیگیری مرسوله» دنبال کنید.',
  paidGoodsAwaiting: 'کالاهای فیزیکی این سفارش برای ارسال آماده می‌شوند؛ پس از ارسال، لینک پیگیری مرسوله همین‌جا می‌آید.',
  trackParcel: 'پیگیری مرسوله',
} as const;

/** Screen-reader names of the store's and the course player's controls. */
export const STORE_LABELS = {
  /** Each preview lesson's play button names the lesson it plays. */
  playPreview: (lesson: string) => `پخش پیش‌نمایش: ${lesson}`,
  previewVideo: (lesson: string) => `پیش‌نمایش جلسه ${lesson}`,
  /** A course's (or any product's) trailer on its product page. */
  trailer: (product: string) => `پیش‌نمایش ${product}`,
  courseLessons: 'جلسات دوره',
  /** The course player's video, named by its lesson's number (in Persian digits) and title. */
  lessonVideo: (order: string, lesson: string) => `ویدیوی جلسه ${order}: ${lesson}`,
  locked: 'قفل',
  watched: 'دیده‌شده',
  myProductsLoading: 'در حال بارگذاری محصولات من',
  increaseQuantity: 'افزایش تعداد',
  decreaseQuantity: 'کاهش تعداد',
  tags: 'برچسب‌ها',
  quantityOf: (product: string) => `تعداد ${product}`,
  removeLine: (product: string) => `حذف ${product}`,
  /** The n-th picture of a product's gallery (n already in Persian digits). */
  picture: (n: string) => `تصویر ${n}`,
  openCourse: (product: string) => `مشاهده دوره: ${product}`,
  download: (product: string) => `دانلود: ${product}`,
  trackOrder: (product: string) => `پیگیری سفارش: ${product}`,
  payOrder: (summary: string) => `پرداخت سفارش: ${summary}`,
  viewOrder: (summary: string) => `مشاهده سفارش: ${summary}`,
} as const;

/** "موجودی کیف پول کافی نیست: …" for a store order. */
export { insufficientForOrderMessage as insufficientForStoreOrderMessage } from '../orders/payment-messages';
