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

/** FastAPI-style answers for the old clients: `{ detail }` with the right status. */
export function toRestError(error: unknown): { status: number; body: RestErrorBody; retryAfter?: number } {
  if (error instanceof TRPCError) {
    const issues = error.code === 'BAD_REQUEST' ? inputIssues(error.cause) : null;
    if (issues) {
      return {
        status: 422,
        // The first issue of each field, as tRPC callers read it: a blank field is "required", not also "malformed".
        body: { detail: issues[0]!.message, errors: fieldErrors(issues) },
      };
    }
    const domain = error.cause instanceof DomainError ? error.cause : null;
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500 && !domain) return internal(error);
    const retry = domain?.details?.retry_after_seconds;
    return { status, body: { detail: error.message }, retryAfter: typeof retry === 'number' ? retry : undefined };
  }
  if (error instanceof DomainError) return { status: DOMAIN_ERROR_STATUS[error.code], body: { detail: error.message } };
  return internal(error);
}

function internal(error: unknown) {
  console.error('[api] unexpected error', error);
  return { status: 500, body: { detail: MSG.serverError } };
}

/** toRestError as a Hono answer, for the paths mounted beside the route table (uploads, media). */
export function restErrorResponse(c: HonoContext, error: unknown): Response {
  const { status, body } = toRestError(error);
  return c.json(body, status as ContentfulStatusCode);
}
