import { globalFeeInput, cafeFeeInput } from '@shared/schemas/wallet';
import { feeToPpm, ppmToFee } from '@shared/wallet';
import { WALLET_MSG, cafeFeeSavedMessage } from '@shared/wallet-messages';
import { roleProcedure, router } from '../trpc';
import * as fees from '../services/fees';

const adminProcedure = roleProcedure('admin');

/** The admin's money tools: fees (DOMAIN.md §3). */
export const walletAdminRouter = router({
  globalFee: adminProcedure.query(async ({ ctx }) => ({ global_platform_fee: ppmToFee(await fees.globalFeePpm(ctx.db)) })),

  setGlobalFee: adminProcedure.input(globalFeeInput).mutation(async ({ ctx, input }) => ({
    message: WALLET_MSG.feeSaved,
    ...(await fees.setGlobalFee(ctx.db, feeToPpm(input.fee), ctx.user.id, ctx.now())),
  })),

  /** A cafe's own fee; fee null returns it to the global fee. */
  setCafeFee: adminProcedure.input(cafeFeeInput).mutation(async ({ ctx, input }) => {
    const result = await fees.setCafeFee(ctx.db, input.cafe_user_id, input.fee === null ? null : feeToPpm(input.fee), ctx.user.id, ctx.now());
    return { message: input.fee === null ? WALLET_MSG.feeReset : cafeFeeSavedMessage(result.cafe_name), ...result };
  }),

  cafeFees: adminProcedure.query(({ ctx }) => fees.listCafeFees(ctx.db)),
});
