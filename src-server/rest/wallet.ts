import type { RestRoute } from './table';
import { firstOf, fractionParam, nullableFractionParam, numberParam } from './params';

// Spec 3 §7 "Payments and wallet": the wallet paths, with the spec's payloads and field names.
// Amounts are rials, as the old clients send them. Fixed paths come before ones with {id}.

const authorityOf = (query: Record<string, string>) => ({
  authority: firstOf(query.authority, query.Authority) as string,
  status: firstOf(query.Status, query.status) as 'OK' | 'NOK' | undefined,
});

const pageOf = (query: Record<string, string>, defaultLimit: number) => ({
  limit: (numberParam(query.limit) as number | undefined) ?? defaultLimit,
  skip: (numberParam(query.skip) as number | undefined) ?? 0,
  search: query.search || undefined,
});

export const walletRoutes: RestRoute[] = [
  { method: 'GET', path: '/wallet', call: (api) => api.wallet.balance() },
  {
    method: 'GET',
    path: '/wallet/transactions',
    call: async (api, { query }) => (await api.wallet.transactions(pageOf(query, 10))).items,
  },
  {
    method: 'POST',
    path: '/wallet/deposit/create-payment',
    call: (api, { body }) => api.wallet.topUp({ amount: numberParam(body.amount) as number, description: body.description }),
  },
  { method: 'GET', path: '/wallet/deposit/verify', call: (api, { query }) => api.wallet.verifyTopUp(authorityOf(query)) },

  { method: 'POST', path: '/wallet/payment/:orderId', call: (api, { params }) => api.wallet.payOrder({ orderId: params.orderId! }) },
  { method: 'POST', path: '/wallet/store-payment/:orderId', call: (api, { params }) => api.store.payFromWallet({ id: params.orderId! }) },

  { method: 'GET', path: '/wallet/accounts', call: (api) => api.wallet.bankAccounts() },
  { method: 'POST', path: '/wallet/accounts', status: 201, call: (api, { body }) => api.wallet.createBankAccount(bankAccountBody(body)) },
  {
    method: 'PUT',
    path: '/wallet/accounts/:id',
    call: (api, { params, body }) => api.wallet.updateBankAccount({ id: params.id!, ...bankAccountBody(body) }),
  },
  { method: 'DELETE', path: '/wallet/accounts/:id', call: (api, { params }) => api.wallet.deleteBankAccount({ id: params.id! }) },

  {
    method: 'POST',
    path: '/wallet/withdraw-request',
    status: 201,
    call: (api, { body }) =>
      api.wallet.requestWithdrawal({ amount: numberParam(body.amount) as number, account_id: body.account_id, description: body.description }),
  },
  { method: 'GET', path: '/wallet/my-withdraw-requests', call: (api) => api.wallet.myWithdrawals() },

  { method: 'GET', path: '/wallet/admin/balance', call: (api) => api.wallet.admin.balance() },
  {
    method: 'GET',
    path: '/wallet/admin/transactions',
    call: async (api, { query }) => (await api.wallet.admin.transactions(pageOf(query, 20))).items,
  },
  {
    method: 'GET',
    path: '/wallet/withdraw-requests',
    call: (api, { query }) =>
      api.wallet.admin.withdrawals({
        status: (query.status || undefined) as 'pending' | undefined,
        limit: (numberParam(query.limit) as number | undefined) ?? 50,
        skip: (numberParam(query.skip) as number | undefined) ?? 0,
      }),
  },
  {
    method: 'POST',
    path: '/wallet/withdraw-requests/:id/approve',
    call: (api, { params, body }) =>
      api.wallet.admin.approveWithdrawal({ id: params.id!, message: body.message, expected_time: body.expected_time }),
  },
  {
    method: 'POST',
    path: '/wallet/withdraw-requests/:id/reject',
    call: (api, { params, body }) => api.wallet.admin.rejectWithdrawal({ id: params.id!, message: body.message }),
  },

  {
    method: 'POST',
    path: '/wallet/admin/deposit/create-payment',
    call: (api, { body }) => api.wallet.admin.topUp({ amount: numberParam(body.amount) as number, description: body.description }),
  },
  { method: 'GET', path: '/wallet/admin/deposit/verify', call: (api, { query }) => api.wallet.admin.verifyTopUp(authorityOf(query)) },
  // Admin deposit to / withdrawal from one wallet: the same parameters, in the query or the body.
  ...(['deposit', 'withdraw'] as const).map(
    (action): RestRoute => ({
      method: 'POST',
      path: `/wallet/admin/${action}`,
      call: (api, { query, body }) =>
        api.wallet.admin[action]({
          target_user_id: firstOf(query.target_user_id, body.target_user_id) as string,
          amount: numberParam(firstOf(query.amount, body.amount)) as number,
          description: firstOf(query.description, body.description) as string,
        }),
    }),
  ),
  {
    method: 'POST',
    path: '/wallet/admin/transfer',
    call: (api, { query, body }) =>
      api.wallet.admin.transfer({
        from_user_id: firstOf(query.from_user_id, body.from_user_id) as string,
        to_user_id: firstOf(query.to_user_id, body.to_user_id) as string,
        amount: numberParam(firstOf(query.amount, body.amount)) as number,
        description: firstOf(query.description, body.description) as string,
      }),
  },

  { method: 'GET', path: '/wallet/admin/fee/global', call: (api) => api.wallet.admin.globalFee() },
  {
    method: 'POST',
    path: '/wallet/admin/fee/global',
    call: (api, { query, body }) => api.wallet.admin.setGlobalFee({ fee: fractionParam(firstOf(query.fee, body.fee)) as number }),
  },
  {
    method: 'POST',
    path: '/wallet/admin/fee/cafe',
    call: (api, { query, body }) =>
      api.wallet.admin.setCafeFee({
        cafe_user_id: firstOf(query.cafe_user_id, body.cafe_user_id) as string,
        fee: nullableFractionParam(firstOf(query.fee, body.fee)) as number | null,
      }),
  },
  { method: 'GET', path: '/wallet/admin/fees/all', call: (api) => api.wallet.admin.cafeFees() },
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
