import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { productsInput } from '@shared/store/schemas';
import { PRICE_BUCKETS, STORE_LIMITS, type ProductDetail } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database } from '../../db/schema';
import { fail } from '../../errors';
import { pageOf } from '../lists/paging';
import { productSearchMatches } from '../lists/search-text';
import { PRODUCT_CARD_COLUMNS, parseJson, productCard, videoPreviewOf } from './products';

type ProductsQuery = z.output<typeof productsInput>;

/**
 * The public store grid (spec 3 "Public store"): active products, searched over name,
 * description and tags, filtered by category, type, price bucket and featured, sorted and paged,
 * all in SQL (indexes in migration 0008). Ties are broken by id, so pages never overlap.
 */
export async function listProducts(db: Kysely<Database>, input: ProductsQuery) {
  let base = db.selectFrom('products').where('products.is_active', '=', 1);
  if (input.category) base = base.where('products.category', '=', input.category);
  if (input.product_type) base = base.where('products.product_type', '=', input.product_type);
  if (input.featured != null) base = base.where('products.is_featured', '=', input.featured ? 1 : 0);
  if (input.price) {
    const bucket = PRICE_BUCKETS.find((b) => b.id === input.price)!;
    base = base.where('products.price', '>=', bucket.min);
    if (bucket.max !== null) base = base.where('products.price', '<', bucket.max);
  }
  if (input.search) base = base.where(productSearchMatches(input.search));

  let page = base.select(PRODUCT_CARD_COLUMNS);
  switch (input.sort) {
    case 'price_asc':
      page = page.orderBy('products.price', 'asc').orderBy('products.created_at', 'desc');
      break;
    case 'price_desc':
      page = page.orderBy('products.price', 'desc').orderBy('products.created_at', 'desc');
      break;
    case 'popular':
      page = page.orderBy('products.rating', 'desc').orderBy('products.review_count', 'desc').orderBy('products.created_at', 'desc');
      break;
    default:
      page = page.orderBy('products.created_at', 'desc');
  }
  page = page.orderBy('products.id', 'asc');

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    page
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(productCard), Number(total), input.page, input.pageSize);
}

export async function ownsProduct(db: Kysely<Database>, userId: string, productId: string): Promise<boolean> {
  const row = await db.selectFrom('purchased_products').select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/**
 * One product page (spec 3 "Product detail"). An inactive product is not for sale and answers
 * 404 like a missing one, except to those who own it: their "my products" links here, and the page
 * shows it as theirs. Lessons are unlocked when they are previews or the viewer owns the course.
 */
export async function productDetail(db: Kysely<Database>, productId: string, viewerId: string | null): Promise<ProductDetail> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
  if (!row || (row.is_active !== 1 && !(viewerId && (await ownsProduct(db, viewerId, row.id))))) throw fail.notFound(STORE_MSG.productNotFound);
  const [lessons, files, purchased, related] = await Promise.all([
    row.product_type === 'video_course'
      ? db.selectFrom('product_lessons').selectAll().where('product_id', '=', row.id).orderBy('lesson_order').execute()
      : Promise.resolve([]),
    db.selectFrom('product_files').select(['filename', 'size']).where('product_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    viewerId ? ownsProduct(db, viewerId, row.id) : Promise.resolve(false),
    db
      .selectFrom('products')
      .select(PRODUCT_CARD_COLUMNS)
      .where('products.is_active', '=', 1)
      .where('products.category', '=', row.category)
      .where('products.id', '<>', row.id)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id')
      .limit(STORE_LIMITS.related)
      .execute(),
  ]);
  const card = productCard(row);
  return {
    ...card,
    language: row.language,
    tags: parseJson<string[]>(row.tags, []),
    images: card.image ? [card.image] : [],
    video_preview_url: videoPreviewOf(row),
    instructor_name: row.instructor_name,
    instructor_bio: row.instructor_bio,
    specifications: parseJson<Record<string, string>>(row.specifications, {}),
    course_content:
      row.product_type === 'video_course'
        ? {
            lessons: lessons.map((lesson) => ({
              order: lesson.lesson_order,
              title: lesson.title,
              description: lesson.description,
              duration: lesson.duration,
              is_preview: lesson.is_preview === 1,
              unlocked: lesson.is_preview === 1 || purchased,
              // A preview with a video plays from the syllabus; the key is absent otherwise.
              ...(lesson.is_preview === 1 && lesson.video ? { video_url: `/api/store/download/lesson-video/${row.id}/${lesson.lesson_order}` } : {}),
            })),
            prerequisites: parseJson<string[]>(row.prerequisites, []),
            learning_objectives: parseJson<string[]>(row.learning_objectives, []),
            difficulty_level: row.difficulty_level,
            certificate_available: row.certificate_available === 1,
          }
        : null,
    files_info: files.map((f) => ({ filename: f.filename, size: f.size })),
    files_count: files.length,
    purchased,
    related: related.map(productCard),
  };
}
