import type { Context } from 'hono';
import { encodeBody, encodingFor, setEncodingHeaders } from './compression';
import { finalAnswer, isAnswerKeptRaw, PlainHeaders, type HeaderSink } from './final-answers';
import { addPrivacyHeaders } from './private-responses';
import { securityHeaderList } from './security-headers';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The headers the outer middlewares give a generated answer (privacy, then encoding, then
 * security, in their order), written once onto `headers`: for answers made whole where they are
 * made. The middlewares and these share each rule's one implementation.
 */
export async function finishHeaders(c: Context, headers: HeaderSink, encoding: 'br' | 'gzip' | null, length: number): Promise<void> {
  addPrivacyHeaders(c, headers, headers.get('content-type') ?? '');
  setEncodingHeaders(headers, encoding, length);
  for (const [name, value] of await securityHeaderList()) headers.set(name, value);
}

/**
 * A JSON answer made whole (final-answers.ts): encoded as the request accepts, with every header
 * it would have got from the middlewares, in a plain record. `c.json` plus those middlewares cost
 * a signed-in request about 0.3 ms more (a Headers object, a Response built and copied twice, the
 * body read back to be compressed). Inside a middleware that keeps the answer as it was made (the
 * public list cache), it stays a plain `c.json`.
 */
export async function wholeJson(c: Context, value: unknown, status: number, extra: Record<string, string> = {}): Promise<Response> {
  // Nothing to write (a procedure that returns no value) goes out as c.json sends it: an empty body.
  if (isAnswerKeptRaw(c) || value === undefined) return c.json(value as object, status as never, extra);
  return wholeJsonText(c, JSON.stringify(value), status, extra);
}

/** wholeJson for JSON already written (tRPC's answers). */
export async function wholeJsonText(c: Context, text: string, status: number, extra: Iterable<readonly [string, string]> | Record<string, string> = {}): Promise<Response> {
  const headers = new PlainHeaders([['content-type', JSON_TYPE], ...(Symbol.iterator in extra ? extra : Object.entries(extra))]);
  // The way every answer went before (and the oracle of tests/rest/whole-answers.test.ts): the middlewares add the headers.
  if (process.env.WHOLE_ANSWERS === 'off') return c.body(text, status as never, headers.record);
  const length = Buffer.byteLength(text);
  const encoding = encodingFor(length, c.req.header('accept-encoding'));
  const body = encoding ? encodeBody(Buffer.from(text), encoding) : text;
  await finishHeaders(c, headers, encoding, typeof body === 'string' ? length : body.length);
  // A Buffer is the Uint8Array @hono/node-server writes as it is.
  return finalAnswer(new Response(body as string | Uint8Array<ArrayBuffer>, { status, headers: headers.record }));
}
