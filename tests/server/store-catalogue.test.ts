import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_BUCKETS, PRODUCT_TYPES, STORE_CATEGORIES, STORE_LIMITS, STORE_SORTS, type ProductCard } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { productsInput, type ProductsInput } from '@shared/store/schemas';
import { freshMemoryDb, trpcError } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { fundWallet } from '../helpers/money';
import { requestKey, storeWorld } from '../helpers/store';
import { createProduct } from '../../src-server/services/store/products';
import type { ProductRow } from '../../src-server/db/schema';

const WORDS = ['فلش', 'کتاب', 'دوره', 'اکسل', 'ورد', 'هدست', 'کارتریج', 'تایپ', 'رزومه', 'usb', 'Office'];

/** A few hundred products with random fields, some sharing creation times, prices and ratings. */
async function randomStore(seed: number) {
  const db = await freshMemoryDb();
  const rows: Array<ProductRow & { tagList: string[] }> = [];
  const rand = fc.sample(
    fc.record({
      words: fc.subarray(WORDS, { minLength: 1, maxLength: 3 }),
      tag: fc.constantFrom(...WORDS, 'سایر'),
      price: fc.oneof(fc.constantFrom(0, 999_999, 1_000_000, 4_999_999, 5_000_000, 10_000_000), fc.integer({ min: 0, max: 30_000_000 })),
      category: fc.constantFrom(...STORE_CATEGORIES),
      product_type: fc.constantFrom(...PRODUCT_TYPES),
      is_featured: fc.boolean(),
      is_active: fc.integer({ min: 0, max: 9 }).map((n) => n < 7),
      minute: fc.integer({ min: 0, max: 120 }),
      rating: fc.constantFrom(0, 3.5, 4, 4.5, 5),
      reviews: fc.integer({ min: 0, max: 30 }),
    }),
    { numRuns: 300, seed },
  );
  for (const [i, r] of rand.entries()) {
    const [first, ...rest] = r.words;
    const row = await createProduct(
      db,
      {
        name: `${first} مدل ${i}`,
        description: rest.join(' '),
        tags: [r.tag],
        price: r.price,
        category: r.category,
        product_type: r.product_type,
        is_featured: r.is_featured,
        is_active: r.is_active,
      },
      new Date(Date.UTC(2026, 0, 1, 0, r.minute)),
    );
    // Reviews do not exist yet; the grid's "popular" sort is tested with ratings set directly.
    await db.updateTable('products').set({ rating: r.rating, review_count: r.reviews }).where('id', '=', row.id).execute();
    rows.push({ ...row, rating: r.rating, review_count: r.reviews, tagList: [r.tag] });
  }
  return { db, rows };
}

function reference(rows: Awaited<ReturnType<typeof randomStore>>['rows'], raw: ProductsInput) {
  const input = productsInput.parse(raw);
  const bucket = PRICE_BUCKETS.find((b) => b.id === input.price);
  const found = rows.filter(
    (p) =>
      p.is_active === 1 &&
      (!input.category || p.category === input.category) &&
      (!input.product_type || p.product_type === input.product_type) &&
      (input.featured == null || p.is_featured === (input.featured ? 1 : 0)) &&
      (!bucket || (p.price >= bucket.min && (bucket.max === null || p.price < bucket.max))) &&
      (!input.search || `${p.name} ${p.description} ${p.tagList.join(' ')}`.toLowerCase().includes(input.search.toLowerCase())),
  );
  const byNewest = (a: ProductRow, b: ProductRow) => b.created_at.localeCompare(a.created_at);
  const compare: Record<string, (a: ProductRow, b: ProductRow) => number> = {
    newest: byNewest,
    price_asc: (a, b) => a.price - b.price || byNewest(a, b),
    price_desc: (a, b) => b.price - a.price || byNewest(a, b),
    popular: (a, b) => b.rating - a.rating || b.review_count - a.review_count || byNewest(a, b),
  };
  found.sort((a, b) => compare[input.sort]!(a, b) || a.id.localeCompare(b.id));
  const start = (input.page - 1) * input.pageSize;
  return { total: found.length, ids: found.slice(start, start + input.pageSize).map((p) => p.id) };
}

describe('store grid (store.products)', () => {
  it('filters, searches, sorts and pages in SQL exactly as a reference over a few hundred products does', async () => {
    const { db, rows } = await randomStore(7);
    const { callerFor } = await import('../helpers/db');
    const api = callerFor(db, null);
    const queries = fc.sample(
      fc.record(
        {
          search: fc.option(fc.constantFrom('', ...WORDS, 'USB', 'مدل 1'), { freq: 2, nil: undefined }),
          category: fc.option(fc.constantFrom(...STORE_CATEGORIES), { freq: 2, nil: undefined }),
          product_type: fc.option(fc.constantFrom(...PRODUCT_TYPES), { freq: 2, nil: undefined }),
          price: fc.option(fc.constantFrom(...PRICE_BUCKETS.map((b) => b.id)), { freq: 2, nil: undefined }),
          featured: fc.option(fc.boolean(), { freq: 2, nil: undefined }),
          sort: fc.constantFrom(...STORE_SORTS),
          page: fc.integer({ min: 1, max: 3 }),
          pageSize: fc.constantFrom(5, 12, 48),
        },
        { requiredKeys: ['sort', 'page', 'pageSize'] },
      ),
      { numRuns: 200, seed: 11 },
    );
    let nonEmpty = 0;
    for (const query of queries) {
      const answer = await api.store.products(query);
      const expected = reference(rows, query);
      expect({ total: answer.total, ids: answer.items.map((p) => p.id) }, JSON.stringify(query)).toEqual(expected);
      if (expected.ids.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('answers cards of active products only, with the defaults of a store page', async () => {
    const { db, rows } = await randomStore(3);
    const { callerFor } = await import('../helpers/db');
    const answer = await callerFor(db, null).store.products({});
    expect(answer.items).toHaveLength(STORE_LIMITS.pageSize);
    expect(answer.total).toBe(rows.filter((r) => r.is_active === 1).length);
    const first = rows.find((r) => r.id === answer.items[0]!.id)!;
    expect(answer.items[0]).toEqual<ProductCard>({
      id: first.id,
      name: first.name,
      description: first.description,
      price: first.price,
      category: first.category,
      product_type: first.product_type,
      is_featured: first.is_featured === 1,
      image: null,
      rating: first.rating,
      review_count: first.review_count,
      requires_shipping: first.product_type === 'physical',
    });
  });

  it('finds Persian text typed with Arabic letters and across a half-space', async () => {
    const w = await storeWorld();
    await w.product({ name: 'ثبت‌نام آموزشی', price: 10, category: 'other', product_type: 'digital', tags: ['کمک'] });
    const api = w.api(null);
    expect((await api.store.products({ search: 'كتاب' })).items.map((p) => p.name)).toEqual(['کتاب آموزش ورد']);
    expect((await api.store.products({ search: 'ثبت نام' })).items.map((p) => p.name)).toEqual(['ثبت‌نام آموزشی']);
    expect((await api.store.products({ search: 'كمك' })).total).toBe(1); // tags are searched too
    expect((await api.store.products({ search: '100%' })).total).toBe(0);
  });
});

describe('product page (store.product)', () => {
  it('shows a course with its syllabus, locked lessons until bought, files and related products', async () => {
    const w = await storeWorld();
    const other = await w.product({ name: 'دوره پاورپوینت', price: 1_000_000, category: 'courses', product_type: 'video_course' });
    await w.product({ name: 'دوره قدیمی', price: 1_000_000, category: 'courses', product_type: 'video_course', is_active: false });
    const page = await w.api(null).store.product({ id: w.course.id });
    expect(page).toMatchObject({
      id: w.course.id,
      name: 'دوره اکسل',
      price: 4_000_000,
      product_type: 'video_course',
      language: 'fa',
      instructor_name: 'مینا',
      purchased: false,
      files_count: 0,
      images: [],
      video_preview_url: null,
    });
    expect(page.course_content).toEqual({
      lessons: [
        { order: 1, title: 'آشنایی', description: '', duration: 600, is_preview: true, unlocked: true },
        { order: 2, title: 'فرمول‌ها', description: '', duration: 1200, is_preview: false, unlocked: false },
      ],
      prerequisites: [],
      learning_objectives: [],
      difficulty_level: 'beginner',
      certificate_available: false,
    });
    // Same category, active, not itself, newest first.
    expect(page.related.map((p) => p.id)).toEqual([other.id, w.freeCourse.id]);

    // Once bought, every lesson unlocks for the buyer (not for others).
    await fundWallet(w.db, w.buyer.id, 4_000_000);
    const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.course.id, quantity: 1 }], request_key: requestKey() });
    await w.api(w.buyer).store.payFromWallet({ id });
    const mine = await w.api(w.buyer).store.product({ id: w.course.id });
    expect(mine.purchased).toBe(true);
    expect(mine.course_content!.lessons.every((l) => l.unlocked)).toBe(true);
    expect((await w.api(w.otherBuyer).store.product({ id: w.course.id })).purchased).toBe(false);

    const ebook = await w.api(null).store.product({ id: w.ebook.id });
    expect(ebook).toMatchObject({ course_content: null, files_info: [{ filename: 'word.pdf', size: 2048 }], files_count: 1 });
  });

  it('answers 404 with the spec message for a missing or withdrawn product', async () => {
    const w = await storeWorld();
    const gone = await w.product({ name: 'قدیمی', is_active: false });
    for (const id of [gone.id, 'd'.repeat(24)]) {
      const error = await trpcError(w.api(null).store.product({ id }));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', STORE_MSG.productNotFound]);
    }
    expect((await w.api(null).store.products({ search: 'قدیمی' })).total).toBe(0);
  });

  it('still shows a withdrawn product to its owner, as theirs, and to no one else', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 5_000_000);
    const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() });
    await w.api(w.buyer).store.payFromWallet({ id });
    await w.db.updateTable('products').set({ is_active: 0 }).where('id', '=', w.ebook.id).execute();
    expect(await w.api(w.buyer).store.product({ id: w.ebook.id })).toMatchObject({ id: w.ebook.id, purchased: true });
    for (const viewer of [null, w.otherBuyer]) {
      expect((await trpcError(w.api(viewer).store.product({ id: w.ebook.id }))).code).toBe('NOT_FOUND');
    }
  });

  it.skipIf(onPostgres)('uses an index for every grid query', async () => {
    const db = await freshMemoryDb();
    const { sql } = await import('kysely');
    const plans: string[] = [];
    for (const where of ["is_active = 1 order by created_at desc", "is_active = 1 and category = 'books' order by created_at desc", "is_active = 1 and product_type = 'ebook' order by created_at desc", "is_active = 1 and price >= 0 and price < 100 order by price", "is_active = 1 order by rating desc, review_count desc", "is_active = 1 and is_featured = 1 order by created_at desc"]) {
      const { rows } = await sql.raw<{ detail: string }>(`explain query plan select id from products where ${where} limit 12`).execute(db);
      plans.push(rows.map((r) => r.detail).join(' | '));
    }
    for (const plan of plans) expect(plan).toMatch(/USING (COVERING )?INDEX products_/);
  });
});
