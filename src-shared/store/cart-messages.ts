/** Messages of the browser's cart and checkout pages (the store's own are in store-messages.ts). */
export const STORE_CART_MSG = {
  alreadyInCart: 'این محصول در سبد خرید شما هست؛ از فایل‌ها و دوره‌ها یک نسخه کافی است',
  cartRefreshed: 'سبد خرید به‌روز شد',
  repricedPrefix: 'قیمت تازه',
  removedPrefix: 'دیگر فروخته نمی‌شود و از سبد حذف شد',
  ownedPrefix: 'پیش‌تر خریده‌اید و از سبد حذف شد',
  singleCopy: 'یک نسخه',
  noShippingNeeded: 'این سفارش فقط فایل و دوره دارد و نشانی ارسال لازم نیست؛ پس از پرداخت در «محصولات من» در دسترس است.',
} as const;
