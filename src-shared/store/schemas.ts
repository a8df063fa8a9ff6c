import { z } from 'zod';
import { normalizeDigits } from '../text/digits';
import { normalizePersianText } from '../text/persian-text';
import {
  PRICE_BUCKET_IDS,
  PRODUCT_TYPES,
  STORE_CATEGORIES,
  STORE_LIMITS,
  STORE_PAYMENT_METHODS,
  STORE_SORTS,
} from './products';
import { STORE_MSG as M } from './messages';
import { idSchema } from '../auth/schemas';
import { ID_PATTERN } from '../ids';

export const productRef = z.object({ id: idSchema });
export const storeOrderRef = z.object({ id: idSchema });

/** The public store grid: search, filters and a page, all applied in SQL. */
export const productsInput = z.object({
  search: z
    .string()
    .max(STORE_LIMITS.searchMax)
    .nullish()
    .transform((v) => normalizePersianText(v ?? '')),
  category: z.enum(STORE_CATEGORIES).nullish(),
  product_type: z.enum(PRODUCT_TYPES).nullish(),
  price: z.enum(PRICE_BUCKET_IDS).nullish(),
  featured: z.boolean().nullish(),
  sort: z.enum(STORE_SORTS).default('newest'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(STORE_LIMITS.maxPageSize).default(STORE_LIMITS.pageSize),
});
export type ProductsInput = z.input<typeof productsInput>;

/** The buyer's own store orders, a page at a time (newest first). */
export const myStoreOrdersInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(STORE_LIMITS.maxPageSize).default(STORE_LIMITS.ordersPageSize),
  /** Only the orders that ship (the dashboard's "my products" tracks those, however old). */
  shippingOnly: z.boolean().default(false),
});
export type MyStoreOrdersInput = z.input<typeof myStoreOrdersInput>;

const digits = (value: unknown) => (typeof value === 'string' ? normalizeDigits(value).trim() : value);

const requiredLine = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.textTooLong);

/** Shipping details (spec 3 §5): the checkout form and PATCH …/shipping share them. */
export const shippingInfoSchema = z.object({
  full_name: requiredLine(M.fullNameRequired, STORE_LIMITS.nameMax),
  phone: z.preprocess(digits, z.string({ error: M.phoneRequired }).min(1, M.phoneRequired).regex(/^09\d{9}$/, M.phoneInvalid)),
  address: requiredLine(M.addressRequired, STORE_LIMITS.addressMax),
  postal_code: z.preprocess(
    digits,
    z.string({ error: M.postalCodeRequired }).min(1, M.postalCodeRequired).regex(/^\d{10}$/, M.postalCodeInvalid),
  ),
  notes: z
    .string()
    .trim()
    .max(STORE_LIMITS.notesMax, M.textTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;

const checkoutLine = z.object({
  product_id: z.string({ error: M.productIdMissing }).regex(ID_PATTERN, M.productIdMissing),
  quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(STORE_LIMITS.maxQuantity, M.quantityInvalid),
});

/**
 * Checkout: the lines (prices come from the database, never from the browser), the buyer's
 * details (spec 3 "Checkout form"; required on the form, and by the server whenever an item
 * ships), the payment method and a key so a double submit makes one order.
 */
export const checkoutInput = z.object({
  items: z
    .array(checkoutLine)
    .min(1, M.cartEmpty)
    .max(STORE_LIMITS.maxLines, M.cartTooLong)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, M.duplicateLine),
  shipping: shippingInfoSchema.nullish().transform((v) => v ?? null),
  payment_method: z.enum(STORE_PAYMENT_METHODS).default('online'),
  /** The total the buyer saw (rials); a different server total answers 409 with totalChanged. */
  expected_total: z.number().int().min(0).nullish(),
  request_key: z.string().min(8).max(64),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const updateShippingInput = storeOrderRef.extend({ shipping: shippingInfoSchema });

/** POST /api/store/purchased-courses: a free course or file taken without the cart. */
export const claimFreeInput = z.object({ course_id: idSchema });

/** Which of a grid page's products the viewer already owns (at most one page of the grid). */
export const ownedAmongInput = z.object({ ids: z.array(idSchema).max(STORE_LIMITS.maxPageSize) });

/** One cart line as the browser keeps it (spec 1 §3 `cart`); prices are only what was shown. */
export const cartLineSchema = z.object({
  _id: idSchema.optional(),
  id: idSchema,
  name: z.string().max(STORE_LIMITS.nameMax),
  description: z.string().max(5_000),
  price: z.number().int().min(0),
  product_type: z.enum(PRODUCT_TYPES),
  quantity: z.number().int().min(1).max(STORE_LIMITS.maxQuantity),
});

/** The cart kept with the account: replaced whole on every save. */
export const saveCartInput = z.object({ items: z.array(cartLineSchema).max(STORE_LIMITS.maxLines) });
export type SaveCartInput = z.input<typeof saveCartInput>;
