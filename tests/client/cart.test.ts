import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORE_LIMITS, type CartItem, type ProductType } from '@shared/store/products';
import {
  addLine,
  cartAllowsCash,
  cartCount,
  cartTotal,
  checkoutLines,
  mergeCarts,
  parseCart,
  refreshLines,
  removeLine,
  setLineQuantity,
  type CartProduct,
  type CurrentProduct,
} from '../../src-client/features/store/cart-lines';
import { CART_KEY, createCartStore } from '../../src-client/features/store/cart-store';
import { formatLessonDuration } from '../../src-client/features/store/lesson-duration';

const id = (n: number) => n.toString(16).padStart(24, '0');
const product = (n: number, price = 10_000, type: ProductType = 'physical'): CartProduct => ({
  id: id(n),
  name: `کالا ${n}`,
  description: '',
  price,
  product_type: type,
});

/** A storage like localStorage, plus a way to play another tab writing to it. */
function memoryStorage() {
  const data = new Map<string, string>();
  const external = new EventTarget();
  return {
    storage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
    data,
    subscribeExternal(listener: () => void) {
      external.addEventListener('storage', listener);
      return () => external.removeEventListener('storage', listener);
    },
    otherTabWrites(value: string | null) {
      if (value === null) data.delete(CART_KEY);
      else data.set(CART_KEY, value);
      external.dispatchEvent(new Event('storage'));
    },
  };
}

describe('cart rules (spec 3 §4)', () => {
  it('adds a new product with quantity 1 and raises an existing line by one', () => {
    let { lines, outcome } = addLine([], product(1, 25_000));
    expect(outcome).toBe('added');
    expect(lines).toEqual([{ _id: id(1), id: id(1), name: 'کالا 1', description: '', price: 25_000, product_type: 'physical', quantity: 1 }]);
    ({ lines, outcome } = addLine(lines, product(1, 25_000)));
    expect(outcome).toBe('increased');
    expect(lines[0]?.quantity).toBe(2);
    expect(cartCount(lines)).toBe(2);
    expect(cartTotal(lines)).toBe(50_000);
  });

  it('keeps quantities between 1 and the maximum', () => {
    const { lines } = addLine([], product(1));
    expect(setLineQuantity(lines, id(1), 0)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, id(1), -5)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, id(1), 1000)[0]?.quantity).toBe(STORE_LIMITS.maxQuantity);
    expect(setLineQuantity(lines, id(1), Number.NaN)[0]?.quantity).toBe(1);
    const full = setLineQuantity(lines, id(1), STORE_LIMITS.maxQuantity);
    expect(addLine(full, product(1)).outcome).toBe('at_max');
  });

  it('refuses a new line once the cart has the most lines an order takes', () => {
    let lines: CartItem[] = [];
    for (let n = 0; n < STORE_LIMITS.maxLines; n++) lines = addLine(lines, product(n)).lines;
    const result = addLine(lines, product(9999));
    expect(result.outcome).toBe('cart_full');
    expect(result.lines).toHaveLength(STORE_LIMITS.maxLines);
    expect(addLine(lines, product(0)).outcome).toBe('increased');
  });

  it('keeps one copy of a file or course: adding it again changes nothing', () => {
    for (const type of ['ebook', 'digital', 'software', 'video_course'] as const) {
      const { lines } = addLine([], product(1, 500, type));
      const again = addLine(lines, product(1, 500, type));
      expect(again.outcome).toBe('already_in_cart');
      expect(again.lines[0]?.quantity).toBe(1);
      expect(setLineQuantity(lines, id(1), 5)[0]?.quantity).toBe(1);
    }
  });

  it('offers cash only when every line is physical', () => {
    const physical = addLine([], product(1)).lines;
    expect(cartAllowsCash(physical)).toBe(true);
    expect(cartAllowsCash(addLine(physical, product(2, 0, 'ebook')).lines)).toBe(false);
    expect(cartAllowsCash([])).toBe(false);
  });

  it('sends only product ids and quantities to checkout', () => {
    const lines = addLine(addLine([], product(1)).lines, product(2)).lines;
    expect(checkoutLines(setLineQuantity(lines, id(2), 3))).toEqual([
      { product_id: id(1), quantity: 1 },
      { product_id: id(2), quantity: 3 },
    ]);
  });

  it('reads damaged storage safely: drops bad lines, merges repeats, clamps quantities', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const raw = JSON.stringify([
      { _id: id(1), name: 'a', price: 100, product_type: 'physical', quantity: 2 },
      { id: id(1), name: 'a', price: 100, product_type: 'physical', quantity: 3 },
      { id: id(3), name: 'c', price: 100, product_type: 'ebook', quantity: 3 },
      { id: 'nope', quantity: 1 },
      null,
      { id: id(2), name: 'b', price: -4, product_type: 'spaceship', quantity: 500 },
    ]);
    expect(parseCart(raw)).toEqual([
      { _id: id(1), id: id(1), name: 'a', description: '', price: 100, product_type: 'physical', quantity: 5 },
      { _id: id(3), id: id(3), name: 'c', description: '', price: 100, product_type: 'ebook', quantity: 1 },
      { _id: id(2), id: id(2), name: 'b', description: '', price: 0, product_type: 'physical', quantity: STORE_LIMITS.maxQuantity },
    ]);
  });

  it('refreshes prices from the server and drops products that are gone', () => {
    const lines = addLine(addLine(addLine([], product(1, 100)).lines, product(2, 200)).lines, product(3, 300)).lines;
    const withCourse = addLine(lines, product(4, 400, 'video_course')).lines;
    const current = new Map<string, CurrentProduct | null>([
      [id(1), { ...product(1, 150), name: 'نام تازه' }],
      [id(2), null],
      [id(4), { ...product(4, 400, 'video_course'), purchased: true }],
    ]);
    const result = refreshLines(withCourse, current);
    expect(result.lines.map((l) => [l.id, l.price, l.name])).toEqual([
      [id(1), 150, 'نام تازه'],
      [id(3), 300, 'کالا 3'],
    ]);
    expect(result.repriced).toEqual(['نام تازه']);
    expect(result.removed).toEqual(['کالا 2']);
    expect(result.owned).toEqual(['کالا 4']);
  });

  it('holds its invariants over any sequence of adds, quantity changes and removals', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), n: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant('set' as const), n: fc.integer({ min: 0, max: 5 }), q: fc.integer({ min: -10, max: 200 }) }),
      fc.record({ kind: fc.constant('remove' as const), n: fc.integer({ min: 0, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let lines: CartItem[] = [];
        const model = new Map<number, number>();
        for (const a of actions) {
          if (a.kind === 'add') {
            lines = addLine(lines, product(a.n, 1000 * (a.n + 1))).lines;
            model.set(a.n, Math.min(STORE_LIMITS.maxQuantity, (model.get(a.n) ?? 0) + 1));
          } else if (a.kind === 'set') {
            lines = setLineQuantity(lines, id(a.n), a.q);
            if (model.has(a.n)) model.set(a.n, Math.min(STORE_LIMITS.maxQuantity, Math.max(1, a.q)));
          } else {
            lines = removeLine(lines, id(a.n));
            model.delete(a.n);
          }
          expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
          for (const line of lines) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(STORE_LIMITS.maxQuantity);
          }
          expect(Object.fromEntries(lines.map((l) => [l.id, l.quantity]))).toEqual(Object.fromEntries([...model].map(([n, q]) => [id(n), q])));
          expect(cartTotal(lines)).toBe([...model].reduce((sum, [n, q]) => sum + 1000 * (n + 1) * q, 0));
          // What is stored reads back the same.
          expect(parseCart(JSON.stringify(lines))).toEqual(lines);
        }
      }),
    );
  });
});

describe('the stored cart', () => {
  it('persists under `cart`, announces its changes and keeps one snapshot until the text changes', () => {
    const mem = memoryStorage();
    const store = createCartStore(mem.storage, new EventTarget(), mem.subscribeExternal);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    expect(store.read()).toEqual([]);
    expect(store.add(product(1))).toBe('added');
    expect(store.add(product(1))).toBe('increased');
    expect(JSON.parse(mem.data.get(CART_KEY) ?? '[]')).toEqual([expect.objectContaining({ id: id(1), _id: id(1), quantity: 2 })]);
    expect(store.read()).toBe(store.read());
    store.setQuantity(id(1), 0);
    expect(store.read()[0]?.quantity).toBe(1);
    store.remove(id(1));
    expect(mem.data.has(CART_KEY)).toBe(false);
    expect(calls).toBe(4);
    stop();
    store.add(product(2));
    expect(calls).toBe(4);
  });

  it('follows another tab and a logout that clears the key', () => {
    const mem = memoryStorage();
    const store = createCartStore(mem.storage, new EventTarget(), mem.subscribeExternal);
    store.add(product(1));
    let calls = 0;
    store.subscribe(() => calls++);
    mem.otherTabWrites(JSON.stringify([{ id: id(7), name: 'x', price: 5, product_type: 'physical', quantity: 4 }]));
    expect(calls).toBe(1);
    expect(store.read().map((l) => [l.id, l.quantity])).toEqual([[id(7), 4]]);
    mem.otherTabWrites(null);
    expect(store.read()).toEqual([]);
    store.add(product(3));
    store.clear();
    expect(store.read()).toEqual([]);
  });
});

describe('lesson durations (spec 3 §9)', () => {
  it('reads minutes under an hour and hours:minutes from an hour up', () => {
    expect(formatLessonDuration(45 * 60)).toBe('۴۵ دقیقه');
    expect(formatLessonDuration(20)).toBe('۱ دقیقه');
    expect(formatLessonDuration(3600)).toBe('۱:۰۰');
    expect(formatLessonDuration(3600 + 5 * 60)).toBe('۱:۰۵');
    expect(formatLessonDuration(2 * 3600 + 30 * 60)).toBe('۲:۳۰');
  });
});

describe('a guest cart merged into the account cart at login', () => {
  const line = (n: number, quantity: number, type: ProductType = 'physical'): CartItem => ({ ...product(n, 10_000, type), _id: id(n), quantity });

  it('adds quantities of a product in both, keeps every other line, and one copy of a file', () => {
    const merged = mergeCarts([line(1, 2), line(2, 1, 'ebook')], [line(1, 3), line(2, 1, 'ebook'), line(3, 1)]);
    expect(merged.map((l) => [l.id, l.quantity])).toEqual([
      [id(1), 5],
      [id(2), 1],
      [id(3), 1],
    ]);
  });

  it('loses no unit and no line within the limits, whatever the two carts hold', () => {
    const cartArb = fc.uniqueArray(fc.record({ n: fc.integer({ min: 1, max: 30 }), q: fc.integer({ min: 1, max: 60 }) }), { selector: (e) => e.n, maxLength: 20 });
    fc.assert(
      fc.property(cartArb, cartArb, (a, b) => {
        const merged = mergeCarts(
          a.map((e) => line(e.n, e.q)),
          b.map((e) => line(e.n, e.q)),
        );
        const ids = new Set([...a, ...b].map((e) => id(e.n)));
        expect(new Set(merged.map((l) => l.id))).toEqual(ids);
        for (const l of merged) {
          const total = [...a, ...b].filter((e) => id(e.n) === l.id).reduce((sum, e) => sum + e.q, 0);
          expect(l.quantity).toBe(Math.min(total, STORE_LIMITS.maxQuantity));
        }
      }),
      { numRuns: 200, seed: 19 },
    );
  });
});
