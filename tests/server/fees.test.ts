import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { callerFor, freshMemoryDb, trpcError, validationMessages } from '../helpers/db';
import { quickAccount } from '../helpers/money';

async function setup() {
  const db = await freshMemoryDb();
  const admin = await quickAccount(db, 'admin');
  const azadi = await quickAccount(db, 'coffenet', 'کافی‌نت آزادی');
  const negin = await quickAccount(db, 'coffenet', 'کافی‌نت نگین');
  const customer = await quickAccount(db, 'user');
  return { db, admin, azadi, negin, customer, api: callerFor(db, admin) };
}

describe('fees', () => {
  it('starts at a global fee of 0.1 and lets the admin change it', async () => {
    const { api } = await setup();
    expect(await api.wallet.admin.globalFee()).toEqual({ global_platform_fee: 0.1 });
    expect(await api.wallet.admin.setGlobalFee({ fee: 0.125 })).toEqual({ message: WALLET_MSG.feeSaved, global_platform_fee: 0.125 });
    expect(await api.wallet.admin.globalFee()).toEqual({ global_platform_fee: 0.125 });
    await api.wallet.admin.setGlobalFee({ fee: 0 });
    expect((await api.wallet.admin.globalFee()).global_platform_fee).toBe(0);
    await api.wallet.admin.setGlobalFee({ fee: 1 });
    expect((await api.wallet.admin.globalFee()).global_platform_fee).toBe(1);
  });

  it('refuses a fee outside 0..1 with the catalogue message', async () => {
    const { api } = await setup();
    for (const fee of [-0.01, 1.01, Number.NaN]) {
      const error = await trpcError(api.wallet.admin.setGlobalFee({ fee }));
      expect(validationMessages(error)).toEqual({ fee: MSG.invalidFee });
    }
    expect((await api.wallet.admin.globalFee()).global_platform_fee).toBe(0.1);
  });

  it('sets a cafe’s own fee, lists every cafe with its fee, and resets it to the global fee', async () => {
    const { api, azadi, negin } = await setup();
    const set = await api.wallet.admin.setCafeFee({ cafe_user_id: azadi.id, fee: 0.05 });
    expect(set).toMatchObject({ message: 'کارمزد کافی‌نت آزادی ذخیره شد', fee_percent: 0.05, effective_fee: 0.05, global_fee: 0.1 });

    const all = await api.wallet.admin.cafeFees();
    expect(all.global_fee).toBe(0.1);
    expect(all.cafes.map((c) => [c.cafe_name, c.fee_percent, c._id])).toEqual([
      ['کافی‌نت آزادی', 0.05, azadi.id],
      ['کافی‌نت نگین', null, negin.id],
    ]);
    expect(Object.keys(all.cafes[0]!).sort()).toEqual(
      ['_id', 'active', 'address', 'cafe_id', 'cafe_name', 'fee_percent', 'global_fee', 'id', 'phone', 'username'].sort(),
    );

    const reset = await api.wallet.admin.setCafeFee({ cafe_user_id: azadi.id, fee: null });
    // Spec 3 §8: the success names the cafe, for the reset as for the set.
    expect(reset).toMatchObject({ message: 'کارمزد کافی‌نت آزادی به کارمزد سراسری بازگشت', fee_percent: null, effective_fee: 0.1 });
    expect((await api.wallet.admin.cafeFees()).cafes.every((c) => c.fee_percent === null)).toBe(true);
  });

  it('answers 404 for a cafe that does not exist or is not a cafe, and 422 for a malformed id', async () => {
    const { api, customer } = await setup();
    expect((await trpcError(api.wallet.admin.setCafeFee({ cafe_user_id: 'f'.repeat(24), fee: 0.2 }))).message).toBe(MSG.cafeNotFound);
    expect((await trpcError(api.wallet.admin.setCafeFee({ cafe_user_id: customer.id, fee: 0.2 }))).code).toBe('NOT_FOUND');
    expect(validationMessages(await trpcError(api.wallet.admin.setCafeFee({ cafe_user_id: 'nope', fee: 0.2 })))).toEqual({ cafe_user_id: MSG.invalidCafeId });
  });

  it('is for admins only', async () => {
    const { db, azadi, customer } = await setup();
    expect((await trpcError(callerFor(db, azadi).wallet.admin.setGlobalFee({ fee: 0 }))).code).toBe('FORBIDDEN');
    expect((await trpcError(callerFor(db, customer).wallet.admin.cafeFees())).code).toBe('FORBIDDEN');
    expect((await trpcError(callerFor(db).wallet.admin.globalFee())).code).toBe('UNAUTHORIZED');
  });
});
