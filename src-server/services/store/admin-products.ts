/**
 * services/store/ — the admin store and content delivery (issue 12): product writes (create,
 * edit, archive or delete), course lessons, digital files, media access with signed addresses,
 * lesson progress and the store's finance figures.
 * Invariants: every stored medium belongs to one row; a replaced or removed medium leaves the disk
 * only after the row change commits; a product that any order line names is archived, never
 * deleted (purchased_products cascades, so a hard delete would take it from its buyers).
 * May call: the store's existing services (store-products.ts shapes, store-catalogue.ts ownership),
 * the file store and the users table. Never the ledger: store money moves in store-payment.ts.
 */
import { DIGITAL_TYPES, isOwnableType, productImagePath, type ProductType } from '@shared/store/products';
import type { z } from 'zod';
import type { adminProductsInput, createDigitalProductInput, createGeneralProductInput, updateProductInput, UploadKind } from '@shared/store/admin-schemas';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { AdminProductPage, AdminProductView } from '@shared/store/admin-types';
import type { DB } from '../../db/connection';
import type { ProductRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { recordAudit, type AuditAdmin } from '../audit/log';
import type { ProductChange } from '@shared/admin/audit';
import { DomainError, fail } from '../../errors';
import { mediaTypeMessage, mediaTypeOf } from '@shared/store/media';
import { newId, nowIso } from '../../ids';
import type { FileStore } from '../files/file-store';
import { containsPattern, likeContains } from '../lists/search-text';
import { createProduct, parseJson, productSearchText, videoPreviewOf } from './products';
import { normalizePersianText } from '@shared/text/persian-text';
import { STORE_MSG } from '@shared/store/messages';
import type { UploadedMedia } from './signing';
import { fileInfo, lessonViewForAdmin, type MediaSigner } from './media-links';

const isDigital = (type: ProductType) => (DIGITAL_TYPES as readonly string[]).includes(type);

/** Removes files whose rows are gone; a failure only leaves an orphan on disk, never a broken row. */
export async function removeStored(files: FileStore, names: Array<string | null | undefined>): Promise<void> {
  for (const name of names) {
    if (!name) continue;
    await files.remove(name).catch((error) => console.error('[store] could not remove a replaced file', error));
  }
}

export async function productRowOr404(db: DB, id: string): Promise<ProductRow> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound(STORE_MSG.productNotFound);
  return row;
}

type GeneralInput = z.output<typeof createGeneralProductInput>;
type DigitalInput = z.output<typeof createDigitalProductInput>;

async function insertFiles(db: DB, productId: string, uploads: UploadedMedia[], at: string): Promise<void> {
  if (uploads.length === 0) return;
  await db
    .insertInto('product_files')
    .values(
      uploads.map((f, i) => ({ id: newId(), product_id: productId, filename: f.filename, size: f.size, stored_name: f.stored_name, mime_type: f.mime_type, created_at: at, position: i })),
    )
    .execute();
}

/** Both add forms (spec 3 "Admin store"): the product, its picture, preview video and files, in one transaction. */
export async function createAdminProduct(
  db: DB,
  admin: AuditAdmin,
  input: (GeneralInput | DigitalInput) & { image?: unknown; video_preview?: unknown; files?: unknown },
  media: { image: UploadedMedia | null; video_preview: UploadedMedia | null; files: UploadedMedia[] },
  now: Date,
): Promise<string> {
  checkFileTypes(media.files, input.product_type);
  return db.transaction().execute(async (trx) => {
    const row = await createProduct(
      trx,
      {
        name: input.name,
        description: input.description,
        price: input.price,
        category: input.category,
        product_type: input.product_type,
        language: input.language,
        tags: input.tags,
        is_featured: input.is_featured,
        image: media.image?.stored_name ?? null,
        video_preview: media.video_preview?.stored_name ?? null,
        video_preview_url: input.video_preview_url ?? null,
        instructor_name: input.instructor_name ?? null,
        instructor_bio: input.instructor_bio ?? null,
        specifications: input.specifications,
        difficulty_level: input.difficulty_level ?? null,
        prerequisites: input.prerequisites,
        learning_objectives: input.learning_objectives,
        certificate_available: input.certificate_available,
      },
      now,
    );
    await trx
      .updateTable('products')
      .set({ image_type: media.image?.mime_type ?? null, video_preview_type: media.video_preview?.mime_type ?? null })
      .where('id', '=', row.id)
      .execute();
    await insertFiles(trx, row.id, media.files, nowIso(now));
    await recordAudit(trx, admin, { action: 'product.create', area: 'store', targetId: row.id, label: input.name, after: { name: input.name, product_type: input.product_type, price: input.price } }, now);
    return row.id;
  });
}

/** Installers only on software: each file is checked against the type the product gets. */
function checkFileTypes(uploads: UploadedMedia[], productType: ProductType): void {
  for (const f of uploads) {
    if (!mediaTypeOf('file', f.filename, productType)) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', mediaTypeMessage('file', productType));
  }
}

type UpdateInput = z.output<typeof updateProductInput>;

/**
 * The edit dialog: any field, a new image or preview (stored first, the row committed, then the
 * old file removed), files appended. The type changes only among the digital types: a course's
 * lessons or a physical good's orders would not fit another family.
 */
export async function updateAdminProduct(
  db: DB,
  admin: AuditAdmin,
  files: FileStore,
  input: UpdateInput,
  media: { image: UploadedMedia | null; video_preview: UploadedMedia | null; files: UploadedMedia[] },
  now: Date,
): Promise<void> {
  const replaced = await writeTransaction(db, async (trx) => {
    const row = await productRowOr404(trx, input.id);
    const type = input.product_type ?? row.product_type;
    if (type !== row.product_type && !(isDigital(type) && isDigital(row.product_type))) throw fail.conflict(M.typeFamilyFixed);
    const instructor = input.instructor_name !== undefined ? input.instructor_name : row.instructor_name;
    if (type === 'video_course' && !instructor?.trim()) throw fail.unprocessable(M.instructorRequired, 'instructor_name');
    if (media.files.length > 0 && !isDigital(type)) throw fail.conflict(M.filesOnlyDigital);
    checkFileTypes(media.files, type);

    const name = input.name ?? row.name;
    const description = input.description ?? row.description;
    const tags = input.tags ? input.tags.map(normalizePersianText).filter(Boolean) : parseJson<string[]>(row.tags, []);
    const set: Partial<ProductRow> = {
      name,
      description,
      tags: JSON.stringify(tags),
      search_text: productSearchText(name, description, tags),
      product_type: type,
      updated_at: nowIso(now),
    };
    if (input.price !== undefined) set.price = input.price;
    if (input.category !== undefined) set.category = input.category;
    if (input.language !== undefined) set.language = input.language;
    if (input.is_featured !== undefined) set.is_featured = input.is_featured ? 1 : 0;
    if (input.is_active !== undefined) set.is_active = input.is_active ? 1 : 0;
    if (input.instructor_name !== undefined) set.instructor_name = input.instructor_name || null;
    if (input.instructor_bio !== undefined) set.instructor_bio = input.instructor_bio || null;
    if (input.difficulty_level !== undefined) set.difficulty_level = input.difficulty_level ?? null;
    if (input.prerequisites !== undefined) set.prerequisites = JSON.stringify(input.prerequisites);
    if (input.learning_objectives !== undefined) set.learning_objectives = JSON.stringify(input.learning_objectives);
    if (input.certificate_available !== undefined) set.certificate_available = input.certificate_available ? 1 : 0;
    if (input.specifications !== undefined) set.specifications = JSON.stringify(input.specifications);
    if (input.video_preview_url !== undefined) set.video_preview_url = input.video_preview_url ?? null;
    const old: Array<string | null> = [];
    if (media.image) {
      set.image = media.image.stored_name;
      set.image_type = media.image.mime_type;
      old.push(row.image);
    }
    if (media.video_preview) {
      set.video_preview = media.video_preview.stored_name;
      set.video_preview_type = media.video_preview.mime_type;
      old.push(row.video_preview);
    } else if (input.remove_video_preview) {
      set.video_preview = null;
      set.video_preview_type = null;
      old.push(row.video_preview);
    }
    await trx.updateTable('products').set(set).where('id', '=', row.id).execute();
    await insertFiles(trx, row.id, media.files, nowIso(now));
    const [before, after] = auditedChanges(row, set, media.files.length > 0);
    await recordAudit(trx, admin, { action: 'product.update', area: 'store', targetId: row.id, label: name, before, after }, now);
    return old;
  });
  await removeStored(files, replaced);
}

/** The other columns an edit can change, named on its audit row by their key (labels in src-shared). */
const OTHER_AUDITED: ReadonlyArray<ProductChange & keyof ProductRow> = [
  'description', 'tags', 'product_type', 'category', 'language', 'is_featured', 'instructor_name', 'instructor_bio',
  'difficulty_level', 'prerequisites', 'learning_objectives', 'certificate_available', 'specifications',
  'video_preview_url', 'image', 'video_preview',
];

/**
 * What an edit's audit row shows: name, price and on-sale old beside new, each only when it
 * changed; every other changed field by name (`changed`), so a description-only edit is not a
 * row that says nothing.
 */
function auditedChanges(row: ProductRow, set: Partial<ProductRow>, filesAdded: boolean): [Record<string, unknown>, Record<string, unknown>] {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (set.name !== undefined && set.name !== row.name) [before.name, after.name] = [row.name, set.name];
  if (set.price !== undefined && set.price !== row.price) [before.price, after.price] = [row.price, set.price];
  if (set.is_active !== undefined && set.is_active !== row.is_active) [before.on_sale, after.on_sale] = [row.is_active === 1, set.is_active === 1];
  const changed: ProductChange[] = OTHER_AUDITED.filter((key) => set[key] !== undefined && set[key] !== row[key]);
  if (filesAdded) changed.push('files');
  if (changed.length > 0) after.changed = changed;
  return [before, after];
}

/**
 * DELETE /api/store/products/{id}: a product that any order line names is archived (gone from
 * the store, still its buyers'); only one never ordered is deleted, with its files.
 */
export async function deleteAdminProduct(db: DB, admin: AuditAdmin, files: FileStore, id: string, now: Date): Promise<{ archived: boolean }> {
  const outcome = await writeTransaction(db, async (trx) => {
    const row = await productRowOr404(trx, id);
    const ordered = await trx.selectFrom('store_order_items').select('id').where('product_id', '=', id).limit(1).executeTakeFirst();
    if (ordered) {
      await trx.updateTable('products').set({ is_active: 0, updated_at: nowIso(now) }).where('id', '=', id).execute();
      await recordAudit(trx, admin, { action: 'product.archive', area: 'store', targetId: id, label: row.name, before: { on_sale: row.is_active === 1 }, after: { on_sale: false } }, now);
      return { archived: true, stored: [] as Array<string | null> };
    }
    const [lessons, productFiles] = await Promise.all([
      trx.selectFrom('product_lessons').select('video').where('product_id', '=', id).execute(),
      trx.selectFrom('product_files').select('stored_name').where('product_id', '=', id).execute(),
    ]);
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await recordAudit(trx, admin, { action: 'product.delete', area: 'store', targetId: id, label: row.name, before: { name: row.name, product_type: row.product_type, price: row.price } }, now);
    return { archived: false, stored: [row.image, row.video_preview, ...lessons.map((l) => l.video), ...productFiles.map((f) => f.stored_name)] };
  });
  await removeStored(files, outcome.stored);
  return { archived: outcome.archived };
}

/** The admin's product list: archived ones too, newest first, searched by name, paged in SQL. */
export async function adminProductList(db: DB, input: z.output<typeof adminProductsInput>): Promise<AdminProductPage> {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'category', 'product_type', 'is_active', 'is_featured', 'image', 'created_at']);
  if (input.product_type) query = query.where('product_type', '=', input.product_type);
  else if (input.digital_only) query = query.where('product_type', 'in', [...DIGITAL_TYPES]);
  if (input.search) query = query.where(likeContains('products.search_text', containsPattern(input.search)));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: rows.slice(0, input.pageSize).map((r) => ({
      id: r.id,
      name: r.name,
      price: r.price,
      category: r.category,
      product_type: r.product_type,
      is_active: r.is_active === 1,
      is_featured: r.is_featured === 1,
      image: r.image ? productImagePath(r.id, r.image) : null,
      created_at: r.created_at,
    })),
    page: input.page,
    page_size: input.pageSize,
    has_more: rows.length > input.pageSize,
  };
}

/** Every field of a product for the edit dialog, with lessons and files (addresses signed for the admin). */
export async function adminProductView(db: DB, id: string, signer: MediaSigner): Promise<AdminProductView> {
  const row = await productRowOr404(db, id);
  const [lessons, productFiles] = await Promise.all([
    db.selectFrom('product_lessons').selectAll().where('product_id', '=', id).orderBy('lesson_order').execute(),
    db.selectFrom('product_files').select(['id', 'filename', 'size']).where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    product_type: row.product_type,
    language: row.language,
    tags: parseJson<string[]>(row.tags, []),
    is_featured: row.is_featured === 1,
    is_active: row.is_active === 1,
    image: row.image ? productImagePath(row.id, row.image) : null,
    video_preview_url: videoPreviewOf(row),
    has_video_preview: row.video_preview !== null,
    instructor_name: row.instructor_name,
    instructor_bio: row.instructor_bio,
    difficulty_level: row.difficulty_level,
    prerequisites: parseJson<string[]>(row.prerequisites, []),
    learning_objectives: parseJson<string[]>(row.learning_objectives, []),
    certificate_available: row.certificate_available === 1,
    specifications: parseJson<Record<string, string>>(row.specifications, {}),
    requires_shipping: row.requires_shipping === 1,
    lessons: lessons.map((l) => lessonViewForAdmin(row.id, l, signer)),
    files_info: productFiles.map((f) => fileInfo(row.id, f, signer)),
    files_count: productFiles.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Which product an upload goes to, checked (with the role) before a byte of the body is read. */
export async function checkUploadTarget(db: DB, kind: UploadKind, productId: string | null | undefined) {
  if (kind === 'general' || kind === 'digital') return { product_type: null as ProductType | null };
  if (!productId) throw fail.notFound(M.lessonCourseRequired);
  const row = await db.selectFrom('products').select(['product_type']).where('id', '=', productId).executeTakeFirst();
  if (!row) throw fail.notFound(STORE_MSG.productNotFound);
  if (kind === 'lesson' && row.product_type !== 'video_course') throw fail.conflict(M.lessonsOnlyCourses);
  if (kind === 'files' && !isDigital(row.product_type)) throw fail.conflict(M.filesOnlyDigital);
  return { product_type: row.product_type };
}

export { isOwnableType };
