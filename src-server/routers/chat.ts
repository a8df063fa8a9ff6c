import { chatPageInput, orderRef, sendChatInput, userRef } from '@shared/orders/schemas';
import { idSchema } from '@shared/auth/schemas';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';
import * as chat from '../services/chat/messages';

/** The order chat between a customer and the cafe (spec 2 §2, §7); admins may read it. */
export const chatRouter = router({
  send: authedProcedure.input(sendChatInput).mutation(({ ctx, input }) => chat.sendMessage(ctx.db, ctx.user, input, ctx.now())),
  byOrder: authedProcedure.input(orderRef).query(({ ctx, input }) => chat.orderMessages(ctx.db, ctx.user, input.orderId)),
  /** The chat by cursor: newest page first, `cursor` (next_cursor of a page) for the one before it. */
  page: authedProcedure
    .input(chatPageInput)
    .query(({ ctx, input }) => chat.orderMessagesPage(ctx.db, ctx.user, input.orderId, input.cursor, input.limit)),
  markSeen: authedProcedure.input(orderRef).mutation(({ ctx, input }) => chat.markOrderSeen(ctx.db, ctx.user, input.orderId, ctx.now())),
  unread: authedProcedure.query(({ ctx }) => chat.unreadCounts(ctx.db, ctx.user)),
  unreadForCafe: authedProcedure
    .input(z.object({ cafeId: idSchema }))
    .query(({ ctx, input }) => chat.unreadForCafe(ctx.db, ctx.user, input.cafeId)),
  notifications: authedProcedure.query(({ ctx }) => chat.chatNotifications(ctx.db, ctx.user)),
  thread: authedProcedure.input(userRef).query(({ ctx, input }) => chat.threadWith(ctx.db, ctx.user, input.userId)),
  markThreadSeen: authedProcedure.input(userRef).mutation(({ ctx, input }) => chat.markThreadSeen(ctx.db, ctx.user, input.userId, ctx.now())),
});
