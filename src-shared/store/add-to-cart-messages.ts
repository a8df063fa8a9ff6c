/**
 * The messages of adding to the cart, apart from STORE_MSG (which spreads them in): the home page's
 * product cards add to the cart, and the whole store catalogue of messages would ride in its chunk.
 */
export const ADD_TO_CART_MSG = {
  productIdMissing: 'خطا در شناسایی محصول',
  addedToCart: 'محصول به سبد خرید اضافه شد',
  addToCartFailed: 'خطا در افزودن محصول به سبد خرید',
  cartTooLong: 'تعداد اقلام سبد خرید بیش از حد مجاز است',
  quantityInvalid: 'تعداد هر کالا باید بین ۱ و ۹۹ باشد',
} as const;

/** What stands in place of «افزودن به سبد خرید» on a file or course the viewer already owns (card and product page). */
export const OWNED_LABELS = {
  owned: 'این محصول را دارید',
  myProducts: 'محصولات من',
} as const;
