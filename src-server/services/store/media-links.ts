/**
 * The addresses of store media as given to a viewer (issue 12): images and previews are public;
 * lesson videos and digital files carry a short-lived signature bound to the viewer who may open
 * them, since a <video> element or a download link sends no bearer header.
 */
import type { AdminLessonView, DigitalFileInfo } from '@shared/store/admin-types';
import type { ProductLessonsTable } from '../../db/schema';
import { mediaPath, signedMediaUrl, type MediaViewer } from './signing';

export interface MediaSigner {
  secret: Uint8Array;
  now: Date;
  viewer: MediaViewer;
}

export function lessonVideoUrl(productId: string, order: number, isPreview: boolean, signer: MediaSigner | null): string | null {
  if (isPreview) return mediaPath('lesson-video', productId, order);
  return signer ? signedMediaUrl(signer.secret, 'lesson-video', productId, order, signer.viewer, signer.now) : null;
}

export function fileInfo(productId: string, file: { id: string; filename: string; size: number }, signer: MediaSigner): DigitalFileInfo {
  return {
    id: file.id,
    filename: file.filename,
    size: file.size,
    url: signedMediaUrl(signer.secret, 'digital-file', productId, file.id, signer.viewer, signer.now),
  };
}

export function lessonViewForAdmin(productId: string, lesson: ProductLessonsTable, signer: MediaSigner): AdminLessonView {
  return {
    id: lesson.id,
    order: lesson.lesson_order,
    title: lesson.title,
    description: lesson.description,
    duration: lesson.duration,
    is_preview: lesson.is_preview === 1,
    has_video: lesson.video !== null,
    video_url: lesson.video ? signedMediaUrl(signer.secret, 'lesson-video', productId, lesson.lesson_order, signer.viewer, signer.now) : null,
  };
}
