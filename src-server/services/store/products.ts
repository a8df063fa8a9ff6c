import type { Kysely } from 'kysely';
import { normalizePersianText } from '@shared/text/persian-text';
import {
  productImagePath,
  productVideoPreviewPath,
  type DifficultyLevel,
  type ProductCard,
  type ProductLanguage,
  type ProductType,
  type StoreCategory,
} from '@shared/store/products';
import type { Database, ProductRow } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import { newId, nowIso } from '../../ids';

/**
 * Store products (spec 3 §3): creating one (the demo seed now, the admin store later) and the
 * shapes a product is shown in. Prices are integer rials.
 */

export interface NewLesson {
  title: string;
  description?: string;
  is_preview?: boolean;
  /** Seconds. */
  duration?: number;
  /** Stored name of an uploaded video, when there is one. */
  video?: string | null;
}

export interface NewProductFile {
  filename: string;
  size: number;
  stored_name: string;
}

export interface NewProduct {
  id?: string;
  name: string;
  description?: string;
  price: number;
  category: StoreCategory;
  product_type: ProductType;
  language?: ProductLanguage;
  tags?: string[];
  is_featured?: boolean;
  image?: string | null;
  video_preview?: string | null;
  video_preview_url?: string | null;
  instructor_name?: string | null;
  instructor_bio?: string | null;
  specifications?: Record<string, string>;
  difficulty_level?: DifficultyLevel | null;
  prerequisites?: string[];
  learning_objectives?: string[];
  certificate_available?: boolean;
  is_active?: boolean;
  /** In order; lesson_order is 1, 2, 3, … */
  lessons?: NewLesson[];
  files?: NewProductFile[];
}

/** What the store search matches: name, description and tags, normalised as queries are. */
export function productSearchText(name: string, description: string, tags: readonly string[]): string {
  return normalizePersianText([name, description, ...tags].join(' ')).toLowerCase();
}

/**
 * Writes a product with its lessons and files, all or nothing: inside the caller's transaction
 * when given one, in its own otherwise. A product that ships is exactly a physical one (the table
 * checks it too).
 */
export async function createProduct(db: Kysely<Database>, input: NewProduct, now: Date = new Date()): Promise<ProductRow> {
  const at = nowIso(now);
  const name = normalizePersianText(input.name);
  const description = (input.description ?? '').trim();
  const tags = (input.tags ?? []).map(normalizePersianText).filter(Boolean);
  const row: ProductRow = {
    id: input.id ?? newId(),
    name,
    search_text: productSearchText(name, description, tags),
    description,
    price: input.price,
    category: input.category,
    product_type: input.product_type,
    language: input.language ?? 'fa',
    tags: JSON.stringify(tags),
    is_featured: input.is_featured ? 1 : 0,
    image: input.image ?? null,
    video_preview: input.video_preview ?? null,
    video_preview_url: input.video_preview_url ?? null,
    rating: 0,
    review_count: 0,
    instructor_name: input.instructor_name ?? null,
    instructor_bio: input.instructor_bio ?? null,
    specifications: JSON.stringify(input.specifications ?? {}),
    requires_shipping: input.product_type === 'physical' ? 1 : 0,
    difficulty_level: input.difficulty_level ?? null,
    prerequisites: JSON.stringify(input.prerequisites ?? []),
    learning_objectives: JSON.stringify(input.learning_objectives ?? []),
    certificate_available: input.certificate_available ? 1 : 0,
    is_active: input.is_active === false ? 0 : 1,
    created_at: at,
    updated_at: at,
  };
  return writeTransaction(db, async (trx) => {
    await trx.insertInto('products').values(row).execute();
    const lessons = input.lessons ?? [];
    if (lessons.length > 0) {
      await trx
        .insertInto('product_lessons')
        .values(
          lessons.map((lesson, i) => ({
            id: newId(),
            product_id: row.id,
            lesson_order: i + 1,
            title: lesson.title,
            description: lesson.description ?? '',
            is_preview: lesson.is_preview ? 1 : 0,
            duration: lesson.duration ?? 0,
            video: lesson.video ?? null,
            created_at: at,
          })),
        )
        .execute();
    }
    const files = input.files ?? [];
    if (files.length > 0) {
      await trx
        .insertInto('product_files')
        .values(files.map((file, i) => ({ id: newId(), product_id: row.id, ...file, created_at: at, position: i })))
        .execute();
    }
    return row;
  });
}

export function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The columns a card needs, so lists read no more than they show. */
export const PRODUCT_CARD_COLUMNS = [
  'products.id',
  'products.name',
  'products.description',
  'products.price',
  'products.category',
  'products.product_type',
  'products.is_featured',
  'products.image',
  'products.rating',
  'products.review_count',
  'products.requires_shipping',
] as const;

type CardRow = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price' | 'category' | 'product_type' | 'is_featured' | 'image' | 'rating' | 'review_count' | 'requires_shipping'
>;

export function productCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    product_type: row.product_type,
    is_featured: row.is_featured === 1,
    image: row.image ? productImagePath(row.id, row.image) : null,
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    requires_shipping: row.requires_shipping === 1,
  };
}

/** The preview video: an uploaded file served by the store, else an outside address, else none. */
export function videoPreviewOf(row: Pick<ProductRow, 'id' | 'video_preview' | 'video_preview_url'>): string | null {
  if (row.video_preview) return productVideoPreviewPath(row.id, row.video_preview);
  return row.video_preview_url ?? null;
}
