import { Readable } from 'node:stream';
import { ORDER_MSG } from '@shared/orders/messages';
import type { DB } from '../db/connection';
import { fail } from '../errors';
import type { FileStore } from '../services/files/file-store';
import { storedNameOf, type DownloadTicket } from '../services/orders/files';

/** `attachment` with the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a file a procedure has allowed (the ticket), with its original name and type. */
export async function fileResponse(db: DB, files: FileStore, ticket: DownloadTicket): Promise<Response> {
  const storedName = await storedNameOf(db, ticket.file_id);
  const stream = storedName ? files.open(storedName) : null;
  if (!stream) throw fail.notFound(ORDER_MSG.fileNotFound);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'content-type': ticket.mime_type,
      'content-length': String(ticket.size),
      'content-disposition': contentDisposition(ticket.file_name),
      'cache-control': 'private, no-store',
    },
  });
}
