import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import type { MiddlewareHandler } from 'hono';
import { documentedErrors, errorAnswer, pathParams, type RouteDoc } from './doc';

/*
 * The contract check (issue 17): with API_CONTRACT_CHECK=1 (the test suite sets it) every /api answer
 * is held to its route's document: a success body to the documented answer schema, an error to a
 * documented status with a `detail`. A mismatch answers 500 with the reason, so whichever test made
 * the call fails and names the path. Off in production: the answers are not parsed twice there.
 */
export const contractCheckOn = process.env.API_CONTRACT_CHECK === '1';

/**
 * Where the answers of this run are noted (tests/helpers/api-status-coverage.ts sets it for the unit
 * project): one line `METHOD /api/path status` per documented (path, status) answered, so the run's
 * teardown can tell which documented statuses no test produced. Each test worker writes its own file.
 */
const recordDir = contractCheckOn ? process.env.API_CONTRACT_RECORD_DIR : undefined;
const recorded = new Set<string>();

/** Notes that `method path` (the Hono pattern, relative to /api) answered `status`. */
export function recordAnswer(method: string, routePath: string, status: number): void {
  if (!recordDir) return;
  const line = `${method} /api${routePath} ${status}`;
  if (recorded.has(line)) return;
  recorded.add(line);
  try {
    fs.appendFileSync(path.join(recordDir, `answers-${process.pid}-${threadId}.txt`), `${line}\n`);
  } catch {
    // The run's folder is gone (the run is over): nothing left to tell.
  }
}

export function contractProblem(method: string, routePath: string, doc: RouteDoc, status: number, body: unknown): string | null {
  const problem = answerProblem(method, routePath, doc, status, body);
  // Only an answer the document allows proves a documented status.
  if (!problem) recordAnswer(method, routePath, status);
  return problem;
}

function answerProblem(method: string, path: string, doc: RouteDoc, status: number, body: unknown): string | null {
  if (status >= 200 && status < 300) {
    const kind = doc.answerKind ?? 'json';
    if (kind === 'file' || kind === 'stream' || kind === 'html') return null;
    const parsed = doc.answer.safeParse(body);
    return parsed.success ? null : `${method} ${path} answered ${status} with a body outside its documented answer: ${z.prettifyError(parsed.error).slice(0, 600)}`;
  }
  if (status === 304 || status === 206) return null;
  if (!documentedErrors(method, path, doc).includes(status)) return `${method} ${path} answered ${status}, which its document does not list`;
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return `${method} ${path} answered ${status} without a { detail } body`;
  // Every stray name at once, so one run shows the whole errorFields a route is missing.
  const stray = Object.keys(parsed.data.errors ?? {}).filter((name) => !namesField(path, doc, name));
  if (stray.length === 0) return null;
  const names = stray.map((name) => `"${name}"`).join(', ');
  return `${method} ${path} answered ${status} naming ${names} in errors, ${stray.length === 1 ? 'a field' : 'fields'} its document does not list (a route's errorFields names it as sent)`;
}

/**
 * Whether a 422's `errors` name is a field the path documents: a path or query parameter, or a
 * body field (by its first part: `items.0.quantity` is `items`). A body that is not one object
 * (a union) lists no names to hold it to.
 */
function namesField(path: string, doc: RouteDoc, name: string): boolean {
  const head = name.split('.')[0]!;
  if (pathParams(path).includes(head) || (doc.query && Object.hasOwn(doc.query.shape, head))) return true;
  if (!doc.body) return false;
  return doc.body instanceof z.ZodObject ? Object.hasOwn(doc.body.shape, head) : true;
}

/** The JSON of an answer already turned into a Response (a page with X-Total-Count, an error). */
export async function jsonOf(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    // Answers made whole (http/whole-json.ts) are already encoded for the request.
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** With the check on, `response` held to its route's document (a 500 naming the problem if it breaks it). */
export async function checkedAnswer(method: string, routePath: string, doc: RouteDoc, response: Response): Promise<Response> {
  if (!contractCheckOn) return response;
  const problem = contractProblem(method, routePath, doc, response.status, await jsonOf(response));
  return problem ? violation(problem) : response;
}

/** Per request, the first query or body name its route read that the route's document does not list. */
const strayReads = new WeakMap<Request, string>();

function noteStray(request: Request, what: string): void {
  if (!strayReads.has(request)) strayReads.set(request, what);
}

/**
 * With the check on, `query` as its route reads it: reading a name the document does not list (an
 * undocumented alias such as `limit` beside `page_size`) makes the answer a violation, so the
 * document and the names a path takes cannot drift apart. Off, the query itself.
 */
export function watchedQuery(request: Request, doc: RouteDoc, query: Record<string, string>): Record<string, string> {
  if (!contractCheckOn) return query;
  const documented = doc.query ? doc.query.shape : {};
  return new Proxy(query, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !Object.hasOwn(documented, name)) noteStray(request, `the query name "${name}"`);
      return Reflect.get(target, name, receiver);
    },
  });
}

/**
 * With the check on, `body` as its route (and the procedure it is handed to) reads it: reading a
 * field the documented body does not list, at the top or inside a documented object or list of
 * objects (`items[]._id`), makes the answer a violation, as for query names. A path without a
 * documented body may read nothing from it. Off, the body itself.
 */
export function watchedBody(request: Request, doc: RouteDoc, body: Record<string, unknown>): Record<string, unknown> {
  if (!contractCheckOn) return body;
  return watched(body, doc.body ? [doc.body] : [], '', (name) => noteStray(request, `the body name "${name}"`)) as Record<string, unknown>;
}

/** A map of named parts that notes a read of a name its route's document does not list. */
class WatchedParts<V> extends Map<string, V> {
  constructor(
    entries: Iterable<readonly [string, V]>,
    private readonly isDocumented: (name: string) => boolean,
    private readonly stray: (name: string) => void,
  ) {
    super(entries);
  }
  override get(name: string): V | undefined {
    if (!this.isDocumented(name)) this.stray(name);
    return super.get(name);
  }
  override has(name: string): boolean {
    if (!this.isDocumented(name)) this.stray(name);
    return super.has(name);
  }
}

/**
 * With the check on, an upload's text fields or file parts (name → values) as its route reads them:
 * reading a name the documented body does not list is a violation, as for JSON bodies. Off, the map itself.
 */
export function watchedParts<V>(request: Request, doc: RouteDoc, parts: Map<string, V>): Map<string, V> {
  if (!contractCheckOn) return parts;
  const shape = doc.body instanceof z.ZodObject ? doc.body.shape : null;
  return new WatchedParts(parts, (name) => shape === null || Object.hasOwn(shape, name), (name) => noteStray(request, `the multipart name "${name}"`));
}

/** With the check on, an answer that did not itself handle the contract middleware: a stray read or a broken answer is a 500. */
export async function checkedRequestAnswer(method: string, routePath: string, doc: RouteDoc, request: Request, response: Response): Promise<Response> {
  if (!contractCheckOn) return response;
  const stray = strayReads.get(request);
  if (stray !== undefined) return violation(`${method} ${routePath} reads ${stray}, which its document does not list`);
  return checkedAnswer(method, routePath, doc, response);
}

/** Names every object answers to (`constructor` for zod's plain-object test, `then` for an await): not fields. */
const notFields = new Set(['then', 'toJSON']);
const isField = (name: string | symbol): name is string => typeof name === 'string' && !notFields.has(name) && !(name in Object.prototype);

function watched(value: unknown, schemas: z.ZodType[], at: string, stray: (name: string) => void): unknown {
  if (Array.isArray(value)) {
    const elements = elementSchemas(schemas);
    if (!elements) return value;
    return new Proxy(value, {
      get(target, name, receiver) {
        const item = Reflect.get(target, name, receiver);
        return typeof name === 'string' && /^\d+$/.test(name) ? watched(item, elements, `${at}[]`, stray) : item;
      },
    });
  }
  if (!isPlainObject(value)) return value;
  const fields = fieldSchemas(schemas);
  if (!fields) return value;
  return new Proxy(value, {
    get(target, name, receiver) {
      const field = Reflect.get(target, name, receiver);
      if (!isField(name)) return field;
      const documented = fields.get(name);
      if (!documented) {
        stray(`${at}${at ? '.' : ''}${name}`);
        return field;
      }
      return watched(field, documented, `${at}${at ? '.' : ''}${name}`, stray);
    },
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The schema a wrapper (optional, default, a transform's input side…) stands for. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema as z.core.$ZodType;
  for (;;) {
    const def = s._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; getter?: () => z.core.$ZodType };
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else return s as z.ZodType;
  }
}

/** Field name → its schemas (one per union option naming it); null when a schema is not an object (nothing to hold names to). */
function fieldSchemas(schemas: z.ZodType[]): Map<string, z.ZodType[]> | null {
  const out = new Map<string, z.ZodType[]>();
  for (const schema of schemas.map(unwrapped)) {
    const def = schema._zod.def as { type: string; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType; shape?: Record<string, z.ZodType>; catchall?: unknown };
    const parts = def.type === 'union' ? def.options! : def.type === 'intersection' ? [def.left!, def.right!] : null;
    if (parts) {
      const inner = fieldSchemas(parts);
      if (!inner) return null;
      for (const [name, list] of inner) out.set(name, [...(out.get(name) ?? []), ...list]);
      continue;
    }
    // A record, or an object open to any further name (a catchall), documents no fixed names.
    if (def.type !== 'object' || (def.catchall && (def.catchall as z.core.$ZodType)._zod.def.type !== 'never')) return null;
    for (const [name, field] of Object.entries(def.shape!)) out.set(name, [...(out.get(name) ?? []), field]);
  }
  return out;
}

/** The element schemas of list schemas; null when one is not a list. */
function elementSchemas(schemas: z.ZodType[]): z.ZodType[] | null {
  const out: z.ZodType[] = [];
  for (const schema of schemas.map(unwrapped)) {
    const def = schema._zod.def as { type: string; element?: z.ZodType };
    if (def.type !== 'array') return null;
    out.push(def.element!);
  }
  return out;
}

/**
 * The check as the first middleware of a route, so answers given before its handler (a body limit's
 * 413) are held to the document too.
 */
export function contractCheck(method: string, routePath: string, doc: RouteDoc): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!contractCheckOn) return;
    const stray = strayReads.get(c.req.raw);
    const checked =
      stray === undefined
        ? await checkedAnswer(method, routePath, doc, c.res)
        : violation(`${method} ${routePath} reads ${stray}, which its document does not list`);
    if (checked === c.res) return;
    c.res = undefined; // replaced outright, not merged with the refused answer's headers
    c.res = checked;
  };
}

export function violation(problem: string): Response {
  console.error(`[api contract] ${problem}`);
  return new Response(JSON.stringify({ detail: `contract: ${problem}` }), { status: 500, headers: { 'content-type': 'application/json' } });
}
