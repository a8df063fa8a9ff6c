import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG as M } from '@shared/catalogue/messages';
import { MSG } from '@shared/messages';
import { callerFor, freshMemoryDb, registerAccount, trpcError, validationMessages } from '../helpers/db';
import { insertCafe, insertCustomer, insertRating, insertTasks, observedDb, setCafeActive, taskRow } from '../helpers/catalogue';
import { assertCafeTakesOrders } from '../../src-server/services/cafes/availability';
import { ratingSummaries, reviewerName } from '../../src-server/services/cafes/rating-summary';
import { DomainError } from '../../src-server/errors';

describe('catalogue: the cafe profile', () => {
  async function setup() {
    const db = await freshMemoryDb();
    const owner = await registerAccount(db, { username: 'azadi', role: 'coffenet', name: 'کافی‌نت آزادی', email: 'azadi@example.com' });
    return { db, owner, api: callerFor(db, owner) };
  }

  it('shows the cafe beside the read-only account facts', async () => {
    const { api, owner } = await setup();
    const profile = await api.catalogue.myProfile();
    expect(profile).toMatchObject({
      cafe_name: 'کافی‌نت آزادی',
      active: true,
      is_active: true,
      rating_avg: 0,
      ratings_count: 0,
      tasks_count: 0,
      username: 'azadi',
      email: 'azadi@example.com',
      account_phone: owner.phone,
      member_since: owner.created_at,
    });
  });

  it('saves every field, normalising phone numbers and social handles', async () => {
    const { api } = await setup();
    const { message, profile } = await api.catalogue.updateMyProfile({
      cafe_name: 'كافي نت آزادي',
      owner_name: 'رضا احمدی',
      phone: '۰۲۱-۶۶۱۲ ۳۴۵۶',
      address: 'تهران، خیابان آزادی، پلاک ۱۲',
      instagram: 'https://www.instagram.com/cafe.azadi/',
      telegram: '@cafe_azadi',
      whatsapp: '+98 912 345 6789',
    });
    expect(message).toBe(M.profileSaved);
    expect(profile).toMatchObject({
      cafe_name: 'کافی نت آزادی',
      owner_name: 'رضا احمدی',
      phone: '02166123456',
      address: 'تهران، خیابان آزادی، پلاک ۱۲',
      instagram: 'cafe.azadi',
      telegram: 'cafe_azadi',
      whatsapp: '09123456789',
    });
    expect(await api.catalogue.myProfile()).toMatchObject({ phone: '02166123456', whatsapp: '09123456789' });
  });

  it('keeps fields left out, clears blank ones', async () => {
    const { api } = await setup();
    await api.catalogue.updateMyProfile({ cafe_name: 'آزادی', address: 'تهران', telegram: 'cafe_azadi' });
    const { profile } = await api.catalogue.updateMyProfile({ address: '', telegram: null });
    expect(profile).toMatchObject({ cafe_name: 'آزادی', address: null, telegram: null });
  });

  it('refuses bad numbers, handles and an empty name with Persian messages', async () => {
    const { api } = await setup();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cafe_name: '  ' }, 'cafe_name', M.cafeNameRequired],
      [{ cafe_name: 'x'.repeat(101) }, 'cafe_name', M.cafeNameMax],
      [{ phone: '12345' }, 'phone', M.cafePhoneInvalid],
      [{ phone: '021661234567' }, 'phone', M.cafePhoneInvalid],
      [{ whatsapp: '02166123456' }, 'whatsapp', M.whatsappInvalid],
      [{ whatsapp: '0912345678' }, 'whatsapp', M.whatsappInvalid],
      [{ instagram: 'not valid!' }, 'instagram', M.instagramInvalid],
      [{ telegram: 'abc' }, 'telegram', M.telegramInvalid],
      [{ address: 'x'.repeat(301) }, 'address', M.addressMax],
    ];
    for (const [input, field, message] of cases) {
      const error = await trpcError(api.catalogue.updateMyProfile(input as never));
      expect(validationMessages(error)[field], field).toBe(message);
    }
    expect((await api.catalogue.myProfile()).cafe_name).toBe('کافی‌نت آزادی');
  });

  it('is only for the cafe’s own manager', async () => {
    const { db } = await setup();
    const ali = callerFor(db, await registerAccount(db, { username: 'ali' }));
    expect((await trpcError(ali.catalogue.myProfile())).code).toBe('FORBIDDEN');
    expect((await trpcError(ali.catalogue.updateMyProfile({ cafe_name: 'x' }))).code).toBe('FORBIDDEN');
    expect((await trpcError(callerFor(db).catalogue.updateMyProfile({ cafe_name: 'x' }))).code).toBe('UNAUTHORIZED');
  });
});

describe('catalogue: an inactive cafe takes no new orders', () => {
  it('passes an active cafe, 404s a missing one and 409s an inactive one', async () => {
    const db = await freshMemoryDb();
    const cafeId = await insertCafe(db, { name: 'آزادی' });
    expect((await assertCafeTakesOrders(db, cafeId)).id).toBe(cafeId);

    const missing = await assertCafeTakesOrders(db, 'a'.repeat(24)).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DomainError);
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: MSG.cafeNotFound });

    await setCafeActive(db, cafeId, false);
    const inactive = await assertCafeTakesOrders(db, cafeId).catch((e: unknown) => e);
    expect(inactive).toMatchObject({ code: 'CONFLICT', message: M.cafeNotAcceptingOrders });
    // Inside a transaction too (the orders area calls it there).
    await expect(db.transaction().execute((trx) => assertCafeTakesOrders(trx, cafeId))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('catalogue: ratings and browsing', () => {
  /** Three active cafes with distinct ratings, one inactive, one without ratings. */
  async function world() {
    const db = await freshMemoryDb();
    const t0 = Date.UTC(2026, 0, 1);
    const azadi = await insertCafe(db, { name: 'کافی‌نت آزادی', address: 'تهران، آزادی', createdAt: t0 });
    const parsian = await insertCafe(db, { name: 'کافی‌نت پارسیان', address: 'شیراز', createdAt: t0 + 1000 });
    const negin = await insertCafe(db, { name: 'کافی‌نت نگین', address: 'تهران، ونک', createdAt: t0 + 2000 });
    const closed = await insertCafe(db, { name: 'کافی‌نت بسته', active: false, createdAt: t0 + 3000 });
    const fresh = await insertCafe(db, { name: 'کافی‌نت تازه', createdAt: t0 + 4000 });
    const ali = await insertCustomer(db, 'علی رضایی');
    const sara = await insertCustomer(db, 'سارا');
    // azadi 4.5 (2), parsian 3.7 (3), negin 5 (1), closed 5 (1)
    await insertRating(db, { cafeId: azadi, userId: ali, rating: 4, comment: 'خوب بود', at: t0 + 10_000 });
    await insertRating(db, { cafeId: azadi, userId: sara, rating: 5, comment: 'عالی و سریع', at: t0 + 20_000 });
    await insertRating(db, { cafeId: parsian, userId: ali, rating: 3, at: t0 + 10_000 });
    await insertRating(db, { cafeId: parsian, userId: sara, rating: 4, at: t0 + 30_000 });
    await insertRating(db, { cafeId: parsian, userId: ali, rating: 4, comment: 'معمولی', at: t0 + 20_000 });
    await insertRating(db, { cafeId: negin, userId: ali, rating: 5, at: t0 + 10_000 });
    await insertRating(db, { cafeId: closed, userId: ali, rating: 5, at: t0 + 10_000 });
    await insertTasks(db, [
      ...Array.from({ length: 7 }, (_, i) => taskRow(azadi, { title: `پرینت ${i + 1}`, category: 'printing', at: t0 + i * 1000 })),
      taskRow(parsian, { title: 'ترجمه انگلیسی', category: 'translation' }),
      taskRow(negin, { title: 'اسکن مدارک', category: 'scanning_and_copying' }),
      taskRow(closed, { title: 'پرینت رنگی', category: 'printing' }),
    ]);
    return { db, azadi, parsian, negin, closed, fresh, api: callerFor(db) };
  }

  it('averages to one decimal and counts ratings for many cafes in one query', async () => {
    const { db, azadi, parsian, negin, fresh } = await world();
    const { db: observed, stats } = observedDb(db);
    const summaries = await ratingSummaries(observed, [azadi, parsian, negin, fresh]);
    expect(stats.queries).toBe(1);
    expect(summaries.get(azadi)).toEqual({ rating_avg: 4.5, ratings_count: 2 });
    expect(summaries.get(parsian)).toEqual({ rating_avg: 3.7, ratings_count: 3 });
    expect(summaries.get(negin)).toEqual({ rating_avg: 5, ratings_count: 1 });
    expect(summaries.has(fresh)).toBe(false);
    expect(await ratingSummaries(db, [])).toEqual(new Map());
  });

  it('lists the best-rated active cafes first, with their first services and newest review', async () => {
    const { api, azadi } = await world();
    const top = await api.catalogue.topCafes();
    expect(top.map((c) => c.cafe_name)).toEqual(['کافی‌نت نگین', 'کافی‌نت آزادی', 'کافی‌نت پارسیان', 'کافی‌نت تازه']);
    const card = top.find((c) => c.id === azadi)!;
    expect(card).toMatchObject({ rating_avg: 4.5, ratings_count: 2, tasks_count: 7, active: true });
    expect(card.tasks.map((t) => t.title)).toEqual(['پرینت 1', 'پرینت 2', 'پرینت 3', 'پرینت 4', 'پرینت 5']);
    expect(card.tasks).toHaveLength(CATALOGUE.tasksPerCafeCard);
    expect(card.last_review).toMatchObject({ rating: 5, comment: 'عالی و سریع', user_name: 'سارا' });
    expect(top.find((c) => c.cafe_name === 'کافی‌نت تازه')).toMatchObject({ rating_avg: 0, tasks: [], tasks_count: 0, last_review: null });
  });

  it('abbreviates reviewers’ names on public cards', () => {
    expect(reviewerName('علی رضایی')).toBe('علی ر.');
    expect(reviewerName('سارا')).toBe('سارا');
    expect(reviewerName(null)).toBe('کاربر');
  });

  it('finds the cafes of a category, active first, then by rating', async () => {
    const { api, azadi, closed } = await world();
    const printing = await api.catalogue.cafesByCategory({ category: 'printing' });
    expect(printing.map((c) => [c.cafe_id, c.active, c.rating_avg])).toEqual([
      [azadi, true, 4.5],
      [closed, false, 5],
    ]);
    expect(printing[0]).toMatchObject({ cafe_name: 'کافی‌نت آزادی', id: azadi, _id: azadi });
    expect(await api.catalogue.cafesByCategory({ category: 'registration' })).toEqual([]);
    expect((await api.catalogue.cafesByCategory({ category: 'printing', q: 'بسته' })).map((c) => c.cafe_id)).toEqual([closed]);
    const bad = await trpcError(api.catalogue.cafesByCategory({ category: 'design' as never }));
    expect(validationMessages(bad).category).toBe(M.categoryInvalid);
  });

  it('pages cafe profiles in SQL, split into active and inactive, with filters', async () => {
    const { db, api, closed, parsian } = await world();
    const active = await api.catalogue.cafeProfiles({ active: true, pageSize: 2 });
    expect(active).toMatchObject({ total: 4, page: 1, page_size: 2, pages: 2 });
    expect(active.items.map((c) => c.cafe_name)).toEqual(['کافی‌نت نگین', 'کافی‌نت آزادی']);
    const second = await api.catalogue.cafeProfiles({ active: true, pageSize: 2, page: 2 });
    expect(second.items.map((c) => c.cafe_name)).toEqual(['کافی‌نت پارسیان', 'کافی‌نت تازه']);
    expect(second.items[0]!.last_review).toMatchObject({ rating: 4, comment: '', user_name: 'سارا' });

    const inactive = await api.catalogue.cafeProfiles({ active: false });
    expect(inactive.items.map((c) => [c.id, c.active])).toEqual([[closed, false]]);

    const all = await api.catalogue.cafeProfiles({});
    expect(all.total).toBe(5);
    expect(all.items.at(-1)!.id).toBe(closed); // active cafes first

    expect((await api.catalogue.cafeProfiles({ q: 'تهران' })).items.map((c) => c.cafe_name)).toEqual(['کافی‌نت نگین', 'کافی‌نت آزادی']);
    expect((await api.catalogue.cafeProfiles({ q: 'پارسيان' })).items.map((c) => c.id)).toEqual([parsian]);
    expect((await api.catalogue.cafeProfiles({ category: 'translation' })).items.map((c) => c.id)).toEqual([parsian]);
    expect((await api.catalogue.cafeProfiles({ minRating: 4.5 })).total).toBe(3);
    expect((await api.catalogue.cafeProfiles({ minRating: 4.5, active: true })).items.map((c) => c.cafe_name)).toEqual([
      'کافی‌نت نگین',
      'کافی‌نت آزادی',
    ]);

    // Four queries for the whole page however many cafes it has: count, page, services, reviews.
    const { db: observed, stats } = observedDb(db);
    await callerFor(observed).catalogue.cafeProfiles({ pageSize: 8 });
    expect(stats.queries).toBe(4);
  });

  it('offers only the services of active cafes and shows a cafe with its whole catalogue', async () => {
    const { api, closed, azadi } = await world();
    const services = await api.catalogue.services({ q: 'پرینت', pageSize: 50 });
    expect(services.total).toBe(7);
    expect(services.items.every((s) => s.cafe_id === azadi)).toBe(true);
    expect(services.items[0]).toMatchObject({ cafe_name: 'کافی‌نت آزادی', rating_avg: 4.5, ratings_count: 2 });

    const cafe = await api.catalogue.cafeById({ cafeId: closed });
    expect(cafe).toMatchObject({ cafe_name: 'کافی‌نت بسته', active: false, rating_avg: 5, tasks_count: 1 });
    expect(cafe.tasks.map((t) => t.title)).toEqual(['پرینت رنگی']);
  });
});
