import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@hey-api/openapi-ts';
import { serve } from '@hono/node-server';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { outboxSms } from '../../src-server/services/auth/sms';
import { DEFAULT_PASSWORD, freshMemoryDb, registerAccount } from '../helpers/db';

/*
 * Issue 17, "done means": a client generated from /api/openapi.json alone by a standard OpenAPI
 * generator (@hey-api/openapi-ts with its fetch client, pinned in package.json) signs in and reads
 * lists over real HTTP. Nothing from this project's code is used by the client.
 */
describe('a client generated from /api/openapi.json', () => {
  let server: ReturnType<typeof serve>;
  let baseUrl = '';
  let outDir = '';
  let sdk: any;
  let client: any;

  beforeAll(async () => {
    const db = await freshMemoryDb();
    await registerAccount(db, { username: 'generated_client', role: 'user' });
    const app = createApp(createDeps({ db, sms: outboxSms(db, () => {}) }));
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
    const specFile = path.join(outDir, 'openapi.json');
    fs.writeFileSync(specFile, await (await fetch(`${baseUrl}/api/openapi.json`)).text());
    await createClient({ input: specFile, output: { path: path.join(outDir, 'client') }, plugins: ['@hey-api/client-fetch'], logs: { level: 'silent' } });
    sdk = await import(/* @vite-ignore */ path.join(outDir, 'client', 'sdk.gen.ts'));
    client = (await import(/* @vite-ignore */ path.join(outDir, 'client', 'client.gen.ts'))).client;
  }, 60_000);

  afterAll(() => {
    server?.close();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('signs in with the generated login call and reads lists with the token it got', async () => {
    client.setConfig({ baseUrl });
    const login = await sdk.postApiAuthLogin({ body: { username: 'generated_client', password: DEFAULT_PASSWORD } });
    expect(login.response.status).toBe(200);
    expect(login.data).toMatchObject({ token_type: 'bearer', role: 'user', access_token: expect.any(String) });

    // A public list, and a signed-in one: the generated client sends the Bearer token the document's security scheme names.
    const categories = await sdk.getApiCategory();
    expect(categories.response.status).toBe(200);
    expect(categories.data.length).toBeGreaterThan(0);
    client.setConfig({ baseUrl, auth: () => login.data.access_token });
    const notifications = await sdk.getApiNotificationsAll();
    expect(notifications.response.status).toBe(200);
    expect(Array.isArray(notifications.data)).toBe(true);
    const orders = await sdk.getApiOrderMe({ query: { limit: 5 } });
    expect(orders.response.status).toBe(200);
    expect(orders.data).toEqual([]);
  });

  it('gets the documented error shape back from a refused call', async () => {
    client.setConfig({ baseUrl, auth: undefined });
    const refused = await sdk.postApiAuthLogin({ body: { username: 'generated_client', password: 'wrong-password' } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({ detail: expect.any(String) });
  });
});
