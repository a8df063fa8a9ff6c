import { z } from 'zod';
import type { RestRoute } from './table';
import type { RouteDoc } from './doc';
import { countAnswer, notificationAnswer } from './answers';

// Spec 1 §7: the notification paths. "all" and "count" are listed before "{id}" on purpose.

const doc = (summary: string, answer: z.ZodType): RouteDoc => ({ tag: 'notifications', summary, access: 'signed-in', answer });
const done = z.looseObject({ success: z.literal(true) });

export const notificationRoutes: RestRoute[] = [
  { method: 'GET', path: '/notifications/all', doc: doc('The newest 100 notifications', z.array(notificationAnswer)), call: (api) => api.notifications.list({ limit: 100 }) },
  { method: 'GET', path: '/notifications/count', doc: doc('How many are unread', countAnswer), call: (api) => api.notifications.count() },
  { method: 'POST', path: '/notifications/mark-all-read', doc: doc('Mark all as read', done), call: (api) => api.notifications.markAllRead() },
  {
    method: 'POST',
    path: '/notifications/mark-read/:id',
    doc: doc('Mark one as read', done),
    call: (api, { params }) => api.notifications.markRead({ id: params.id! }),
  },
  { method: 'DELETE', path: '/notifications/all', doc: doc('Delete all', done), call: (api) => api.notifications.deleteAll() },
  { method: 'GET', path: '/notifications/:id', doc: doc('One notification', notificationAnswer), call: (api, { params }) => api.notifications.byId({ id: params.id! }) },
  { method: 'DELETE', path: '/notifications/:id', doc: doc('Delete one', done), call: (api, { params }) => api.notifications.delete({ id: params.id! }) },
];
