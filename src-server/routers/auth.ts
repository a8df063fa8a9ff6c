import { z } from 'zod';
import {
  changePasswordInput,
  idSchema,
  loginInput,
  registerInput,
  resetPasswordInput,
  resetRequestInput,
  verifyResetCodeInput,
} from '@shared/auth/schemas';
import { MSG } from '@shared/messages';
import { LIMITS } from '@shared/constants';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { fail } from '../errors';
import { LIVE_TICKET_SECONDS, signLiveTicket } from '../auth/tokens';
import * as users from '../services/auth/users';
import * as reset from '../services/auth/password-reset';

export const authRouter = router({
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const wait = ctx.registerLimiter.take(ctx.clientAddress);
    if (wait > 0) throw fail.tooMany(MSG.registerRateLimited, { retry_after_seconds: wait });
    const user = await users.registerUser(ctx.db, input, ctx.now());
    return { message: MSG.registerSuccess, user: users.selfUser(user) };
  }),

  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => users.login(ctx, input, ctx.clientAddress)),

  me: authedProcedure.query(({ ctx }) => users.selfUser(ctx.user)),

  /** A one-minute ticket that opens the caller's live stream (GET /api/live?ticket=): EventSource cannot send a header. */
  liveTicket: authedProcedure.mutation(async ({ ctx }) => ({
    ticket: await signLiveTicket(ctx.jwtSecret, { userId: ctx.user.id, role: ctx.user.role, version: ctx.user.token_version }, ctx.now()),
    expires_in: LIVE_TICKET_SECONDS,
  })),

  userById: authedProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const user = await users.findUserById(ctx.db, input.id);
    if (!user) throw fail.notFound(MSG.accountNotFound);
    return users.publicUser(user);
  }),

  phoneHint: publicProcedure
    .input(z.object({ username: z.string().trim().min(1, MSG.required).max(LIMITS.usernameMax, MSG.userNotFound) }))
    .query(({ ctx, input }) => users.phoneHint(ctx, input.username)),

  requestPasswordReset: publicProcedure.input(resetRequestInput).mutation(({ ctx, input }) => reset.requestPasswordReset(ctx, input)),
  resendResetCode: publicProcedure.input(resetRequestInput).mutation(({ ctx, input }) => reset.resendResetCode(ctx, input)),
  verifyResetCode: publicProcedure.input(verifyResetCodeInput).mutation(({ ctx, input }) => reset.verifyResetCode(ctx, input)),
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => reset.resetPassword(ctx, input)),

  changePassword: authedProcedure.input(changePasswordInput).mutation(({ ctx, input }) => users.changePassword(ctx, ctx.user, input)),
});
