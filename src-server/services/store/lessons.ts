/**
 * Course lessons (spec 3 §3 "Lesson", §4): added with a video, ordered by `lesson_order`. An
 * omitted order is the highest plus one; a taken one answers 409. Deleting renumbers nothing,
 * so addresses (/api/store/download/lesson-video/{id}/{order}) and progress stay valid.
 */
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { AdminLessonView } from '@shared/store/admin-types';
import type { DB } from '../../db/connection';
import { writeTransaction } from '../../db/write-transaction';
import { recordAudit, type AuditAdmin } from '../audit/log';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import type { FileStore } from '../files/file-store';
import { productRowOr404, removeStored } from './admin-products';
import { lessonViewForAdmin, type MediaSigner } from './media-links';
import type { UploadedMedia } from './signing';

/** Audited in the store area against the course (the product the admin picked), naming the lesson. */
export async function addLesson(
  db: DB,
  admin: AuditAdmin,
  input: { product_id: string; title: string; description: string; order?: number | null; is_preview: boolean; duration: number },
  video: UploadedMedia,
  signer: MediaSigner,
): Promise<AdminLessonView> {
  const row = await writeTransaction(db, async (trx) => {
    const product = await productRowOr404(trx, input.product_id);
    if (product.product_type !== 'video_course') throw fail.conflict(M.lessonsOnlyCourses);
    let order = input.order ?? null;
    if (order === null) {
      const top = await trx
        .selectFrom('product_lessons')
        .select((eb) => eb.fn.max('lesson_order').as('top'))
        .where('product_id', '=', product.id)
        .executeTakeFirst();
      order = Number(top?.top ?? 0) + 1;
    } else {
      const taken = await trx.selectFrom('product_lessons').select('id').where('product_id', '=', product.id).where('lesson_order', '=', order).executeTakeFirst();
      if (taken) throw fail.conflict(M.lessonOrderTaken);
    }
    const lesson = {
      id: newId(),
      product_id: product.id,
      lesson_order: order,
      title: input.title,
      description: input.description,
      is_preview: input.is_preview ? 1 : 0,
      duration: input.duration,
      video: video.stored_name,
      video_type: video.mime_type,
      created_at: nowIso(signer.now),
    };
    await trx.insertInto('product_lessons').values(lesson).execute();
    await trx.updateTable('products').set({ updated_at: nowIso(signer.now) }).where('id', '=', product.id).execute();
    await recordAudit(trx, admin, { action: 'lesson.create', area: 'store', targetId: product.id, label: product.name, after: { lesson_order: order, lesson_title: input.title } }, signer.now);
    return lesson;
  });
  return lessonViewForAdmin(input.product_id, row, signer);
}

/** Removes a lesson, its viewers' progress and (after the commit) its video. */
export async function deleteLesson(db: DB, admin: AuditAdmin, files: FileStore, productId: string, order: number, now: Date): Promise<void> {
  const video = await writeTransaction(db, async (trx) => {
    const product = await productRowOr404(trx, productId);
    const lesson = await trx.selectFrom('product_lessons').select(['id', 'video', 'title']).where('product_id', '=', productId).where('lesson_order', '=', order).executeTakeFirst();
    if (!lesson) throw fail.notFound(M.lessonNotFound);
    await trx.deleteFrom('lesson_progress').where('product_id', '=', productId).where('lesson_order', '=', order).execute();
    await trx.deleteFrom('product_lessons').where('id', '=', lesson.id).execute();
    await recordAudit(trx, admin, { action: 'lesson.delete', area: 'store', targetId: productId, label: product.name, before: { lesson_order: order, lesson_title: lesson.title } }, now);
    return lesson.video;
  });
  await removeStored(files, [video]);
}

export async function adminLessons(db: DB, productId: string, signer: MediaSigner): Promise<AdminLessonView[]> {
  await productRowOr404(db, productId);
  const rows = await db.selectFrom('product_lessons').selectAll().where('product_id', '=', productId).orderBy('lesson_order').execute();
  return rows.map((l) => lessonViewForAdmin(productId, l, signer));
}
