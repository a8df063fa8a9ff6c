/**
 * A digital product's files (spec 3 §3 "Digital file info"): appended, listed, deleted. A file is
 * named by its id or by its address (`file_url`), which is matched against the product's own
 * rows and never joined onto a disk path: any other text (`../`, encoded or absolute names)
 * answers 404 and touches nothing.
 */
import { DIGITAL_TYPES } from '@shared/store/products';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import type { DigitalFileInfo } from '@shared/store/admin-types';
import type { DB } from '../../db/connection';
import { writeTransaction } from '../../db/write-transaction';
import { recordAudit, type AuditAdmin } from '../audit/log';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import type { FileStore } from '../files/file-store';
import { productRowOr404, removeStored } from './admin-products';
import { fileInfo, type MediaSigner } from './media-links';
import type { UploadedMedia } from './signing';

const FILE_URL = /^(?:https?:\/\/[^/?#]+)?\/api\/store\/download\/digital-file\/([0-9a-f]{24})\/([0-9a-f]{24})(?:\?[^#]*)?$/;

/** The file id an address names, when it is one of this product's file addresses. */
export function fileIdOfUrl(productId: string, fileUrl: string): string | null {
  const match = FILE_URL.exec(fileUrl.trim());
  return match && match[1] === productId ? match[2]! : null;
}

/** Appends and deletes are audited in the store area against the product, naming the files. */
export async function appendFiles(db: DB, admin: AuditAdmin, productId: string, uploads: UploadedMedia[], signer: MediaSigner): Promise<DigitalFileInfo[]> {
  const rows = await writeTransaction(db, async (trx) => {
    const product = await productRowOr404(trx, productId);
    if (!(DIGITAL_TYPES as readonly string[]).includes(product.product_type)) throw fail.conflict(M.filesOnlyDigital);
    const at = nowIso(signer.now);
    // After the product's last file, in the order they were sent.
    const last = await trx.selectFrom('product_files').select('position').where('product_id', '=', productId).orderBy('position', 'desc').limit(1).executeTakeFirst();
    const first = last ? last.position + 1 : 0;
    const values = uploads.map((f, i) => ({ id: newId(), product_id: productId, filename: f.filename, size: f.size, stored_name: f.stored_name, mime_type: f.mime_type, created_at: at, position: first + i }));
    await trx.insertInto('product_files').values(values).execute();
    await trx.updateTable('products').set({ updated_at: at }).where('id', '=', productId).execute();
    await recordAudit(trx, admin, { action: 'product_file.create', area: 'store', targetId: productId, label: product.name, after: { files: uploads.map((f) => f.filename) } }, signer.now);
    return values;
  });
  return rows.map((r) => fileInfo(productId, r, signer));
}

/** Deletes one file of the product; a digital product keeps at least one. */
export async function deleteFile(
  db: DB,
  admin: AuditAdmin,
  files: FileStore,
  productId: string,
  ref: { file_id?: string | null; file_url?: string | null },
  now: Date,
): Promise<void> {
  const fileId = ref.file_id ?? (ref.file_url ? fileIdOfUrl(productId, ref.file_url) : null);
  if (!fileId) throw fail.notFound(M.fileNotFound);
  const stored = await writeTransaction(db, async (trx) => {
    const product = await productRowOr404(trx, productId);
    const file = await trx.selectFrom('product_files').select(['id', 'stored_name', 'filename']).where('id', '=', fileId).where('product_id', '=', productId).executeTakeFirst();
    if (!file) throw fail.notFound(M.fileNotFound);
    const others = await trx.selectFrom('product_files').select('id').where('product_id', '=', productId).where('id', '<>', fileId).limit(1).executeTakeFirst();
    if (!others) throw fail.conflict(M.lastFileKept);
    await trx.deleteFrom('product_files').where('id', '=', file.id).execute();
    await recordAudit(trx, admin, { action: 'product_file.delete', area: 'store', targetId: productId, label: product.name, before: { files: [file.filename] } }, now);
    return file.stored_name;
  });
  await removeStored(files, [stored]);
}
