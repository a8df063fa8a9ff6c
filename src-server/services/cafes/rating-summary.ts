import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import type { DB } from '../../db/connection';

/** A cafe's customer ratings in short: the average to one decimal (0 when none) and how many. */
export interface RatingSummary {
  rating_avg: number;
  ratings_count: number;
}

export const NO_RATINGS: RatingSummary = { rating_avg: 0, ratings_count: 0 };

/**
 * Average and count per cafe as a subquery, for joining into list queries so that filtering and
 * sorting by rating happen in SQL. The totals live on the cafe row, kept by triggers on
 * `ratings` (migration 0007); the average is rounded there, so the filter and the number agree.
 */
export function ratingStatsQuery(db: DB) {
  return db.selectFrom('cafes').select(['cafes.id as cafe_id', 'cafes.rating_avg', 'cafes.ratings_count']);
}

/** Rating average and count for many cafes in one query; cafes without ratings get NO_RATINGS. */
export async function ratingSummaries(db: DB, cafeIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const out = new Map<string, RatingSummary>();
  if (cafeIds.length === 0) return out;
  const rows = await ratingStatsQuery(db).where('cafes.id', 'in', [...new Set(cafeIds)]).where('cafes.ratings_count', '>', 0).execute();
  for (const row of rows) out.set(row.cafe_id, { rating_avg: Number(row.rating_avg), ratings_count: Number(row.ratings_count) });
  return out;
}

export function summaryOf(summaries: Map<string, RatingSummary>, cafeId: string): RatingSummary {
  return summaries.get(cafeId) ?? NO_RATINGS;
}

/** The newest rating of a cafe, shown on its profile card (spec 1 §2.7 "last review"). */
export interface LastReview {
  rating: number;
  comment: string;
  user_name: string;
  created_at: string;
}

/** The newest rating of each cafe in one query (a window per cafe). */
export async function lastReviews(db: DB, cafeIds: readonly string[]): Promise<Map<string, LastReview>> {
  const out = new Map<string, LastReview>();
  if (cafeIds.length === 0) return out;
  const ranked = db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .select((eb) => [
      'ratings.cafe_id',
      'ratings.rating',
      'ratings.comment',
      'ratings.created_at',
      'users.name',
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('ratings.cafe_id').orderBy('ratings.created_at', 'desc').orderBy('ratings.id', 'desc'))
        .as('rn'),
    ])
    .where('ratings.cafe_id', 'in', [...new Set(cafeIds)]);
  const rows = await db.selectFrom(ranked.as('r')).selectAll().where('r.rn', '=', 1).execute();
  for (const row of rows) {
    out.set(row.cafe_id, { rating: row.rating, comment: row.comment, user_name: reviewerName(row.name), created_at: row.created_at });
  }
  return out;
}

/**
 * Reviews are public, so a reviewer shows as first name and the initial of the last ("علی ر.");
 * a customer without a name shows as "کاربر" rather than by username.
 */
export function reviewerName(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return CATALOGUE_MSG.anonymousReviewer;
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${[...words.at(-1)!][0]}.`;
}
