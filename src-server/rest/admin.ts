import { z } from 'zod';
import { rialsToToman } from '@shared/wallet/money';
import {
  adminBlockInput,
  adminOrderListInput,
  adminOrderStatusInput,
  adminRoleInput,
  adminUserListInput,
  cafeActiveInput,
  cafeListInput,
  createCafeInput,
  financeListInput,
} from '@shared/admin/schemas';
import type { RouteDoc } from './doc';
import { cafeTransactionAnswer, createdCafeAnswer, financeOrderAnswer, financeWithdrawalAnswer, orderAnswer, pendingPaymentAnswer, userAnswer } from './answers';
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

const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({ tag: 'admin', summary, access: ['admin'], answer, ...more });
const deleted = z.looseObject({ message: z.string(), id: z.string() });

export const adminRoutes: RestRoute[] = [
  // Dashboard
  { method: 'GET', path: '/admin/statistics', doc: doc('Dashboard figures (money in rials)', z.looseObject({ total_users: z.number().int(), active_orders: z.number().int(), total_orders: z.number().int(), today_income: z.number() })), call: (api) => api.admin.statistics() },
  {
    method: 'GET',
    path: '/admin/orders/recent',
    doc: doc('The latest orders (total in toman)', z.array(z.looseObject({ id: z.string(), status: z.string(), total: z.number().nullable().describe('toman') }))),
    call: async (api) => (await api.admin.recentOrders()).map((o) => ({ ...o, total: toman(o.total) })),
  },

  // Users
  {
    method: 'GET',
    path: '/admin/user',
    doc: doc('Accounts, a page at a time', z.array(userAnswer.extend({ blocked: z.boolean() })), { query: adminUserListInput.unwrap().partial() }),
    call: async (api, req) => (await api.admin.users({ ...paging(req), search: text(req.query.search) })).users,
  },
  { method: 'DELETE', path: '/admin/users/:id', doc: doc('Delete an account (refused while it holds money or open orders)', deleted, { errors: [409] }), call: (api, { params }) => api.admin.deleteUser({ id: params.id! }) },
  {
    method: 'PATCH',
    path: '/admin/users/:id/block',
    doc: doc('Block or unblock an account', z.looseObject({ message: z.string(), user: userAnswer }), { body: adminBlockInput.omit({ id: true }), errors: [409] }),
    call: (api, { params, body }) => api.admin.setBlocked({ id: params.id!, blocked: boolValue(body.blocked) as boolean }),
  },
  { method: 'PATCH', path: '/admin/users/:id/role', doc: doc('Change an account\'s role', z.looseObject({ message: z.string(), user: userAnswer }), { body: adminRoleInput.omit({ id: true }), errors: [409] }), call: (api, { params, body }) => api.admin.setRole({ id: params.id!, role: body.role }) },

  // Cafes
  { method: 'GET', path: '/coffenet/statistics', doc: doc('Cafe figures', z.looseObject({ total_coffenets: z.number().int(), active_coffenets: z.number().int() })), call: (api) => api.admin.cafeStatistics() },
  {
    method: 'GET',
    path: '/coffenet/financial-report',
    doc: doc('Each cafe\'s revenue (rials)', z.array(z.looseObject({ id: z.string(), name: z.string(), totalRevenue: z.number() })), { query: cafeListInput.unwrap().partial() }),
    call: async (api, req) => (await api.admin.cafeFinancialReport({ ...paging(req), search: text(req.query.search) })).rows,
  },
  { method: 'GET', path: '/coffenet/transactions/recent', doc: doc('The latest cafe transactions (rials)', z.array(cafeTransactionAnswer)), call: (api) => api.admin.cafeTransactions() },
  { method: 'GET', path: '/coffenet/pending-payments', doc: doc('Cafe payouts waiting (rials)', z.array(pendingPaymentAnswer)), call: (api) => api.admin.pendingPayments() },
  { method: 'GET', path: '/admin/coffenet/stats', doc: doc('Cafe money figures (rials)', z.looseObject({ total_revenue: z.number(), platform_fee: z.number() })), call: (api) => api.admin.cafeSummary() },
  {
    method: 'GET',
    path: '/coffenet/coffenets',
    doc: doc('Cafes, a page at a time', z.array(z.looseObject({ id: z.string(), cafe_name: z.string(), active: z.boolean() })), { query: cafeListInput.unwrap().partial() }),
    call: async (api, req) => (await api.admin.cafes({ ...paging(req), search: text(req.query.search) })).cafes,
  },
  {
    method: 'PATCH',
    path: '/coffenet/:id/status',
    doc: doc('Activate or deactivate a cafe', z.looseObject({ message: z.string(), cafe: z.looseObject({ id: z.string(), active: z.boolean() }) }), { body: cafeActiveInput.omit({ id: true }), errors: [409] }),
    call: (api, { params, body }) => api.admin.setCafeActive({ id: params.id!, active: boolValue(body.active) as boolean }),
  },
  {
    method: 'POST',
    path: '/admin/coffenets',
    doc: doc('Create a cafe account; its one-time password is shown once, in this answer (the manager must change it at first login)', createdCafeAnswer, { body: createCafeInput, errors: [409] }),
    status: 201,
    call: (api, { body }) =>
      api.admin.createCafe({ cafe_name: body.cafe_name, email: body.email, username: body.username, phone: body.phone, address: body.address }),
  },
  { method: 'DELETE', path: '/admin/coffenets/:id', doc: doc('Delete a cafe (refused while it holds money or open orders)', deleted, { errors: [409] }), call: (api, { params }) => api.admin.deleteCafe({ id: params.id! }) },

  // Finance
  { method: 'GET', path: '/finance/admin/financial/statistics', doc: doc('Platform money figures (rials)', z.looseObject({ platform_balance: z.number(), escrow_balance: z.number(), total_income: z.number() })), call: (api) => api.admin.financeStatistics() },
  {
    method: 'GET',
    path: '/finance/admin/orders',
    doc: doc('Paid orders, a page at a time (rials)', z.looseObject({ orders: z.array(financeOrderAnswer), has_more: z.boolean(), skip: z.number().int(), limit: z.number().int() }), { query: z.object(financeListInput.unwrap().shape).partial() }),
    call: (api, req) => api.admin.financeOrders({ ...paging(req), ...dates(req), source: text(req.query.source) as never }),
  },
  {
    method: 'GET',
    path: '/finance/admin/cafe-withdrawals',
    doc: doc('Paid cafe withdrawals, a page at a time (rials)', z.looseObject({ withdrawals: z.array(financeWithdrawalAnswer), has_more: z.boolean(), skip: z.number().int(), limit: z.number().int() }), { query: z.object(financeListInput.unwrap().shape).omit({ source: true }).partial() }),
    call: (api, req) => api.admin.financeWithdrawals({ ...paging(req), ...dates(req) }),
  },

  // All orders (the bare /admin/orders is a page, so these live under /api)
  {
    method: 'GET',
    path: '/admin/orders',
    doc: doc('All orders, filtered, a page at a time (prices in toman)', z.array(orderAnswer), { query: z.object(adminOrderListInput.unwrap().shape).partial() }),
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
  { method: 'GET', path: '/admin/orders/:id', doc: doc('One order (prices in toman)', orderAnswer), call: async (api, { params }) => restOrder(await api.admin.order({ id: params.id! })) },
  {
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    doc: doc('Set an order\'s status (the admin\'s override)', z.looseObject({ message: z.string(), order: orderAnswer }), { body: adminOrderStatusInput.omit({ id: true }), errors: [409] }),
    call: async (api, { params, body }) => {
      const result = await api.admin.setOrderStatus({ id: params.id!, status: body.status });
      return { message: result.message, order: restOrder(result.order) };
    },
  },
];
