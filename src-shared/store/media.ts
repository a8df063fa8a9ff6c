/**
 * Store media limits and types (issue 12, DOMAIN.md §5), in one place for the server's upload
 * paths and the admin's file pickers: product images 5 MB, preview and lesson videos 500 MB,
 * digital files 200 MB each. The extension decides the type and the first bytes must match it.
 * Lookups go through Maps, never through plain objects keyed by user input.
 */
import { fileExtension } from '../orders/files';
import { joinParts } from '../text/list';

const MB = 1024 * 1024;

/** What an uploaded part is for; each purpose has its own limit and types. */
export type MediaPurpose = 'image' | 'video' | 'file';

export const STORE_MEDIA_MAX_BYTES: ReadonlyMap<MediaPurpose, number> = new Map([
  ['image', 5 * MB],
  ['video', 500 * MB],
  ['file', 200 * MB],
]);

export function mediaMaxBytes(purpose: MediaPurpose): number {
  return STORE_MEDIA_MAX_BYTES.get(purpose)!;
}

/** At most this many digital files in one request. */
export const MAX_FILES_PER_UPLOAD = 10;

const IMAGE_TYPES = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
]);

const VIDEO_TYPES = new Map([
  ['mp4', 'video/mp4'],
  ['m4v', 'video/mp4'],
  ['webm', 'video/webm'],
]);

/** Documents and archives: any digital product may carry them. */
const DOCUMENT_TYPES = new Map([
  ['pdf', 'application/pdf'],
  ['epub', 'application/epub+zip'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['txt', 'text/plain; charset=utf-8'],
  ['zip', 'application/zip'],
  ['rar', 'application/vnd.rar'],
  ['7z', 'application/x-7z-compressed'],
]);

/** Installers: only a software product may carry them. */
const INSTALLER_TYPES = new Map([
  ['exe', 'application/vnd.microsoft.portable-executable'],
  ['msi', 'application/x-msi'],
  ['apk', 'application/vnd.android.package-archive'],
  ['deb', 'application/vnd.debian.binary-package'],
]);

function typesFor(purpose: MediaPurpose, productType: string | null): ReadonlyMap<string, string> {
  if (purpose === 'image') return IMAGE_TYPES;
  if (purpose === 'video') return VIDEO_TYPES;
  return productType === 'software' ? new Map([...DOCUMENT_TYPES, ...INSTALLER_TYPES]) : DOCUMENT_TYPES;
}

/** The extensions a purpose accepts, for a picker's `accept` and the 415 message. */
export function acceptedExtensions(purpose: MediaPurpose, productType: string | null = null): string[] {
  return [...typesFor(purpose, productType).keys()];
}

export function acceptAttribute(purpose: MediaPurpose, productType: string | null = null): string {
  return acceptedExtensions(purpose, productType)
    .map((ext) => `.${ext}`)
    .join(',');
}

/** The stored content type for a file name, or null when the purpose does not take it. */
export function mediaTypeOf(purpose: MediaPurpose, fileName: string, productType: string | null = null): string | null {
  return typesFor(purpose, productType).get(fileExtension(fileName)) ?? null;
}

/** The content type of a stored name's extension (any purpose), for rows written before types were kept. */
export function anyMediaTypeOf(fileName: string): string {
  const ext = fileExtension(fileName);
  return IMAGE_TYPES.get(ext) ?? VIDEO_TYPES.get(ext) ?? DOCUMENT_TYPES.get(ext) ?? INSTALLER_TYPES.get(ext) ?? 'application/octet-stream';
}

/** Bytes needed to check a signature. */
export const SIGNATURE_BYTES = 16;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const SIGNATURES = new Map<string, (head: Uint8Array) => boolean>([
  ['jpg', (h) => startsWith(h, [0xff, 0xd8, 0xff])],
  ['jpeg', (h) => startsWith(h, [0xff, 0xd8, 0xff])],
  ['png', (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['gif', (h) => startsWith(h, ascii('GIF8'))],
  ['webp', (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8)],
  ['mp4', (h) => startsWith(h, ascii('ftyp'), 4)],
  ['m4v', (h) => startsWith(h, ascii('ftyp'), 4)],
  ['webm', (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3])],
  ['pdf', (h) => startsWith(h, ascii('%PDF-'))],
  ['epub', (h) => startsWith(h, ZIP)],
  ['docx', (h) => startsWith(h, ZIP)],
  ['xlsx', (h) => startsWith(h, ZIP)],
  ['pptx', (h) => startsWith(h, ZIP)],
  ['zip', (h) => startsWith(h, ZIP) || startsWith(h, [0x50, 0x4b, 0x05, 0x06])],
  ['apk', (h) => startsWith(h, ZIP)],
  ['doc', (h) => startsWith(h, OLE)],
  ['xls', (h) => startsWith(h, OLE)],
  ['ppt', (h) => startsWith(h, OLE)],
  ['msi', (h) => startsWith(h, OLE)],
  ['rar', (h) => startsWith(h, ascii('Rar!\x1a\x07'))],
  ['7z', (h) => startsWith(h, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  ['exe', (h) => startsWith(h, ascii('MZ'))],
  ['deb', (h) => startsWith(h, ascii('!<arch>'))],
  // Plain text: no NUL byte at the start (binary disguised as .txt has some).
  ['txt', (h) => !h.includes(0)],
]);

/** Whether the first bytes of a file are those of its extension's format. */
export function signatureMatches(fileName: string, head: Uint8Array): boolean {
  const check = SIGNATURES.get(fileExtension(fileName));
  return check ? check(head) : false;
}

const sizeText = (bytes: number) => `${new Intl.NumberFormat('fa-IR').format(bytes / MB)} مگابایت`;
const PURPOSE_LABEL = new Map<MediaPurpose, string>([
  ['image', 'تصویر'],
  ['video', 'ویدیو'],
  ['file', 'هر فایل'],
]);

/** 413: names the limit. */
export function mediaTooLargeMessage(purpose: MediaPurpose): string {
  return `حجم ${PURPOSE_LABEL.get(purpose)} حداکثر ${sizeText(mediaMaxBytes(purpose))} است`;
}

/** 415: names the accepted types. */
export function mediaTypeMessage(purpose: MediaPurpose, productType: string | null = null): string {
  const label = purpose === 'file' ? 'فایل' : PURPOSE_LABEL.get(purpose);
  return `نوع ${label} مجاز نیست؛ نوع‌های مجاز: ${joinParts(...acceptedExtensions(purpose, productType))}`;
}

export const MEDIA_CONTENT_MISMATCH = 'محتوای فایل با پسوند آن همخوانی ندارد';
export const MEDIA_EMPTY = 'فایل خالی است';
export const MEDIA_TOO_MANY_FILES = `حداکثر ${new Intl.NumberFormat('fa-IR').format(MAX_FILES_PER_UPLOAD)} فایل در هر بار ارسال`;
