import { ORDER_FILE_MAX_BYTES, orderFileType } from '@shared/orders/files';
import { ORDER_MSG } from '@shared/orders/messages';
import { getToken } from '../../session/storage';
import { SHELL_MSG } from '@shared/shell-messages';

/*
 * Files travel through the REST shim (multipart up, binary down): tRPC speaks JSON only.
 * Errors carry the Persian text a person should read.
 */

export class FileTransferError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The spec's checks before a byte is sent: a file is chosen, at most 10 MB, of an accepted type. */
export function checkOrderFile(file: File | null | undefined): string | null {
  if (!file) return ORDER_MSG.fileRequired;
  if (file.size > ORDER_FILE_MAX_BYTES) return ORDER_MSG.fileTooLarge;
  if (!orderFileType(file.name)) return ORDER_MSG.fileTypeNotAllowed;
  if (file.size === 0) return ORDER_MSG.fileEmpty;
  return null;
}

async function detailOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { detail?: string };
    if (body.detail) return body.detail;
  } catch {
    // not JSON
  }
  return SHELL_MSG.serverNoDetail;
}

function authHeader(): Record<string, string> {
  const token = getToken();
  if (!token) throw new FileTransferError(ORDER_MSG.signInAgain, 401);
  return { authorization: `Bearer ${token}` };
}

export interface UploadedFile {
  file_id: string;
  file_name: string;
}

export interface OrderFileOptions {
  isFinal?: boolean;
  caption?: string;
  uploadedBy: 'user' | 'coffenet';
}

export const orderFileUploadPath = (orderId: string) => `/api/order/${orderId}/upload`;

/** The multipart body of POST /api/order/{id}/upload. */
export function orderFileForm(file: File, opts: OrderFileOptions): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('uploaded_by', opts.uploadedBy);
  form.append('is_final', opts.isFinal ? 'true' : 'false');
  if (opts.caption?.trim()) form.append('caption', opts.caption.trim());
  return form;
}

export async function uploadOrderFile(orderId: string, file: File, opts: OrderFileOptions): Promise<UploadedFile> {
  const problem = checkOrderFile(file);
  if (problem) throw new FileTransferError(problem, null);
  const form = orderFileForm(file, opts);
  let res: Response;
  try {
    res = await fetch(orderFileUploadPath(orderId), { method: 'POST', headers: authHeader(), body: form });
  } catch (error) {
    if (error instanceof FileTransferError) throw error;
    throw new FileTransferError(SHELL_MSG.networkError, null);
  }
  if (res.status === 401) throw new FileTransferError(ORDER_MSG.tokenExpired, 401);
  if (!res.ok) throw new FileTransferError(await detailOf(res), res.status);
  return (await res.json()) as UploadedFile;
}

/** Downloads with the bearer token and saves under the name the server sends. */
export async function downloadOrderFile(path: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { headers: authHeader() });
  } catch (error) {
    if (error instanceof FileTransferError) throw error;
    throw new FileTransferError(SHELL_MSG.networkError, null);
  }
  if (res.status === 401) throw new FileTransferError(ORDER_MSG.tokenExpired, 401);
  if (!res.ok) throw new FileTransferError(await detailOf(res), res.status);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function nameFromDisposition(header: string | null): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      return null;
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? null;
}

export const fileDownloadPath = (orderId: string, fileId: string) => `/api/order/${orderId}/download-file/${fileId}`;
