import { rialsToToman } from '@shared/wallet/money';
import type { RestRequest, RestRoute } from './table';
import { numberParam } from './params';

/*
 * Spec 3 §7 "Admin" (without the ticket paths, which belong to support tickets, and the store
 * admin's paths). Field names are spec 3 §3's. Units (DOMAIN.md §3): order views give prices in
 * toman like every order path of the shim; everything read from the ledger is rials.
 * Fixed paths come before the ones with an id.
 */

const toman = (rials: number | null) => (rials === null ? null : rialsToToman(rials));

function restOrder<T extends { price: number | null; base_price: number | null }>(order: T): T {
  return { ...order, price: toman(order.price), base_price: toman(order.base_price) };
}

/** JSON booleans, or "true"/"false" (forms and query strings); anything else goes to the schema's 422. */
function boolValue(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}

const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

function paging({ query }: RestRequest) {
  return { skip: numberParam(query.skip), limit: numberParam(query.limit) } as { skip: number; limit: number };
}

function dates({ query }: RestRequest) {
  return { from_date: text(query.from_date), to_date: text(query.to_date) };
}

export const adminRoutes: RestRoute[] = [
  // Dashboard
  { method: 'GET', path: '/admin/statistics', call: (api) => api.admin.statistics() },
  {
    method: 'GET',
    path: '/admin/orders/recent',
    call: async (api) => (await api.admin.recentOrders()).map((o) => ({ ...o, total: toman(o.total) })),
  },

  // Users
  {
    method: 'GET',
    path: '/admin/user',
    call: async (api, req) => (await api.admin.users({ ...paging(req), search: text(req.query.search) })).users,
  },
  { method: 'DELETE', path: '/admin/users/:id', call: (api, { params }) => api.admin.deleteUser({ id: params.id! }) },
  {
    method: 'PATCH',
    path: '/admin/users/:id/block',
    call: (api, { params, body }) => api.admin.setBlocked({ id: params.id!, blocked: boolValue(body.blocked) as boolean }),
  },
  { method: 'PATCH', path: '/admin/users/:id/role', call: (api, { params, body }) => api.admin.setRole({ id: params.id!, role: body.role }) },

  // Cafes
  { method: 'GET', path: '/coffenet/statistics', call: (api) => api.admin.cafeStatistics() },
  {
    method: 'GET',
    path: '/coffenet/financial-report',
    call: async (api, req) => (await api.admin.cafeFinancialReport({ ...paging(req), search: text(req.query.search) })).rows,
  },
  { method: 'GET', path: '/coffenet/transactions/recent', call: (api) => api.admin.cafeTransactions() },
  { method: 'GET', path: '/coffenet/pending-payments', call: (api) => api.admin.pendingPayments() },
  { method: 'GET', path: '/admin/coffenet/stats', call: (api) => api.admin.cafeSummary() },
  {
    method: 'GET',
    path: '/coffenet/coffenets',
    call: async (api, req) => (await api.admin.cafes({ ...paging(req), search: text(req.query.search) })).cafes,
  },
  {
    method: 'PATCH',
    path: '/coffenet/:id/status',
    call: (api, { params, body }) => api.admin.setCafeActive({ id: params.id!, active: boolValue(body.active) as boolean }),
  },
  {
    method: 'POST',
    path: '/admin/coffenets',
    status: 201,
    call: (api, { body }) =>
      api.admin.createCafe({ cafe_name: body.cafe_name, email: body.email, username: body.username, phone: body.phone, address: body.address }),
  },
  { method: 'DELETE', path: '/admin/coffenets/:id', call: (api, { params }) => api.admin.deleteCafe({ id: params.id! }) },

  // Finance
  { method: 'GET', path: '/finance/admin/financial/statistics', call: (api) => api.admin.financeStatistics() },
  {
    method: 'GET',
    path: '/finance/admin/orders',
    call: (api, req) => api.admin.financeOrders({ ...paging(req), ...dates(req), source: text(req.query.source) as never }),
  },
  {
    method: 'GET',
    path: '/finance/admin/cafe-withdrawals',
    call: (api, req) => api.admin.financeWithdrawals({ ...paging(req), ...dates(req) }),
  },

  // All orders (the bare /admin/orders is a page, so these live under /api)
  {
    method: 'GET',
    path: '/admin/orders',
    call: async (api, req) => {
      const q = req.query;
      const page = await api.admin.orders({
        ...paging(req),
        ...dates(req),
        status: text(q.status) as never,
        cafe_id: text(q.cafe_id),
        user_id: text(q.user_id),
        order_id: text(q.order_id),
      });
      return page.orders.map(restOrder);
    },
  },
  { method: 'GET', path: '/admin/orders/:id', call: async (api, { params }) => restOrder(await api.admin.order({ id: params.id! })) },
  {
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    call: async (api, { params, body }) => {
      const result = await api.admin.setOrderStatus({ id: params.id!, status: body.status });
      return { message: result.message, order: restOrder(result.order) };
    },
  },
];
