import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@shared/catalogue/constants';
import { CATALOGUE_MSG as M } from '@shared/catalogue/messages';
import { CATEGORY_LABELS } from '@shared/catalogue/categories';
import { MSG } from '@shared/messages';
import { callerFor, freshMemoryDb, registerAccount, trpcError, validationMessages } from '../helpers/db';
import { insertTasks, taskRow } from '../helpers/catalogue';
import { ownCafe } from '../../src-server/services/cafes/tasks';

async function setup() {
  const db = await freshMemoryDb();
  const azadi = await registerAccount(db, { username: 'azadi', role: 'coffenet', name: 'کافی‌نت آزادی' });
  const negin = await registerAccount(db, { username: 'negin', role: 'coffenet', name: 'کافی‌نت نگین' });
  const ali = await registerAccount(db, { username: 'ali', role: 'user' });
  const admin = await registerAccount(db, { username: 'boss', role: 'admin' });
  return {
    db,
    azadiCafe: await ownCafe(db, azadi.id),
    neginCafe: await ownCafe(db, negin.id),
    azadiApi: callerFor(db, azadi),
    neginApi: callerFor(db, negin),
    aliApi: callerFor(db, ali),
    adminApi: callerFor(db, admin),
    guestApi: callerFor(db),
  };
}

const printing = { title: 'پرینت سیاه و سفید A4', category: 'printing', base_price: 30_000, estimated_minutes: 30, description: 'هر صفحه' } as const;

describe('catalogue: categories', () => {
  it('serves the four allowed categories in order with Persian labels, to anyone', async () => {
    const { guestApi } = await setup();
    const categories = await guestApi.catalogue.categories();
    expect(categories.map((c) => c.name)).toEqual(['printing', 'scanning_and_copying', 'translation', 'registration']);
    for (const c of categories) {
      expect(c._id).toBe(c.id);
      expect(c.label).toBe(CATEGORY_LABELS[c.name]);
      expect(c.description).toBe(CATEGORY_LABELS[c.name]);
    }
  });
});

describe('catalogue: a cafe manages its own services', () => {
  it('adds a service in rials, lists it, and shows it publicly', async () => {
    const { azadiApi, guestApi, azadiCafe } = await setup();
    const task = await azadiApi.catalogue.createTask(printing);
    expect(task).toMatchObject({ ...printing, cafe_id: azadiCafe.id, _id: task.id });
    expect(await azadiApi.catalogue.myTasks()).toEqual([task]);
    expect(await guestApi.catalogue.tasksOfCafe({ cafeId: azadiCafe.id })).toEqual([task]);
    expect(await guestApi.catalogue.taskById({ taskId: task.id })).toEqual({ ...task, cafe_name: 'کافی‌نت آزادی', cafe_active: true });
  });

  it('normalises Arabic ي and ك and spaces in titles, and takes a missing time and description', async () => {
    const { azadiApi } = await setup();
    const task = await azadiApi.catalogue.createTask({ title: '  كپي   رنگي ', category: 'scanning_and_copying', base_price: 0 });
    expect(task).toMatchObject({ title: 'کپی رنگی', base_price: 0, estimated_minutes: null, description: '' });
  });

  it('refuses bad input with the Persian messages of the form', async () => {
    const { azadiApi } = await setup();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...printing, title: '   ' }, 'title', M.titleRequired],
      [{ ...printing, title: 'x'.repeat(101) }, 'title', M.titleMax],
      [{ ...printing, category: 'design' }, 'category', M.categoryInvalid],
      [{ ...printing, base_price: -10 }, 'base_price', M.priceNegative],
      [{ ...printing, base_price: 'ده هزار' }, 'base_price', M.priceNumber],
      [{ ...printing, base_price: undefined }, 'base_price', M.priceRequired],
      [{ ...printing, base_price: 10.5 }, 'base_price', M.priceWhole],
      [{ ...printing, base_price: CATALOGUE.maxPriceRials + 1 }, 'base_price', M.priceTooHigh],
      [{ ...printing, estimated_minutes: 0 }, 'estimated_minutes', M.timeInvalid],
      [{ ...printing, estimated_minutes: CATALOGUE.maxEstimatedMinutes + 1 }, 'estimated_minutes', M.timeTooLong],
      [{ ...printing, description: 'x'.repeat(1001) }, 'description', M.descriptionMax],
    ];
    for (const [input, field, message] of cases) {
      const error = await trpcError(azadiApi.catalogue.createTask(input as never));
      expect(validationMessages(error)[field], `${field}: ${JSON.stringify(input[field])}`).toBe(message);
    }
    expect(await azadiApi.catalogue.myTasks()).toEqual([]);
  });

  it('lets only a logged-in coffenet manage services', async () => {
    const { aliApi, adminApi, guestApi } = await setup();
    expect((await trpcError(guestApi.catalogue.createTask(printing))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(guestApi.catalogue.myTasks())).code).toBe('UNAUTHORIZED');
    for (const api of [aliApi, adminApi]) {
      const refused = await trpcError(api.catalogue.createTask(printing));
      expect(refused.code).toBe('FORBIDDEN');
      expect(refused.message).toBe(MSG.forbidden);
      expect((await trpcError(api.catalogue.myTasks())).code).toBe('FORBIDDEN');
      expect((await trpcError(api.catalogue.deleteTask({ taskId: 'a'.repeat(24) }))).code).toBe('FORBIDDEN');
    }
  });

  it('deletes its own service; another cafe’s answers 403 and a missing one 404', async () => {
    const { azadiApi, neginApi, guestApi } = await setup();
    const task = await azadiApi.catalogue.createTask(printing);

    const refused = await trpcError(neginApi.catalogue.deleteTask({ taskId: task.id }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(MSG.forbidden);
    expect(await azadiApi.catalogue.myTasks()).toHaveLength(1);

    const missing = await trpcError(neginApi.catalogue.deleteTask({ taskId: 'f'.repeat(24) }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(M.taskNotFound);

    expect(await azadiApi.catalogue.deleteTask({ taskId: task.id })).toEqual({ success: true, message: M.taskDeleted });
    expect(await azadiApi.catalogue.myTasks()).toEqual([]);
    expect((await trpcError(guestApi.catalogue.taskById({ taskId: task.id }))).code).toBe('NOT_FOUND');
    expect((await trpcError(azadiApi.catalogue.deleteTask({ taskId: task.id }))).code).toBe('NOT_FOUND');
  });

  it('keeps each cafe’s list its own', async () => {
    const { azadiApi, neginApi } = await setup();
    await azadiApi.catalogue.createTask(printing);
    const neginTask = await neginApi.catalogue.createTask({ ...printing, title: 'ترجمه', category: 'translation' });
    expect(await neginApi.catalogue.myTasks()).toEqual([neginTask]);
  });

  it('stops at the per-cafe limit with a 409', async () => {
    const { db, azadiApi, azadiCafe } = await setup();
    await insertTasks(
      db,
      Array.from({ length: CATALOGUE.maxTasksPerCafe }, (_, i) => taskRow(azadiCafe.id, { title: `خدمت ${i}` })),
    );
    const error = await trpcError(azadiApi.catalogue.createTask(printing));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(M.tooManyTasks);
    expect(await azadiApi.catalogue.myTasks()).toHaveLength(CATALOGUE.maxTasksPerCafe);
  });

  it('lets only one of several adds at once take the last place (PostgreSQL’s plain transaction let them all count 49)', async () => {
    const { db, azadiApi, azadiCafe } = await setup();
    await insertTasks(
      db,
      Array.from({ length: CATALOGUE.maxTasksPerCafe - 1 }, (_, i) => taskRow(azadiCafe.id, { title: `خدمت ${i}` })),
    );
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => azadiApi.catalogue.createTask({ ...printing, title: `هم‌زمان ${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await azadiApi.catalogue.myTasks()).toHaveLength(CATALOGUE.maxTasksPerCafe);
  });

  it('answers 404 for a missing cafe or task and rejects a malformed id', async () => {
    const { guestApi } = await setup();
    const noCafe = await trpcError(guestApi.catalogue.tasksOfCafe({ cafeId: 'a'.repeat(24) }));
    expect([noCafe.code, noCafe.message]).toEqual(['NOT_FOUND', MSG.cafeNotFound]);
    expect((await trpcError(guestApi.catalogue.cafeById({ cafeId: 'a'.repeat(24) }))).code).toBe('NOT_FOUND');
    const noTask = await trpcError(guestApi.catalogue.taskById({ taskId: 'a'.repeat(24) }));
    expect([noTask.code, noTask.message]).toEqual(['NOT_FOUND', M.taskNotFound]);
    const bad = await trpcError(guestApi.catalogue.cafeById({ cafeId: 'nope' }));
    expect(validationMessages(bad).cafeId).toBe(MSG.invalidId);
  });
});
