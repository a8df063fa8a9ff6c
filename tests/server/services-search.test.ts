import { describe, expect, it } from 'vitest';
import { SERVICE_SORTS, type ServiceSort } from '@shared/catalogue/constants';
import { TASK_CATEGORIES, type TaskCategory } from '@shared/catalogue/categories';
import type { TasksTable } from '../../src-server/db/schema';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { insertCafe, insertCustomer, insertRating, insertTasks, observedDb, taskRow } from '../helpers/catalogue';

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const WORDS = ['پرینت', 'کپی', 'اسکن', 'ترجمه', 'تایپ', 'ثبت‌نام', 'طراحی', 'رنگی', 'فوری', 'A4'];
const MINUTES = [null, 15, 30, 60, 120, 24 * 60, 2 * 24 * 60];
const BASE = Date.UTC(2026, 0, 1);

interface Cafe {
  id: string;
  name: string;
  active: boolean;
  avg: number;
  count: number;
}

/** 30 cafes (5 inactive, some unrated) and 2,000 services with many ties in price, time and date. */
async function seedWorld() {
  const db = await freshMemoryDb();
  const rnd = random(20260101);
  const customer = await insertCustomer(db, 'مشتری');
  const cafes: Cafe[] = [];
  for (let i = 0; i < 30; i++) {
    const name = `کافی‌نت ${rnd.pick(['آزادی', 'نگین', 'پارسیان', 'البرز', 'مهر'])} ${i}`;
    const active = i % 6 !== 5;
    const id = await insertCafe(db, { name, active, createdAt: BASE + i * 1000 });
    // 0, 1, 2 or 4 ratings: averages are exact in binary, so rounding agrees in SQL and here.
    const count = rnd.pick([0, 1, 2, 4]);
    let sum = 0;
    for (let r = 0; r < count; r++) {
      const rating = 1 + Math.floor(rnd.next() * 5);
      sum += rating;
      await insertRating(db, { cafeId: id, userId: customer, rating, at: BASE + r });
    }
    cafes.push({ id, name, active, count, avg: count ? Math.round((sum / count) * 10) / 10 : 0 });
  }
  const tasks: TasksTable[] = [];
  for (let i = 0; i < 2000; i++) {
    const cafe = rnd.pick(cafes);
    tasks.push(
      taskRow(cafe.id, {
        title: `${rnd.pick(WORDS)} ${rnd.pick(WORDS)}`,
        description: rnd.next() < 0.3 ? `شامل ${rnd.pick(WORDS)}` : '',
        category: rnd.pick(TASK_CATEGORIES),
        price: Math.floor(rnd.next() * 50) * 10_000,
        minutes: rnd.pick(MINUTES),
        at: BASE + (i % 50) * 1000,
      }),
    );
  }
  await insertTasks(db, tasks);
  return { db, cafes: new Map(cafes.map((c) => [c.id, c])), tasks };
}

interface Query {
  q?: string;
  category?: TaskCategory;
  minRating?: number;
  maxMinutes?: number;
  sort: ServiceSort;
}

/** The expected answer, computed over the whole list in memory. */
function reference(world: Awaited<ReturnType<typeof seedWorld>>, query: Query) {
  const desc = (a: number, b: number) => b - a;
  const rows = world.tasks
    .map((task) => ({ task, cafe: world.cafes.get(task.cafe_id)! }))
    .filter(({ task, cafe }) => {
      if (!cafe.active) return false;
      if (query.category && task.category !== query.category) return false;
      if (query.maxMinutes !== undefined && (task.estimated_minutes === null || task.estimated_minutes > query.maxMinutes)) return false;
      if (query.minRating !== undefined && cafe.avg < query.minRating) return false;
      if (query.q) {
        const q = query.q.toLowerCase();
        if (![task.title, task.description, cafe.name].some((text) => text.toLowerCase().includes(q))) return false;
      }
      return true;
    });
  const tail = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.task.created_at !== b.task.created_at ? (a.task.created_at < b.task.created_at ? 1 : -1) : a.task.id < b.task.id ? -1 : 1;
  rows.sort((a, b) => {
    if (query.sort === 'price') return a.task.base_price - b.task.base_price || desc(a.cafe.avg, b.cafe.avg) || tail(a, b);
    if (query.sort === 'time') {
      const am = a.task.estimated_minutes ?? Number.MAX_SAFE_INTEGER;
      const bm = b.task.estimated_minutes ?? Number.MAX_SAFE_INTEGER;
      return am - bm || desc(a.cafe.avg, b.cafe.avg) || tail(a, b);
    }
    return desc(a.cafe.avg, b.cafe.avg) || desc(a.cafe.count, b.cafe.count) || a.task.base_price - b.task.base_price || tail(a, b);
  });
  return rows.map(({ task }) => task.id);
}

describe('services search over 2,000 services', () => {
  it('answers the right page for every search, filter and sort, loading only that page', async () => {
    const world = await seedWorld();
    const { db: observed, stats } = observedDb(world.db);
    const api = callerFor(observed);
    const pageSize = 8;
    let checkedNonEmpty = 0;

    for (const sort of SERVICE_SORTS) {
      for (const category of [undefined, ...TASK_CATEGORIES]) {
        for (const minRating of [undefined, 3, 4.5]) {
          for (const maxMinutes of [undefined, 60]) {
            for (const q of [undefined, 'پرینت']) {
              const query: Query = { sort, category, minRating, maxMinutes, q };
              const expected = reference(world, query);
              const pages = Math.ceil(expected.length / pageSize);
              for (const page of new Set([1, 2, Math.max(pages, 1), pages + 1])) {
                const answer = await api.catalogue.services({ ...query, page, pageSize });
                const label = JSON.stringify({ ...query, page });
                expect(answer.total, label).toBe(expected.length);
                expect(answer.pages, label).toBe(pages);
                expect(answer.items.map((item) => item.id), label).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
                if (answer.items.length) checkedNonEmpty += 1;
              }
            }
          }
        }
      }
    }
    expect(checkedNonEmpty).toBeGreaterThan(300);
    // Every query returned at most one page of rows: nothing was filtered or sorted in memory.
    expect(stats.maxRows).toBeLessThanOrEqual(pageSize);
    // About 1,000 searches plus the triggers of 2,000 inserted services: more than the default 5 s on a loaded machine.
  }, 30_000);

  it('matches case and Arabic letters loosely and shows the cafe and its rating on each offer', async () => {
    const world = await seedWorld();
    const api = callerFor(world.db);
    const upper = await api.catalogue.services({ q: 'A4', pageSize: 50 });
    const lower = await api.catalogue.services({ q: 'a4', pageSize: 50 });
    expect(upper.total).toBeGreaterThan(0);
    expect(lower.items.map((i) => i.id)).toEqual(upper.items.map((i) => i.id));
    expect(lower.total).toBe(reference(world, { q: 'a4', sort: 'rating' }).length);

    const arabic = await api.catalogue.services({ q: 'كپي', pageSize: 50 });
    expect(arabic.total).toBe(reference(world, { q: 'کپی', sort: 'rating' }).length);

    const offer = upper.items[0]!;
    const cafe = world.cafes.get(offer.cafe_id)!;
    expect(offer).toMatchObject({ cafe_name: cafe.name, rating_avg: cafe.avg, ratings_count: cafe.count });

    // A space also finds a zero-width non-joiner: "ثبت نام" finds "ثبت‌نام".
    const spaced = await api.catalogue.services({ q: 'ثبت نام', pageSize: 1 });
    expect(spaced.total).toBe(reference(world, { q: 'ثبت‌نام', sort: 'rating' }).length);
    // LIKE wildcards typed by a person are plain text.
    expect((await api.catalogue.services({ q: '%' })).total).toBe(0);
  });
});
