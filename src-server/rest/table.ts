import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { MSG } from '@shared/messages';
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { createCaller } from '../routers';
import { createRequestContext } from '../context';
import type { AppDeps } from '../deps';
import { fail } from '../errors';
import { toRestError, type ErrorFields } from './errors';
import { payloadTooLarge } from '../http/too-large';
import type { RouteDoc } from './doc';
import { contractCheck, watchedBody, watchedQuery } from './contract';
import { wholeJson } from '../http/whole-json';

export type Caller = ReturnType<typeof createCaller>;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** Unchecked JSON: the procedure called validates it with its shared schema. */
  body: any;
}

/** One row of the shim: an HTTP path answered by a procedure call, reshaped for old clients. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status?: ContentfulStatusCode;
  /** Largest body this path accepts; JSON paths keep the default, uploads raise it. */
  maxBodyBytes?: number;
  /** The 413 text when the body is over maxBodyBytes (an upload names its own limit). */
  tooLargeMessage?: string;
  call: (caller: Caller, req: RestRequest) => Promise<unknown>;
  /** What the OpenAPI document says of this path (issue 17): the one place it is declared. */
  doc: RouteDoc;
  /**
   * A procedure's field name → the name this path takes it under, for a 422's `errors` (see
   * ErrorFields). Every path that renames a field needs it: tests/rest/error-field-names.test.ts
   * walks the whole table and fails on any `errors` name the path does not document. A function
   * chooses them from the request's body, for a path that reads one field from either of two
   * places (checkout's shipping_info object, or the checkout form's flat names).
   */
  errorFields?: ErrorFields | ((body: Record<string, unknown>) => ErrorFields);
}

/** JSON, urlencoded and multipart bodies all become one plain object (OAuth2-style login sends a form). */
async function readBody(c: HonoContext): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      throw fail.unprocessable(MSG.invalidBody); // a broken multipart envelope
    }
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the 422 below
  }
  throw fail.unprocessable(MSG.invalidBody);
}

export function mountRestRoutes(
  app: Hono,
  routes: RestRoute[],
  deps: AppDeps,
  clientAddress: (c: HonoContext) => string,
): void {
  for (const route of routes) {
    const limit = bodyLimit({
      maxSize: route.maxBodyBytes ?? MAX_JSON_BODY_BYTES,
      onError: (c) => payloadTooLarge(c, route.tooLargeMessage ?? MSG.payloadTooLarge),
    });
    // A GET or DELETE has no body to limit (readBody never reads one): no limit middleware on them.
    const answer = async (c: HonoContext) => {
      // The names the request carries, so a 422 names a field by the spelling it was sent under.
      let sent = new Set<string>();
      let body: Record<string, unknown> = {};
      try {
        const ctx = await createRequestContext(deps, {
          authorization: c.req.header('authorization'),
          clientAddress: clientAddress(c),
          apiKey: c.req.header('x-api-key'),
          origin: c.req.header('origin'),
        });
        const req: RestRequest = {
          params: c.req.param(),
          query: watchedQuery(c.req.raw, route.doc, c.req.query()),
          body: watchedBody(c.req.raw, route.doc, await readBody(c)),
        };
        sent = new Set([...Object.keys(req.params), ...Object.keys(req.query), ...Object.keys(req.body)]);
        body = req.body;
        const result = await route.call(createCaller(ctx), req);
        // A download answers with the file itself.
        if (result instanceof Response) return result;
        return wholeJson(c, result, route.status ?? 200);
      } catch (error) {
        const fields = typeof route.errorFields === 'function' ? route.errorFields(body) : route.errorFields;
        const { status, body: answer, retryAfter } = toRestError(error, fields, sent);
        if (retryAfter) c.header('Retry-After', String(retryAfter));
        if (status === 413) c.header('Connection', 'close'); // an upload stopped part-way: its body is unread
        return c.json(answer, status as ContentfulStatusCode);
      }
    };
    // Checked outermost: the body limit's 413 is an answer of this path too.
    const check = contractCheck(route.method, route.path, route.doc);
    if (route.method === 'GET' || route.method === 'DELETE') app.on(route.method, route.path, check, answer);
    else app.on(route.method, route.path, check, limit, answer);
  }
}
