import { ORDER_MSG } from '@shared/orders/messages';
import { acceptsFiles, acceptsFinalFile } from '@shared/orders/state-machine';
import { FILE_NAME_MAX, fileExtension, ORDER_FILE_MAX_BYTES, orderFileType } from '@shared/orders/files';
import type { DB } from '../../db/connection';
import type { OrderFilesTable, UserRow } from '../../db/schema';
import { DomainError, fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { FileTooLarge, type FileStore } from '../files/file-store';
import { orderForParty } from './access';
import { canDownloadFile, fileView, type OrderFileView } from './views';

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', ORDER_MSG.fileTooLarge);
const wrongType = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', ORDER_MSG.fileTypeNotAllowed);

/** The original name as kept: no folders, no control characters, at most FILE_NAME_MAX characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if ([...base].length <= FILE_NAME_MAX) return base || 'file';
  const ext = fileExtension(base);
  const keep = FILE_NAME_MAX - ext.length - 1;
  return `${[...base].slice(0, keep).join('')}.${ext}`;
}

/**
 * Adds a file to an order: the customer's own files, or the cafe's (a final one only while the
 * work is done or after). The bytes go to disk first under a random name, then the row is
 * written; if either step fails nothing is left behind — no row and no file.
 */
export async function uploadOrderFile(
  db: DB,
  files: FileStore,
  user: UserRow,
  input: { orderId: string; file: File; is_final: boolean; caption: string | null },
  now: Date,
) {
  const ctx = await orderForParty(db, user, input.orderId);
  if (ctx.party === 'admin') throw fail.forbidden(ORDER_MSG.finalFileOnlyCafe);
  if (!acceptsFiles(ctx.order.status)) throw fail.conflict(ORDER_MSG.filesClosed);
  if (input.is_final) {
    if (ctx.party !== 'cafe') throw fail.forbidden(ORDER_MSG.finalFileOnlyCafe);
    if (!acceptsFinalFile(ctx.order.status)) throw fail.conflict(ORDER_MSG.finalFileWrongStatus);
  }
  const name = cleanFileName(input.file.name);
  const type = orderFileType(name);
  if (!type) throw wrongType();
  if (input.file.size > ORDER_FILE_MAX_BYTES) throw tooLarge();
  if (input.file.size === 0) throw fail.unprocessable(ORDER_MSG.fileEmpty, 'file');

  let stored: { storedName: string; size: number };
  try {
    stored = await files.save(input.file.stream(), ORDER_FILE_MAX_BYTES);
  } catch (error) {
    if (error instanceof FileTooLarge) throw tooLarge();
    throw error;
  }
  const row: OrderFilesTable = {
    id: newId(),
    order_id: ctx.order.id,
    uploader_id: user.id,
    uploaded_by: ctx.party === 'customer' ? 'user' : 'coffenet',
    original_name: name,
    stored_name: stored.storedName,
    mime_type: type,
    size: stored.size,
    is_final: input.is_final ? 1 : 0,
    caption: input.caption,
    created_at: nowIso(now),
  };
  try {
    await db.insertInto('order_files').values(row).execute();
  } catch (error) {
    await files.remove(stored.storedName);
    throw error;
  }
  return fileView(row, ctx.order, ctx.party);
}

export async function listOrderFiles(db: DB, user: UserRow, orderId: string) {
  const ctx = await orderForParty(db, user, orderId);
  const rows = await db.selectFrom('order_files').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  return rows.map((f) => fileView(f, ctx.order, ctx.party));
}

/** A file the caller may download: its id, original name, type and size (never its place on disk). */
export interface DownloadTicket {
  file_id: string;
  file_name: string;
  mime_type: string;
  size: number;
}

function ticket(file: OrderFilesTable): DownloadTicket {
  return { file_id: file.id, file_name: file.original_name, mime_type: file.mime_type, size: file.size };
}

/** Where a file lies on disk, for the HTTP layer to send a file a download ticket allowed. */
export async function storedNameOf(db: DB, fileId: string): Promise<string | null> {
  const row = await db.selectFrom('order_files').select('stored_name').where('id', '=', fileId).executeTakeFirst();
  return row?.stored_name ?? null;
}

/** A file of the order the caller may download: 404 when missing, 403 for a final file not yet released. */
export async function downloadTicket(db: DB, user: UserRow, orderId: string, fileId: string): Promise<DownloadTicket & OrderFileView> {
  const ctx = await orderForParty(db, user, orderId);
  const file = await db.selectFrom('order_files').selectAll().where('id', '=', fileId).where('order_id', '=', orderId).executeTakeFirst();
  if (!file) throw fail.notFound(ORDER_MSG.fileNotFound);
  if (!canDownloadFile(ctx.order, file, ctx.party)) throw fail.forbidden(ORDER_MSG.finalFileLocked);
  // The file's facts as the order's file list gives them (spec 2 §3 "Order file"), for
  // GET /api/order/{id}/files/{fileId}, plus what a download needs.
  return { ...fileView(file, ctx.order, ctx.party), ...ticket(file) };
}

/** The newest final file of the order, under the same release rule. */
export async function finalFileTicket(db: DB, user: UserRow, orderId: string): Promise<DownloadTicket> {
  const ctx = await orderForParty(db, user, orderId);
  const file = await db
    .selectFrom('order_files')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('is_final', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!file) throw fail.notFound(ORDER_MSG.noFinalFile);
  if (!canDownloadFile(ctx.order, file, ctx.party)) throw fail.forbidden(ORDER_MSG.finalFileLocked);
  return ticket(file);
}

/** The customer's newest file on the order (GET /api/order/{id}/download-user-file). */
export async function customerFileTicket(db: DB, user: UserRow, orderId: string): Promise<DownloadTicket> {
  await orderForParty(db, user, orderId);
  const file = await db
    .selectFrom('order_files')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('uploaded_by', '=', 'user')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!file) throw fail.notFound(ORDER_MSG.noUserFile);
  return ticket(file);
}
