import type { RestRoute } from './table';
import { numberParam } from './params';

// Spec 1 §7: the payment verify calls of the result pages (public: the authority is the payer's
// secret and every fact comes from the stored attempt) and the chat-bot's calls (X-API-Key).
const verify: RestRoute['call'] = (api, { body, query }) =>
  api.payments.verify({ authority: body.authority ?? query.authority ?? query.Authority, status: body.Status ?? body.status ?? query.Status });

const botVerify: RestRoute['call'] = (api, { body }) => api.payments.botVerify({ authority: body.authority });

export const paymentRoutes: RestRoute[] = [
  // The body's price, cafe and service are the old client's copy: the stored order decides.
  { method: 'POST', path: '/payment/create/:orderId', call: (api, { params }) => api.wallet.payOrderOnline({ orderId: params.orderId! }) },
  // A store order's online payment: the stored total decides the amount.
  { method: 'POST', path: '/payment/store/payment/create/:orderId', call: (api, { params }) => api.store.payOnline({ id: params.orderId! }) },
  { method: 'POST', path: '/payment/public/verify', call: verify },
  { method: 'POST', path: '/payment/public/wallet/verify', call: verify },
  { method: 'POST', path: '/payment/public/store/verify', call: verify },
  { method: 'POST', path: '/payment/public/subscription/verify', call: verify },
  { method: 'POST', path: '/payment_verify/bot-api/verify', call: botVerify },
  { method: 'POST', path: '/payment_verify/bot-api/service/payment/verify', call: botVerify },
  {
    method: 'POST',
    path: '/payment_verify/bot-api/create-payment',
    status: 201,
    call: (api, { body }) =>
      api.payments.botCreate({
        amount: numberParam(body.amount) as number,
        description: body.description,
        order_id: body.order_id,
        subscription_id: body.subscription_id,
        user_id: body.user_id,
      }),
  },
];
