import type { RestRoute } from './table';

// Spec 2 §7 "Chat". The receiver is always the order's other party: receiver_id and
// receiver_role in the body are accepted and not trusted. file_info and is_final come from the
// uploaded file itself.
export const chatRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/chat/send',
    status: 201,
    call: (api, { body }) =>
      api.chat.send({
        orderId: body?.order_id,
        message: typeof body?.message === 'string' ? body.message : '',
        file_id: body?.file_id || null,
        caption: typeof body?.caption === 'string' ? body.caption : null,
      }),
  },
  { method: 'GET', path: '/chat/order/:orderId', call: (api, { params }) => api.chat.byOrder({ orderId: params.orderId! }) },
  // Older messages: ?cursor= the next_cursor of the page before (the newest 50 without it).
  {
    method: 'GET',
    path: '/chat/order/:orderId/page',
    call: (api, { params, query }) =>
      api.chat.page({ orderId: params.orderId!, cursor: query.cursor || null, ...(query.limit ? { limit: Number(query.limit) } : {}) }),
  },
  { method: 'PATCH', path: '/chat/order/:orderId/seen', call: (api, { params }) => api.chat.markSeen({ orderId: params.orderId! }) },
  { method: 'GET', path: '/chat/thread/:userId', call: (api, { params }) => api.chat.thread({ userId: params.userId! }) },
  { method: 'PATCH', path: '/chat/seen/:userId', call: (api, { params }) => api.chat.markThreadSeen({ userId: params.userId! }) },
  { method: 'GET', path: '/chat/notifications', call: (api) => api.chat.notifications() },
  { method: 'GET', path: '/chat/unread/:coffenetId', call: (api, { params }) => api.chat.unreadForCafe({ cafeId: params.coffenetId! }) },
];
