import { z } from 'zod';
import { idSchema } from '@shared/auth/schemas';
import { notificationListInput } from '@shared/notifications/kinds';
import { authedProcedure, router } from '../trpc';
import * as notifications from '../services/notifications/notices';

const byId = z.object({ id: idSchema });

export const notificationsRouter = router({
  list: authedProcedure
    .input(notificationListInput)
    .query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.user.id, input.limit)),
  count: authedProcedure.query(({ ctx }) => notifications.unreadCount(ctx.db, ctx.user.id)),
  byId: authedProcedure.input(byId).query(({ ctx, input }) => notifications.getNotification(ctx.db, ctx.user.id, input.id)),
  markRead: authedProcedure.input(byId).mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.user.id, input.id)),
  markAllRead: authedProcedure.mutation(({ ctx }) => notifications.markAllRead(ctx.db, ctx.user.id)),
  delete: authedProcedure.input(byId).mutation(({ ctx, input }) => notifications.deleteNotification(ctx.db, ctx.user.id, input.id)),
  deleteAll: authedProcedure.mutation(({ ctx }) => notifications.deleteAllNotifications(ctx.db, ctx.user.id)),
});
