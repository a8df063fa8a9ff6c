import { randomBytes } from 'node:crypto';
import type { DB } from '../../src-server/db/connection';
import { createProduct } from '../../src-server/services/store/products';

/**
 * Products for a store browser test, made through the same function the admin's store form
 * calls, each name carrying a fresh tag so a test finds its own products by searching for it.
 */
export async function storeProducts(db: DB) {
  const tag = `t${randomBytes(3).toString('hex')}`;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const flash = await createProduct(
    db,
    {
      name: `فلش مموری ۳۲ گیگ ${tag}`,
      description: 'فلش مموری USB 3.0 با ضمانت یک‌ساله، مناسب جابه‌جایی فایل‌های سفارش',
      price: 2_500_000,
      category: 'electronics',
      product_type: 'physical',
      tags: ['فلش', 'حافظه'],
      specifications: { ظرفیت: '۳۲ گیگابایت', رابط: 'USB 3.0' },
      is_featured: true,
    },
    at(3),
  );
  const ebook = await createProduct(
    db,
    {
      name: `کتاب آموزش ورد ${tag}`,
      description: 'کتاب الکترونیکی آموزش گام‌به‌گام ورد برای تایپ و صفحه‌آرایی',
      price: 900_000,
      category: 'books',
      product_type: 'ebook',
      files: [{ filename: 'word.pdf', size: 2_400_000, stored_name: `s${randomBytes(8).toString('hex')}` }],
    },
    at(2),
  );
  const course = await createProduct(
    db,
    {
      name: `دوره اکسل مقدماتی ${tag}`,
      description: 'از ساختن جدول تا فرمول‌ها و نمودارها',
      price: 4_000_000,
      category: 'courses',
      product_type: 'video_course',
      instructor_name: 'مینا احمدی',
      instructor_bio: 'مدرس نرم‌افزارهای اداری با ده سال سابقه',
      difficulty_level: 'beginner',
      certificate_available: true,
      prerequisites: ['آشنایی با ویندوز'],
      learning_objectives: ['ساختن جدول', 'نوشتن فرمول'],
      lessons: [
        { title: 'آشنایی با محیط', description: 'نوار ابزار و کاربرگ‌ها', duration: 600, is_preview: true },
        { title: 'فرمول‌ها', duration: 3900 },
      ],
    },
    at(1),
  );
  const freeCourse = await createProduct(
    db,
    {
      name: `دوره رایگان آشنایی با اینترنت ${tag}`,
      description: 'جلسه‌های کوتاه برای شروع',
      price: 0,
      category: 'courses',
      product_type: 'video_course',
      instructor_name: 'رضا کریمی',
      lessons: [{ title: 'مرورگر چیست', duration: 420 }],
    },
    at(4),
  );
  return { tag, flash, ebook, course, freeCourse };
}
