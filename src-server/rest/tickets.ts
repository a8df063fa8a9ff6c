import { TICKET_LIMITS } from '@shared/tickets/rules';
import type { RestRoute } from './table';
import { pagedList } from './list-response';
import { numberParam } from './params';

/*
 * Spec 2 §7 "Tickets", spec 1's ticket notice paths and spec 3's two admin ticket paths. Literal
 * paths come before {id}. Lists are plain arrays with X-Total-Count, skip/limit (20, at most 100).
 */

function paging(query: Record<string, string>) {
  const limit = numberParam(query.limit);
  // Old clients may ask for more than a page holds: they get the largest page and X-Total-Count.
  return {
    skip: numberParam(query.skip) as number,
    limit: (typeof limit === 'number' ? Math.min(limit, TICKET_LIMITS.maxPageSize) : limit) as number,
  };
}

/** Blank query values mean "no filter"; anything else goes to the schema. */
const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

export const ticketRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/ticket/create',
    // sender_role in the body is ignored: the role comes from the token.
    call: (api, { body }) => api.tickets.create({ subject: body.subject, message: body.message }),
  },
  {
    method: 'GET',
    path: '/ticket/my',
    call: async (api, { query }) => {
      const page = await api.tickets.my(paging(query));
      return pagedList(page.items, page.total);
    },
  },
  { method: 'GET', path: '/ticket/notifications', call: (api) => api.tickets.notices({ all: false }) },
  { method: 'GET', path: '/ticket/notifications/all', call: (api) => api.tickets.notices({ all: true }) },
  {
    method: 'POST',
    path: '/ticket/notifications/mark-read/:id',
    call: (api, { params }) => api.tickets.markNoticeRead({ id: params.id! }),
  },
  { method: 'POST', path: '/ticket/mark-read', call: (api, { body }) => api.tickets.markRead({ ticket_id: body.ticket_id }) },
  {
    method: 'POST',
    path: '/ticket/admin/send',
    call: (api, { body }) =>
      api.tickets.broadcast({ target: body.target, target_id: body.target_id ?? null, subject: body.subject, message: body.message }),
  },
  {
    method: 'GET',
    path: '/ticket/admin/all',
    call: async (api, { query }) => {
      const page = await api.tickets.adminList({
        ...paging(query),
        start_date: optional(query.start_date),
        end_date: optional(query.end_date),
        group: optional(query.group) as never,
        subject: optional(query.subject),
        ticket_id: optional(query.ticket_id),
      });
      return pagedList(page.items, page.total);
    },
  },
  { method: 'GET', path: '/ticket/admin/recent', call: (api) => api.tickets.adminRecent() },
  { method: 'GET', path: '/ticket/admin/:id', call: (api, { params }) => api.tickets.adminById({ id: params.id! }) },
  { method: 'GET', path: '/ticket/:id', call: (api, { params }) => api.tickets.byId({ id: params.id! }) },
  {
    method: 'POST',
    path: '/ticket/:id/reply',
    call: (api, { params, body }) => api.tickets.reply({ id: params.id!, message: body.message }),
  },
  { method: 'PATCH', path: '/ticket/:id/close', call: (api, { params }) => api.tickets.close({ id: params.id! }) },
  { method: 'GET', path: '/admin/tickets', call: (api) => api.tickets.adminSummary() },
];
