import { createCallerFactory, router } from '../trpc';
import { authRouter } from './auth';
import { catalogueRouter } from './catalogue';
import { notificationsRouter } from './notifications';
import { ordersRouter } from './orders';
import { chatRouter } from './chat';
import { walletRouter } from './wallet';
import { paymentsRouter } from './payments';
import { storeRouter } from './store';
import { securityRouter } from './security';
import { adminRouter } from './admin';
import { ticketsRouter } from './tickets';

// Each area's router plugs in here: orders, chat, tickets, store, wallet, admin, notifications.
export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  notifications: notificationsRouter,
  orders: ordersRouter,
  chat: chatRouter,
  wallet: walletRouter,
  payments: paymentsRouter,
  store: storeRouter,
  security: securityRouter,
  admin: adminRouter,
  tickets: ticketsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
