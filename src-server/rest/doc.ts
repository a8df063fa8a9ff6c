import { z } from 'zod';
import type { Role } from '@shared/auth/roles';
import { idSchema } from '@shared/auth/schemas';

/*
 * What a /api path tells an integrator (issue 17), declared beside the path in its route table
 * and turned into the OpenAPI document by openapi.ts. Bodies and queries are the shared zod
 * schemas the procedures validate with (or the REST spelling of them, built from the same field
 * schemas); answers are the schemas in answers.ts, which the contract tests hold the real answers to.
 */

/** Who may call: anyone, any signed-in account, the listed roles, or the chat-bot's X-API-Key. */
export type Access = 'public' | 'signed-in' | 'api-key' | readonly Role[];

export type AnswerKind =
  /** A JSON body (the default). */
  | 'json'
  /** A plain JSON array of one page, with the number of all matches in X-Total-Count. */
  | 'page'
  /** The file itself, with its own type and Content-Disposition. */
  | 'file'
  /** Server-Sent Events. */
  | 'stream'
  /** An HTML page. */
  | 'html';

export interface RouteDoc {
  summary: string;
  /** The reference's section. */
  tag: string;
  access: Access;
  description?: string;
  /** Path parameters other than a 24-hex id (the default for every `:name`). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** multipart/form-data with file fields (uploads); JSON otherwise. */
  bodyType?: 'json' | 'multipart' | 'json-or-form';
  answer: z.ZodType;
  answerKind?: AnswerKind;
  /** Statuses this path can give beyond those its form implies (see impliedErrors). */
  errors?: readonly number[];
  /** Statuses its form implies that it cannot give (e.g. an id path that answers an empty list). */
  notErrors?: readonly number[];
  example?: { body?: unknown; answer?: unknown };
}

export const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request (a rule of the action refuses it)',
  401: 'Not signed in, token expired or revoked, or a wrong X-API-Key',
  403: 'This role may not do this (or the account must change its one-time password first)',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state (already done, stale total, not enough balance)',
  413: 'Body or file too large',
  415: 'File type not accepted',
  416: 'Range outside the file',
  422: 'Invalid input: `detail` is the first message, `errors` maps each field (named as this path documents it) to its message',
  429: 'Too many tries: wait Retry-After seconds',
  502: 'The payment gateway did not answer as expected',
  503: 'Online payment is switched off on this server',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Path parameter names of a Hono path (`:id`, `:cafeId{regex}`). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)(\{(?:[^{}]|\{[^}]*\})*\})?/g)].map((m) => m[1]!);
}

/**
 * The error statuses a path's form implies: a signed-in path can answer 401 and 403, a path with
 * an id 404, any input 422, a body path 413. `errors` adds the rest; `notErrors` removes what cannot happen.
 */
export function documentedErrors(method: string, path: string, doc: RouteDoc): number[] {
  const out = new Set<number>(doc.errors ?? []);
  if (doc.access !== 'public') out.add(401);
  if (doc.access !== 'public' && doc.access !== 'api-key') out.add(403);
  if (pathParams(path).length > 0) out.add(404);
  if (doc.query || doc.body || pathParams(path).length > 0) out.add(422);
  // Every body path reads a body: an unreadable one is a 422, an oversized one a 413.
  if (BODY_METHODS.has(method)) {
    out.add(413);
    out.add(422);
  }
  for (const s of doc.notErrors ?? []) out.delete(s);
  return [...out].sort((a, b) => a - b);
}

/** A path parameter's schema: the declared one, or a 24-hex id. */
export function paramSchema(doc: RouteDoc, name: string): z.ZodType {
  return doc.params?.[name] ?? idSchema;
}

// ---- small shared answer pieces ----

export const errorAnswer = z
  .object({
    detail: z.string().describe('The Persian message to show'),
    errors: z.record(z.string(), z.string()).optional().describe('422 only: field name → its Persian message'),
  })
  .meta({ id: 'Error' });

/** A mounted /api path (relative to /api, in Hono's spelling) with its document. */
export interface DocumentedPath {
  method: string;
  path: string;
  doc: RouteDoc;
  /** The success status, where it is not 200. */
  status?: number;
}
