import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { CAFE_FEES_PAGE } from '@shared/wallet/schemas';
import { freshMemoryDb } from '../helpers/db';
import { quickAccount, restHarness } from '../helpers/money';

async function setup() {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت آزادی');
  const { call } = await restHarness(db);
  return { db, admin, cafe, call };
}

describe('REST fee paths (spec 3 §7)', () => {
  it('reads and sets the global fee through the query parameter', async () => {
    const { admin, call } = await setup();
    expect(await call('/wallet/admin/fee/global', { as: admin })).toEqual({ status: 200, body: { global_platform_fee: 0.1 } });
    const set = await call('/wallet/admin/fee/global?fee=0.15', { as: admin, method: 'POST' });
    expect(set.status).toBe(200);
    expect(set.body.global_platform_fee).toBe(0.15);
    const bad = await call('/wallet/admin/fee/global?fee=2', { as: admin, method: 'POST' });
    expect(bad).toMatchObject({ status: 422, body: { detail: MSG.invalidFee } });
    expect((await call('/wallet/admin/fee/global?fee=abc', { as: admin, method: 'POST' })).status).toBe(422);
  });

  it('sets, lists and resets a cafe fee by the cafe’s user id', async () => {
    const { admin, cafe, call } = await setup();
    const set = await call(`/wallet/admin/fee/cafe?cafe_user_id=${cafe.id}&fee=0.07`, { as: admin, method: 'POST' });
    expect(set).toMatchObject({ status: 200, body: { fee_percent: 0.07, cafe_name: 'کافی‌نت آزادی' } });
    const all = await call('/wallet/admin/fees/all', { as: admin });
    expect(all.body).toMatchObject({ global_fee: 0.1, cafes: [{ _id: cafe.id, fee_percent: 0.07, global_fee: 0.1, active: true }] });
    const reset = await call(`/wallet/admin/fee/cafe?cafe_user_id=${cafe.id}`, { as: admin, method: 'POST' });
    expect(reset.body.fee_percent).toBeNull();
    const missing = await call(`/wallet/admin/fee/cafe?cafe_user_id=${'e'.repeat(24)}&fee=0.1`, { as: admin, method: 'POST' });
    expect(missing).toEqual({ status: 404, body: { detail: MSG.cafeNotFound } });
  });

  it('pages the cafe list with optional limit, skip and search; without them the largest page, and has_more tells there is more', async () => {
    const { db, admin, cafe, call } = await setup();
    const other = await quickAccount(db, 'coffenet', 'کافی‌نت نگین');
    const all = await call('/wallet/admin/fees/all', { as: admin });
    expect(all).toMatchObject({ status: 200, body: { global_fee: 0.1, has_more: false, skip: 0, limit: CAFE_FEES_PAGE.max } });
    expect(all.body.cafes.map((c: { _id: string }) => c._id)).toEqual([cafe.id, other.id]);
    const first = await call('/wallet/admin/fees/all?limit=1', { as: admin });
    expect(first.body).toMatchObject({ has_more: true, cafes: [{ _id: cafe.id }] });
    const second = await call('/wallet/admin/fees/all?limit=1&skip=1', { as: admin });
    expect(second.body).toMatchObject({ has_more: false, cafes: [{ _id: other.id }] });
    const found = await call(`/wallet/admin/fees/all?search=${encodeURIComponent('نگین')}`, { as: admin });
    expect(found.body.cafes.map((c: { _id: string }) => c._id)).toEqual([other.id]);
    for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'skip=-1']) {
      expect(await call(`/wallet/admin/fees/all?${bad}`, { as: admin }), bad).toMatchObject({ status: 422, body: { detail: WALLET_MSG.pagingInvalid } });
    }
  });

  it('answers 401 without a token and 403 for a cafe', async () => {
    const { cafe, call } = await setup();
    expect((await call('/wallet/admin/fees/all')).status).toBe(401);
    expect(await call('/wallet/admin/fees/all', { as: cafe })).toEqual({ status: 403, body: { detail: MSG.forbidden } });
  });
});
