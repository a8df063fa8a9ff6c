import { sql } from 'kysely';
import { MSG } from '@shared/messages';
import { ORDER_MSG, ratingNoticeText } from '@shared/orders/messages';
import { ratingSavedText } from '@shared/orders/rating-result';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { ratingSummaries, reviewerName, summaryOf } from '../cafes/rating-summary';
import { fail } from '../../errors';
import { newId, nowIso } from '../../ids';
import { notify } from '../notifications/notices';
import { orderForParty } from './access';
import { roundRating, userRatingSummaries, type RatingSummary } from './views';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE|unique/.test(error.message);
}

/** The can-rate check (spec 2 §4): the order's customer, a completed order, not rated yet. */
export async function canRate(db: DB, user: UserRow, orderId: string) {
  const ctx = await orderForParty(db, user, orderId);
  if (ctx.party !== 'customer') throw fail.forbidden(MSG.forbidden);
  const rated = await db.selectFrom('ratings').select('id').where('order_id', '=', orderId).executeTakeFirst();
  return { can_rate: ctx.order.status === 'completed' && !rated, already_rated: Boolean(rated) };
}

/** The customer rates the cafe once per completed order (1–5, comment up to 500). */
export async function rateCafe(db: DB, user: UserRow, input: { orderId: string; rating: number; comment: string }, now: Date) {
  const ctx = await orderForParty(db, user, input.orderId);
  if (ctx.party !== 'customer') throw fail.forbidden(MSG.forbidden);
  const rated = await db.selectFrom('ratings').select('id').where('order_id', '=', input.orderId).executeTakeFirst();
  if (rated) throw fail.conflict(ORDER_MSG.alreadyRated);
  if (ctx.order.status !== 'completed') throw fail.conflict(ORDER_MSG.notRateable);
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ratings')
        .values({ id, order_id: ctx.order.id, cafe_id: ctx.order.cafe_id, user_id: user.id, rating: input.rating, comment: input.comment, created_at: nowIso(now) })
        .execute();
      await notify(
        trx,
        ctx.cafeOwnerId,
        {
          type: 'order_status',
          title: ORDER_MSG.newRatingTitle,
          message: ratingNoticeText(ctx.order.service_type, input.rating),
          data: { order_id: ctx.order.id, service_type: ctx.order.service_type, status: ctx.order.status },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(ORDER_MSG.alreadyRated);
    throw error;
  }
  return { success: true, message: ratingSavedText(input.comment), rating_id: id };
}

/** The cafe rates the customer once per completed order. */
export async function rateCustomer(db: DB, user: UserRow, input: { orderId: string; rating: number; comment: string }, now: Date) {
  const ctx = await orderForParty(db, user, input.orderId);
  if (ctx.party !== 'cafe') throw fail.forbidden(MSG.forbidden);
  const rated = await db.selectFrom('user_ratings').select('id').where('order_id', '=', input.orderId).executeTakeFirst();
  if (rated) throw fail.conflict(ORDER_MSG.userAlreadyRated);
  if (ctx.order.status !== 'completed') throw fail.conflict(ORDER_MSG.notRateable);
  const id = newId();
  try {
    await db
      .insertInto('user_ratings')
      .values({ id, order_id: ctx.order.id, cafe_id: ctx.order.cafe_id, user_id: ctx.order.user_id, rating: input.rating, comment: input.comment, created_at: nowIso(now) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(ORDER_MSG.userAlreadyRated);
    throw error;
  }
  return { success: true, message: ratingSavedText(input.comment), rating_id: id };
}

/**
 * The cafes' ratings of one customer. The customer sees their own; a cafe sees those of its
 * customers (to judge an incoming order); an admin sees any.
 */
export async function customerRatingSummary(db: DB, viewer: UserRow, userId: string): Promise<RatingSummary> {
  if (viewer.id !== userId && viewer.role !== 'admin') {
    const related =
      viewer.role === 'coffenet' &&
      (await db
        .selectFrom('orders')
        .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
        .select('orders.id')
        .where('cafes.owner_id', '=', viewer.id)
        .where('orders.user_id', '=', userId)
        .limit(1)
        .executeTakeFirst());
    if (!related) throw fail.forbidden(MSG.forbidden);
  }
  return (await userRatingSummaries(db, [userId])).get(userId) ?? { average_rating: 0, total_ratings: 0 };
}

/**
 * The customers' ratings of one cafe: average and count as every cafe card shows them (the
 * catalogue's summary), plus the count of each star.
 */
export async function cafeRatingSummary(db: DB, cafeId: string) {
  const [summaries, rows] = await Promise.all([
    ratingSummaries(db, [cafeId]),
    db
      .selectFrom('ratings')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cafe_id', '=', cafeId)
      .groupBy('rating')
      .execute(),
  ]);
  const distribution: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of rows) distribution[r.rating as 1] = Number(r.n);
  const { rating_avg, ratings_count } = summaryOf(summaries, cafeId);
  return { average_rating: rating_avg, total_ratings: ratings_count, distribution };
}

async function cafeOr404(db: DB, cafeId: string) {
  const cafe = await db.selectFrom('cafes').select(['id', 'owner_id', 'cafe_name']).where('id', '=', cafeId).executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  return cafe;
}

/** A cafe's rating statistics (spec 2 §3): what customers gave it and what it gave customers. Its manager or an admin. */
export async function cafeRatingStats(db: DB, viewer: UserRow, cafeId: string) {
  const cafe = await cafeOr404(db, cafeId);
  if (viewer.role !== 'admin' && cafe.owner_id !== viewer.id) throw fail.forbidden(MSG.forbidden);
  const [received, given, latest] = await Promise.all([
    cafeRatingSummary(db, cafeId),
    db
      .selectFrom('user_ratings')
      .select([(eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('cafe_id', '=', cafeId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_ratings')
      .innerJoin('users', 'users.id', 'user_ratings.user_id')
      .select([
        'user_ratings.id',
        'user_ratings.order_id',
        'user_ratings.rating',
        'user_ratings.comment',
        'user_ratings.created_at',
        sql<string>`coalesce(users.name, users.username)`.as('user_name'),
      ])
      .where('user_ratings.cafe_id', '=', cafeId)
      .orderBy('user_ratings.created_at', 'desc')
      .limit(5)
      .execute(),
  ]);
  return {
    cafe_id: cafeId,
    ...received,
    total_ratings_given: Number(given.n),
    average_rating_given: roundRating(given.avg),
    latest_ratings: latest.map((r) => ({ _id: r.id, ...r })),
  };
}

/** The newest customer ratings of a cafe (spec 2 §2: limit 10, 20 on refresh). */
/**
 * A cafe's reviews, newest first. The cafe itself and admins see who wrote each; anyone else
 * sees reviewers masked as the public reviews show them (issue 14).
 */
export async function cafeRatingHistory(db: DB, viewer: UserRow, cafeId: string, limit: number) {
  const cafe = await cafeOr404(db, cafeId);
  const whole = viewer.role === 'admin' || cafe.owner_id === viewer.id;
  const rows = await db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.user_id')
    .leftJoin('orders', 'orders.id', 'ratings.order_id')
    .select([
      'ratings.id',
      'ratings.order_id',
      'ratings.rating',
      'ratings.comment',
      'ratings.created_at',
      'orders.service_type as service',
      'users.name',
      sql<string>`coalesce(users.name, users.username)`.as('user_name'),
    ])
    .where('ratings.cafe_id', '=', cafeId)
    .orderBy('ratings.created_at', 'desc')
    .orderBy('ratings.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ name, user_name, ...r }) => ({ _id: r.id, ...r, user_name: whole ? user_name : reviewerName(name) }));
}
