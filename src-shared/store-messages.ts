/** Messages of the store (spec 3 §5, §8). */
export const STORE_MSG = {
  productsLoadFailed: 'خطا در دریافت محصولات',
  productNotFound: 'محصول یافت نشد',
  productUnavailable: 'این محصول دیگر فروخته نمی‌شود',
  productIdMissing: 'خطا در شناسایی محصول',
  addedToCart: 'محصول به سبد خرید اضافه شد',
  addToCartFailed: 'خطا در افزودن محصول به سبد خرید',
  loginToBuy: 'برای خرید باید وارد حساب کاربری شوید. به صفحه ورود می‌روید؟',
  cartEmpty: 'سبد خرید شما خالی است',
  cartTooLong: 'تعداد اقلام سبد خرید بیش از حد مجاز است',
  quantityInvalid: 'تعداد هر کالا باید بین ۱ و ۹۹ باشد',
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
  shippingLocked: 'اطلاعات ارسال سفارش پرداخت‌شده قابل تغییر نیست',
  paidFromWallet: 'سفارش فروشگاه با موفقیت از کیف پول پرداخت شد',
  paidOnline: 'پرداخت سفارش فروشگاه با موفقیت انجام شد',
  notPayableCredited: 'این سفارش دیگر در انتظار پرداخت نبود؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  orderLoadFailed: 'خطا در دریافت جزئیات سفارش',
  free: 'رایگان',
  /** A digital item or course the buyer already owns is not sold to them again. */
  alreadyOwned: 'این محصول را پیش‌تر خریده‌اید و در «محصولات من» در دسترس است',
  /** POST /api/store/purchased-courses for a product with a price. */
  notFree: 'این محصول رایگان نیست و باید خریداری شود',
  /** POST /api/store/purchased-courses for a physical item (it is ordered through the cart). */
  notClaimable: 'کالای فیزیکی از راه سبد خرید سفارش داده می‌شود',
  freeAdded: 'محصول رایگان به محصولات شما اضافه شد',
  noticeTitle: 'خرید از فروشگاه',
  paidNotice: 'سفارش فروشگاه شما پرداخت شد',
  freeOrderNotice: 'سفارش رایگان شما در فروشگاه ثبت شد',
} as const;

/** "موجودی کیف پول کافی نیست: …" for a store order. */
export { insufficientForOrderMessage as insufficientForStoreOrderMessage } from './order-payment';
