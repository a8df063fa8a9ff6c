import { z } from 'zod';
import {
  adminDepositInput,
  adminTransferInput,
  approveWithdrawalInput,
  authorityInput,
  bankAccountInput,
  CAFE_FEES_PAGE,
  cafeFeeInput,
  cafeFeesInput,
  globalFeeInput,
  MY_WITHDRAWALS_PAGE,
  myWithdrawalsInput,
  rejectWithdrawalInput,
  topUpInput,
  transactionsInput,
  withdrawalListInput,
  withdrawRequestInput,
} from '@shared/wallet/schemas';
import type { Role } from '@shared/auth/roles';
import { WITHDRAWAL_STATUS_ALIASES, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@shared/wallet/transactions';
import type { RestRoute } from './table';
import type { RouteDoc } from './doc';
import { amountParam, firstOf, fractionParam, nullableFractionParam, numberParam } from './params';
import { bankAccountAnswer, cafeFeeAnswer, paymentStartAnswer, storeWalletPaymentAnswer, transactionAnswer, verifyAnswer, walletAnswer, withdrawalAnswer } from './answers';
import { VERIFY_ERRORS } from './payments';

// Spec 3 §7 "Payments and wallet": the wallet paths, with the spec's payloads and field names.
// Amounts are rials, as the old clients send them. Fixed paths come before ones with {id}.

const authorityOf = (query: Record<string, string>) => ({
  authority: firstOf(query.authority, query.Authority) as string,
  status: firstOf(query.Status, query.status) as 'OK' | 'NOK' | undefined,
});

const skipLimitOf = (query: Record<string, string>, defaultLimit: number) => ({
  limit: (numberParam(query.limit) as number | undefined) ?? defaultLimit,
  skip: (numberParam(query.skip) as number | undefined) ?? 0,
});
const pageOf = (query: Record<string, string>, defaultLimit: number) => ({ ...skipLimitOf(query, defaultLimit), search: query.search || undefined });

const doc = (access: readonly Role[], summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({
  tag: access.includes('admin') ? 'wallet-admin' : 'wallet',
  summary,
  access,
  answer,
  ...more,
});
const HOLDERS = ['user', 'coffenet'] as const;
const ADMIN = ['admin'] as const;
const pageQuery = transactionsInput.unwrap();
/** The callback query names, for a 422's `errors`: the gateway's `Authority` and `Status`, and the spec's `authority` (spec 3 §7). */
const AUTHORITY_ERROR_FIELDS = { authority: ['authority', 'Authority'], status: ['Status', 'status'] };
const authorityQuery = z.object({
  authority: authorityInput.shape.authority.optional().describe('The spec\'s spelling of Authority (read first when both are sent)'),
  Authority: authorityInput.shape.authority.optional(),
  Status: authorityInput.shape.status,
  status: authorityInput.shape.status.describe('Old spelling of Status (Status wins when both are sent)'),
});
const moved = z.looseObject({ message: z.string() });
/** The spec spells the IBAN field `IBAN` (spec 3 §3); `iban`, its spelling in account_info, is a documented alias. */
const bankAccountRestBody = bankAccountInput.omit({ iban: true }).extend({
  IBAN: bankAccountInput.shape.iban.optional().describe('The account\'s IBAN (required, as IBAN or iban)'),
  iban: bankAccountInput.shape.iban.optional().describe('Another spelling of IBAN (IBAN wins when both are sent)'),
});
const BANK_ACCOUNT_ERROR_FIELDS = { iban: ['IBAN', 'iban'] };
const feeAnswer = z.looseObject({ global_platform_fee: z.number().describe('A fraction: 0.1 is 10%') });

const withdrawalListQuery = withdrawalListInput.unwrap().extend({
  status: z
    .enum([...WITHDRAWAL_STATUSES, ...WITHDRAWAL_STATUS_ALIASES.keys()])
    .optional()
    .describe('pending, completed or rejected; approved means completed and failed rejected (spec 3)'),
});

export const walletRoutes: RestRoute[] = [
  { method: 'GET', path: '/wallet', doc: doc(HOLDERS, 'The wallet balance (rials)', walletAnswer), call: (api) => api.wallet.balance() },
  {
    method: 'GET',
    path: '/wallet/transactions',
    doc: doc(HOLDERS, 'The wallet statement, newest first', z.array(transactionAnswer), { query: pageQuery }),
    call: async (api, { query }) => (await api.wallet.transactions(pageOf(query, 10))).items,
  },
  {
    method: 'POST',
    path: '/wallet/deposit/create-payment',
    doc: doc(['user'], 'Top up the wallet through the gateway (amount in rials)', paymentStartAnswer, {
      body: topUpInput,
      errors: [502, 503],
      example: {
        body: { amount: 500000, description: 'افزایش موجودی' },
        answer: { payment_url: 'https://gateway.example/pg/StartPay/A00000000000000000000000000123456789', authority: 'A00000000000000000000000000123456789', amount: 500000 },
      },
    }),
    call: (api, { body }) => api.wallet.topUp({ amount: amountParam(body.amount) as number, description: body.description }),
  },
  {
    method: 'GET',
    path: '/wallet/deposit/verify',
    doc: doc(['user'], "Verify a top-up (the gateway's callback query)", verifyAnswer, { query: authorityQuery, errors: VERIFY_ERRORS }),
    errorFields: AUTHORITY_ERROR_FIELDS,
    call: (api, { query }) => api.wallet.verifyTopUp(authorityOf(query)),
  },

  {
    method: 'POST',
    path: '/wallet/payment/:orderId',
    doc: doc(['user'], 'Pay a priced service order from the wallet', z.looseObject({ order_id: z.string() }), { errors: [400, 409] }),
    call: (api, { params }) => api.wallet.payOrder({ orderId: params.orderId! }),
  },
  {
    method: 'POST',
    path: '/wallet/store-payment/:orderId',
    doc: doc(HOLDERS, 'Pay a store order from the wallet', storeWalletPaymentAnswer, { errors: [400, 409] }),
    errorFields: { id: 'orderId' },
    call: (api, { params }) => api.store.payFromWallet({ id: params.orderId! }),
  },

  { method: 'GET', path: '/wallet/accounts', doc: doc(['coffenet'], 'The cafe\'s bank accounts', z.array(bankAccountAnswer)), call: (api) => api.wallet.bankAccounts() },
  {
    method: 'POST',
    path: '/wallet/accounts',
    status: 201,
    doc: doc(['coffenet'], 'Add a bank account (IBAN checked)', bankAccountAnswer, { body: bankAccountRestBody, errors: [409] }),
    errorFields: BANK_ACCOUNT_ERROR_FIELDS,
    call: (api, { body }) => api.wallet.createBankAccount(bankAccountBody(body)),
  },
  {
    method: 'PUT',
    path: '/wallet/accounts/:id',
    doc: doc(['coffenet'], 'Change a bank account', bankAccountAnswer, { body: bankAccountRestBody, errors: [409] }),
    errorFields: BANK_ACCOUNT_ERROR_FIELDS,
    call: (api, { params, body }) => api.wallet.updateBankAccount({ id: params.id!, ...bankAccountBody(body) }),
  },
  {
    method: 'DELETE',
    path: '/wallet/accounts/:id',
    doc: doc(['coffenet'], 'Delete a bank account', z.looseObject({ success: z.literal(true), message: z.string() })),
    call: (api, { params }) => api.wallet.deleteBankAccount({ id: params.id! }),
  },

  {
    method: 'POST',
    path: '/wallet/withdraw-request',
    status: 201,
    doc: doc(['coffenet'], 'Ask for a withdrawal to a bank account (amount in rials)', withdrawalAnswer, { body: withdrawRequestInput, errors: [400, 404] }),
    call: (api, { body }) =>
      api.wallet.requestWithdrawal({ amount: amountParam(body.amount) as number, account_id: body.account_id, description: body.description }),
  },
  {
    method: 'GET',
    path: '/wallet/my-withdraw-requests',
    // Old clients do not page: without limit the largest page, the newest 100 they always got (docs/decisions.md).
    doc: doc(['coffenet'], "The cafe's withdrawal requests, newest first (limit up to 100, the default; skip)", z.array(withdrawalAnswer), {
      query: myWithdrawalsInput.unwrap(),
    }),
    call: async (api, { query }) => (await api.wallet.myWithdrawals(skipLimitOf(query, MY_WITHDRAWALS_PAGE.max))).items,
  },

  {
    method: 'GET',
    path: '/wallet/admin/balance',
    doc: doc(ADMIN, 'The platform wallet (rials)', z.looseObject({ balance: z.number(), escrow_balance: z.number(), held_withdrawals: z.number(), pending_withdrawals: z.number() })),
    call: (api) => api.wallet.admin.balance(),
  },
  {
    method: 'GET',
    path: '/wallet/admin/transactions',
    doc: doc(ADMIN, 'The platform wallet statement', z.array(transactionAnswer), { query: pageQuery }),
    call: async (api, { query }) => (await api.wallet.admin.transactions(pageOf(query, 20))).items,
  },
  {
    method: 'GET',
    path: '/wallet/withdraw-requests',
    doc: doc(ADMIN, 'Withdrawal requests', z.array(withdrawalAnswer), { query: withdrawalListQuery }),
    call: (api, { query }) =>
      api.wallet.admin.withdrawals({
        status: (WITHDRAWAL_STATUS_ALIASES.get(query.status ?? '') ?? (query.status || undefined)) as WithdrawalStatus | undefined,
        limit: (numberParam(query.limit) as number | undefined) ?? 50,
        skip: (numberParam(query.skip) as number | undefined) ?? 0,
      }),
  },
  {
    method: 'POST',
    path: '/wallet/withdraw-requests/:id/approve',
    doc: doc(ADMIN, 'Approve (pay) a withdrawal', withdrawalAnswer, { body: approveWithdrawalInput.omit({ id: true }), errors: [409] }),
    call: (api, { params, body }) =>
      api.wallet.admin.approveWithdrawal({ id: params.id!, message: body.message, expected_time: body.expected_time }),
  },
  {
    method: 'POST',
    path: '/wallet/withdraw-requests/:id/reject',
    doc: doc(ADMIN, 'Reject a withdrawal (the amount returns to the wallet)', withdrawalAnswer, { body: rejectWithdrawalInput.omit({ id: true }), errors: [409] }),
    call: (api, { params, body }) => api.wallet.admin.rejectWithdrawal({ id: params.id!, message: body.message }),
  },

  {
    method: 'POST',
    path: '/wallet/admin/deposit/create-payment',
    doc: doc(ADMIN, 'Top up the platform wallet through the gateway (rials)', paymentStartAnswer, { body: topUpInput, errors: [502, 503] }),
    call: (api, { body }) => api.wallet.admin.topUp({ amount: amountParam(body.amount) as number, description: body.description }),
  },
  {
    method: 'GET',
    path: '/wallet/admin/deposit/verify',
    doc: doc(ADMIN, 'Verify a platform top-up', verifyAnswer, { query: authorityQuery, errors: VERIFY_ERRORS }),
    errorFields: AUTHORITY_ERROR_FIELDS,
    call: (api, { query }) => api.wallet.admin.verifyTopUp(authorityOf(query)),
  },
  // Admin deposit to / withdrawal from one wallet: the same parameters, in the query or the body.
  ...(['deposit', 'withdraw'] as const).map(
    (action): RestRoute => ({
      method: 'POST',
      path: `/wallet/admin/${action}`,
      doc: doc(ADMIN, `${action === 'deposit' ? 'Credit' : 'Debit'} one wallet (rials; in the query or the body)`, moved, {
        body: adminDepositInput,
        query: adminDepositInput.partial(),
        errors: [400, 404],
      }),
      call: (api, { query, body }) =>
        api.wallet.admin[action]({
          target_user_id: firstOf(query.target_user_id, body.target_user_id) as string,
          amount: amountParam(firstOf(query.amount, body.amount)) as number,
          description: firstOf(query.description, body.description) as string,
        }),
    }),
  ),
  {
    method: 'POST',
    path: '/wallet/admin/transfer',
    doc: doc(ADMIN, 'Move money between two wallets (rials; in the query or the body)', moved, {
      body: adminTransferInput,
      query: z.object(adminTransferInput.shape).partial(),
      errors: [400, 404],
    }),
    call: (api, { query, body }) =>
      api.wallet.admin.transfer({
        from_user_id: firstOf(query.from_user_id, body.from_user_id) as string,
        to_user_id: firstOf(query.to_user_id, body.to_user_id) as string,
        amount: amountParam(firstOf(query.amount, body.amount)) as number,
        description: firstOf(query.description, body.description) as string,
      }),
  },

  { method: 'GET', path: '/wallet/admin/fee/global', doc: doc(ADMIN, 'The global platform fee', feeAnswer), call: (api) => api.wallet.admin.globalFee() },
  {
    method: 'POST',
    path: '/wallet/admin/fee/global',
    doc: doc(ADMIN, 'Set the global platform fee (a fraction; in the query or the body)', feeAnswer, { body: globalFeeInput, query: globalFeeInput.partial() }),
    call: (api, { query, body }) => api.wallet.admin.setGlobalFee({ fee: fractionParam(firstOf(query.fee, body.fee)) as number }),
  },
  {
    method: 'POST',
    path: '/wallet/admin/fee/cafe',
    doc: doc(ADMIN, "Set one cafe's platform fee (null: back to the global fee)", cafeFeeAnswer, { body: cafeFeeInput, query: cafeFeeInput.partial(), errors: [404] }),
    call: (api, { query, body }) =>
      api.wallet.admin.setCafeFee({
        cafe_user_id: firstOf(query.cafe_user_id, body.cafe_user_id) as string,
        fee: nullableFractionParam(firstOf(query.fee, body.fee)) as number | null,
      }),
  },
  {
    method: 'GET',
    path: '/wallet/admin/fees/all',
    // Paged (docs/decisions.md): without limit the largest page, CAFE_FEES_PAGE.max cafes; has_more tells there are more.
    doc: doc(
      ADMIN,
      "The global fee and a page of cafes with their own fee, in name order (limit up to 100, skip, search: a piece of the name)",
      z.looseObject({ global_fee: z.number(), cafes: z.array(z.looseObject({ cafe_id: z.string(), fee_percent: z.number().nullable() })), has_more: z.boolean() }),
      { query: cafeFeesInput.unwrap() },
    ),
    call: (api, { query }) => api.wallet.admin.cafeFees(pageOf(query, CAFE_FEES_PAGE.max)),
  },
];

/** The spec names the IBAN field `IBAN`; `iban` is accepted too. */
function bankAccountBody(body: Record<string, unknown>) {
  return {
    iban: firstOf(body.IBAN, body.iban) as string,
    account_number: body.account_number as string,
    bank: body.bank as string,
    full_name: body.full_name as string,
  };
}
