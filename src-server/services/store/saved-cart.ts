/**
 * The cart kept with a shopper's account (store domain). The browser's cart stays the working
 * copy; this row lets it outlive a logout and follow the account to another device. Prices here
 * are only what the shopper saw: checkout always prices from the products.
 */
import { z } from 'zod';
import { cartLineSchema } from '@shared/store/schemas';
import type { CartItem } from '@shared/store/products';
import type { DB } from '../../db/connection';
import { nowIso } from '../../ids';

const storedLines = z.array(cartLineSchema);

export async function savedCart(db: DB, userId: string): Promise<CartItem[]> {
  const row = await db.selectFrom('saved_carts').select('items').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return [];
  // A row written by an older version that no longer validates is treated as empty, never as an error.
  const parsed = storedLines.safeParse(JSON.parse(row.items));
  return parsed.success ? parsed.data.map((line) => ({ ...line, _id: line.id })) : [];
}

export async function saveCart(db: DB, userId: string, items: z.output<typeof storedLines>, now: Date): Promise<{ saved: number }> {
  const json = JSON.stringify(items.map(({ _id: _ignored, ...line }) => line));
  await db
    .insertInto('saved_carts')
    .values({ user_id: userId, items: json, updated_at: nowIso(now) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ items: json, updated_at: nowIso(now) }))
    .execute();
  return { saved: items.length };
}
