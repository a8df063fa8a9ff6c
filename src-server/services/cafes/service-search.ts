import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { servicesInput } from '@shared/catalogue/schemas';
import { CATALOGUE } from '@shared/catalogue/constants';
import type { DB } from '../../db/connection';
import type { Database } from '../../db/schema';
import { taskView } from './tasks';
import { pageOf } from '../lists/paging';
import { containsPattern, likeContains, searchCandidateRowids, searchCandidatesQuery } from '../lists/search-text';
import { searchHitsJoin, searchRowKey } from '../../db/dialect';

type Input = z.output<typeof servicesInput>;

/**
 * Every filter but the rating one. The cafe's state and rating are read from the copies on the
 * service's row (kept by triggers, 0014_speed), so each sort runs down one index of tasks.
 */
function serviceFilter(input: Input, candidates: string | null): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'tasks' | 'cafes'>();
  const conditions: Expression<SqlBool>[] = [eb('tasks.cafe_active', '=', 1)];
  if (input.category) conditions.push(eb('tasks.category', '=', input.category));
  if (input.maxMinutes !== undefined) conditions.push(eb('tasks.estimated_minutes', '<=', input.maxMinutes));
  if (input.q) {
    const pattern = containsPattern(input.q);
    if (candidates) conditions.push(sql<SqlBool>`${searchRowKey('tasks')} in (${searchCandidateRowids(candidates)})`);
    conditions.push(eb.or([likeContains('tasks.title', pattern), likeContains('tasks.description', pattern), likeContains('cafes.cafe_name', pattern)]));
  }
  return eb.and(conditions);
}

/** Above this many indexed candidates a word is common: walking the sort's index finds a page sooner. */
const FEW_CANDIDATES = 2_000;

/**
 * The FTS5 query that narrows a search, when it narrows it enough to be worth it: a rare word is
 * answered from its few candidate rows; a common one ("پرینت" in every fifth service) is answered
 * by walking the sorted index and testing each row, which reaches a page after a few dozen rows.
 * Either way the same LIKE decides what matches.
 */
async function narrowingSearch(db: DB, match: string): Promise<string | null> {
  const { n } = await db
    .selectFrom(sql<{ rowid: number }>`(${searchCandidateRowids(match)} limit ${FEW_CANDIDATES + 1})`.as('c'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) <= FEW_CANDIDATES ? match : null;
}

/**
 * The same matches as the page's, read in the search index's order: for the capped count of a
 * search. Walking the index's candidates (CROSS JOIN keeps it the outer loop) reaches the cap
 * after about as many rows as it counts, where walking every service tested each one: a common
 * word at 100k services took 13 ms to count, now 1.5–3 ms. The same LIKE still decides. Not with
 * a rating or time filter: those leave few of the candidates, so the walk would read them all
 * (1.6 → 40–70 ms measured), while SQLite's own plan starts from the filter's index.
 */
function indexedMatches(db: DB, input: Input, hits: NonNullable<ReturnType<typeof searchHitsJoin>>) {
  return db
    .selectFrom(hits.table.as('hits'))
    .crossJoin('tasks')
    .innerJoin('cafes', 'cafes.id', 'tasks.cafe_id')
    .where(hits.on)
    .where(serviceFilter(input, null))
    .$if(input.minRating !== undefined, (qb) => qb.where('tasks.cafe_rating_avg', '>=', input.minRating!));
}

/**
 * The services page's offers (spec 2 §2, §9): services of active cafes, searched by title,
 * description or cafe name, filtered by category, minimum cafe rating and maximum time, sorted
 * and paged, all in SQL so the page stays fast with thousands of cafes and services. Services of
 * an inactive cafe are not offered, since it takes no new orders.
 */
export async function searchServices(db: DB, input: Input) {
  const match = input.q ? searchCandidatesQuery(input.q) : null;
  const filter = serviceFilter(input, match ? await narrowingSearch(db, match) : null);
  const withRatings = db
    .selectFrom('tasks')
    .innerJoin('cafes', 'cafes.id', 'tasks.cafe_id')
    .where(filter)
    .$if(input.minRating !== undefined, (qb) => qb.where('tasks.cafe_rating_avg', '>=', input.minRating!));
  // Without a search, rating or time filter the count is kept in service_counts by triggers.
  // Filtered, the matches are counted up to CATALOGUE.filteredTotalCap (and the answer says so).
  const filtered = Boolean(input.q) || input.minRating !== undefined || input.maxMinutes !== undefined;
  const hits = match ? searchHitsJoin('tasks', 'tasks_search', match) : null;
  const cap = CATALOGUE.filteredTotalCap;
  const counted = filtered
    ? db
        .selectFrom((hits && input.minRating === undefined && input.maxMinutes === undefined ? indexedMatches(db, input, hits) : withRatings).select('tasks.id').limit(cap + 1).as('matches'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
    : db.selectFrom('service_counts').select('services as total').where('category', '=', input.category ?? '*').executeTakeFirstOrThrow();

  let pageQuery = withRatings
    .selectAll('tasks')
    .select(['cafes.cafe_name', 'cafes.address as cafe_address', 'cafes.phone as cafe_phone', 'cafes.rating_avg', 'cafes.ratings_count']);
  if (input.sort === 'price') {
    pageQuery = pageQuery.orderBy('tasks.base_price').orderBy('tasks.cafe_rating_avg', 'desc');
  } else if (input.sort === 'time') {
    // Services without a time come last, portably (no NULLS LAST).
    pageQuery = pageQuery
      .orderBy((eb) => eb.case().when('tasks.estimated_minutes', 'is', null).then(1).else(0).end())
      .orderBy('tasks.estimated_minutes')
      .orderBy('tasks.cafe_rating_avg', 'desc');
  } else {
    pageQuery = pageQuery.orderBy('tasks.cafe_rating_avg', 'desc').orderBy('tasks.cafe_ratings_count', 'desc').orderBy('tasks.base_price');
  }
  pageQuery = pageQuery.orderBy('tasks.created_at', 'desc').orderBy('tasks.id');

  const [{ total }, rows] = await Promise.all([
    counted,
    pageQuery
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  const items = rows.map(({ cafe_name, cafe_address, cafe_phone, rating_avg, ratings_count, ...task }) => ({
    ...taskView(task),
    cafe_name,
    cafe_address,
    cafe_phone,
    rating_avg: Number(rating_avg),
    ratings_count: Number(ratings_count),
  }));
  const capped = filtered && Number(total) > cap;
  return { ...pageOf(items, capped ? cap : Number(total), input.page, input.pageSize), total_capped: capped };
}
