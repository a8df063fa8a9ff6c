import type { RestRoute } from './table';
import { firstOf, nullableNumberParam, numberParam } from './params';

// Spec 3 §7 "Payments and wallet": wallet paths. Amounts are rials, as the old clients send them.
export const walletRoutes: RestRoute[] = [
  { method: 'GET', path: '/wallet/admin/fee/global', call: (api) => api.wallet.admin.globalFee() },
  {
    method: 'POST',
    path: '/wallet/admin/fee/global',
    call: (api, { query, body }) => api.wallet.admin.setGlobalFee({ fee: numberParam(firstOf(query.fee, body.fee)) as number }),
  },
  {
    method: 'POST',
    path: '/wallet/admin/fee/cafe',
    call: (api, { query, body }) =>
      api.wallet.admin.setCafeFee({
        cafe_user_id: firstOf(query.cafe_user_id, body.cafe_user_id) as string,
        fee: nullableNumberParam(firstOf(query.fee, body.fee)) as number | null,
      }),
  },
  { method: 'GET', path: '/wallet/admin/fees/all', call: (api) => api.wallet.admin.cafeFees() },
];
