import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { CATALOGUE } from '@shared/catalogue/constants';
import { MSG } from '@shared/messages';
import type { cafeProfilesInput, cafesByCategoryInput } from '@shared/catalogue/schemas';
import type { DB } from '../../db/connection';
import type { CafeRow, Database } from '../../db/schema';
import { fail } from '../../errors';
import { lastReviews, NO_RATINGS, ratingSummaries, summaryOf, type LastReview, type RatingSummary } from './rating-summary';
import { findCafe, firstTasksOfCafes, tasksOfCafe } from './tasks';
import { pageOf, type Page } from '../lists/paging';
import { containsPattern, likeContains } from '../lists/search-text';

/** What anyone may see of a cafe (spec 2 §3 "Cafe"), with its rating summary. */
export function cafeView(row: CafeRow, rating: RatingSummary = NO_RATINGS) {
  return {
    id: row.id,
    _id: row.id,
    cafe_name: row.cafe_name,
    owner_name: row.owner_name,
    phone: row.phone,
    address: row.address,
    instagram: row.instagram,
    telegram: row.telegram,
    whatsapp: row.whatsapp,
    active: row.is_active === 1,
    is_active: row.is_active === 1,
    rating_avg: rating.rating_avg,
    ratings_count: rating.ratings_count,
    created_at: row.created_at,
  };
}
export type CafeView = ReturnType<typeof cafeView>;

/** Public: a cafe with its rating, newest review (as its profile card) and whole catalogue. */
export async function getCafeById(db: DB, cafeId: string) {
  const cafe = await findCafe(db, cafeId);
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  const [ratings, tasks, reviews] = await Promise.all([ratingSummaries(db, [cafe.id]), tasksOfCafe(db, cafe.id), lastReviews(db, [cafe.id])]);
  return { ...cafeView(cafe, summaryOf(ratings, cafe.id)), tasks, tasks_count: tasks.length, last_review: (reviews.get(cafe.id) ?? null) as LastReview | null };
}

/** Cafes with their rating totals (kept on the row by triggers): the base of every cafe list. */
function cafesWithRatings(db: DB) {
  return db.selectFrom('cafes').selectAll('cafes');
}

type CafeWithRatingRow = CafeRow;

function ratingOf(row: CafeWithRatingRow): RatingSummary {
  return { rating_avg: Number(row.rating_avg), ratings_count: Number(row.ratings_count) };
}

/**
 * A cafe card of the home page and the services page: the cafe, its first services and how many
 * it has, and its newest review. Three queries for the whole page, whatever its size.
 */
async function cafeCards(db: DB, rows: CafeWithRatingRow[]) {
  const ids = rows.map((row) => row.id);
  const [tasks, reviews] = await Promise.all([firstTasksOfCafes(db, ids, CATALOGUE.tasksPerCafeCard), lastReviews(db, ids)]);
  return rows.map((row) => ({
    ...cafeView(row, ratingOf(row)),
    tasks: tasks.get(row.id)?.tasks ?? [],
    tasks_count: tasks.get(row.id)?.tasks_count ?? 0,
    last_review: (reviews.get(row.id) ?? null) as LastReview | null,
  }));
}
export type CafeCard = Awaited<ReturnType<typeof cafeCards>>[number];

/** Public: the best-rated active cafes with their services (home "popular cafes"). */
export async function topCafes(db: DB) {
  const rows = await cafesWithRatings(db)
    .where('cafes.is_active', '=', 1)
    .orderBy('rating_avg', 'desc')
    .orderBy('ratings_count', 'desc')
    .orderBy('cafes.created_at')
    .orderBy('cafes.id')
    .limit(CATALOGUE.topCafes)
    .execute();
  return cafeCards(db, rows);
}

/** Public: cafes offering a category, active first then by rating (the order wizard's cafe step). */
export async function cafesByCategory(db: DB, input: z.output<typeof cafesByCategoryInput>) {
  let query = cafesWithRatings(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('tasks')
        .select('tasks.id')
        .whereRef('tasks.cafe_id', '=', 'cafes.id')
        .where('tasks.category', '=', input.category),
    ),
  );
  if (input.q) {
    const pattern = containsPattern(input.q);
    query = query.where((eb) => eb.or([likeContains('cafes.cafe_name', pattern), likeContains('cafes.address', pattern)]));
  }
  const rows = await query
    .orderBy('cafes.is_active', 'desc')
    .orderBy('rating_avg', 'desc')
    .orderBy('ratings_count', 'desc')
    .orderBy('cafes.cafe_name')
    .orderBy('cafes.id')
    .limit(CATALOGUE.cafesByCategoryLimit)
    .execute();
  return rows.map((row) => ({ ...cafeView(row, ratingOf(row)), cafe_id: row.id }));
}

/**
 * Public: cafe profile cards, filtered and paged in SQL (home active / inactive lists and the
 * services page's cafe tab). Active cafes come first, then the best rated.
 */
export async function listCafeProfiles(db: DB, input: z.output<typeof cafeProfilesInput>): Promise<Page<CafeCard>> {
  const eb = expressionBuilder<Database, 'cafes'>();
  const conditions: Expression<SqlBool>[] = [];
  if (input.active !== undefined) conditions.push(eb('cafes.is_active', '=', input.active ? 1 : 0));
  if (input.q) {
    const pattern = containsPattern(input.q);
    conditions.push(eb.or([likeContains('cafes.cafe_name', pattern), likeContains('cafes.address', pattern)]));
  }
  if (input.category) {
    const category = input.category;
    conditions.push(
      eb.exists(eb.selectFrom('tasks').select('tasks.id').whereRef('tasks.cafe_id', '=', 'cafes.id').where('tasks.category', '=', category)),
    );
  }
  const filter = eb.and(conditions);
  const query = cafesWithRatings(db)
    .where(filter)
    .$if(input.minRating !== undefined, (qb) => qb.where('cafes.rating_avg', '>=', input.minRating!));
  const counted = db.selectFrom(query.as('q')).select((e) => e.fn.countAll<number>().as('total'));

  const [{ total }, rows] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    query
      .orderBy('cafes.is_active', 'desc')
      .orderBy('rating_avg', 'desc')
      .orderBy('ratings_count', 'desc')
      .orderBy('cafes.cafe_name')
      .orderBy('cafes.id')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return pageOf(await cafeCards(db, rows), Number(total), input.page, input.pageSize);
}
