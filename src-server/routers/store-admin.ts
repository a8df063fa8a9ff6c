import { TRPCError } from '@trpc/server';
import {
  addLessonInput,
  adminProductsInput,
  appendFilesInput,
  contentRef,
  createDigitalProductInput,
  createGeneralProductInput,
  deleteFileInput,
  lessonRef,
  saveProgressInput,
  setTrackingInput,
  cashReceivedInput,
  cashOrdersInput,
  storeSalesInput,
  updateProductInput,
  uploadTargetInput,
} from '@shared/store/admin-schemas';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { MediaPurpose } from '@shared/store/media';
import { productRef } from '@shared/store/schemas';
import { authedProcedure, roleProcedure, router } from '../trpc';
import type { Context } from '../context';
import {
  adminProductList,
  adminProductView,
  checkUploadTarget,
  createAdminProduct,
  deleteAdminProduct,
  updateAdminProduct,
} from '../services/store/admin-products';
import { addLesson, adminLessons, deleteLesson } from '../services/store/lessons';
import { appendFiles, deleteFile } from '../services/store/digital-files';
import { courseView, digitalView, saveProgress } from '../services/store/content';
import { storeFinanceStats, storeSales } from '../services/store/finance';
import { cashOrdersDue, markCashReceived } from '../services/store/cash-on-delivery';
import { setStoreOrderTracking } from '../services/store/shipping';
import { readUploadTicket, type UploadedMedia } from '../services/store/signing';
import type { MediaSigner } from '../services/store/media-links';
import type { UserRow } from '../db/schema';

const adminProcedure = roleProcedure('admin');

type Ctx = Context & { user: UserRow };

const signerOf = (ctx: Ctx): MediaSigner => ({ secret: ctx.jwtSecret, now: ctx.now(), viewer: { id: ctx.user.id, version: ctx.user.token_version } });

/** The files an upload path stored, from the tickets it signed for this admin (422 for anything else). */
function uploaded(ctx: Ctx, ticket: string | null | undefined, purpose: MediaPurpose): UploadedMedia | null {
  if (!ticket) return null;
  const file = readUploadTicket(ctx.jwtSecret, ticket, ctx.user.id, purpose, ctx.now());
  if (!file) throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: M.uploadTicketInvalid });
  return file;
}
const uploadedAll = (ctx: Ctx, tickets: string[] | undefined, purpose: MediaPurpose) => (tickets ?? []).map((t) => uploaded(ctx, t, purpose)!);

/**
 * The admin store (spec 3 "Admin store", §7 "Store"): products, lessons, files and the store's
 * finance. Files reach these procedures only as upload tickets signed by the REST upload paths,
 * which stream each part to disk after this router's uploadTarget has allowed it.
 */
export const storeAdminRouter = router({
  /** Role and target checked before an upload's body is read. */
  uploadTarget: adminProcedure.input(uploadTargetInput).query(({ ctx, input }) => checkUploadTarget(ctx.db, input.kind, input.product_id)),

  products: adminProcedure.input(adminProductsInput).query(({ ctx, input }) => adminProductList(ctx.db, input)),
  product: adminProcedure.input(productRef).query(({ ctx, input }) => adminProductView(ctx.db, input.id, signerOf(ctx))),

  createGeneral: adminProcedure.input(createGeneralProductInput).mutation(async ({ ctx, input }) => {
    const media = { image: uploaded(ctx, input.image, 'image'), video_preview: uploaded(ctx, input.video_preview, 'video'), files: [] };
    const id = await createAdminProduct(ctx.db, ctx.user, input, media, ctx.now());
    return adminProductView(ctx.db, id, signerOf(ctx));
  }),
  createDigital: adminProcedure.input(createDigitalProductInput).mutation(async ({ ctx, input }) => {
    const media = { image: uploaded(ctx, input.image, 'image'), video_preview: null, files: uploadedAll(ctx, input.files, 'file') };
    const id = await createAdminProduct(ctx.db, ctx.user, input, media, ctx.now());
    return adminProductView(ctx.db, id, signerOf(ctx));
  }),
  update: adminProcedure.input(updateProductInput).mutation(async ({ ctx, input }) => {
    const media = { image: uploaded(ctx, input.image, 'image'), video_preview: uploaded(ctx, input.video_preview, 'video'), files: uploadedAll(ctx, input.files, 'file') };
    await updateAdminProduct(ctx.db, ctx.user, ctx.files, input, media, ctx.now());
    return adminProductView(ctx.db, input.id, signerOf(ctx));
  }),
  /** Archives a product any order names; deletes one never ordered, with its files. */
  remove: adminProcedure.input(productRef).mutation(({ ctx, input }) => deleteAdminProduct(ctx.db, ctx.user, ctx.files, input.id, ctx.now())),

  lessons: adminProcedure.input(productRef).query(({ ctx, input }) => adminLessons(ctx.db, input.id, signerOf(ctx))),
  addLesson: adminProcedure.input(addLessonInput).mutation(({ ctx, input }) => addLesson(ctx.db, ctx.user, input, uploaded(ctx, input.video_file, 'video')!, signerOf(ctx))),
  deleteLesson: adminProcedure.input(lessonRef).mutation(({ ctx, input }) => deleteLesson(ctx.db, ctx.user, ctx.files, input.product_id, input.order, ctx.now())),

  appendFiles: adminProcedure.input(appendFilesInput).mutation(({ ctx, input }) => appendFiles(ctx.db, ctx.user, input.product_id, uploadedAll(ctx, input.files, 'file'), signerOf(ctx))),
  deleteFile: adminProcedure.input(deleteFileInput).mutation(({ ctx, input }) => deleteFile(ctx.db, ctx.user, ctx.files, input.product_id, input, ctx.now())),

  financeStats: adminProcedure.query(({ ctx }) => storeFinanceStats(ctx.db, ctx.now())),
  sales: adminProcedure.input(storeSalesInput).query(({ ctx, input }) => storeSales(ctx.db, input)),
  /** Ships a paid order that has physical items: sets (or corrects) its tracking link and tells the buyer. */
  setTracking: adminProcedure.input(setTrackingInput).mutation(({ ctx, input }) => setStoreOrderTracking(ctx.db, ctx.user, input, ctx.now())),
  /** A cash order's money, collected by the post: pending → paid with its ledger transfer. */
  cashOrders: adminProcedure.input(cashOrdersInput).query(({ ctx, input }) => cashOrdersDue(ctx.db, input)),
  cashReceived: adminProcedure.input(cashReceivedInput).mutation(({ ctx, input }) => markCashReceived(ctx.db, ctx.user, input.order_id, ctx.now())),
});

/** What buyers open: the course player, a file product's downloads and lesson progress. */
export const storeContentRouter = router({
  course: authedProcedure.input(contentRef).query(({ ctx, input }) => courseView(ctx.db, ctx.user, input.id, signerOf(ctx))),
  digital: authedProcedure.input(contentRef).query(({ ctx, input }) => digitalView(ctx.db, ctx.user, input.id, signerOf(ctx))),
  saveProgress: authedProcedure.input(saveProgressInput).mutation(({ ctx, input }) => saveProgress(ctx.db, ctx.user, input, ctx.now())),
});
