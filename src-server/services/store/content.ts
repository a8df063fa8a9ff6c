/**
 * What a buyer opens (issue 12): a course in the player (lessons, signed video addresses, the
 * place reached in each lesson, kept on the server so it resumes on another device) and a file
 * product's downloads. Buyers and admins only (403 otherwise); an archived product stays open
 * to the people who bought it.
 */
import { DIGITAL_TYPES, productImagePath } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { CourseView, DigitalView } from '@shared/store/admin-types';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { mayOpenPrivate } from './media-access';
import { fileInfo, lessonVideoUrl, type MediaSigner } from './media-links';

async function productFor(db: DB, viewer: UserRow, id: string) {
  const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  const owned = product ? await mayOpenPrivate(db, viewer, id) : false;
  // An archived product is as missing to those who do not own it.
  if (!product || (product.is_active !== 1 && !owned)) throw fail.notFound(STORE_MSG.productNotFound);
  return { product, owned };
}

/** The player's course: every lesson with its lock, address and progress. Non-buyers see locks (previews play). */
export async function courseView(db: DB, viewer: UserRow, id: string, signer: MediaSigner): Promise<CourseView> {
  const { product, owned } = await productFor(db, viewer, id);
  if (product.product_type !== 'video_course') throw fail.notFound(STORE_MSG.productNotFound);
  const [lessons, progress] = await Promise.all([
    db.selectFrom('product_lessons').selectAll().where('product_id', '=', id).orderBy('lesson_order').execute(),
    db
      .selectFrom('lesson_progress')
      .select(['lesson_order', 'position', 'watched', 'updated_at'])
      .where('user_id', '=', viewer.id)
      .where('product_id', '=', id)
      .execute(),
  ]);
  const byOrder = new Map(progress.map((p) => [p.lesson_order, p]));
  const views = lessons.map((l) => {
    const unlocked = l.is_preview === 1 || owned;
    const p = byOrder.get(l.lesson_order);
    return {
      order: l.lesson_order,
      title: l.title,
      description: l.description,
      duration: l.duration,
      is_preview: l.is_preview === 1,
      unlocked,
      has_video: l.video !== null,
      video_url: unlocked && l.video ? lessonVideoUrl(id, l.lesson_order, l.is_preview === 1 && product.is_active === 1, signer) : null,
      position: p ? Number(p.position) : 0,
      watched: p ? p.watched === 1 : false,
    };
  });
  const lastTouched = [...progress].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  const resume =
    (lastTouched && views.find((v) => v.order === lastTouched.lesson_order && v.unlocked)?.order) ?? views.find((v) => v.unlocked)?.order ?? null;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.image ? productImagePath(product.id, product.image) : null,
    instructor_name: product.instructor_name,
    price: product.price,
    is_active: product.is_active === 1,
    owned,
    lessons: views,
    resume_order: resume,
  };
}

/** /user/digital/{id}: the files with signed download addresses; 403 for a non-buyer. */
export async function digitalView(db: DB, viewer: UserRow, id: string, signer: MediaSigner): Promise<DigitalView> {
  const { product, owned } = await productFor(db, viewer, id);
  if (!(DIGITAL_TYPES as readonly string[]).includes(product.product_type)) throw fail.notFound(STORE_MSG.productNotFound);
  if (!owned) throw fail.forbidden(M.notPurchased);
  const files = await db.selectFrom('product_files').select(['id', 'filename', 'size']).where('product_id', '=', id).orderBy('position').orderBy('id').execute();
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    product_type: product.product_type,
    image: product.image ? productImagePath(product.id, product.image) : null,
    is_active: product.is_active === 1,
    files_info: files.map((f) => fileInfo(id, f, signer)),
    files_count: files.length,
  };
}

/** Keeps the viewer's place in a lesson they may watch; `watched` once set stays set. */
export async function saveProgress(
  db: DB,
  viewer: UserRow,
  input: { product_id: string; order: number; position: number; watched?: boolean },
  now: Date,
): Promise<{ position: number; watched: boolean }> {
  const lesson = await db
    .selectFrom('product_lessons')
    .innerJoin('products', 'products.id', 'product_lessons.product_id')
    .select(['product_lessons.is_preview', 'product_lessons.duration', 'products.is_active'])
    .where('product_lessons.product_id', '=', input.product_id)
    .where('product_lessons.lesson_order', '=', input.order)
    .executeTakeFirst();
  if (!lesson) throw fail.notFound(M.lessonNotFound);
  const owned = await mayOpenPrivate(db, viewer, input.product_id);
  if (!owned && !(lesson.is_preview === 1 && lesson.is_active === 1)) throw fail.forbidden(M.mediaLocked);
  const position = Math.round(input.position * 10) / 10;
  const watched = input.watched ? 1 : 0;
  await db
    .insertInto('lesson_progress')
    .values({ id: newId(), user_id: viewer.id, product_id: input.product_id, lesson_order: input.order, position, watched, updated_at: nowIso(now) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id', 'lesson_order']).doUpdateSet((eb) => ({
        position,
        watched: eb.case().when('lesson_progress.watched', '=', 1).then(1).else(watched).end(),
        updated_at: nowIso(now),
      })),
    )
    .execute();
  const row = await db
    .selectFrom('lesson_progress')
    .select(['position', 'watched'])
    .where('user_id', '=', viewer.id)
    .where('product_id', '=', input.product_id)
    .where('lesson_order', '=', input.order)
    .executeTakeFirstOrThrow();
  return { position: Number(row.position), watched: row.watched === 1 };
}
