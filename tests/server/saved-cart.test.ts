import { describe, expect, it } from 'vitest';
import { storeWorld } from '../helpers/store';

const line = (id: string, quantity = 1) => ({ id, name: 'فلش', description: '', price: 2_500_000, product_type: 'physical' as const, quantity });

describe('the cart kept with the account', () => {
  it('is empty at first, keeps what is saved, and is replaced whole by the next save', async () => {
    const w = await storeWorld();
    const api = w.api(w.buyer);
    expect(await api.store.savedCart()).toEqual([]);
    await api.store.saveCart({ items: [line(w.flash.id, 2), { ...line(w.ebook.id), product_type: 'ebook' }] });
    const saved = await api.store.savedCart();
    expect(saved.map((l) => [l.id, l._id, l.quantity])).toEqual([
      [w.flash.id, w.flash.id, 2],
      [w.ebook.id, w.ebook.id, 1],
    ]);
    await api.store.saveCart({ items: [] });
    expect(await api.store.savedCart()).toEqual([]);
  });

  it('belongs to one account: another shopper sees their own, an admin and a visitor none', async () => {
    const w = await storeWorld();
    await w.api(w.buyer).store.saveCart({ items: [line(w.flash.id, 3)] });
    expect(await w.api(w.otherBuyer).store.savedCart()).toEqual([]);
    await expect(w.api(w.admin).store.savedCart()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.api(null).store.saveCart({ items: [] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await w.api(w.cafe).store.saveCart({ items: [line(w.flash.id)] })).saved).toBe(1);
  });

  it('refuses malformed lines: a bad id, a zero or huge quantity, an unknown type, too many lines', async () => {
    const w = await storeWorld();
    const api = w.api(w.buyer);
    for (const bad of [
      [line('not-an-id')],
      [line(w.flash.id, 0)],
      [line(w.flash.id, 1000)],
      [{ ...line(w.flash.id), product_type: '__proto__' }],
      [{ ...line(w.flash.id), price: -1 }],
      Array.from({ length: 51 }, () => line(w.flash.id)),
    ]) {
      await expect(api.store.saveCart({ items: bad as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await api.store.savedCart()).toEqual([]);
  });
});
