import { z } from 'zod';
import { authorityInput, botPaymentInput } from '@shared/wallet/schemas';
import { WALLET_MSG } from '@shared/wallet/messages';
import type { RestRoute } from './table';
import type { RouteDoc } from './doc';
import { amountParam } from './params';
import { paymentStartAnswer, verifyAnswer } from './answers';

// Spec 1 §7: the payment verify calls of the result pages (public: the authority is the payer's
// secret and every fact comes from the stored attempt) and the chat-bot's calls (X-API-Key).
const verify: RestRoute['call'] = (api, { body, query }) =>
  api.payments.verify({ authority: body.authority ?? query.authority ?? query.Authority, status: body.Status ?? query.Status });

/**
 * A verify answers the stored attempt or asks the gateway: 404 for an unknown authority, 502 when
 * the gateway fails. Never 503 (an attempt exists only if payments were on when it started; the
 * verify still asks the gateway) nor 409 (a payment no longer wanted is credited to the payer's wallet).
 */
export const VERIFY_ERRORS = [404, 502] as const;
/** The gateway spells its result `Status`; the authority is `authority` in a body, `Authority` in its query. */
const VERIFY_ERROR_FIELDS = { status: 'Status', authority: ['authority', 'Authority'] };

const botVerify: RestRoute['call'] = (api, { body }) => api.payments.botVerify({ authority: body.authority });

/** The gateway's callback fields, in the body or (as the gateway sends them) the query. */
const verifyDoc = (summary: string): RouteDoc => ({
  tag: 'payments',
  summary,
  description: 'Public: the authority is the payer\'s secret; the amount and beneficiary come from the stored attempt. A second call answers the same result.',
  access: 'public',
  body: z.object({ authority: authorityInput.shape.authority, Status: authorityInput.shape.status.describe('The gateway\'s Status: OK or NOK') }).partial(),
  // `authority` is the spec's spelling (spec 1 §7); the gateway's callback sends `Authority`.
  query: z.object({ authority: authorityInput.shape.authority, Authority: authorityInput.shape.authority, Status: authorityInput.shape.status }).partial(),
  answer: verifyAnswer,
  errors: VERIFY_ERRORS,
  example: {
    body: { authority: 'A00000000000000000000000000123456789', Status: 'OK' },
    answer: {
      success: true,
      message: WALLET_MSG.paymentSucceeded,
      authority: 'A00000000000000000000000000123456789',
      ref_id: 201,
      amount: 500000,
      new_balance: 500000,
      type: 'wallet',
      order_id: null,
      already_verified: false,
    },
  },
});

const botVerifyDoc: RouteDoc = {
  tag: 'chat-bot',
  summary: 'Verify a payment the chat-bot started',
  access: 'api-key',
  body: authorityInput.pick({ authority: true }),
  answer: verifyAnswer,
  errors: VERIFY_ERRORS,
};

const payDoc = (summary: string): RouteDoc => ({
  tag: 'payments',
  summary,
  description: 'The stored order decides the amount; any price in the body is ignored.',
  access: ['user'],
  answer: paymentStartAnswer,
  // 409: the order is not waiting for payment; 503: online payment is off; 502: the gateway failed.
  errors: [409, 502, 503],
});

export const paymentRoutes: RestRoute[] = [
  // The body's price, cafe and service are the old client's copy: the stored order decides.
  { method: 'POST', path: '/payment/create/:orderId', doc: payDoc('Pay a service order online'), call: (api, { params }) => api.wallet.payOrderOnline({ orderId: params.orderId! }) },
  // A store order's online payment: the stored total decides the amount.
  {
    method: 'POST',
    path: '/payment/store/payment/create/:orderId',
    doc: { ...payDoc('Pay a store order online'), access: ['user', 'coffenet'] },
    errorFields: { id: 'orderId' },
    call: (api, { params }) => api.store.payOnline({ id: params.orderId! }),
  },
  { method: 'POST', path: '/payment/public/verify', doc: verifyDoc('Verify a gateway payment (any purpose)'), errorFields: VERIFY_ERROR_FIELDS, call: verify },
  { method: 'POST', path: '/payment/public/wallet/verify', doc: verifyDoc('Verify a wallet top-up'), errorFields: VERIFY_ERROR_FIELDS, call: verify },
  { method: 'POST', path: '/payment/public/store/verify', doc: verifyDoc('Verify a store order payment'), errorFields: VERIFY_ERROR_FIELDS, call: verify },
  { method: 'POST', path: '/payment/public/subscription/verify', doc: verifyDoc('Verify a subscription payment'), errorFields: VERIFY_ERROR_FIELDS, call: verify },
  { method: 'POST', path: '/payment_verify/bot-api/verify', doc: botVerifyDoc, call: botVerify },
  { method: 'POST', path: '/payment_verify/bot-api/service/payment/verify', doc: botVerifyDoc, call: botVerify },
  {
    method: 'POST',
    path: '/payment_verify/bot-api/create-payment',
    status: 201,
    doc: {
      tag: 'chat-bot',
      summary: 'Start a gateway payment for the chat-bot (amount in rials)',
      access: 'api-key',
      body: botPaymentInput,
      answer: paymentStartAnswer,
      errors: [502, 503],
    },
    call: (api, { body }) =>
      api.payments.botCreate({
        amount: amountParam(body.amount) as number,
        description: body.description,
        order_id: body.order_id,
        subscription_id: body.subscription_id,
        user_id: body.user_id,
      }),
  },
];
