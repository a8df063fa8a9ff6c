import { WALLET_MSG } from '@shared/wallet/messages';
import { fail } from '../errors';

/**
 * A client of the Zarinpal v4 protocol (DOMAIN.md §4). The same code talks to the real
 * gateway, its sandbox, and the simulator this app serves. Zarinpal answers
 * `{ data, errors }` where either may be an empty list or an object.
 */

export interface GatewayEndpoint {
  baseUrl: string;
  /** Where the payer's browser opens StartPay; the same as baseUrl for a real gateway. */
  startPayBaseUrl?: string;
  merchantId: string;
  timeoutMs: number;
}

export interface PaymentRequest {
  /** Rials (sent with currency IRR). */
  amount: number;
  callbackUrl: string;
  description: string;
  metadata?: { mobile?: string; email?: string; order_id?: string };
}

export type RequestOutcome = { ok: true; authority: string; paymentUrl: string } | { ok: false; code: number };
export type VerifyOutcome =
  | { ok: true; code: 100 | 101; refId: string; cardPan: string | null }
  | { ok: false; code: number };

export const ZARINPAL_PATHS = {
  request: '/pg/v4/payment/request.json',
  verify: '/pg/v4/payment/verify.json',
  unverified: '/pg/v4/payment/unVerified.json',
  inquiry: '/pg/v4/payment/inquiry.json',
  reverse: '/pg/v4/payment/reverse.json',
  startPay: (authority: string) => `/pg/StartPay/${encodeURIComponent(authority)}`,
} as const;

export function startPayUrl(endpoint: Pick<GatewayEndpoint, 'baseUrl' | 'startPayBaseUrl'>, authority: string): string {
  return `${endpoint.startPayBaseUrl ?? endpoint.baseUrl}${ZARINPAL_PATHS.startPay(authority)}`;
}

interface Envelope {
  data: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** data and errors may each be [] or an object; an empty list means "nothing here". */
function envelopeOf(body: unknown): Envelope {
  if (!body || typeof body !== 'object') throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
  const pick = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  return { data: pick(data), errors: pick(errors) };
}

function codeOf(record: Record<string, unknown> | null): number | null {
  const code = record?.code;
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code);
  return null;
}

/**
 * A socket the gateway closed while it sat idle in the keep-alive pool fails the next request sent
 * on it with a reset before any answer; one retry on a fresh connection is safe: a second payment
 * request only makes an authority nobody pays, and a second verify answers 101 (DOMAIN.md §4).
 */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function causeCode(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : null;
  return cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : null;
}

function send(endpoint: GatewayEndpoint, path: string, body: string): Promise<Response> {
  return fetch(`${endpoint.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  });
}

async function post(endpoint: GatewayEndpoint, path: string, payload: Record<string, unknown>): Promise<Envelope> {
  const body = JSON.stringify(payload);
  let response: Response;
  try {
    response = await send(endpoint, path, body).catch((error: unknown) => {
      if (STALE_CONNECTION_CODES.has(causeCode(error) ?? '')) return send(endpoint, path, body);
      throw error;
    });
  } catch (error) {
    // fetch says only "fetch failed"; the cause (ECONNREFUSED, a reset socket, a timeout) is what an operator needs.
    const cause = causeCode(error);
    console.error(`[zarinpal] ${path} unreachable`, error instanceof Error ? `${error.message}${cause ? ` (${cause})` : ''}` : error);
    throw fail.badGateway(WALLET_MSG.gatewayUnreachable);
  }
  // Errors arrive with 4xx statuses as well as 200, always in the same envelope.
  const text = await response.text();
  try {
    return envelopeOf(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) {
      console.error(`[zarinpal] ${path} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
      throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
    }
    throw error;
  }
}

export async function requestPayment(endpoint: GatewayEndpoint, request: PaymentRequest): Promise<RequestOutcome> {
  const { data, errors } = await post(endpoint, ZARINPAL_PATHS.request, {
    merchant_id: endpoint.merchantId,
    amount: request.amount,
    currency: 'IRR',
    callback_url: request.callbackUrl,
    description: request.description,
    metadata: request.metadata ?? {},
  });
  const code = codeOf(data);
  const authority = data?.authority;
  if (code === 100 && typeof authority === 'string' && authority) {
    return { ok: true, authority, paymentUrl: startPayUrl(endpoint, authority) };
  }
  const errorCode = codeOf(errors) ?? code;
  if (errorCode === null) throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
  return { ok: false, code: errorCode };
}

/** Asks the gateway whether the payer paid `amount` for `authority`. 100 and 101 mean paid. */
export async function verifyPayment(endpoint: GatewayEndpoint, input: { amount: number; authority: string }): Promise<VerifyOutcome> {
  const { data, errors } = await post(endpoint, ZARINPAL_PATHS.verify, {
    merchant_id: endpoint.merchantId,
    amount: input.amount,
    authority: input.authority,
  });
  const code = codeOf(data);
  if (code === 100 || code === 101) {
    const refId = data?.ref_id;
    if (typeof refId !== 'number' && typeof refId !== 'string') throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
    const cardPan = typeof data?.card_pan === 'string' ? data.card_pan : null;
    return { ok: true, code, refId: String(refId), cardPan };
  }
  const errorCode = codeOf(errors) ?? code;
  if (errorCode === null) throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
  return { ok: false, code: errorCode };
}

export type InquiryStatus = 'IN_BANK' | 'PAID' | 'VERIFIED' | 'FAILED' | 'REVERSED';
const INQUIRY_STATUSES = new Set<string>(['IN_BANK', 'PAID', 'VERIFIED', 'FAILED', 'REVERSED']);

/** v4 inquiry.json: where a payment stands at the gateway, without changing it. */
export async function inquirePayment(endpoint: GatewayEndpoint, authority: string): Promise<{ ok: true; status: InquiryStatus } | { ok: false; code: number }> {
  const { data, errors } = await post(endpoint, ZARINPAL_PATHS.inquiry, { merchant_id: endpoint.merchantId, authority });
  const status = data?.status;
  if (codeOf(data) === 100 && typeof status === 'string' && INQUIRY_STATUSES.has(status)) return { ok: true, status: status as InquiryStatus };
  const errorCode = codeOf(errors) ?? codeOf(data);
  if (errorCode === null) throw fail.badGateway(WALLET_MSG.gatewayBadAnswer);
  return { ok: false, code: errorCode };
}

/** v4 unVerified.json: authorities paid at the gateway that this merchant has not verified yet. */
export async function unverifiedAuthorities(endpoint: GatewayEndpoint): Promise<string[]> {
  const { data } = await post(endpoint, ZARINPAL_PATHS.unverified, { merchant_id: endpoint.merchantId });
  const list = data?.authorities;
  if (codeOf(data) !== 100 || !Array.isArray(list)) return [];
  return list.map((item: unknown) => (item && typeof item === 'object' ? (item as { authority?: unknown }).authority : null)).filter((a): a is string => typeof a === 'string');
}
