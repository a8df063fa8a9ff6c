import { rialsToToman, tomanToRials } from '@shared/wallet/money';
import { parseDecimalInteger } from '@shared/text/digits';
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

function listQuery(req: RestRequest) {
  const num = (v: string | undefined, fallback: number) => (v === undefined ? fallback : numberParam(v));
  return { status: req.query.status || null, limit: num(req.query.limit, 50), offset: num(req.query.offset, 0) };
}

/** The spec's `details` is an object with description and file_name, or plain text. */
function descriptionOf(body: any): unknown {
  if (typeof body?.details === 'string') return body.details;
  return body?.details?.description ?? body?.description;
}

function textField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function orderRoutes(deps: AppDeps): RestRoute[] {
  const id = (req: RestRequest) => req.params.id!;
  return [
    {
      method: 'POST',
      path: '/order',
      status: 201,
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
    { method: 'GET', path: '/order/me', call: async (api, req) => (await api.orders.me(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/assigned', call: async (api, req) => (await api.orders.assigned(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/coffenet', call: async (api, req) => (await api.orders.assigned(listQuery(req) as never)).orders.map(restOrder) },
    { method: 'GET', path: '/order/active', call: async (api) => (await api.orders.active()).map((o) => ({ ...o, price: toman(o.price) })) },

    { method: 'GET', path: '/order/:id', call: async (api, req) => restOrder(await api.orders.byId({ orderId: id(req) })) },
    { method: 'GET', path: '/order/:id/files', call: (api, req) => api.orders.files({ orderId: id(req) }) },
    {
      method: 'POST',
      path: '/order/:id/upload',
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
      call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.download({ orderId: id(req), fileId: req.params.fileId! })),
    },
    {
      method: 'GET',
      path: '/order/:id/files/:fileId',
      call: async (api, req) => {
        const file = await api.orders.download({ orderId: id(req), fileId: req.params.fileId! });
        return { ...file, download_url: `/api/order/${id(req)}/download-file/${file.file_id}` };
      },
    },
    { method: 'GET', path: '/order/:id/download', call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.finalFile({ orderId: id(req) })) },
    {
      method: 'GET',
      path: '/order/:id/download-user-file',
      call: async (api, req) => fileResponse(deps.db, deps.files, await api.orders.customerFile({ orderId: id(req) })),
    },

    ...(['review', 'pricing'] as const).map(
      (path): RestRoute => ({
        method: 'PATCH',
        path: `/order/:id/${path}`,
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
      call: async (api, req) => {
        const order = await api.orders.complete({ orderId: id(req) });
        return { success: true, message: ORDER_MSG.completedDone, order: restOrder(order) };
      },
    },
    { method: 'GET', path: '/order/:id/can-rate', call: (api, req) => api.orders.canRate({ orderId: id(req) }) },
    {
      method: 'POST',
      path: '/order/:id/rate',
      call: (api, { params, body }) => api.orders.rate({ orderId: params.id!, rating: body?.rating, comment: body?.comment }),
    },

    {
      method: 'POST',
      path: '/rating/user',
      call: (api, { body }) => api.orders.rateCustomer({ orderId: body?.order_id, rating: body?.rating, comment: body?.comment }),
    },
    { method: 'GET', path: '/rating/user/:userId/summary', call: (api, { params }) => api.orders.customerRating({ userId: params.userId! }) },
    { method: 'GET', path: '/rating/coffenet/:id/stats', call: (api, req) => api.orders.cafeRatingStats({ cafeId: id(req) }) },
    {
      method: 'GET',
      path: '/rating/coffenet/:id/history',
      call: (api, req) =>
        api.orders.cafeRatingHistory({ cafeId: id(req), limit: numberParam(req.query.limit) } as never),
    },

    {
      method: 'GET',
      path: '/finance/coffenet',
      call: async (api, req) => {
        const f = await api.orders.cafeFinance(listQuery(req) as never);
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
}
