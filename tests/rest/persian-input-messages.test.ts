import { describe, expect, it } from 'vitest';
import { INPUT_FALLBACK_MSG } from '@shared/validation/fallback-messages';
import { restHarness } from '../helpers/money';
import { storeWorld } from '../helpers/store';

const LATIN = /[A-Za-z]/;

// A query parameter that a schema checks without a message of its own used to answer zod's
// English ("Invalid input: expected number, received string"); the answer is Persian now.
describe('a 422 for a check without its own message answers in Persian', () => {
  it('store list and store finance paths', async () => {
    const w = await storeWorld();
    const { call } = await restHarness(w.db, { now: w.clock.now });
    const cases: Array<[string, string, typeof w.admin | null]> = [
      ['/store/products?limit=abc', INPUT_FALLBACK_MSG.wrongType, null],
      ['/store/products?category=toys', INPUT_FALLBACK_MSG.notInList, null],
      ['/store/products?price=cheap', INPUT_FALLBACK_MSG.notInList, null],
      ['/finance/admin/store?limit=1000', INPUT_FALLBACK_MSG.numberAtMost('۱۰۰'), w.admin],
    ];
    for (const [path, message, as] of cases) {
      const res = await call(path, { as });
      expect([path, res.status, res.body.detail]).toEqual([path, 422, message]);
      for (const text of Object.values(res.body.errors as Record<string, string>)) expect(text).not.toMatch(LATIN);
    }
  });

  it('a schema’s own message still wins over the fallback', async () => {
    const w = await storeWorld();
    const { call } = await restHarness(w.db, { now: w.clock.now });
    const res = await call('/finance/admin/store?from_date=2020-13-45', { as: w.admin });
    expect(res.status).toBe(422);
    expect(res.body.detail).not.toBe(INPUT_FALLBACK_MSG.badFormat);
    expect(res.body.detail).toMatch(/تاریخ/);
  });
});

describe('a 422 names the field as the client sent it', () => {
  it('GET /api/store/products?limit=abc names limit (the procedure calls it pageSize)', async () => {
    const w = await storeWorld();
    const { call } = await restHarness(w.db, { now: w.clock.now });
    const res = await call('/store/products?limit=abc');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ limit: INPUT_FALLBACK_MSG.wrongType });
  });
});
