import { z } from 'zod';
import { idSchema } from '@shared/auth/schemas';
import {
  authorityInput,
  bankAccountInput,
  myWithdrawalsInput,
  topUpInput,
  transactionsInput,
  withdrawRequestInput,
} from '@shared/wallet/schemas';
import { HIDDEN_TRANSACTION_TYPES } from '@shared/wallet/transactions';
import { LEDGER_DESCRIPTIONS } from '@shared/wallet/messages';
import { roleProcedure, router } from '../trpc';
import { startPayment, verifyPayment } from '../payments/attempts';
import { walletBalance } from '../services/wallet/ledger';
import { accountStatement } from '../services/wallet/statements';
import * as bankAccounts from '../services/wallet/bank-accounts';
import * as withdrawals from '../services/wallet/withdrawals';
import { orderRef } from '@shared/orders/schemas';
import { payOrderFromWallet, startOnlineOrderPayment } from '../services/orders/payment';
import { walletAdminRouter } from './wallet-admin';
import { viewerOf } from './payments';

const holderProcedure = roleProcedure('user', 'coffenet');
const userProcedure = roleProcedure('user');
const cafeProcedure = roleProcedure('coffenet');

/** Wallets of spec 3: the holder's own wallet, bank accounts and withdrawals, and the admin's tools. */
export const walletRouter = router({
  balance: holderProcedure.query(async ({ ctx }) => ({ balance: await walletBalance(ctx.db, ctx.user.id), user_id: ctx.user.id })),

  /** Newest first, paged in SQL; each role's hidden types are left out (spec 3 §6). */
  transactions: holderProcedure
    .input(transactionsInput)
    .query(({ ctx, input }) => accountStatement(ctx.db, { wallet: ctx.user.id }, { ...input, hiddenTypes: HIDDEN_TRANSACTION_TYPES[ctx.user.role] })),

  /** Top-up through the gateway; the payer comes back to /wallet with Authority and Status. */
  topUp: userProcedure.input(topUpInput).mutation(({ ctx, input }) =>
    startPayment(ctx, {
      purpose: 'wallet',
      targetId: ctx.user.id,
      userId: ctx.user.id,
      amount: input.amount,
      description: input.description || LEDGER_DESCRIPTIONS.walletTopUp,
      callbackPath: '/wallet',
      mobile: ctx.user.phone,
      email: ctx.user.email,
    }),
  ),

  verifyTopUp: userProcedure
    .input(authorityInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx, { ...input, purposes: ['wallet'] }, viewerOf(ctx))),

  /** Pays a priced order from the wallet: wallet → escrow and the order in progress, in one transaction. */
  payOrder: userProcedure.input(orderRef).mutation(({ ctx, input }) => payOrderFromWallet(ctx.db, ctx.user, input.orderId, ctx.now())),

  /** Starts the online payment of a priced order; the payer returns to /verify (payment purpose `order`). */
  payOrderOnline: userProcedure.input(orderRef).mutation(({ ctx, input }) => startOnlineOrderPayment(ctx, ctx.user, input.orderId)),

  bankAccounts: cafeProcedure.query(({ ctx }) => bankAccounts.listBankAccounts(ctx.db, ctx.user.id)),
  createBankAccount: cafeProcedure
    .input(bankAccountInput)
    .mutation(({ ctx, input }) => bankAccounts.createBankAccount(ctx.db, ctx.user.id, input, ctx.now())),
  updateBankAccount: cafeProcedure
    .input(bankAccountInput.extend({ id: idSchema }))
    .mutation(({ ctx, input: { id, ...fields } }) => bankAccounts.updateBankAccount(ctx.db, ctx.user.id, id, fields, ctx.now())),
  deleteBankAccount: cafeProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => bankAccounts.deleteBankAccount(ctx.db, ctx.user.id, input.id)),

  requestWithdrawal: cafeProcedure
    .input(withdrawRequestInput)
    .mutation(({ ctx, input }) => withdrawals.requestWithdrawal(ctx.db, ctx.user, input, ctx.now())),
  /** Newest first, paged in SQL: { items, has_more }. */
  myWithdrawals: cafeProcedure.input(myWithdrawalsInput).query(({ ctx, input }) => withdrawals.myWithdrawals(ctx.db, ctx.user.id, input)),

  admin: walletAdminRouter,
});
