/**
 * Who may open a store medium (issue 12): product images and preview videos are public, and so
 * are preview lessons of a product on sale; other lesson videos and digital files open only for
 * the product's buyers and admins — by bearer token, or by an address signed for that viewer.
 * An archived product's media stay open to its buyers. The answer names the stored file only
 * for the HTTP layer; no client ever sees a stored name.
 */
import { anyMediaTypeOf } from '@shared/store/media';
import { mediaVersion } from '@shared/store/products';
import { MSG } from '@shared/messages';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { MediaRequestInput } from '@shared/store/admin-schemas';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { fail } from '../../errors';
import { ADMIN_MSG } from '@shared/admin/messages';
import { findUserById } from '../auth/users';
import { ownsProduct } from './catalogue';
import { checkMediaSignature } from './signing';
import { isId } from '@shared/ids';

export interface MediaTicket {
  stored_name: string;
  mime_type: string;
  /** The original name, sent as the attachment's name for files. */
  file_name: string;
  /** Public media may be cached by anyone; private ones only by the viewer's browser. */
  public: boolean;
  attachment: boolean;
  /** The current version, when the address carried `?v=` of it the answer is immutable. */
  version: string | null;
}

/** Admins open everything; others what they bought. */
export async function mayOpenPrivate(db: DB, viewer: UserRow, productId: string): Promise<boolean> {
  return viewer.role === 'admin' || ownsProduct(db, viewer.id, productId);
}

async function viewerOf(db: DB, secret: Uint8Array, bearer: UserRow | null, input: MediaRequestInput, ref: string, now: Date): Promise<UserRow> {
  if (bearer) {
    // An account on a one-time password may do nothing but change it, here as on every procedure.
    if (bearer.must_change_password === 1) throw fail.forbidden(ADMIN_MSG.mustChangePassword);
    return bearer;
  }
  if (!input.u || !input.exp || !input.sig) throw fail.unauthorized(MSG.notLoggedIn);
  const user = isId(input.u) ? await findUserById(db, input.u) : undefined;
  if (!user) throw fail.forbidden(MSG.forbidden);
  // Signed under the account's token version: a password change voids its addresses with its tokens.
  const check = checkMediaSignature(secret, input.kind, input.product_id, ref, { id: user.id, version: user.token_version }, input.exp, input.sig, now);
  if (check === 'expired') throw fail.forbidden(M.mediaLinkExpired);
  if (check === 'invalid') throw fail.forbidden(MSG.forbidden);
  // A blocked account's signed links stop working with its token.
  if (user.is_blocked) throw fail.forbidden(MSG.forbidden);
  return user;
}

const notFound = () => fail.notFound(M.mediaNotFound);

export async function resolveMedia(db: DB, secret: Uint8Array, bearer: UserRow | null, input: MediaRequestInput, now: Date): Promise<MediaTicket> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'is_active', 'image', 'image_type', 'video_preview', 'video_preview_type'])
    .where('id', '=', input.product_id)
    .executeTakeFirst();
  if (!product) throw notFound();
  const ref = input.ref ?? '';

  if (input.kind === 'product-image' || input.kind === 'video-preview') {
    const stored = input.kind === 'product-image' ? product.image : product.video_preview;
    const type = input.kind === 'product-image' ? product.image_type : product.video_preview_type;
    if (!stored) throw notFound();
    return { stored_name: stored, mime_type: type ?? anyMediaTypeOf(stored), file_name: product.name, public: true, attachment: false, version: mediaVersion(stored) };
  }

  if (input.kind === 'lesson-video') {
    if (!/^[1-9]\d{0,8}$/.test(ref)) throw notFound();
    const lesson = await db
      .selectFrom('product_lessons')
      .select(['video', 'video_type', 'is_preview', 'title'])
      .where('product_id', '=', product.id)
      .where('lesson_order', '=', Number(ref))
      .executeTakeFirst();
    if (!lesson?.video) throw notFound();
    const open = lesson.is_preview === 1 && product.is_active === 1;
    if (!open) {
      const viewer = await viewerOf(db, secret, bearer, input, ref, now);
      if (!(await mayOpenPrivate(db, viewer, product.id))) throw fail.forbidden(M.mediaLocked);
    }
    return { stored_name: lesson.video, mime_type: lesson.video_type ?? 'video/mp4', file_name: lesson.title, public: open, attachment: false, version: null };
  }

  // digital-file
  if (!isId(ref)) throw notFound();
  const file = await db
    .selectFrom('product_files')
    .select(['stored_name', 'filename', 'mime_type'])
    .where('id', '=', ref)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (!file) throw notFound();
  const viewer = await viewerOf(db, secret, bearer, input, ref, now);
  if (!(await mayOpenPrivate(db, viewer, product.id))) throw fail.forbidden(M.notPurchased);
  return { stored_name: file.stored_name, mime_type: file.mime_type ?? anyMediaTypeOf(file.filename), file_name: file.filename, public: false, attachment: true, version: null };
}
