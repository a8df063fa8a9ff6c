import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { MSG } from '@shared/messages';
import { DomainError, DOMAIN_ERROR_STATUS } from '../errors';
import { fieldErrors, inputIssues } from '../validation';

export interface RestErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

/**
 * A procedure's field name → the name a path takes it under, so a 422's `errors` names the field
 * as the client sent it. A nested name is renamed by its first part (`shipping.phone` with
 * `{ shipping: 'shipping_info' }` is `shipping_info.phone`); an empty name drops that part, for a
 * path whose body is the procedure's nested object itself. A list gives a field's spellings (`q`
 * or `search`): the one the request carries is named, the first when it carries none.
 */
export type ErrorFields = Readonly<Record<string, string | readonly string[]>>;

function renamedErrors(errors: Record<string, string>, names: ErrorFields, sent: ReadonlySet<string>): Record<string, string> {
  const spelled = (key: string) => {
    const name = names[key]!;
    return typeof name === 'string' ? name : (name.find((n) => sent.has(n)) ?? name[0]!);
  };
  const out: Record<string, string> = Object.create(null);
  for (const [field, message] of Object.entries(errors)) {
    const [head, ...rest] = field.split('.');
    const renamed = Object.hasOwn(names, field) ? spelled(field) : Object.hasOwn(names, head!) ? [spelled(head!), ...rest].filter(Boolean).join('.') : field;
    out[renamed] ??= message;
  }
  return out;
}

/** FastAPI-style answers for the old clients: `{ detail }` with the right status, `errors` in the path's own names. */
export function toRestError(error: unknown, errorFields?: ErrorFields, sent: ReadonlySet<string> = new Set()): { status: number; body: RestErrorBody; retryAfter?: number } {
  if (error instanceof TRPCError) {
    const issues = error.code === 'BAD_REQUEST' ? inputIssues(error.cause) : null;
    if (issues) {
      return {
        status: 422,
        // The first issue of each field, as tRPC callers read it: a blank field is "required", not also "malformed".
        body: { detail: issues[0]!.message, errors: errorFields ? renamedErrors(fieldErrors(issues), errorFields, sent) : fieldErrors(issues) },
      };
    }
    const domain = error.cause instanceof DomainError ? error.cause : null;
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500 && !domain) return internal(error);
    const retry = domain?.details?.retry_after_seconds;
    return { status, body: domainBody(error.message, domain, errorFields, sent), retryAfter: typeof retry === 'number' ? retry : undefined };
  }
  if (error instanceof DomainError) return { status: DOMAIN_ERROR_STATUS[error.code], body: domainBody(error.message, error, errorFields, sent) };
  return internal(error);
}

/** A service's refusal; one that names its field carries `errors` like an input 422. */
function domainBody(detail: string, domain: DomainError | null, errorFields: ErrorFields | undefined, sent: ReadonlySet<string>): RestErrorBody {
  const errors = domain?.fieldErrors;
  if (!errors) return { detail };
  return { detail, errors: errorFields ? renamedErrors(errors, errorFields, sent) : errors };
}

function internal(error: unknown) {
  console.error('[api] unexpected error', error);
  return { status: 500, body: { detail: MSG.serverError } };
}

/** toRestError as a Hono answer, for the paths mounted beside the route table (uploads, media). */
export function restErrorResponse(c: HonoContext, error: unknown, errorFields?: ErrorFields): Response {
  const { status, body } = toRestError(error, errorFields);
  return c.json(body, status as ContentfulStatusCode);
}
