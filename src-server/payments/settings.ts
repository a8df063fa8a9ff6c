import { SIMULATOR_MERCHANT_ID, type PaymentConfig } from '../config';

/** The payment configuration with every address resolved (the server knows its port by now). */
export interface PaymentSettings {
  mode: 'simulator' | 'zarinpal' | 'off';
  /** Base of the Zarinpal v4 protocol for server calls: the real gateway, or this app over loopback. */
  gatewayBaseUrl: string;
  /** Base of the StartPay page the payer's browser opens. */
  startPayBaseUrl: string;
  merchantId: string;
  /** Where the payer's browser returns to by default. */
  publicUrl: string;
  /**
   * Every origin the app is reached at (PUBLIC_URL's, PUBLIC_URL_ALIASES, and the loopback names
   * when PUBLIC_URL is not set): a payment started from one of them returns to it.
   */
  publicOrigins: string[];
  serviceApiKey: string | null;
  /** Time allowed for one gateway call. */
  timeoutMs: number;
}

export function resolvePaymentSettings(config: PaymentConfig, port: number): PaymentSettings {
  const publicUrl = config.publicUrl ?? `http://localhost:${port}`;
  const loopback = config.publicUrl ? [] : [`http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  const publicOrigins = [...new Set([new URL(publicUrl).origin, ...loopback, ...(config.publicUrlAliases ?? []).map((u) => new URL(u).origin)])];
  const simulator = config.gateway === 'simulator';
  // With payments off nothing is ever called; an address nothing answers keeps it so.
  const gatewayBase = config.gateway === 'off' ? 'http://127.0.0.1:9' : simulator ? `http://127.0.0.1:${port}` : config.zarinpalBaseUrl!;
  return {
    mode: config.gateway,
    // The server calls the simulator over loopback even when PUBLIC_URL names a proxy in front
    // of the app; the payer's browser opens its page at the public address.
    gatewayBaseUrl: gatewayBase,
    startPayBaseUrl: simulator ? publicUrl : gatewayBase,
    merchantId: config.merchantId,
    publicUrl,
    publicOrigins,
    serviceApiKey: config.serviceApiKey,
    timeoutMs: 15_000,
  };
}

/** Tests without a listening server: the simulator at an address nothing answers. */
export const UNREACHABLE_PAYMENT_SETTINGS: PaymentSettings = {
  mode: 'simulator',
  gatewayBaseUrl: 'http://127.0.0.1:9',
  startPayBaseUrl: 'http://127.0.0.1:9',
  merchantId: SIMULATOR_MERCHANT_ID,
  publicUrl: 'http://localhost:3000',
  publicOrigins: ['http://localhost:3000'],
  serviceApiKey: null,
  timeoutMs: 2_000,
};
