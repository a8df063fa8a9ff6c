import {
  ownOrGivenCafe,
  changeStatusInput,
  createOrderInput,
  financeInput,
  orderFileRef,
  orderListInput,
  orderRef,
  priceOrderInput,
  editOrderDetailsInput,
  rateInput,
  ratingHistoryInput,
  rejectOrderInput,
  uploadOrderFileInput,
  userRef,
} from '@shared/orders/schemas';
import { ORDER_MSG } from '@shared/orders/messages';
import { watchedOrders } from '../services/orders/status-watch';
import { authedProcedure, publicProcedure, roleProcedure, router } from '../trpc';
import * as flow from '../services/orders/flow';
import * as files from '../services/orders/files';
import * as lists from '../services/orders/lists';
import * as ratings from '../services/orders/ratings';
import { cafeFinance } from '../services/orders/finance';
import { cafeIdOrOwn, orderForParty } from '../services/orders/access';
import { oneOrderView } from '../services/orders/views';

/*
 * Service orders, their files and ratings. Status changes are open to every logged-in person:
 * the shared state machine (src-shared/orders/state-machine.ts) decides who may make each, so the answer to a
 * wrong party is the same 403 everywhere.
 */
export const ordersRouter = router({
  create: roleProcedure('user')
    .input(createOrderInput)
    .mutation(async ({ ctx, input }) => {
      const { order, created } = await flow.createOrder(ctx.db, ctx.user, input, ctx.now());
      return { success: true, order_id: order.id, created, message: ORDER_MSG.created };
    }),

  me: roleProcedure('user')
    .input(orderListInput)
    .query(({ ctx, input }) => lists.customerOrders(ctx.db, ctx.user, input)),
  myStats: roleProcedure('user').query(({ ctx }) => lists.customerStats(ctx.db, ctx.user)),

  assigned: roleProcedure('coffenet')
    .input(orderListInput)
    .query(({ ctx, input }) => lists.cafeOrders(ctx.db, ctx.user, input)),

  /** Newest orders' statuses, polled by the client to announce changes (spec 1 §4). */
  watch: roleProcedure('user', 'coffenet').query(({ ctx }) => watchedOrders(ctx.db, ctx.user)),
  active: publicProcedure.query(({ ctx }) => lists.activeOrdersPublic(ctx.db)),

  byId: authedProcedure.input(orderRef).query(async ({ ctx, input }) => {
    await orderForParty(ctx.db, ctx.user, input.orderId);
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),

  price: authedProcedure.input(priceOrderInput).mutation(async ({ ctx, input }) => {
    await flow.priceOrder(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  /** The cafe's "edit details" of an order it works on: delivery time and assignee. */
  editDetails: authedProcedure.input(editOrderDetailsInput).mutation(async ({ ctx, input }) => {
    await flow.editOrderDetails(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  reject: authedProcedure.input(rejectOrderInput).mutation(async ({ ctx, input }) => {
    await flow.rejectOrder(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  complete: authedProcedure.input(orderRef).mutation(async ({ ctx, input }) => {
    await flow.completeOrder(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  cancel: authedProcedure.input(orderRef).mutation(async ({ ctx, input }) => {
    await flow.cancelOrder(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  start: authedProcedure.input(orderRef).mutation(async ({ ctx, input }) => {
    await flow.startOrder(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),
  changeStatus: authedProcedure.input(changeStatusInput).mutation(async ({ ctx, input }) => {
    await flow.changeStatus(ctx.db, ctx.user, input, ctx.now());
    return oneOrderView(ctx.db, input.orderId, ctx.user);
  }),

  files: authedProcedure.input(orderRef).query(({ ctx, input }) => files.listOrderFiles(ctx.db, ctx.user, input.orderId)),
  /** Multipart uploads arrive through the REST shim, which passes the File here. */
  upload: authedProcedure
    .input(uploadOrderFileInput)
    .mutation(({ ctx, input }) => files.uploadOrderFile(ctx.db, ctx.files, ctx.user, input, ctx.now())),
  download: authedProcedure.input(orderFileRef).query(({ ctx, input }) => files.downloadTicket(ctx.db, ctx.user, input.orderId, input.fileId)),
  finalFile: authedProcedure.input(orderRef).query(({ ctx, input }) => files.finalFileTicket(ctx.db, ctx.user, input.orderId)),
  customerFile: authedProcedure.input(orderRef).query(({ ctx, input }) => files.customerFileTicket(ctx.db, ctx.user, input.orderId)),

  canRate: authedProcedure.input(orderRef).query(({ ctx, input }) => ratings.canRate(ctx.db, ctx.user, input.orderId)),
  rate: authedProcedure.input(rateInput).mutation(({ ctx, input }) => ratings.rateCafe(ctx.db, ctx.user, input, ctx.now())),
  rateCustomer: authedProcedure.input(rateInput).mutation(({ ctx, input }) => ratings.rateCustomer(ctx.db, ctx.user, input, ctx.now())),
  customerRating: authedProcedure.input(userRef).query(({ ctx, input }) => ratings.customerRatingSummary(ctx.db, ctx.user, input.userId)),
  cafeRatingStats: authedProcedure
    .input(ownOrGivenCafe)
    .query(async ({ ctx, input }) => ratings.cafeRatingStats(ctx.db, ctx.user, await cafeIdOrOwn(ctx.db, ctx.user, input.cafeId))),
  cafeRatingHistory: authedProcedure
    .input(ratingHistoryInput)
    .query(async ({ ctx, input }) => ratings.cafeRatingHistory(ctx.db, ctx.user, await cafeIdOrOwn(ctx.db, ctx.user, input.cafeId), input.limit)),

  cafeFinance: roleProcedure('coffenet')
    .input(financeInput)
    .query(({ ctx, input }) => cafeFinance(ctx.db, ctx.user, input, ctx.now())),
});
