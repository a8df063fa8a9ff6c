// Compression of what the app generates (JSON, HTML): answers of 1 KB or more are sent brotli- or
// gzip-compressed when the client accepts it. Built assets are not compressed here: the build
// precompresses them (scripts/precompress.ts) and serveStatic sends the .br/.gz files as they are.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { isFinalAnswer, type HeaderSink } from './final-answers';

export const COMPRESS_MIN_BYTES = 1024;
const GENERATED = /^(?:application\/json|text\/html)\b/i;

/** The best encoding the request accepts (q=0 refuses), brotli first. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** The encoding a generated answer of `size` bytes is sent in: none under COMPRESS_MIN_BYTES. */
export function encodingFor(size: number, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  return size >= COMPRESS_MIN_BYTES ? acceptedEncoding(acceptEncoding) : null;
}

/** Fast settings: a 200 KB answer compresses in about a millisecond, to within a few % of the best. */
export function encodeBody(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 6 });
}

/** The headers every negotiated generated answer carries (set on `headers` in place). */
export function setEncodingHeaders(headers: HeaderSink, encoding: 'br' | 'gzip' | null, length: number): void {
  const vary = headers.get('vary');
  if (!vary || !/accept-encoding/i.test(vary)) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(length));
}

export function compressGenerated(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isFinalAnswer(c)) return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!GENERATED.test(type) || res.headers.has('content-encoding') || res.headers.has('content-disposition') || c.req.method === 'HEAD') return;
    // An answer that already varies by Accept-Encoding was negotiated where it was made (the
    // public list cache keeps each encoding of its answers): nothing is left to do here. Checked
    // before `res.body`, which turns the node adapter's light answer into a streamed one.
    if (/accept-encoding/i.test(res.headers.get('vary') ?? '')) return;
    if (!res.body) return;
    // Generated answers are already whole in memory: reading them costs nothing more.
    const raw = Buffer.from(await res.arrayBuffer());
    const encoding = encodingFor(raw.length, c.req.header('accept-encoding'));
    const body = encoding ? encodeBody(raw, encoding) : raw;
    // Headers are changed on the answer itself: Hono copies them onto the one that replaces it.
    setEncodingHeaders(res.headers, encoding, body.length);
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
