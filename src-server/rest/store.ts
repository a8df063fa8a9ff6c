import { z } from 'zod';
import { DIGITAL_TYPES, STORE_LIMITS, type ProductCard } from '@shared/store/products';
import { checkoutInput, claimFreeInput, productsInput, shippingInfoSchema } from '@shared/store/schemas';
import { idSchema } from '@shared/auth/schemas';
import { checkoutAnswer, productCardAnswer, productDetailAnswer, storeOrderAnswer } from './answers';
import { STORE_MSG } from '@shared/store/messages';
import { newId } from '../ids';
import type { RestRoute } from './table';
import { pagedList } from './list-response';
import { firstOf, numberParam } from './params';

/*
 * Spec 3 §7 "Store", the buyer's paths: products, checkout, store orders, free courses and the
 * health check. Amounts are rials (DOMAIN.md §3). Every answer carries `_id` beside `id`.
 * The admin's product management paths belong to the admin store.
 */

const withUnderscoreId = <T extends { id: string }>(value: T) => ({ ...value, _id: value.id });
const restCard = (card: ProductCard) => withUnderscoreId(card);

/** Booleans in a query string: "true"/"1" and "false"/"0"; anything else goes to the schema. */
function boolParam(value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/**
 * The old client's list query: limit with skip (or page). A skip between pages starts at the page
 * holding it. Without a limit (or with one above the largest page) a page of the largest size is
 * answered; X-Total-Count tells how many match in all.
 */
function listQuery(query: Record<string, string>) {
  const asked = numberParam(query.limit);
  // Old clients may ask for more than a page holds: they get the largest page and X-Total-Count.
  const limit = asked === undefined ? STORE_LIMITS.maxPageSize : typeof asked === 'number' ? Math.min(asked, STORE_LIMITS.maxPageSize) : asked;
  const skip = numberParam(query.skip) as number | undefined;
  const page = (numberParam(query.page) as number | undefined) ?? (typeof skip === 'number' && typeof limit === 'number' && limit > 0 ? Math.floor(skip / limit) + 1 : 1);
  return {
    search: query.search || query.q || undefined,
    category: query.category || undefined,
    product_type: query.product_type || undefined,
    price: query.price || undefined,
    featured: boolParam(query.featured ?? query.is_featured),
    sort: query.sort || undefined,
    page,
    pageSize: limit,
  } as never;
}

/**
 * Shipping details as a body carries them: the spec's shipping_info object, else `flat` read from
 * the body itself (the checkout form's names at checkout, the shipping info's own on its PATCH).
 * Only documented names are read (the contract check holds them to the document).
 */
function shippingOf(body: Record<string, any>, flat: (source: Record<string, any>) => ShippingFields): unknown {
  const nested = body.shipping_info;
  if (nested && typeof nested === 'object') return shippingInfoFields(nested);
  const fields = flat(body);
  return Object.values(fields).some((v) => v !== undefined) ? fields : null;
}

type ShippingFields = Record<'full_name' | 'phone' | 'address' | 'postal_code' | 'notes', unknown>;

/** Spec 3 §3 "Shipping info": full_name, phone, address, postal_code, notes. */
const shippingInfoFields = (s: Record<string, any>): ShippingFields => ({ full_name: s.full_name, phone: s.phone, address: s.address, postal_code: s.postal_code, notes: s.notes });

/** Spec 3 §3 "Checkout form": fullName, phone, address, postalCode, notes, sent flat by the old checkout. */
const checkoutFormFields = (s: Record<string, any>): ShippingFields => ({ full_name: s.fullName, phone: s.phone, address: s.address, postal_code: s.postalCode, notes: s.notes });

/** Whether a body carries its shipping details as the shipping_info object (read first), not as flat names. */
const sendsShippingInfo = (body: Record<string, unknown>) => Boolean(body.shipping_info) && typeof body.shipping_info === 'object';

/** A 422 about the shipping details names them as they were sent: inside shipping_info, else the checkout form's flat names. */
const CHECKOUT_FORM_ERROR_FIELDS = {
  'shipping.full_name': 'fullName',
  'shipping.phone': 'phone',
  'shipping.address': 'address',
  'shipping.postal_code': 'postalCode',
  'shipping.notes': 'notes',
} as const;

/** The checkout form's flat names, documented beside shipping_info (which wins when sent). */
const FORM_NOTE = 'The checkout form\'s flat field (spec 3 §3), read only when shipping_info is not sent';
const checkoutFormBody = z.object({
  fullName: shippingInfoSchema.shape.full_name.optional().describe(FORM_NOTE),
  phone: shippingInfoSchema.shape.phone.optional().describe(FORM_NOTE),
  address: shippingInfoSchema.shape.address.optional().describe(FORM_NOTE),
  postalCode: shippingInfoSchema.shape.postal_code.optional().describe(FORM_NOTE),
  notes: shippingInfoSchema.shape.notes.describe(FORM_NOTE),
});

// ---- what the document says (issue 17) ----

const BUYERS = ['user', 'coffenet'] as const;

const ownedProductsDoc: RestRoute['doc'] = {
  tag: 'store',
  summary: 'What the account owns (courses and files), newest purchase first',
  access: 'signed-in',
  answer: z.array(
    z.looseObject({
      product_id: z.string(),
      order_id: z.string().nullable(),
      name: z.string(),
      type: z.string(),
      image: z.string().nullable(),
      created_at: z.string(),
      product_type: z.string(),
      store_order_id: z.string().nullable(),
      purchased_at: z.string(),
    }),
  ),
};
/** Spec 2 §3 "Purchased product": product_id, order_id, name, type, image, created_at (the app's own names kept beside them). */
const ownedProducts: RestRoute['call'] = async (api) =>
  (await api.store.purchased()).map((p) => ({ ...p, id: p.product_id, _id: p.product_id, order_id: p.store_order_id, type: p.product_type, created_at: p.purchased_at }));
const productsQuery = productsInput.omit({ page: true, pageSize: true }).extend({
  q: productsInput.shape.search,
  is_featured: productsInput.shape.featured,
  page: productsInput.shape.page.optional(),
  limit: productsInput.shape.pageSize.optional().describe('Page size (a larger one gets the largest page)'),
  skip: z.number().int().min(0).optional(),
}).partial();
/** The REST spelling of checkoutInput: shipping_info, the buyer's total and the key under the spec's names. */
const checkoutBody = z.object({
  items: checkoutInput.shape.items,
  shipping_info: shippingInfoSchema.nullish(),
  payment_method: checkoutInput.shape.payment_method,
  paymentMethod: checkoutInput.shape.payment_method.unwrap().optional().describe('The checkout form\'s spelling of payment_method (payment_method wins when both are sent)'),
  total: z.number().int().min(0).optional().describe('The total the buyer saw, in rials'),
  request_key: checkoutInput.shape.request_key.optional(),
  ...checkoutFormBody.shape,
});
/** PATCH …/shipping: the shipping info itself, or (as the store order names it) under shipping_info. */
const shippingBody = shippingInfoSchema.partial().extend({
  shipping_info: shippingInfoSchema.optional().describe('The same details under the store order\'s name (read first when sent)'),
});

export const storeRoutes: RestRoute[] = [
  { method: 'GET', path: '/store/test', doc: { tag: 'store', summary: 'Health check', access: 'public', answer: z.object({ status: z.literal('ok') }) }, call: (api) => api.store.health() },

  {
    method: 'GET',
    path: '/store/products',
    doc: {
      tag: 'store',
      summary: 'The store grid: search, filters, a page (prices in rials)',
      access: 'public',
      query: productsQuery,
      answer: z.array(productCardAnswer),
      answerKind: 'page',
    },
    errorFields: { pageSize: 'limit', search: ['search', 'q'], featured: ['featured', 'is_featured'] },
    call: async (api, { query }) => {
      const page = await api.store.products(listQuery(query));
      return pagedList(page.items.map(restCard), page.total);
    },
  },
  {
    method: 'GET',
    path: '/store/products/:id',
    doc: { tag: 'store', summary: 'One product with related ones (rials)', access: 'public', answer: productDetailAnswer },
    call: async (api, { params }) => {
      const product = await api.store.product({ id: params.id! });
      // Spec 3 §3's download_links are signed for the caller, so only an owner of a digital
      // product gets them (from the same procedure as /store/digital-products/{id}); others get [].
      const digital = (DIGITAL_TYPES as readonly string[]).includes(product.product_type);
      const owned = digital && product.purchased ? await api.store.content.digital({ id: product.id }) : null;
      return {
        ...withUnderscoreId(product),
        file_size: product.files_info.reduce((sum, f) => sum + f.size, 0),
        download_links: owned ? owned.files_info.map((f) => f.url) : [],
        related: product.related.map(restCard),
      };
    },
  },

  {
    method: 'POST',
    path: '/store/checkout',
    doc: {
      tag: 'store',
      summary: 'Place a store order (the server prices every line; rials)',
      description: 'A `total` different from the server\'s answers 409. The same request_key makes one order.',
      access: BUYERS,
      body: checkoutBody,
      answer: checkoutAnswer,
      errors: [409],
      example: {
        body: {
          items: [{ product_id: '665f1c2e9a1b2c3d4e5f6a7b', quantity: 1 }],
          payment_method: 'online',
          total: 1500000,
          request_key: 'checkout-2026-11-23-01',
          shipping_info: { full_name: 'علی رضایی', phone: '09121234567', address: 'تهران، خیابان آزادی', postal_code: '1234567890', notes: '' },
        },
      },
    },
    status: 201,
    errorFields: (body) => ({
      shipping: 'shipping_info',
      expected_total: 'total',
      payment_method: ['payment_method', 'paymentMethod'],
      ...(sendsShippingInfo(body) ? {} : CHECKOUT_FORM_ERROR_FIELDS),
    }),
    // Names and prices in the body are the cart's copy: the server prices every line itself, and
    // `total` is what the buyer saw (a different total answers 409). user_id is ignored: the token decides.
    call: async (api, { body }) => {
      const items = Array.isArray(body.items)
        ? body.items.map((line: Record<string, unknown>) => ({ product_id: line?.product_id, quantity: numberParam(line?.quantity ?? 1) }))
        : body.items;
      const answer = await api.store.checkout({
        items,
        shipping: shippingOf(body, checkoutFormFields) as never,
        payment_method: firstOf(body.payment_method, body.paymentMethod) as never,
        expected_total: (numberParam(body.total) as number | undefined) ?? null,
        request_key: (body.request_key as string | undefined) ?? `rest-${newId()}`,
      });
      return { ...withUnderscoreId(answer), message: STORE_MSG.orderPlaced };
    },
  },

  { method: 'GET', path: '/store/store_order/:id', doc: { tag: 'store', summary: 'One store order (its buyer or an admin)', access: 'signed-in', answer: storeOrderAnswer }, call: async (api, { params }) => withUnderscoreId(await api.store.order({ id: params.id! })) },
  {
    method: 'PATCH',
    path: '/store/store_order/:id/shipping',
    doc: { tag: 'store', summary: 'Change an unpaid order\'s shipping details', access: BUYERS, body: shippingBody, answer: storeOrderAnswer, errors: [409] },
    // The body is the shipping details themselves (`shipping.phone` is sent as `phone`), or the same under shipping_info.
    errorFields: (body) => ({ shipping: sendsShippingInfo(body) ? 'shipping_info' : '' }),
    call: async (api, { params, body }) => withUnderscoreId(await api.store.updateShipping({ id: params.id!, shipping: (shippingOf(body, shippingInfoFields) ?? {}) as never })),
  },
  { method: 'GET', path: '/store/store_order/:id/tracking', doc: { tag: 'store', summary: 'The tracking address of a shipped order', access: 'signed-in', answer: z.looseObject({ tracking_url: z.string().nullable() }) }, call: (api, { params }) => api.store.tracking({ id: params.id! }) },

  {
    method: 'POST',
    path: '/store/purchased-courses',
    doc: {
      tag: 'store',
      summary: 'Take a free course or file without the cart',
      access: 'signed-in',
      body: claimFreeInput.extend({ product_id: idSchema.optional().describe('Old spelling of course_id') }).partial(),
      answer: z.looseObject({ success: z.literal(true), message: z.string(), product_id: z.string() }),
      errors: [404, 409],
    },
    errorFields: { course_id: ['course_id', 'product_id'] },
    call: async (api, { body }) => {
      const purchase = await api.store.claimFree({ course_id: firstOf(body.course_id, body.product_id) as string });
      return { success: true, message: STORE_MSG.freeAdded, ...purchase, id: purchase.product_id, _id: purchase.product_id };
    },
  },
  // Spec 2 §7 lists both for the customer dashboard's products: the same answer under each name.
  { method: 'GET', path: '/store/purchased-courses', doc: ownedProductsDoc, call: ownedProducts },
  { method: 'GET', path: '/store/my-products', doc: ownedProductsDoc, call: ownedProducts },
];
