import { describe, expect, it } from 'vitest';
import { CATALOGUE_MSG as M } from '@shared/catalogue/messages';
import { MSG } from '@shared/messages';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';
import { createDeps } from '../../src-server/deps';
import { createApp } from '../../src-server/app';
import { createAccount } from '../../src-server/services/auth/users';
import { ownCafe } from '../../src-server/services/cafes/tasks';
import { insertCustomer, insertRating, setCafeActive } from '../helpers/catalogue';

type Json = Record<string, any>;

async function setup() {
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  const app = createApp(createDeps({ db }));
  const account = async (username: string, role: 'user' | 'coffenet', phone: string) => {
    const user = await createAccount(db, { username, password: 'secret1', role, phone, email: null, name: username });
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret1' }),
    });
    return { user, token: ((await res.json()) as { access_token: string }).access_token };
  };
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as any };
  };
  /** A list's X-Total-Count: how many match in all, whatever page was asked. */
  const totalOf = async (path: string) => (await app.request(`/api${path}`)).headers.get('x-total-count');
  const azadi = await account('azadi', 'coffenet', '09121111111');
  const negin = await account('negin', 'coffenet', '09122222222');
  const ali = await account('ali', 'user', '09351111111');
  return {
    db,
    call,
    totalOf,
    azadi: { ...azadi, cafe: await ownCafe(db, azadi.user.id) },
    negin: { ...negin, cafe: await ownCafe(db, negin.user.id) },
    ali,
  };
}

const newTask = {
  title: 'ترجمه انگلیسی به فارسی',
  category: 'translation',
  base_price: 150000,
  default_estimated_time: '2d',
  description: 'هر صفحه ۲۵۰ کلمه',
};

describe('REST catalogue: the cafe’s own services', () => {
  it('adds a service in toman, stores rials, and lists it with the spec’s field names', async () => {
    const { db, call, azadi } = await setup();
    const created = await call('POST', '/coffenet/tasks', azadi.token, newTask);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      _id: created.json.id,
      title: newTask.title,
      name: newTask.title,
      category: 'translation',
      category_label: 'ترجمه',
      base_price: 150000,
      default_estimated_time: 2880,
      estimated_time: 2880,
      estimated_time_label: '۲ روز',
      description: newTask.description,
      cafe_id: azadi.cafe.id,
      coffenet_id: azadi.cafe.id,
    });
    const stored = await db.selectFrom('tasks').select(['base_price', 'estimated_minutes']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ base_price: 1_500_000, estimated_minutes: 2880 });

    const list = await call('GET', '/coffenet/tasks', azadi.token);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([created.json]);
  });

  it('reads old-style times and prices: minutes, "3h", "۲ ساعت", a numeric string', async () => {
    const { call, azadi } = await setup();
    const cases: Array<[unknown, number | null]> = [[90, 90], ['3h', 180], ['۲ ساعت', 120], ['45 min', 45], ['', null], [null, null]];
    for (const [time, minutes] of cases) {
      const res = await call('POST', '/coffenet/tasks', azadi.token, { ...newTask, base_price: '۱۲۰۰۰', default_estimated_time: time });
      expect(res.status, String(time)).toBe(201);
      expect(res.json).toMatchObject({ default_estimated_time: minutes, base_price: 12000 });
    }
    const viaAlias = await call('POST', '/coffenet/tasks', azadi.token, { ...newTask, default_estimated_time: undefined, estimated_time: '1d' });
    expect(viaAlias.json.default_estimated_time).toBe(1440);
  });

  it('answers 422 with the form’s Persian message for bad input', async () => {
    const { call, azadi } = await setup();
    const cases: Array<[Json, string]> = [
      [{ ...newTask, title: '' }, M.titleRequired],
      [{ ...newTask, category: 'design' }, M.categoryInvalid],
      [{ ...newTask, base_price: -1 }, M.priceNegative],
      [{ ...newTask, base_price: 'abc' }, M.priceNumber],
      [{ ...newTask, base_price: undefined }, M.priceRequired],
      [{ ...newTask, default_estimated_time: 'soon' }, M.timeInvalid],
    ];
    for (const [body, detail] of cases) {
      const res = await call('POST', '/coffenet/tasks', azadi.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.detail).toBe(detail);
    }
    expect((await call('GET', '/coffenet/tasks', azadi.token)).json).toEqual([]);
  });

  it('lets only the owning cafe delete: 403 for another cafe, 404 when missing, 401/403 for others', async () => {
    const { call, azadi, negin, ali } = await setup();
    const { json: task } = await call('POST', '/coffenet/tasks', azadi.token, newTask);

    const refused = await call('DELETE', `/coffenet/tasks/${task.id}`, negin.token);
    expect(refused).toEqual({ status: 403, json: { detail: MSG.forbidden } });
    expect((await call('DELETE', `/coffenet/tasks/${task.id}`, ali.token)).status).toBe(403);
    expect((await call('DELETE', `/coffenet/tasks/${task.id}`, null)).status).toBe(401);
    expect(await call('DELETE', `/coffenet/tasks/${'f'.repeat(24)}`, negin.token)).toEqual({ status: 404, json: { detail: M.taskNotFound } });
    expect((await call('DELETE', '/coffenet/tasks/nope', azadi.token)).status).toBe(422);

    expect(await call('DELETE', `/coffenet/tasks/${task.id}`, azadi.token)).toEqual({
      status: 200,
      json: { success: true, message: M.taskDeleted },
    });
    expect((await call('GET', `/coffenet/task/${task.id}`, null)).status).toBe(404);
  });

  it('refuses the own-catalogue paths to guests (401) and customers (403)', async () => {
    const { call, ali } = await setup();
    expect((await call('GET', '/coffenet/tasks', null)).status).toBe(401);
    expect((await call('POST', '/coffenet/tasks', null, newTask)).status).toBe(401);
    expect(await call('GET', '/coffenet/tasks', ali.token)).toEqual({ status: 403, json: { detail: MSG.forbidden } });
    expect((await call('POST', '/coffenet/tasks', ali.token, newTask)).status).toBe(403);
  });
});

describe('REST catalogue: the cafe profile', () => {
  it('reads and updates /profile/coffenet with the spec payload', async () => {
    const { call, azadi } = await setup();
    const before = await call('GET', '/profile/coffenet', azadi.token);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ _id: azadi.cafe.id, cafe_id: azadi.cafe.id, cafe_name: 'azadi', username: 'azadi', active: true });

    const payload = {
      cafe_name: 'کافی‌نت آزادی',
      owner_name: 'رضا احمدی',
      phone: '021 6612 3456',
      address: 'تهران، خیابان آزادی',
      instagram: '@cafe.azadi',
      telegram: 'https://t.me/cafe_azadi',
      whatsapp: '09123456789',
    };
    const saved = await call('PUT', '/profile/coffenet', azadi.token, payload);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ message: M.profileSaved, ...payload, phone: '02166123456', instagram: 'cafe.azadi', telegram: 'cafe_azadi' });
    expect((await call('GET', '/profile/coffenet', azadi.token)).json).toMatchObject({ cafe_name: 'کافی‌نت آزادی' });
  });

  it('validates phone and whatsapp, and is refused to others', async () => {
    const { call, azadi, ali } = await setup();
    expect(await call('PUT', '/profile/coffenet', azadi.token, { phone: '123' })).toMatchObject({ status: 422, json: { detail: M.cafePhoneInvalid } });
    expect(await call('PUT', '/profile/coffenet', azadi.token, { whatsapp: '02166123456' })).toMatchObject({
      status: 422,
      json: { detail: M.whatsappInvalid },
    });
    expect((await call('GET', '/profile/coffenet', null)).status).toBe(401);
    expect((await call('GET', '/profile/coffenet', ali.token)).status).toBe(403);
    expect((await call('PUT', '/profile/coffenet', ali.token, { cafe_name: 'x' })).status).toBe(403);
  });
});

describe('REST catalogue: public browsing', () => {
  async function browsing() {
    const ctx = await setup();
    const { call, azadi, negin, db } = ctx;
    await call('PUT', '/profile/coffenet', azadi.token, { cafe_name: 'کافی‌نت آزادی', whatsapp: '09123456789' });
    await call('PUT', '/profile/coffenet', negin.token, { cafe_name: 'کافی‌نت نگین' });
    const { json: translation } = await call('POST', '/coffenet/tasks', azadi.token, newTask);
    const { json: printing } = await call('POST', '/coffenet/tasks', negin.token, {
      title: 'پرینت رنگی',
      category: 'printing',
      base_price: 5000,
      default_estimated_time: 30,
    });
    const customer = await insertCustomer(db, 'علی رضایی');
    await insertRating(db, { cafeId: negin.cafe.id, userId: customer, rating: 5, comment: 'عالی' });
    return { ...ctx, translation, printing };
  }

  it('serves categories at /category/ and /category without a token', async () => {
    const { call } = await setup();
    for (const path of ['/category/', '/category']) {
      const res = await call('GET', path, null);
      expect(res.status).toBe(200);
      expect(res.json.map((c: Json) => c.name)).toEqual(['printing', 'scanning_and_copying', 'translation', 'registration']);
      expect(res.json[0]).toMatchObject({ _id: res.json[0].id, description: 'پرینت' });
    }
  });

  it('serves top cafes without a token, best rated first, with tasks in toman', async () => {
    const { call, negin, azadi } = await browsing();
    const res = await call('GET', '/coffenet/top', null);
    expect(res.status).toBe(200);
    expect(res.json.map((c: Json) => c.cafe_name)).toEqual(['کافی‌نت نگین', 'کافی‌نت آزادی']);
    expect(res.json[0]).toMatchObject({
      _id: negin.cafe.id,
      cafe_id: negin.cafe.id,
      rating_avg: 5,
      active: true,
      last_review: { rating: 5, comment: 'عالی', user_name: 'علی ر.' },
    });
    expect(res.json[0].tasks[0]).toMatchObject({ name: 'پرینت رنگی', base_price: 5000, default_estimated_time: 30, estimated_time_label: '۳۰ دقیقه' });
    // One cafe's answer carries its newest review too, as its profile card (null without one).
    expect((await call('GET', `/coffenet/${negin.cafe.id}`, null)).json).toMatchObject({ is_active: true, last_review: { rating: 5, comment: 'عالی', user_name: 'علی ر.' } });
    expect((await call('GET', `/coffenet/${azadi.cafe.id}`, null)).json.last_review).toBeNull();
  });

  it('serves a cafe, its tasks, one task and the cafes of a category', async () => {
    const { call, azadi, translation } = await browsing();
    const cafe = await call('GET', `/coffenet/${azadi.cafe.id}`, null);
    expect(cafe.status).toBe(200);
    expect(cafe.json).toMatchObject({ _id: azadi.cafe.id, cafe_name: 'کافی‌نت آزادی', whatsapp: '09123456789', tasks: [translation] });

    expect(await call('GET', `/coffenet/${azadi.cafe.id}/tasks`, null)).toEqual({ status: 200, json: [translation] });
    const task = await call('GET', `/coffenet/task/${translation.id}`, null);
    expect(task.json).toMatchObject({ title: newTask.title, base_price: 150000, cafe_name: 'کافی‌نت آزادی', cafe_active: true });

    const byCategory = await call('GET', '/coffenet/category/translation', null);
    expect(byCategory.json.map((c: Json) => [c.cafe_id, c.cafe_name, c.active, c.rating_avg])).toEqual([
      [azadi.cafe.id, 'کافی‌نت آزادی', true, 0],
    ]);
    expect((await call('GET', '/coffenet/category/design', null)).status).toBe(422);
  });

  it('answers 404 for a missing cafe or task and for a path that is not a cafe id', async () => {
    const { call } = await setup();
    expect(await call('GET', `/coffenet/${'a'.repeat(24)}`, null)).toEqual({ status: 404, json: { detail: MSG.cafeNotFound } });
    expect((await call('GET', `/coffenet/${'a'.repeat(24)}/tasks`, null)).status).toBe(404);
    expect((await call('GET', `/coffenet/task/${'a'.repeat(24)}`, null)).status).toBe(404);
    expect((await call('GET', '/coffenet/task/xyz', null)).status).toBe(422);
    // Other areas own /coffenet/statistics and similar (the admin console): this shim's
    // /coffenet/{id} paths do not swallow them.
    expect((await call('GET', '/coffenet/statistics', null)).status).toBe(401);
  });

  it('serves cafe profiles and services with paging, filters and sort from the query', async () => {
    const { call, totalOf, db, azadi, negin, translation, printing } = await browsing();
    const profiles = await call('GET', '/service/coffenet-profiles', null);
    expect(profiles.json.map((c: Json) => c.cafe_name)).toEqual(['کافی‌نت نگین', 'کافی‌نت آزادی']);
    expect(profiles.json[1]).toMatchObject({ is_active: true, tasks: [translation], last_review: null });

    await setCafeActive(db, azadi.cafe.id, false);
    expect((await call('GET', '/service/coffenet-profiles?active=false', null)).json.map((c: Json) => c.id)).toEqual([azadi.cafe.id]);
    expect((await call('GET', '/service/coffenet-profiles?active=true&page=1&page_size=1', null)).json.map((c: Json) => c.id)).toEqual([
      negin.cafe.id,
    ]);
    expect(await totalOf('/service/coffenet-profiles?active=true&page=1&page_size=1')).toBe('1');
    await setCafeActive(db, azadi.cafe.id, true);

    const services = await call('GET', '/service/services', null);
    expect(services.json.map((s: Json) => s.id)).toEqual([printing.id, translation.id]);
    expect(services.json[1]).toMatchObject({ title: newTask.title, base_price: 150000, default_estimated_time: 2880, cafe_name: 'کافی‌نت آزادی' });
    const cheapest = await call('GET', '/service/services?sort=price&category=translation', null);
    expect(cheapest.json.map((s: Json) => s.id)).toEqual([translation.id]);
    expect((await call('GET', '/service/services?max_time=60', null)).json.map((s: Json) => s.id)).toEqual([printing.id]);
    expect((await call('GET', '/service/services?min_rating=4.5', null)).json.map((s: Json) => s.id)).toEqual([printing.id]);
    expect((await call('GET', `/service/services?q=${encodeURIComponent('ترجمه')}`, null)).json.map((s: Json) => s.id)).toEqual([
      translation.id,
    ]);
    expect((await call('GET', '/service/services?page=2&page_size=1', null)).json.map((s: Json) => s.id)).toEqual([translation.id]);
    expect(await totalOf('/service/services?page=2&page_size=1')).toBe('2'); // all matches, not this page's
    // `limit` is a documented alias of page_size (docs/decisions.md), and a bad one is named as sent.
    expect((await call('GET', '/service/services?page=2&limit=1', null)).json.map((s: Json) => s.id)).toEqual([translation.id]);
    expect((await call('GET', '/service/coffenet-profiles?page=2&limit=1', null)).json).toHaveLength(1);
    for (const name of ['page_size', 'limit']) {
      for (const path of ['/service/services', '/service/coffenet-profiles']) {
        const bad = await call('GET', `${path}?${name}=abc`, null);
        expect([bad.status, Object.keys(bad.json.errors)], `${path}?${name}`).toEqual([422, [name]]);
      }
    }
    expect((await call('GET', '/service/services?page=abc', null)).status).toBe(422);
    expect((await call('GET', '/service/services?sort=newest', null)).status).toBe(422);
  });
});
