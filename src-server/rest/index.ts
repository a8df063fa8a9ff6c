import { Hono, type Context as HonoContext } from 'hono';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { chatRoutes } from './chat';
import { mountRestRoutes } from './table';
import { walletRoutes } from './wallet';
import { paymentRoutes } from './payments';
import { storeRoutes } from './store';
import { adminRoutes } from './admin';
import { mountStoreMedia, storeAdminRoutes } from './store-admin';
import { ticketRoutes } from './tickets';

/** The /api shim for the chat-bot, the gateway and old clients: every path calls a procedure. */
export function createRestApp(deps: AppDeps, clientAddress: (c: HonoContext) => string): Hono {
  const api = new Hono();
  mountStoreMedia(api, deps, clientAddress);
  mountRestRoutes(
    api,
    [...authRoutes, ...notificationRoutes, ...catalogueRoutes, ...walletRoutes, ...paymentRoutes, ...orderRoutes(deps), ...chatRoutes, ...storeRoutes, ...adminRoutes, ...storeAdminRoutes, ...ticketRoutes],
    deps,
    clientAddress,
  );
  return api;
}
