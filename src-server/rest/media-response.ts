import { Readable } from 'node:stream';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { fail } from '../errors';
import type { FileStore } from '../services/files/file-store';
import type { MediaTicket } from '../services/store/media-access';
import { contentDisposition } from './file-response';

/*
 * Sends a store medium from disk as a stream (issue 12): the stored type, ETag and Last-Modified
 * with 304, Accept-Ranges with 206 and Content-Range for one byte range (a <video> seeks this way),
 * 416 past the end, nosniff, and files as attachments under their original names. A versioned
 * public address (`?v=` of the current file) is cached as immutable.
 */

const YEAR = 31_536_000;

function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: the whole file
  const [, a, b] = match;
  if (a === '' && b === '') return null;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function mediaResponse(request: Request, files: FileStore, ticket: MediaTicket, askedVersion: string | null): Promise<Response> {
  const info = await files.stat(ticket.stored_name);
  if (!info) throw fail.notFound(STORE_ADMIN_MSG.mediaNotFound);
  const etag = `"${ticket.stored_name.slice(0, 16)}-${info.size.toString(16)}"`;
  const lastModified = new Date(Math.floor(info.mtime.getTime() / 1000) * 1000);
  const headers = new Headers({
    'accept-ranges': 'bytes',
    etag,
    'last-modified': lastModified.toUTCString(),
    'x-content-type-options': 'nosniff',
    'cache-control': ticket.public
      ? askedVersion !== null && askedVersion === ticket.version
        ? `public, max-age=${YEAR}, immutable`
        : 'public, no-cache'
      : 'private, no-cache',
  });

  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = request.headers.get('if-modified-since');
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
    : ifModifiedSince !== null && !Number.isNaN(Date.parse(ifModifiedSince)) && lastModified.getTime() <= Date.parse(ifModifiedSince);
  if (notModified) return new Response(null, { status: 304, headers });

  headers.set('content-type', ticket.mime_type);
  headers.set('content-disposition', ticket.attachment ? contentDisposition(ticket.file_name) : 'inline');

  const rangeHeader = request.headers.get('range');
  const ifRange = request.headers.get('if-range');
  const rangeApplies = rangeHeader !== null && (ifRange === null || ifRange === etag || ifRange === lastModified.toUTCString());
  const range = rangeApplies ? parseRange(rangeHeader, info.size) : null;
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${info.size}`);
    headers.delete('content-disposition');
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify({ detail: STORE_ADMIN_MSG.rangeNotSatisfiable }), { status: 416, headers });
  }
  const span = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : span.end - span.start + 1;
  const stream = info.size === 0 || request.method === 'HEAD' ? null : files.open(ticket.stored_name, span);
  if (info.size > 0 && request.method !== 'HEAD' && !stream) throw fail.notFound(STORE_ADMIN_MSG.mediaNotFound);
  headers.set('content-length', String(length));
  if (range) headers.set('content-range', `bytes ${span.start}-${span.end}/${info.size}`);
  const body = stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: range ? 206 : 200, headers });
}
