import type { RestRoute } from './table';

// Spec 1 §7: the notification paths. "all" and "count" are listed before "{id}" on purpose.
export const notificationRoutes: RestRoute[] = [
  { method: 'GET', path: '/notifications/all', call: (api) => api.notifications.list({ limit: 100 }) },
  { method: 'GET', path: '/notifications/count', call: (api) => api.notifications.count() },
  { method: 'POST', path: '/notifications/mark-all-read', call: (api) => api.notifications.markAllRead() },
  {
    method: 'POST',
    path: '/notifications/mark-read/:id',
    call: (api, { params }) => api.notifications.markRead({ id: params.id! }),
  },
  { method: 'DELETE', path: '/notifications/all', call: (api) => api.notifications.deleteAll() },
  { method: 'GET', path: '/notifications/:id', call: (api, { params }) => api.notifications.byId({ id: params.id! }) },
  { method: 'DELETE', path: '/notifications/:id', call: (api, { params }) => api.notifications.delete({ id: params.id! }) },
];
