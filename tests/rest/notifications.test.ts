import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { createAccount } from '../../src-server/services/auth/users';

async function setup() {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  const app = createApp(createDeps({ db }));
  const tokenOf = async (username: string, phone: string) => {
    await createAccount(db, { username, password: 'secret1', role: 'user', phone, email: null });
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret1' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const call = (path: string, token: string | null, method = 'GET') =>
    app.request(`/api${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { call, ali: await tokenOf('ali', '09121111111'), sara: await tokenOf('sara', '09122222222') };
}

describe('REST /api/notifications', () => {
  it('lists, counts, reads and deletes with the spec field names', async () => {
    const { call, ali } = await setup();
    const all = await call('/notifications/all', ali);
    expect(all.status).toBe(200);
    const list = (await all.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'created_at', 'data', 'id', 'message', 'read', 'timestamp', 'title', 'type']);
    const id = list[0]!.id as string;

    expect(await (await call('/notifications/count', ali)).json()).toEqual({ unread_count: 1 });
    expect((await call(`/notifications/${id}`, ali)).status).toBe(200);
    expect((await call(`/notifications/mark-read/${id}`, ali, 'POST')).status).toBe(200);
    expect(await (await call('/notifications/count', ali)).json()).toEqual({ unread_count: 0 });
    expect((await call('/notifications/mark-all-read', ali, 'POST')).status).toBe(200);
    expect((await call(`/notifications/${id}`, ali, 'DELETE')).status).toBe(200);
    expect(await (await call('/notifications/all', ali)).json()).toEqual([]);
  });

  it('answers 401 without a token, 403 for another person’s, 404 for a missing one, 422 for a bad id', async () => {
    const { call, ali, sara } = await setup();
    expect((await call('/notifications/count', null)).status).toBe(401);
    const [aliWelcome] = (await (await call('/notifications/all', ali)).json()) as Array<{ id: string }>;
    const denied = await call(`/notifications/${aliWelcome!.id}`, sara);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'شما دسترسی لازم برای انجام این عملیات را ندارید' });
    expect((await call(`/notifications/${'0'.repeat(24)}`, sara)).status).toBe(404);
    expect((await call('/notifications/xyz', sara)).status).toBe(422);
    expect((await call('/notifications/all', sara, 'DELETE')).status).toBe(200);
    expect((await (await call('/notifications/all', ali)).json()) as unknown[]).toHaveLength(1);
  });
});
