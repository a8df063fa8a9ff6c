import { securityEventsInput } from '@shared/auth/security-events';
import { roleProcedure, router } from '../trpc';
import { listSecurityEvents } from '../services/auth/security-events';

/** What the admin reads of account abuse (issue 14): lockouts, throttles and bursts, newest first. */
export const securityRouter = router({
  events: roleProcedure('admin')
    .input(securityEventsInput)
    .query(({ ctx, input }) => listSecurityEvents(ctx.db, { limit: input.limit, before: input.before ?? null })),
});
