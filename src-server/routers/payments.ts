import { authorityInput, botPaymentInput } from '@shared/wallet/schemas';
import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import { publicProcedure, router, serviceProcedure } from '../trpc';
import type { Context } from '../context';
import { startPayment, verifyPayment, type Viewer } from '../payments/attempts';

export function viewerOf(ctx: Context, service = false): Viewer {
  return { userId: ctx.user?.id ?? null, role: ctx.user?.role ?? null, service };
}

/** Gateway payments of every purpose: the result pages' verify and the chat-bot's calls. */
export const paymentsRouter = router({
  /**
   * Public, as spec 1 §7's verify calls are: the authority is the payer's secret, the amount
   * and the beneficiary come from the stored attempt, and only the payer sees a balance.
   */
  verify: publicProcedure.input(authorityInput).mutation(({ ctx, input }) => verifyPayment(ctx, input, viewerOf(ctx))),

  botCreate: serviceProcedure.input(botPaymentInput).mutation(({ ctx, input }) => {
    const query = new URLSearchParams({ type: 'bot' });
    if (input.order_id) query.set('order_id', input.order_id);
    if (input.subscription_id) query.set('subscription_id', input.subscription_id);
    const metadata: Record<string, string> = {};
    if (input.order_id) metadata.order_id = input.order_id;
    if (input.subscription_id) metadata.subscription_id = input.subscription_id;
    return startPayment(ctx, {
      purpose: input.subscription_id ? 'subscription' : 'bot',
      targetId: input.subscription_id ?? input.order_id ?? 'bot',
      userId: input.user_id ?? null,
      amount: input.amount,
      description: input.description || LEDGER_DESCRIPTIONS.botPayment,
      callbackPath: `/verify?${query.toString()}`,
      metadata,
    });
  }),

  botVerify: serviceProcedure
    .input(authorityInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx, { ...input, purposes: ['bot', 'subscription'] }, viewerOf(ctx, true))),
});
