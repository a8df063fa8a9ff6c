import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { serve } from '@hono/node-server';
import { MSG } from '@shared/messages';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { freshMemoryDb } from '../helpers/db';
import { restOrderWorld } from '../helpers/rest-orders';
import { SHELL_MSG } from '@shared/shell-messages';

describe('a 413 does not leave a keep-alive connection dangling (issue 14, defect 7)', () => {
  it('answers 413 with Connection: close, and the client can carry on over a new connection', async () => {
    const db = await freshMemoryDb();
    const app = createApp(createDeps({ db }));
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body: string | null) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path, method: body === null ? 'GET' : 'POST', agent, headers: body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
          },
        );
        req.on('error', reject);
        if (body !== null) req.write(body);
        req.end();
      });
    try {
      const huge = JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
      for (const path of ['/api/auth/login', '/trpc/auth.login']) {
        const res = await send(path, huge);
        expect([path, res.status, res.headers.connection]).toEqual([path, 413, 'close']);
        expect(JSON.parse(res.text)).toEqual({ detail: MSG.payloadTooLarge });
        // The next request on the same agent works.
        expect((await send('/api/service/services', null)).status).toBe(200);
      }
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a cafe’s rating history shows reviewers only to the cafe and admins (issue 14, defect 9)', () => {
  it('masks reviewers for other accounts as the public reviews do', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('completed');
    await w.api(w.customer).orders.rate({ orderId, rating: 5, comment: 'عالی' });
    const names = async (token: string) => (await w.call(`/rating/coffenet/${w.cafeId}/history`, { token })).body.map((r: { user_name: string }) => r.user_name);
    expect(await names(w.tokens.cafe)).toEqual(['علی رضایی']);
    expect(await names(w.tokens.admin)).toEqual(['علی رضایی']);
    for (const token of [w.tokens.otherCafe, w.tokens.otherCustomer]) {
      const res = await w.call(`/rating/coffenet/${w.cafeId}/history`, { token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/رضایی|"ali"/);
      expect(res.body[0]).toMatchObject({ user_name: 'علی ر.', rating: 5 });
    }
  });
});

describe('private answers are not cached; tokens must expire (issue 14, defect 10)', () => {
  it('JSON answered to a token is no-store; HTML carries a Permissions-Policy', async () => {
    const w = await restOrderWorld();
    for (const path of ['/api/order/me', '/api/wallet', '/api/user/me']) {
      const res = await w.app.request(path, { headers: { authorization: `Bearer ${w.tokens.customer}` } });
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const trpc = await w.app.request('/trpc/auth.me', { headers: { authorization: `Bearer ${w.tokens.customer}` } });
    expect(trpc.headers.get('cache-control')).toBe('no-store');
    const login = await w.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{}' });
    expect(login.headers.get('cache-control')).toBe('no-store');
    // The gateway simulator's page is HTML served by the app.
    const db = await freshMemoryDb();
    const app = createApp(createDeps({ db, payments: { ...createDeps({ db }).payments, mode: 'simulator' } }));
    const page = await app.request(`/pg/StartPay/A${'0'.repeat(35)}`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('refuses a correctly signed token without an expiry, or with one far beyond a session', async () => {
    const w = await restOrderWorld();
    const secret = createDeps({ db: w.db }).jwtSecret;
    const now = Math.floor(w.clock.now().getTime() / 1000);
    const sign = (exp: number | null) => {
      const jwt = new SignJWT({ role: 'user', ver: w.customer.token_version }).setProtectedHeader({ alg: 'HS256' }).setSubject(w.customer.id).setIssuedAt(now);
      if (exp !== null) jwt.setExpirationTime(exp);
      return jwt.sign(secret);
    };
    for (const token of [await sign(null)]) {
      const res = await w.call('/user/me', { token });
      expect([res.status, res.body.detail]).toEqual([401, SHELL_MSG.sessionExpired]);
    }
    const longLived = await new SignJWT({ role: 'user', ver: w.customer.token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(w.customer.id)
      .setIssuedAt(now - 30 * 24 * 3600)
      .setExpirationTime(now + 3600)
      .sign(secret);
    expect((await w.call('/user/me', { token: longLived })).status).toBe(401);
    expect((await w.call('/user/me', { token: await sign(now + 3600) })).status).toBe(200);
  });
});
