import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { chatCursorSchema, CHAT_PAGE_SIZE, ORDER_TEXT_LIMITS } from '@shared/orders/schemas';
import { idSchema } from '@shared/auth/schemas';
import { ROLES } from '@shared/auth/roles';
import type { RestRoute } from './table';
import type { RouteDoc } from './doc';
import { chatMessageAnswer } from './answers';
import { numberParam } from './params';

// Spec 2 §7 "Chat". The receiver is always the order's other party: receiver_id and
// receiver_role in the body are accepted and not trusted. file_info and is_final come from the
// uploaded file itself.

const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({ tag: 'chat', summary, access: 'signed-in', answer, ...more });
const seen = z.looseObject({ success: z.literal(true) });

/** The REST spelling of sendChatInput (order_id for orderId). */
const sendBody = z.object({
  order_id: idSchema,
  message: z.string().max(ORDER_TEXT_LIMITS.chatMessage).optional().describe('Required unless file_id is given'),
  file_id: idSchema.nullish().describe('A file uploaded to the order first (POST /api/order/{id}/upload)'),
  caption: z.string().max(ORDER_TEXT_LIMITS.caption).nullish(),
  // Spec 2 §7's other body names: accepted and not read (the server knows them better).
  receiver_id: idSchema.nullish().describe('Ignored: the receiver is always the order\'s other party'),
  receiver_role: z.enum(ROLES).nullish().describe('Ignored, as receiver_id'),
  file_info: z.looseObject({ name: z.string(), size: z.number(), type: z.string() }).nullish().describe('Ignored: name, size and type come from the uploaded file'),
  is_final: z.boolean().nullish().describe('Ignored: the uploaded file says whether it is final'),
});

export const chatRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/chat/send',
    status: 201,
    errorFields: { orderId: 'order_id' },
    doc: doc('Send a message in an order\'s chat (to its other party)', chatMessageAnswer, { body: sendBody, errors: [404] }),
    call: (api, { body }) =>
      api.chat.send({
        orderId: body?.order_id,
        message: typeof body?.message === 'string' ? body.message : '',
        file_id: body?.file_id || null,
        caption: typeof body?.caption === 'string' ? body.caption : null,
      }),
  },
  {
    method: 'GET',
    path: '/chat/order/:orderId',
    doc: doc(`The newest ${CHAT_PAGE_SIZE} messages of an order, oldest first (older ones: /chat/order/{orderId}/page)`, z.array(chatMessageAnswer)),
    call: (api, { params }) => api.chat.byOrder({ orderId: params.orderId! }),
  },
  // Older messages: ?cursor= the next_cursor of the page before (the newest 50 without it).
  {
    method: 'GET',
    path: '/chat/order/:orderId/page',
    doc: doc('A page of an order\'s messages, newest first', z.looseObject({ messages: z.array(chatMessageAnswer), has_more: z.boolean(), next_cursor: z.string().nullable() }), {
      query: z.object({ cursor: chatCursorSchema.optional().describe('next_cursor of the page before'), limit: z.number().int().min(1).max(CHAT_PAGE_SIZE).optional() }),
    }),
    call: (api, { params, query }) =>
      api.chat.page({ orderId: params.orderId!, cursor: query.cursor || null, limit: numberParam(query.limit) as number | undefined }),
  },
  { method: 'PATCH', path: '/chat/order/:orderId/seen', doc: doc('Mark an order\'s messages as seen', seen), call: (api, { params }) => api.chat.markSeen({ orderId: params.orderId! }) },
  { method: 'GET', path: '/chat/thread/:userId', doc: doc('All messages with one person', z.array(chatMessageAnswer), { notErrors: [404] }), call: (api, { params }) => api.chat.thread({ userId: params.userId! }) },
  // Spec 1 §7 names this path's id an order id, spec 2 §7 a person's id: an order of the caller's is
  // marked as /chat/order/{id}/seen does, any other id is read as the person (ids never collide);
  // an id that is neither is a 404.
  {
    method: 'PATCH',
    path: '/chat/seen/:id',
    doc: doc('Mark an order\'s messages, or those from one person, as seen', seen),
    errorFields: { orderId: 'id', userId: 'id' },
    call: async (api, { params }) => {
      try {
        return await api.chat.markSeen({ orderId: params.id! });
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'NOT_FOUND') return api.chat.markThreadSeen({ userId: params.id! });
        throw error;
      }
    },
  },
  {
    method: 'GET',
    path: '/chat/notifications',
    doc: doc(
      'The latest message of each conversation with unread ones',
      z.array(z.looseObject({ order_id: z.string(), sender_id: idSchema, sender_name: z.string(), message: z.string(), unread_count: z.number().int() })),
    ),
    call: (api) => api.chat.notifications(),
  },
  {
    method: 'GET',
    path: '/chat/unread/:coffenetId',
    doc: doc('Unread messages of a cafe', z.looseObject({ unread_count: z.number().int(), count: z.number().int() })),
    errorFields: { cafeId: 'coffenetId' },
    call: (api, { params }) => api.chat.unreadForCafe({ cafeId: params.coffenetId! }),
  },
];
