import { randomBytes } from 'node:crypto';
import type { ShippingInfoInput } from '@shared/store/schemas';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { createProduct, type NewProduct } from '../../src-server/services/store/products';
import { callerFor, freshMemoryDb, manualClock } from './db';
import { quickAccount } from './money';

export const SHIPPING: ShippingInfoInput = {
  full_name: 'علی رضایی',
  phone: '09351111111',
  address: 'تهران، خیابان انقلاب، پلاک ۱۰',
  postal_code: '1234567890',
  notes: '',
};

/** A store with a buyer, a second buyer, a cafe (cafes shop too), an admin and a few products. */
export async function storeWorld(db?: DB) {
  db ??= await freshMemoryDb();
  const clock = manualClock(new Date('2026-02-01T08:00:00Z'));
  const buyer = await quickAccount(db, 'user', 'علی');
  const otherBuyer = await quickAccount(db, 'user', 'سارا');
  const cafe = await quickAccount(db, 'coffenet', 'کافی‌نت');
  const admin = await quickAccount(db, 'admin', 'مدیر');
  const product = (fields: Partial<NewProduct> = {}) => {
    clock.advanceSeconds(60);
    return createProduct(db, { name: 'فلش ۳۲ گیگ', price: 2_500_000, category: 'electronics', product_type: 'physical', ...fields }, clock.now());
  };
  const flash = await product({ name: 'فلش مموری ۳۲ گیگ', price: 2_500_000 });
  const ebook = await product({ name: 'کتاب آموزش ورد', price: 900_000, category: 'books', product_type: 'ebook', files: [{ filename: 'word.pdf', size: 2048, stored_name: `s${randomBytes(8).toString('hex')}` }] });
  const course = await product({
    name: 'دوره اکسل',
    price: 4_000_000,
    category: 'courses',
    product_type: 'video_course',
    instructor_name: 'مینا',
    difficulty_level: 'beginner',
    lessons: [
      { title: 'آشنایی', duration: 600, is_preview: true },
      { title: 'فرمول‌ها', duration: 1200 },
    ],
  });
  const freeCourse = await product({ name: 'دوره رایگان مقدمه', price: 0, category: 'courses', product_type: 'video_course', lessons: [{ title: 'شروع', duration: 300 }] });
  const freeSticker = await product({ name: 'برچسب رایگان', price: 0, category: 'accessories', product_type: 'physical' });
  return {
    db,
    clock,
    buyer,
    otherBuyer,
    cafe,
    admin,
    flash,
    ebook,
    course,
    freeCourse,
    freeSticker,
    product,
    api: (user: UserRow | null) => callerFor(db, user, { now: clock.now }),
  };
}
export type StoreWorld = Awaited<ReturnType<typeof storeWorld>>;

let keyCounter = 0;
export function requestKey(): string {
  keyCounter += 1;
  return `key-${keyCounter}-${randomBytes(4).toString('hex')}`;
}
