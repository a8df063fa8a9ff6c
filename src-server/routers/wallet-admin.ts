import {
  adminDepositInput,
  adminTransferInput,
  adminWithdrawInput,
  approveWithdrawalInput,
  authorityInput,
  cafeFeeInput,
  cafeFeesInput,
  globalFeeInput,
  rejectWithdrawalInput,
  topUpInput,
  transactionsInput,
  walletHolderSearchInput,
  withdrawalListInput,
} from '@shared/wallet/schemas';
import { ppmToFee } from '@shared/wallet/transactions';
import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import { roleProcedure, router } from '../trpc';
import { startPayment, verifyPayment } from '../payments/attempts';
import { accountStatement } from '../services/wallet/statements';
import * as fees from '../services/wallet/fees';
import * as walletAdmin from '../services/wallet/admin-moves';
import * as withdrawals from '../services/wallet/withdrawals';
import { viewerOf } from './payments';

const adminProcedure = roleProcedure('admin');

/** The admin wallet (the platform's), withdrawal decisions, manual movements and fees. */
export const walletAdminRouter = router({
  balance: adminProcedure.query(({ ctx }) => walletAdmin.platformSummary(ctx.db)),

  transactions: adminProcedure.input(transactionsInput).query(({ ctx, input }) => accountStatement(ctx.db, 'platform', input)),

  withdrawals: adminProcedure.input(withdrawalListInput).query(({ ctx, input }) => withdrawals.listWithdrawals(ctx.db, input)),
  approveWithdrawal: adminProcedure
    .input(approveWithdrawalInput)
    .mutation(({ ctx, input }) => withdrawals.approveWithdrawal(ctx.db, ctx.user, input, ctx.now())),
  rejectWithdrawal: adminProcedure
    .input(rejectWithdrawalInput)
    .mutation(({ ctx, input }) => withdrawals.rejectWithdrawal(ctx.db, ctx.user, input, ctx.now())),

  deposit: adminProcedure.input(adminDepositInput).mutation(({ ctx, input }) => walletAdmin.adminDeposit(ctx.db, ctx.user, input, ctx.now())),
  withdraw: adminProcedure.input(adminWithdrawInput).mutation(({ ctx, input }) => walletAdmin.adminWithdraw(ctx.db, ctx.user, input, ctx.now())),
  transfer: adminProcedure.input(adminTransferInput).mutation(({ ctx, input }) => walletAdmin.adminTransfer(ctx.db, ctx.user, input, ctx.now())),
  searchHolders: adminProcedure.input(walletHolderSearchInput).query(({ ctx, input }) => walletAdmin.searchWalletHolders(ctx.db, input)),

  /** Platform top-up through the gateway; the admin comes back to /wallet/admin. */
  topUp: adminProcedure.input(topUpInput).mutation(({ ctx, input }) =>
    startPayment(ctx, {
      purpose: 'platform',
      targetId: 'platform',
      userId: ctx.user.id,
      amount: input.amount,
      description: input.description || LEDGER_DESCRIPTIONS.platformTopUp,
      callbackPath: '/wallet/admin',
    }),
  ),
  verifyTopUp: adminProcedure
    .input(authorityInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx, { ...input, purposes: ['platform'] }, viewerOf(ctx))),

  globalFee: adminProcedure.query(async ({ ctx }) => ({ global_platform_fee: ppmToFee(await fees.globalFeePpm(ctx.db)) })),
  setGlobalFee: adminProcedure.input(globalFeeInput).mutation(({ ctx, input }) => fees.changeGlobalFee(ctx.db, ctx.user, input, ctx.now())),
  /** A cafe's own fee; fee null returns it to the global fee. */
  setCafeFee: adminProcedure.input(cafeFeeInput).mutation(({ ctx, input }) => fees.changeCafeFee(ctx.db, ctx.user, input, ctx.now())),
  /** A page of cafes with their own fee, in name order (has_more, no count). */
  cafeFees: adminProcedure.input(cafeFeesInput).query(({ ctx, input }) => fees.listCafeFees(ctx.db, input)),
});
