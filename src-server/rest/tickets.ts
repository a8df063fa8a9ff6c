import { z } from 'zod';
import { ROLES } from '@shared/auth/roles';
import { adminTicketFilters, broadcastInput, createTicketInput, markTicketReadInput, myTicketsInput, replyTicketInput, TICKET_LIMITS } from '@shared/tickets/rules';
import type { RouteDoc } from './doc';
import { ticketAnswer, ticketDetailAnswer, ticketNoticeAnswer } from './answers';
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

const ADMIN = ['admin'] as const;
const ticketDone = z.looseObject({ success: z.literal(true), ticket_id: z.string(), message: z.string() });
const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({ tag: 'tickets', summary, access: 'signed-in', answer, ...more });

export const ticketRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/ticket/create',
    doc: doc('Open a support ticket', ticketDone.extend({ id: z.string(), _id: z.string() }), {
      body: createTicketInput.extend({ sender_role: z.enum(ROLES).nullish().describe('Ignored: the role comes from the token') }),
    }),
    // sender_role in the body is ignored: the role comes from the token.
    call: (api, { body }) => api.tickets.create({ subject: body.subject, message: body.message }),
  },
  {
    method: 'GET',
    path: '/ticket/my',
    doc: doc('The account\'s tickets, a page at a time', z.array(ticketAnswer), { query: myTicketsInput.unwrap().partial(), answerKind: 'page' }),
    call: async (api, { query }) => {
      const page = await api.tickets.my({ ...paging(query), ticket_id: optional(query.ticket_id) });
      return pagedList(page.items, page.total);
    },
  },
  { method: 'GET', path: '/ticket/notifications', doc: doc('Unread answers to one\'s tickets', z.array(ticketNoticeAnswer)), call: (api) => api.tickets.notices({ all: false }) },
  { method: 'GET', path: '/ticket/notifications/all', doc: doc('All answers to one\'s tickets', z.array(ticketNoticeAnswer)), call: (api) => api.tickets.notices({ all: true }) },
  {
    method: 'POST',
    path: '/ticket/notifications/mark-read/:id',
    doc: doc('Mark a ticket notice read', z.looseObject({ success: z.literal(true) })),
    call: (api, { params }) => api.tickets.markNoticeRead({ id: params.id! }),
  },
  { method: 'POST', path: '/ticket/mark-read', doc: doc('Mark a ticket\'s answers read', z.looseObject({ success: z.literal(true), updated: z.number().int().describe('Notices marked read') }), { body: markTicketReadInput }), call: (api, { body }) => api.tickets.markRead({ ticket_id: body.ticket_id }) },
  {
    method: 'POST',
    path: '/ticket/admin/send',
    doc: { ...doc('Send a ticket to one account or to all customers or cafes', z.looseObject({ success: z.literal(true), count: z.number().int(), message: z.string() }), { body: broadcastInput }), access: ADMIN },
    call: (api, { body }) =>
      api.tickets.broadcast({ target: body.target, target_id: body.target_id ?? null, subject: body.subject, message: body.message }),
  },
  {
    method: 'GET',
    path: '/ticket/admin/all',
    doc: { ...doc('All tickets, filtered, a page at a time', z.array(ticketAnswer), { query: adminTicketFilters.partial(), answerKind: 'page' }), access: ADMIN },
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
  { method: 'GET', path: '/ticket/admin/recent', doc: { ...doc('The latest tickets', z.array(ticketAnswer)), access: ADMIN }, call: (api) => api.tickets.adminRecent() },
  { method: 'GET', path: '/ticket/admin/:id', doc: { ...doc('One ticket with its messages', ticketDetailAnswer), access: ADMIN }, call: (api, { params }) => api.tickets.adminById({ id: params.id! }) },
  { method: 'GET', path: '/ticket/:id', doc: doc('One of one\'s tickets with its messages', ticketDetailAnswer), call: (api, { params }) => api.tickets.byId({ id: params.id! }) },
  {
    method: 'POST',
    path: '/ticket/:id/reply',
    doc: doc('Reply to a ticket', ticketDone, { body: replyTicketInput.omit({ id: true }), errors: [409] }),
    call: (api, { params, body }) => api.tickets.reply({ id: params.id!, message: body.message }),
  },
  { method: 'PATCH', path: '/ticket/:id/close', doc: doc('Close a ticket', ticketDone.extend({ status: z.literal('closed') }), { errors: [409] }), call: (api, { params }) => api.tickets.close({ id: params.id! }) },
  { method: 'GET', path: '/admin/tickets', doc: { ...doc('Ticket counts by status', z.looseObject({ open: z.number().int(), total: z.number().int(), by_status: z.record(z.string(), z.number().int()) })), access: ADMIN }, call: (api) => api.tickets.adminSummary() },
];
