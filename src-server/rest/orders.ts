import { z } from 'zod';
import { rialsToToman, tomanToRials } from '@shared/wallet/money';
import { idSchema } from '@shared/auth/schemas';
import { ORDER_STATUSES } from '@shared/orders/state-machine';
import type { Role } from '@shared/auth/roles';
import {
  commentSchema,
  createOrderInput,
  estimatedTimeSchema,
  financeInput,
  ORDER_LIST_MAX,
  ORDER_TEXT_LIMITS,
  rateInput,
  ratingHistoryInput,
  ratingSchema,
  rejectReasonSchema,
} from '@shared/orders/schemas';
import type { RouteDoc } from './doc';
import { activeOrderAnswer, orderAnswer, orderFileAnswer } from './answers';
import { decimalIntegerInput, parseDecimalInteger } from '@shared/text/digits';
import { numberParam } from './params';
import { ORDER_FILE_MAX_BYTES } from '@shared/orders/files';
import { ORDER_MSG } from '@shared/orders/messages';
import type { AppDeps } from '../deps';
import type { RestRequest, RestRoute } from './table';
import { fileResponse } from './file-response';

/*
 * Spec 2 §7 "Orders, files, ratings" and the cafe finance path. Order prices travel in toman here
 * (DOMAIN.md §3) and in rials everywhere else; the conversion happens only in this file.
 * Fixed paths (me, assigned, coffenet, active) come before /order/:id on purpose.
 */

const toman = (rials: number | null) => (rials === null ? null : rialsToToman(rials));

function restOrder<T extends { price: number | null; base_price: number | null }>(order: T): T {
  return { ...order, price: toman(order.price), base_price: toman(order.base_price) };
}

/** A toman amount as typed by an old client (number or text, Persian digits allowed) in rials. */
function rialsFromToman(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  // A whole toman amount only: 12.5 toman, "0x2710" or "1e4" is refused by the schema.
  const amount = typeof value === 'number' ? (Number.isInteger(value) ? value : null) : parseDecimalInteger(String(value));
  return amount === null ? Number.NaN : tomanToRials(amount);
}

/** limit and offset as sent; left out, the procedure's own schema gives the default (one place). */
function pageQuery(req: RestRequest) {
  return { limit: numberParam(req.query.limit), offset: numberParam(req.query.offset) };
}

function listQuery(req: RestRequest) {
  return { status: req.query.status || null, ...pageQuery(req) };
}

/** The spec's `details` is an object with description and file_name, or plain text (the only place a description is read). */
function descriptionOf(body: any): unknown {
  if (typeof body?.details === 'string') return body.details;
  return body?.details?.description;
}

function textField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

// ---- what the document says (issue 17) ----

const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({ tag: 'orders', summary, access: 'signed-in', answer, ...more });

/** An order of the cafe's finance (spec 2 §3 "Cafe finance response"). */
const financeOrder = z.looseObject({ id: z.string(), _id: z.string(), service: z.string().nullable(), price: z.number().describe('toman'), created_at: z.string(), updated_at: z.string() });

/** One rating (spec 2 §3 "Rating"). */
const ratingAnswer = z.looseObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  user_name: z.string().describe('Masked as the public reviews show it, unless the caller is the cafe or an admin'),
  order_id: z.string(),
  created_at: z.string().describe('ISO 8601 time (UTC)'),
});

const ratingSaved = z.looseObject({ success: z.literal(true), message: z.string(), rating_id: z.string() });

const listQuerySchema = z.object({
  status: z.string().optional().describe('One status (legacy names accepted)'),
  limit: z.number().int().min(1).max(ORDER_LIST_MAX).optional(),
  offset: z.number().int().min(0).optional(),
});
const listDoc = (access: readonly Role[], summary: string): RouteDoc => ({ tag: 'orders', summary, access, query: listQuerySchema, answer: z.array(orderAnswer) });

/** The REST spelling of createOrderInput: the spec's `details` object (or text) for the description. */
const createOrderBody = createOrderInput.omit({ description: true }).extend({
  service: z.string().max(ORDER_TEXT_LIMITS.serviceType).optional().describe('Old spelling of service_type'),
  base_price: z.union([z.number(), z.string()]).nullish().describe('Ignored: the order copies the service\'s own price'),
  estimated_time: z.union([z.number(), z.string()]).nullish().describe('Ignored: the order copies the service\'s own estimate; the cafe sets the delivery time when it prices'),
  details: z.union([z.object({ description: createOrderInput.shape.description, file_name: z.string().nullish() }), createOrderInput.shape.description]),
});

const uploadBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'The file (at most 10 MB; documents, images, archives)' }),
  is_final: z.boolean().optional().describe('The cafe\'s finished work'),
  uploaded_by: z.enum(['user', 'coffenet']).optional().describe('Ignored: the uploader\'s role comes from the token'),
  caption: z.string().max(ORDER_TEXT_LIMITS.caption).optional(),
});

const priceBody = z.object({
  price: z.number().int().positive().describe('Toman (whole); stored as rials'),
  estimated_time: estimatedTimeSchema.describe('Like 3h, 2d or 90m'),
  assigned_employee: z.string().max(ORDER_TEXT_LIMITS.assignee).nullish(),
});

export function orderRoutes(deps: AppDeps): RestRoute[] {
  const id = (req: RestRequest) => req.params.id!;
  const routes: RestRoute[] = [
    {
      method: 'POST',
      path: '/order',
      doc: {
        tag: 'orders',
        summary: 'Order a service from a cafe',
        description: 'The spec\'s `details` is an object with description (and file_name), or plain text. A retried request with the same client_request_key makes one order.',
        access: ['user'],
        body: createOrderBody,
        answer: z.looseObject({ success: z.literal(true), order_id: z.string(), message: z.string() }),
        errors: [404, 409],
        example: {
          body: { cafe_id: '665f1c2e9a1b2c3d4e5f6a7b', task_id: '665f1c2e9a1b2c3d4e5f6a7c', details: { description: 'دو صفحه تایپ فارسی' }, client_request_key: 'order-2026-11-23-01' },
          answer: { success: true, order_id: '665f1c2e9a1b2c3d4e5f6a7d', message: ORDER_MSG.created },
        },
      },
      status: 201,
      errorFields: { description: 'details', service_type: ['service_type', 'service'] },
      call: async (api, { body }) => {
        const result = await api.orders.create({
          cafe_id: body?.cafe_id,
          task_id: body?.task_id || null,
          service_type: textField(body?.service_type) ?? textField(body?.service) ?? null,
          description: descriptionOf(body) as string,
          client_request_key: body?.client_request_key ?? null,
        });
        return { success: true, order_id: result.order_id, message: result.message };
      },
    },
    { method: 'GET', path: '/order/me', doc: listDoc(['user'], 'The customer\'s orders'), call: async (api, req) => (await api.orders.me(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/assigned', doc: listDoc(['coffenet'], 'The cafe\'s orders'), call: async (api, req) => (await api.orders.assigned(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/coffenet', doc: listDoc(['coffenet'], 'The cafe\'s orders (old spelling)'), call: async (api, req) => (await api.orders.assigned(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/active', doc: { tag: 'orders', summary: 'The public home strip: the newest active orders, with nothing about their customers', access: 'public', answer: z.array(activeOrderAnswer) }, call: async (api) => (await api.orders.active()).map((o) => ({ ...o, price: toman(o.price) })) },

    { method: 'GET', path: '/order/:id', doc: doc('One order (its customer, its cafe or an admin)', orderAnswer), call: async (api, req) => restOrder(await api.orders.byId({ orderId: id(req) })) },
    { method: 'GET', path: '/order/:id/files', doc: doc('The files of an order', z.array(orderFileAnswer)), call: (api, req) => api.orders.files({ orderId: id(req) }) },
    {
      method: 'POST',
      path: '/order/:id/upload',
      doc: doc('Upload a file to an order (multipart, at most 10 MB)', z.looseObject({ success: z.literal(true), message: z.string(), file_id: z.string(), file_name: z.string(), file: orderFileAnswer }), {
        body: uploadBody,
        bodyType: 'multipart',
        errors: [409, 415],
      }),
      // The file may be 10 MB; the multipart envelope around it needs a little more.
      maxBodyBytes: ORDER_FILE_MAX_BYTES + 256 * 1024,
      tooLargeMessage: ORDER_MSG.fileTooLarge,
      status: 201,
      call: async (api, req) => {
        const file = await api.orders.upload({
          orderId: id(req),
          file: req.body?.file,
          is_final: req.body?.is_final === true || req.body?.is_final === 'true',
          caption: textField(req.body?.caption) ?? null,
        });
        return { success: true, message: ORDER_MSG.uploadSuccess, file_id: file.file_id, file_name: file.file_name, file };
      },
    },
    {
      method: 'GET',
      path: '/order/:id/download-file/:fileId',
      doc: doc('Download one file of an order', z.string(), { answerKind: 'file' }),
      call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.download({ orderId: id(req), fileId: req.params.fileId! })),
    },
    {
      method: 'GET',
      path: '/order/:id/files/:fileId',
      doc: doc('One file\'s facts and its download address', orderFileAnswer.extend({ download_url: z.string() })),
      call: async (api, req) => {
        const file = await api.orders.download({ orderId: id(req), fileId: req.params.fileId! });
        return { ...file, download_url: `/api/order/${id(req)}/download-file/${file.file_id}` };
      },
    },
    { method: 'GET', path: '/order/:id/download', doc: doc('Download the cafe\'s final file', z.string(), { answerKind: 'file' }), call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.finalFile({ orderId: id(req) })) },
    {
      method: 'GET',
      path: '/order/:id/download-user-file',
      doc: doc('Download the customer\'s file', z.string(), { answerKind: 'file' }),
      call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.customerFile({ orderId: id(req) })),
    },

    ...(['review', 'pricing'] as const).map(
      (path): RestRoute => ({
        method: 'PATCH',
        path: `/order/:id/${path}`,
        doc: doc('Price an order (the cafe): price in toman, estimated time', z.looseObject({ success: z.literal(true), message: z.string(), order: orderAnswer }), {
          body: priceBody,
          errors: [409],
        }),
        call: async (api, { params, body }) => {
          const order = await api.orders.price({
            orderId: params.id!,
            price: rialsFromToman(body?.price) as number,
            estimated_time: body?.estimated_time,
            assigned_employee: textField(body?.assigned_employee) ?? null,
          });
          return { success: true, message: ORDER_MSG.reviewSaved, order: restOrder(order) };
        },
      }),
    ),
    {
      method: 'PATCH',
      path: '/order/:id/status',
      doc: doc('Move an order on (accept, reject with a reason, cancel, …) as the state machine allows', z.looseObject({ success: z.literal(true), status: z.enum(ORDER_STATUSES), order: orderAnswer }), {
        body: z.object({ status: z.string().describe('The target status (legacy names accepted)'), reason: rejectReasonSchema.optional().describe('Required to reject'), rejection_reason: rejectReasonSchema.optional() }),
        errors: [409],
      }),
      errorFields: { reason: ['reason', 'rejection_reason'] },
      call: async (api, { params, body }) => {
        const order = await api.orders.changeStatus({
          orderId: params.id!,
          status: body?.status,
          reason: textField(body?.reason) ?? textField(body?.rejection_reason) ?? null,
        });
        return { success: true, status: order.status, order: restOrder(order) };
      },
    },
    {
      method: 'PATCH',
      path: '/order/:id/mark-completed',
      doc: doc('Mark an order completed (the cafe is paid out of escrow)', z.looseObject({ success: z.literal(true), message: z.string(), order: orderAnswer }), { errors: [409] }),
      call: async (api, req) => {
        const order = await api.orders.complete({ orderId: id(req) });
        return { success: true, message: ORDER_MSG.completedDone, order: restOrder(order) };
      },
    },
    { method: 'GET', path: '/order/:id/can-rate', doc: doc('Whether the customer may rate the order now', z.looseObject({ can_rate: z.boolean(), already_rated: z.boolean() })), call: (api, req) => api.orders.canRate({ orderId: id(req) }) },
    {
      method: 'POST',
      path: '/order/:id/rate',
      doc: doc('Rate the cafe for a completed order (1–5)', ratingSaved, { body: rateInput.omit({ orderId: true }), errors: [409] }),
      call: (api, { params, body }) => api.orders.rate({ orderId: params.id!, rating: decimalIntegerInput(body?.rating) as number, comment: body?.comment }),
    },

    {
      method: 'POST',
      path: '/rating/user',
      doc: { ...doc('Rate the customer of a completed order (the cafe)', ratingSaved, { body: z.object({ order_id: idSchema, rating: ratingSchema, comment: commentSchema }), errors: [404, 409] }), access: ['coffenet'] },
      errorFields: { orderId: 'order_id' },
      call: (api, { body }) => api.orders.rateCustomer({ orderId: body?.order_id, rating: decimalIntegerInput(body?.rating) as number, comment: body?.comment }),
    },
    {
      method: 'GET',
      path: '/rating/user/:userId/summary',
      // Spec 2 §7 reads the user id from the token's subject: the customer asks for their own.
      doc: {
        ...doc('A customer\'s rating summary (zeros for an account without ratings): the customer themself, a cafe they ordered from, or an admin', z.looseObject({ average_rating: z.number(), total_ratings: z.number().int() }), { notErrors: [404] }),
        access: ['user', 'coffenet', 'admin'],
      },
      call: (api, { params }) => api.orders.customerRating({ userId: params.userId! }),
    },
    { method: 'GET', path: '/rating/coffenet/:id/stats', doc: {
        ...doc(
          'A cafe\'s rating figures',
          z.looseObject({
            average_rating: z.number(),
            total_ratings: z.number().int(),
            distribution: z.record(z.string(), z.number()),
            total_ratings_given: z.number().int().describe('Ratings the cafe gave its customers'),
            average_rating_given: z.number(),
            latest_ratings: z.array(ratingAnswer),
          }),
        ),
        access: ['coffenet', 'admin'],
      }, errorFields: { cafeId: 'id' }, call: (api, req) => api.orders.cafeRatingStats({ cafeId: id(req) }) },
    {
      method: 'GET',
      path: '/rating/coffenet/:id/history',
      doc: doc('A cafe\'s latest ratings', z.array(ratingAnswer), { query: z.object({ limit: ratingHistoryInput.shape.limit }).partial() }),
      errorFields: { cafeId: 'id' },
      call: (api, req) =>
        api.orders.cafeRatingHistory({ cafeId: id(req), limit: numberParam(req.query.limit) } as never),
    },

    {
      method: 'GET',
      path: '/finance/coffenet',
      doc: {
        tag: 'orders',
        summary: 'The cafe\'s income figures (order amounts in toman, wallet_balance in rials)',
        access: ['coffenet'],
        query: financeInput.unwrap(),
        answer: z.looseObject({
          total_income: z.number().describe('toman'),
          total_earnings: z.number().describe('toman'),
          net_earnings: z.number().describe('toman'),
          platform_fee: z.number().describe('toman'),
          wallet_balance: z.number().describe('rials'),
          today_completed_orders: z.number().int(),
          earning_history: z.array(z.looseObject({ amount: z.number().describe('toman') })).describe('The week by day, from Saturday'),
          recent_earnings: z.array(financeOrder),
          orders: z.array(financeOrder),
        }),
      },
      call: async (api, req) => {
        const f = await api.orders.cafeFinance(pageQuery(req) as never); // no status: the finance figures take none
        const orders = f.orders.map((o) => ({ ...o, price: rialsToToman(o.price) }));
        return {
          ...f,
          total_income: rialsToToman(f.total_income),
          total_earnings: rialsToToman(f.total_earnings),
          average_order_value: rialsToToman(f.average_order_value),
          today_income: rialsToToman(f.today_income),
          net_earnings: rialsToToman(f.net_earnings),
          platform_fee: rialsToToman(f.platform_fee),
          // A wallet amount: rials, as every wallet figure on the REST shim (DOMAIN.md §3).
          wallet_balance: f.wallet_balance,
          earning_history: f.earning_history.map((d) => ({ ...d, amount: rialsToToman(d.amount) })),
          monthly_income: f.monthly_income.map((m) => ({ ...m, amount: rialsToToman(m.amount) })),
          orders,
          recent_earnings: orders.slice(0, 5),
        };
      },
    },
  ];
  // An order path's :id is the procedures' orderId: its 422 names it `id`, as it was sent.
  return routes.map((r) => (r.path.startsWith('/order/:id') ? { ...r, errorFields: { orderId: 'id', ...r.errorFields } } : r));
}
