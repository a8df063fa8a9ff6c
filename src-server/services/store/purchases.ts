import type { Kysely } from 'kysely';
import { isOwnableType, productImagePath, type PurchasedProduct } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import type { Database, UserRow } from '../../db/schema';
import { fail } from '../../errors';
import { checkout } from './orders';

/**
 * What a person owns (spec 3 "/user/courses"): the digital items and courses of their paid
 * store orders, newest first. Physical goods are orders, not products one owns.
 */
export async function purchasedProducts(db: Kysely<Database>, userId: string): Promise<PurchasedProduct[]> {
  const rows = await db
    .selectFrom('purchased_products')
    .innerJoin('products', 'products.id', 'purchased_products.product_id')
    .select([
      'purchased_products.product_id',
      'purchased_products.store_order_id',
      'purchased_products.created_at',
      'products.name',
      'products.product_type',
      'products.image',
    ])
    .where('purchased_products.user_id', '=', userId)
    .orderBy('purchased_products.created_at', 'desc')
    .orderBy('purchased_products.id', 'desc')
    .execute();
  return rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    product_type: row.product_type,
    image: row.image ? productImagePath(row.product_id, row.image) : null,
    store_order_id: row.store_order_id,
    purchased_at: row.created_at,
  }));
}

/** Which of `productIds` the person owns: the store grid marks them (one look-up per id on the (user_id, product_id) unique index). */
export async function ownedAmong(db: Kysely<Database>, userId: string, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.selectFrom('purchased_products').select('product_id').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
  return rows.map((r) => r.product_id);
}

/**
 * A free course or file taken without the cart (spec 3 §7 POST /api/store/purchased-courses).
 * It goes through checkout as a one-line free order, so every product one owns has the order
 * that gave it; taking it again answers what is already owned.
 */
export async function claimFreeProduct(db: Kysely<Database>, user: UserRow, productId: string, now: Date): Promise<PurchasedProduct> {
  const product = await db.selectFrom('products').select(['id', 'price', 'product_type', 'is_active']).where('id', '=', productId).executeTakeFirst();
  if (!product || product.is_active !== 1) throw fail.notFound(STORE_MSG.productNotFound);
  if (!isOwnableType(product.product_type)) throw fail.conflict(STORE_MSG.notClaimable);
  if (product.price !== 0) throw fail.conflict(STORE_MSG.notFree);
  const owned = async () => (await purchasedProducts(db, user.id)).find((p) => p.product_id === productId);
  const already = await owned();
  if (already) return already;
  try {
    await checkout(db, user, { items: [{ product_id: productId, quantity: 1 }], shipping: null, payment_method: 'online', expected_total: 0, request_key: `free:${productId}` }, now);
  } catch (error) {
    // Two claims at once: the second finds the first one's purchase.
    const raced = await owned();
    if (raced) return raced;
    throw error;
  }
  return (await owned())!;
}
