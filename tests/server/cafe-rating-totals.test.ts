import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { freshMemoryDb } from '../helpers/db';
import { insertCafe, insertCustomer, insertRating } from '../helpers/catalogue';

/** The totals kept on each cafe row must always equal what the ratings table says. */
async function mismatches(db: Awaited<ReturnType<typeof freshMemoryDb>>) {
  const { rows } = await sql<{ id: string }>`
    select cafes.id from cafes
    where ratings_count != (select count(*) from ratings where ratings.cafe_id = cafes.id)
       or ratings_sum != (select coalesce(sum(rating), 0) from ratings where ratings.cafe_id = cafes.id)
       or rating_avg != coalesce((select round(avg(rating), 1) from ratings where ratings.cafe_id = cafes.id), 0)
  `.execute(db);
  return rows;
}

describe('cafe rating totals kept by triggers (migration 0007)', () => {
  it('equal the ratings table after any mix of new ratings, deleted raters and edits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ cafe: fc.nat(2), rater: fc.nat(3), rating: fc.integer({ min: 1, max: 5 }) }), { maxLength: 25 }),
        fc.option(fc.nat(3)),
        async (ratings, deletedRater) => {
          const db = await freshMemoryDb();
          const cafes = [await insertCafe(db, { name: 'الف' }), await insertCafe(db, { name: 'ب' }), await insertCafe(db, { name: 'ج' })];
          const raters = [await insertCustomer(db), await insertCustomer(db), await insertCustomer(db), await insertCustomer(db)];
          for (const r of ratings) await insertRating(db, { cafeId: cafes[r.cafe]!, userId: raters[r.rater]!, rating: r.rating });
          expect(await mismatches(db)).toEqual([]);
          if (deletedRater !== null) {
            // A deleted account takes its ratings with it (cascade); the totals follow.
            await db.deleteFrom('users').where('id', '=', raters[deletedRater]!).execute();
            expect(await mismatches(db)).toEqual([]);
          }
          await db.updateTable('ratings').set({ rating: 1 }).execute();
          expect(await mismatches(db)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('start at zero and read back as a rounded average', async () => {
    const db = await freshMemoryDb();
    const cafe = await insertCafe(db, { name: 'د' });
    const rater = await insertCustomer(db);
    expect(await db.selectFrom('cafes').select(['ratings_count', 'rating_avg']).where('id', '=', cafe).executeTakeFirstOrThrow()).toEqual({ ratings_count: 0, rating_avg: 0 });
    for (const rating of [5, 4, 4]) await insertRating(db, { cafeId: cafe, userId: rater, rating });
    expect(await db.selectFrom('cafes').select(['ratings_count', 'ratings_sum', 'rating_avg']).where('id', '=', cafe).executeTakeFirstOrThrow()).toEqual({ ratings_count: 3, ratings_sum: 13, rating_avg: 4.3 });
  });
});
