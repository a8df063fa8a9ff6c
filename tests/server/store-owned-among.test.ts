import { describe, expect, it } from 'vitest';
import { STORE_LIMITS } from '@shared/store/products';
import { trpcError } from '../helpers/db';
import { storeWorld } from '../helpers/store';

/** store.ownedAmong: which products of a grid page the viewer owns (the grid offers «محصولات من» for them). */
describe('store.ownedAmong', () => {
  it('answers the asked products the viewer owns, only theirs, for shoppers, one grid page at most', async () => {
    const w = await storeWorld();
    await w.api(w.buyer).store.claimFree({ course_id: w.freeCourse.id });
    const asked = [w.freeCourse.id, w.course.id, w.flash.id];
    expect(await w.api(w.buyer).store.ownedAmong({ ids: asked })).toEqual([w.freeCourse.id]);
    expect(await w.api(w.otherBuyer).store.ownedAmong({ ids: asked })).toEqual([]);
    expect(await w.api(w.buyer).store.ownedAmong({ ids: [] })).toEqual([]);
    expect((await trpcError(w.api(null).store.ownedAmong({ ids: asked }))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(w.api(w.admin).store.ownedAmong({ ids: asked }))).code).toBe('FORBIDDEN');
    const tooMany = Array.from({ length: STORE_LIMITS.maxPageSize + 1 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect((await trpcError(w.api(w.buyer).store.ownedAmong({ ids: tooMany }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(w.api(w.buyer).store.ownedAmong({ ids: ['not-an-id'] }))).code).toBe('BAD_REQUEST');
  });
});
