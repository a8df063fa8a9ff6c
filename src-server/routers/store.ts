import { claimFreeInput, checkoutInput, ownedAmongInput, myStoreOrdersInput, productRef, productsInput, saveCartInput, storeOrderRef, updateShippingInput } from '@shared/store/schemas';
import { authedProcedure, publicProcedure, roleProcedure, router } from '../trpc';
import { listProducts, productDetail } from '../services/store/catalogue';
import { checkout, readableStoreOrder, storeOrderView, updateStoreShipping } from '../services/store/orders';
import { myStoreOrders } from '../services/store/order-list';
import { cancelStoreOrder } from '../services/store/cancel';
import { payStoreOrderFromWallet, startOnlineStorePayment } from '../services/store/payment';
import { claimFreeProduct, ownedAmong, purchasedProducts } from '../services/store/purchases';
import { saveCart, savedCart } from '../services/store/saved-cart';
import { storeAdminRouter, storeContentRouter } from './store-admin';

/** Both roles shop (spec 3 §6). */
const shopperProcedure = roleProcedure('user', 'coffenet');

/** The store's buyer side (spec 3 "Public store" … "Store order payment", "/user/courses"). */
export const storeRouter = router({
  /** A cheap read that proves the store's tables answer (GET /api/store/test). */
  health: publicProcedure.query(async ({ ctx }) => {
    await ctx.db.selectFrom('products').select('id').limit(1).execute();
    return { status: 'ok' as const };
  }),

  products: publicProcedure.input(productsInput).query(({ ctx, input }) => listProducts(ctx.db, input)),

  product: publicProcedure.input(productRef).query(({ ctx, input }) => productDetail(ctx.db, input.id, ctx.user?.id ?? null)),

  /** The cart kept with the account (merged into the browser's cart at login). */
  savedCart: shopperProcedure.query(({ ctx }) => savedCart(ctx.db, ctx.user.id)),
  saveCart: shopperProcedure.input(saveCartInput).mutation(({ ctx, input }) => saveCart(ctx.db, ctx.user.id, input.items, ctx.now())),

  /** Cart → store order, priced from the database; `free` orders are paid at once. */
  checkout: shopperProcedure.input(checkoutInput).mutation(({ ctx, input }) => checkout(ctx.db, ctx.user, input, ctx.now())),

  /** The buyer's order (an admin may read any). */
  order: authedProcedure
    .input(storeOrderRef)
    .query(async ({ ctx, input }) => storeOrderView(ctx.db, await readableStoreOrder(ctx.db, ctx.user, input.id))),

  /** The caller's own store orders, newest first, a page at a time (admins have none: 403). */
  myOrders: shopperProcedure.input(myStoreOrdersInput).query(({ ctx, input }) => myStoreOrders(ctx.db, ctx.user.id, input)),

  updateShipping: shopperProcedure
    .input(updateShippingInput)
    .mutation(({ ctx, input }) => updateStoreShipping(ctx.db, ctx.user, input.id, input.shipping, ctx.now())),

  tracking: authedProcedure.input(storeOrderRef).query(async ({ ctx, input }) => {
    const order = await readableStoreOrder(ctx.db, ctx.user, input.id);
    return { tracking_url: order.tracking_url };
  }),

  /** Pays a pending store order from the wallet: wallet → platform and the order paid, in one transaction. */
  payFromWallet: shopperProcedure.input(storeOrderRef).mutation(({ ctx, input }) => payStoreOrderFromWallet(ctx.db, ctx.user, input.id, ctx.now())),

  /** Starts the online payment of a pending store order; the payer returns to /verify?type=store. */
  payOnline: shopperProcedure.input(storeOrderRef).mutation(({ ctx, input }) => startOnlineStorePayment(ctx, ctx.user, input.id)),

  /** The buyer cancels an unpaid store order (pending → cancelled); paid or cancelled answers 409. */
  cancel: shopperProcedure.input(storeOrderRef).mutation(({ ctx, input }) => cancelStoreOrder(ctx.db, ctx.user, input.id, ctx.now())),

  /** Digital items and courses the viewer owns, newest first. */
  purchased: authedProcedure.query(({ ctx }) => purchasedProducts(ctx.db, ctx.user.id)),

  /** Which of a grid page's products the viewer owns (the grid offers «محصولات من» instead of the cart). */
  ownedAmong: shopperProcedure.input(ownedAmongInput).query(({ ctx, input }) => ownedAmong(ctx.db, ctx.user.id, input.ids)),

  /** A free course or file added to the viewer's products without the cart. */
  claimFree: authedProcedure.input(claimFreeInput).mutation(({ ctx, input }) => claimFreeProduct(ctx.db, ctx.user, input.course_id, ctx.now())),

  /** The admin store: products, lessons, files, store finance (issue 12). */
  admin: storeAdminRouter,
  /** The course player and file downloads of what one bought (issue 12). */
  content: storeContentRouter,
});
