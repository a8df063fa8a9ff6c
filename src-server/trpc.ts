import { timingSafeEqual } from 'node:crypto';
import { initTRPC, TRPCError } from '@trpc/server';
import { MSG } from '@shared/messages';
import type { Role } from '@shared/auth/roles';
import type { Context } from './context';
import { DomainError } from './errors';
import { fieldErrors, inputIssues } from './validation';
import { WALLET_MSG } from '@shared/wallet/messages';
import { ADMIN_MSG } from '@shared/admin/messages';

const SERVICE_KEY_INVALID = WALLET_MSG.serviceKeyInvalid;

const t = initTRPC.context<Context>().create({
  // One place decides what a client learns of an error: the Persian message, field errors for
  // forms, extra details of domain errors, and never a stack trace or an internal message.
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? inputIssues(error.cause) : null;
    const domain = error.cause instanceof DomainError ? error.cause : null;
    const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !domain;
    return {
      ...shape,
      message: issues ? issues[0]!.message : hidden ? MSG.serverError : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: issues ? 422 : shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: issues ? fieldErrors(issues) : (domain?.fieldErrors ?? null),
        details: domain?.details ?? null,
      },
    };
  },
});

/** Services throw DomainError; this turns it into the matching tRPC error with its message. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(domainErrors);

/** All an account with a one-time password may do until it sets its own (issue 11). */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['auth.me', 'auth.changePassword']);

export const authedProcedure = publicProcedure.use(({ ctx, next, path }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.sessionProblem ?? MSG.notLoggedIn });
  if (ctx.user.must_change_password === 1 && !OPEN_BEFORE_PASSWORD_CHANGE.has(path)) {
    const cause = new DomainError('FORBIDDEN', ADMIN_MSG.mustChangePassword, { must_change_password: true });
    throw new TRPCError({ code: 'FORBIDDEN', message: cause.message, cause });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export function roleProcedure(...roles: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
    return next();
  });
}

function sameKey(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Server-to-server calls (the chat-bot, DOMAIN.md §4): the configured key in X-API-Key. */
export const serviceProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!sameKey(ctx.apiKey, ctx.payments.serviceApiKey)) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVICE_KEY_INVALID });
  return next();
});
