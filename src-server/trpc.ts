import { initTRPC, TRPCError } from '@trpc/server';
import { MSG } from '@shared/messages';
import type { Role } from '@shared/roles';
import type { Context } from './context';
import { DomainError } from './errors';
import { fieldErrors, inputIssues } from './validation';

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
        fieldErrors: issues ? fieldErrors(issues) : null,
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

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.sessionProblem ?? MSG.notLoggedIn });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export function roleProcedure(...roles: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
    return next();
  });
}
