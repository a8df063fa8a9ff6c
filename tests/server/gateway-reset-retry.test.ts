import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WALLET_MSG } from '@shared/wallet/messages';
import { requestPayment, verifyPayment, type GatewayEndpoint } from '../../src-server/payments/zarinpal';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

/**
 * A gateway that drops the connection of its first `drops` requests before answering (as a server
 * closing an idle keep-alive socket does when a request arrives on it), then answers a payment.
 */
async function droppingGateway(drops: number, how: 'reset' | 'close') {
  let seen = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen++;
      if (seen <= drops) {
        if (how === 'reset') req.socket.resetAndDestroy();
        else req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      const verify = req.url?.endsWith('/verify.json');
      res.end(JSON.stringify({ data: verify ? { code: 101, ref_id: 1234, card_pan: null } : { code: 100, authority: `A${'0'.repeat(35)}` }, errors: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint: GatewayEndpoint = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, merchantId: 'm'.repeat(36), timeoutMs: 5_000 };
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { endpoint, requests: () => seen };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const payment = { amount: 50_000, callbackUrl: 'http://localhost/verify', description: 'افزایش موجودی' };

describe('a gateway connection dropped before it answered (a stale keep-alive socket)', () => {
  for (const how of ['reset', 'close'] as const) {
    it(`is tried once more on a new connection (${how})`, async () => {
      const gateway = await droppingGateway(1, how);
      expect(await requestPayment(gateway.endpoint, payment)).toMatchObject({ ok: true, authority: `A${'0'.repeat(35)}` });
      expect(gateway.requests()).toBe(2);
    });
  }

  it('a verify is tried again too (a second verify answers 101, already verified)', async () => {
    const gateway = await droppingGateway(1, 'reset');
    expect(await verifyPayment(gateway.endpoint, { amount: 50_000, authority: `A${'0'.repeat(35)}` })).toMatchObject({ ok: true, code: 101 });
    expect(gateway.requests()).toBe(2);
  });

  it('answers 502 «unreachable» when the second try is dropped as well, after exactly two tries', async () => {
    const gateway = await droppingGateway(5, 'reset');
    await expect(requestPayment(gateway.endpoint, payment)).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: WALLET_MSG.gatewayUnreachable });
    expect(gateway.requests()).toBe(2);
  });
});
