import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { ORDER_STATUSES } from '@shared/orders/state-machine';
import { orderWorld } from '../helpers/orders';
import { trpcError, validationMessages } from '../helpers/db';

describe('customer rates the cafe', () => {
  it('allows one rating of a completed order, by its customer only', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('completed');
    const api = w.api(w.customer).orders;
    expect(await api.canRate({ orderId })).toEqual({ can_rate: true, already_rated: false });
    expect(await api.rate({ orderId, rating: 4, comment: 'خوب بود' })).toMatchObject({ success: true, message: ORDER_MSG.reviewCommentSaved });
    expect(await api.canRate({ orderId })).toEqual({ can_rate: false, already_rated: true });
    const again = await trpcError(api.rate({ orderId, rating: 5 }));
    expect([again.code, again.message]).toEqual(['CONFLICT', ORDER_MSG.alreadyRated]);
    expect((await api.byId({ orderId })).rated).toBe(true);
    for (const user of [w.cafeUser, w.admin, w.otherCustomer]) {
      expect((await trpcError(w.api(user).orders.rate({ orderId, rating: 5 }))).code).toBe('FORBIDDEN');
      expect((await trpcError(w.api(user).orders.canRate({ orderId }))).code).toBe('FORBIDDEN');
    }
  });

  it('says «نظر شما ثبت شد» for a comment and «امتیاز با موفقیت ثبت شد» for a score alone (spec 2)', async () => {
    const w = await orderWorld();
    const api = w.api(w.customer).orders;
    expect(await api.rate({ orderId: await w.orderIn('completed'), rating: 5, comment: '   ' })).toMatchObject({ message: ORDER_MSG.ratingSaved });
    expect(await api.rate({ orderId: await w.orderIn('completed'), rating: 3 })).toMatchObject({ message: ORDER_MSG.ratingSaved });
    expect(await api.rate({ orderId: await w.orderIn('completed'), rating: 2, comment: 'دیر شد' })).toMatchObject({ message: ORDER_MSG.reviewCommentSaved });
  });

  it('refuses an order that is not completed, in every other status', async () => {
    const w = await orderWorld();
    for (const status of ORDER_STATUSES.filter((s) => s !== 'completed')) {
      const orderId = await w.orderIn(status);
      expect(await w.api(w.customer).orders.canRate({ orderId })).toEqual({ can_rate: false, already_rated: false });
      const refused = await trpcError(w.api(w.customer).orders.rate({ orderId, rating: 5 }));
      expect([refused.code, refused.message], status).toEqual(['CONFLICT', ORDER_MSG.notRateable]);
    }
    expect(await w.db.selectFrom('ratings').select('id').execute()).toEqual([]);
  });

  it('takes 1 to 5 whole stars and a comment up to 500 characters', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('completed');
    const api = w.api(w.customer).orders;
    for (const rating of [0, 6, 3.5]) {
      expect(validationMessages(await trpcError(api.rate({ orderId, rating })))).toEqual({ rating: ORDER_MSG.ratingRange });
    }
    expect(validationMessages(await trpcError(api.rate({ orderId, rating: 5, comment: 'x'.repeat(501) })))).toEqual({ comment: ORDER_MSG.commentTooLong });
    await api.rate({ orderId, rating: 5, comment: 'x'.repeat(500) });
  });

  it('answers one of two racing ratings with 409', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('completed');
    const results = await Promise.allSettled([1, 2].map(() => w.api(w.customer).orders.rate({ orderId, rating: 5 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await w.db.selectFrom('ratings').select('id').execute()).toHaveLength(1);
  });

  it('feeds the cafe’s stats and history, newest first, limited', async () => {
    const w = await orderWorld();
    for (const stars of [5, 4, 4, 2]) {
      const orderId = await w.orderIn('completed');
      w.clock.advanceSeconds(60);
      await w.api(w.customer).orders.rate({ orderId, rating: stars, comment: `نظر ${stars}` });
    }
    const stats = await w.api(w.cafeUser).orders.cafeRatingStats({ cafeId: w.cafeId });
    expect(stats).toMatchObject({ average_rating: 3.8, total_ratings: 4, distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 } });
    expect((await trpcError(w.api(w.otherCafeUser).orders.cafeRatingStats({ cafeId: w.cafeId }))).code).toBe('FORBIDDEN');
    expect((await w.api(w.admin).orders.cafeRatingStats({ cafeId: w.cafeId })).total_ratings).toBe(4);

    const history = await w.api(w.customer).orders.cafeRatingHistory({ cafeId: w.cafeId, limit: 3 });
    expect(history.map((h) => h.rating)).toEqual([2, 4, 4]);
    // Anyone but the cafe and admins sees reviewers masked as the public reviews (issue 14).
    expect(history[0]).toMatchObject({ user_name: 'علی ر.', comment: 'نظر 2', service: 'تایپ متن' });
    expect((await w.api(w.cafeUser).orders.cafeRatingHistory({ cafeId: w.cafeId, limit: 3 }))[0]).toMatchObject({ user_name: 'علی رضایی' });
    expect((await w.api(w.admin).orders.cafeRatingHistory({ cafeId: w.cafeId, limit: 3 }))[0]).toMatchObject({ user_name: 'علی رضایی' });
    expect(await w.api(w.customer).orders.cafeRatingHistory({ cafeId: w.otherCafeId })).toEqual([]);
    expect((await trpcError(w.api(w.customer).orders.cafeRatingHistory({ cafeId: 'd'.repeat(24) }))).code).toBe('NOT_FOUND');
  });
});

describe('the cafe rates the customer', () => {
  it('allows one rating per completed order, by that order’s cafe', async () => {
    const w = await orderWorld();
    const done = await w.orderIn('completed');
    const working = await w.orderIn('in_progress');
    const api = w.api(w.cafeUser).orders;
    expect((await trpcError(api.rateCustomer({ orderId: working, rating: 5 }))).message).toBe(ORDER_MSG.notRateable);
    expect((await trpcError(w.api(w.otherCafeUser).orders.rateCustomer({ orderId: done, rating: 5 }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.customer).orders.rateCustomer({ orderId: done, rating: 5 }))).code).toBe('FORBIDDEN');
    expect(await api.rateCustomer({ orderId: done, rating: 3, comment: 'دیر آمد' })).toMatchObject({ message: ORDER_MSG.reviewCommentSaved });
    const again = await trpcError(api.rateCustomer({ orderId: done, rating: 5 }));
    expect([again.code, again.message]).toEqual(['CONFLICT', ORDER_MSG.userAlreadyRated]);
    expect((await api.byId({ orderId: done })).user_rated).toBe(true);

    const second = await w.orderIn('completed');
    expect(await api.rateCustomer({ orderId: second, rating: 4 })).toMatchObject({ message: ORDER_MSG.ratingSaved });
    const summary = { average_rating: 3.5, total_ratings: 2 };
    expect(await w.api(w.customer).orders.customerRating({ userId: w.customer.id })).toEqual(summary);
    expect(await api.customerRating({ userId: w.customer.id })).toEqual(summary);
    expect((await api.byId({ orderId: working })).user_rating).toEqual(summary);
    expect((await w.api(w.customer).orders.myStats()).rating).toEqual(summary);
    // Another customer and a cafe that never served this customer may not look.
    expect((await trpcError(w.api(w.otherCustomer).orders.customerRating({ userId: w.customer.id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.otherCafeUser).orders.customerRating({ userId: w.customer.id }))).code).toBe('FORBIDDEN');

    const stats = await api.cafeRatingStats({ cafeId: w.cafeId });
    expect(stats).toMatchObject({ total_ratings_given: 2, average_rating_given: 3.5 });
    expect(stats.latest_ratings.map((r) => r.rating)).toEqual(expect.arrayContaining([3, 4]));
  });
});
