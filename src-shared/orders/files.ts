import { lookupTable } from '../text/lookup';

/**
 * Order and chat files (spec 2 §5, DOMAIN.md §5): at most 10 MB, images, pdf, doc, docx, txt,
 * zip and rar. The extension decides the type; the browser's declared type is only a hint.
 */
export const ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const ORDER_FILE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** For the file picker's accept attribute. */
export const ORDER_FILE_ACCEPT = Object.keys(ORDER_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type stored and sent for a file name, or null when the type is not accepted. */
const FILE_TYPE_LOOKUP = lookupTable(ORDER_FILE_TYPES);

export function orderFileType(name: string): string | null {
  return FILE_TYPE_LOOKUP.get(fileExtension(name)) ?? null;
}

/** Longest original file name kept (longer names are cut, keeping the extension). */
export const FILE_NAME_MAX = 200;

export function formatFileSize(bytes: number): string {
  const fmt = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${fmt.format(bytes)} بایت`;
  if (bytes < 1024 * 1024) return `${fmt.format(bytes / 1024)} کیلوبایت`;
  return `${fmt.format(bytes / (1024 * 1024))} مگابایت`;
}
