import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TASK_CATEGORIES } from '@shared/catalogue/categories';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { insertCafe, insertCustomer, insertRating, insertTasks, taskRow } from '../helpers/catalogue';
import type { DB } from '../../src-server/db/connection';

/** A small deterministic random source, so a failure replays. */
function randomOf(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32);
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/** Everything 0014_speed keeps by triggers, compared with what it is computed from. */
async function expectKeptInStep(db: DB, label: string) {
  const counts = await db.selectFrom('service_counts').select(['category', 'services']).orderBy('category').execute();
  const truth = await sql<{ category: string; services: number }>`
    select '*' as category, (select count(*) from tasks join cafes on cafes.id = tasks.cafe_id where cafes.is_active = 1) as services
    union all
    select name, (select count(*) from tasks join cafes on cafes.id = tasks.cafe_id where cafes.is_active = 1 and tasks.category = categories.name)
    from categories order by category`.execute(db);
  expect(counts, label).toEqual(truth.rows);

  const differs = onPostgres ? sql.raw('is distinct from') : sql.raw('is not');
  const stale = await sql<{ n: number }>`select count(*) as n from tasks join cafes on cafes.id = tasks.cafe_id
    where tasks.cafe_active ${differs} cafes.is_active or tasks.cafe_rating_avg ${differs} cafes.rating_avg or tasks.cafe_ratings_count ${differs} cafes.ratings_count`.execute(db);
  expect(stale.rows[0]!.n, `${label}: cafe copies on tasks`).toBe(0);

  if (onPostgres) {
    // PostgreSQL's tasks_search: one body per service, keyed by its id (0014, dialect.ts).
    const index = await sql`select id, body from tasks_search order by id`.execute(db);
    const source = await sql`select tasks.id, lower(tasks.title) || chr(10) || lower(tasks.description) || chr(10) || lower(cafes.cafe_name) as body
      from tasks join cafes on cafes.id = tasks.cafe_id order by tasks.id`.execute(db);
    expect(index.rows, `${label}: search index`).toEqual(source.rows);
    return;
  }

  const search = await sql<{ rowid: number; title: string; description: string; cafe_name: string }>`
    select rowid, title, description, cafe_name from tasks_search order by rowid`.execute(db);
  const expected = await sql<{ rowid: number; title: string; description: string; cafe_name: string }>`
    select tasks.rowid as rowid, lower(tasks.title) as title, lower(tasks.description) as description, lower(cafes.cafe_name) as cafe_name
    from tasks join cafes on cafes.id = tasks.cafe_id order by tasks.rowid`.execute(db);
  expect(search.rows, `${label}: search index`).toEqual(expected.rows);
}

describe('counts and copies kept by triggers (0014_speed)', () => {
  it('stay equal to count(*) and to their sources after random inserts, updates and deletes', async () => {
    const db = await freshMemoryDb();
    const rnd = randomOf(14);
    const customer = await insertCustomer(db);
    const cafes: string[] = [];
    for (let i = 0; i < 6; i++) cafes.push(await insertCafe(db, { name: `Cafe ${i}`, active: i % 3 !== 0 }));
    await expectKeptInStep(db, 'empty');

    for (let step = 0; step < 120; step++) {
      const op = rnd.next();
      const label = `step ${step}`;
      const tasks = await db.selectFrom('tasks').select(['id', 'cafe_id']).execute();
      if (op < 0.3 || tasks.length === 0) {
        const rows = Array.from({ length: 1 + Math.floor(rnd.next() * 4) }, () =>
          taskRow(rnd.pick(cafes), { title: `Service ${step}`, category: rnd.pick(TASK_CATEGORIES), description: rnd.next() < 0.5 ? 'پرینت رنگی' : '' }),
        );
        await insertTasks(db, rows);
      } else if (op < 0.45) {
        await db.deleteFrom('tasks').where('id', '=', rnd.pick(tasks).id).execute();
      } else if (op < 0.6) {
        await db.updateTable('tasks').set({ category: rnd.pick(TASK_CATEGORIES), title: `Renamed ${step}` }).where('id', '=', rnd.pick(tasks).id).execute();
      } else if (op < 0.7) {
        await db.updateTable('tasks').set({ cafe_id: rnd.pick(cafes) }).where('id', '=', rnd.pick(tasks).id).execute();
      } else if (op < 0.8) {
        const cafe = rnd.pick(cafes);
        await db.updateTable('cafes').set({ is_active: sql`1 - is_active` }).where('id', '=', cafe).execute();
      } else if (op < 0.88) {
        await db.updateTable('cafes').set({ cafe_name: `Cafe renamed ${step}` }).where('id', '=', rnd.pick(cafes)).execute();
      } else if (op < 0.97) {
        await insertRating(db, { cafeId: rnd.pick(cafes), userId: customer, rating: 1 + Math.floor(rnd.next() * 5) });
      } else {
        // A cafe removed with its services (foreign key cascade).
        const cafe = cafes.splice(Math.floor(rnd.next() * cafes.length), 1)[0]!;
        await db.deleteFrom('cafes').where('id', '=', cafe).execute();
        cafes.push(await insertCafe(db, { name: `New cafe ${step}` }));
      }
      await expectKeptInStep(db, label);
    }
    expect(await db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).not.toEqual({ n: 0 });
  }, 30_000);
});
