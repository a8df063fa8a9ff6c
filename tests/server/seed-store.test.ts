import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, STORE_CATEGORIES } from '@shared/store/products';
import { seedDemo } from '../../src-server/seed/demo';
import { DEMO_PRODUCTS } from '../../src-server/seed/demo-store';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { HEALTHY_LEDGER, ledgerCheck } from '../helpers/money';

describe('demo store', () => {
  it('offers every product type and category, with no invented ratings', async () => {
    const db = await freshMemoryDb();
    await seedDemo(db);
    const page = await callerFor(db, null).store.products({ pageSize: 48 });
    expect(page.total).toBe(DEMO_PRODUCTS.length);
    expect(new Set(page.items.map((p) => p.product_type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(page.items.map((p) => p.category))).toEqual(new Set(STORE_CATEGORIES));
    expect(page.items.some((p) => p.is_featured)).toBe(true);
    expect(page.items.some((p) => p.price === 0)).toBe(true);
    expect(page.items.every((p) => p.rating === 0 && p.review_count === 0)).toBe(true);
    const excel = page.items.find((p) => p.name === 'دوره اکسل کاربردی از صفر')!;
    const detail = await callerFor(db, null).store.product({ id: excel.id });
    expect(detail.course_content!.lessons.length).toBeGreaterThan(5);
    expect(detail.course_content!.lessons.every((l) => l.duration > 0)).toBe(true);
  });

  it('gives the demo customers products bought through checkout and the wallet, and a free course', async () => {
    const db = await freshMemoryDb();
    await seedDemo(db);
    const ali = (await findUserByUsername(db, 'ali'))!;
    const owned = await callerFor(db, ali).store.purchased();
    expect(owned.map((p) => p.product_type).sort()).toEqual(['ebook', 'video_course']);
    const paid = await db.selectFrom('store_orders').select(['status', 'total']).where('user_id', '=', ali.id).execute();
    expect(paid.every((o) => o.status === 'paid')).toBe(true);
    expect(paid.map((o) => o.total).sort()).toEqual([0, 150_000]);
    const sara = (await findUserByUsername(db, 'sara'))!;
    expect((await callerFor(db, sara).store.purchased()).map((p) => p.product_type)).toEqual(['digital']);
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
  });
});
