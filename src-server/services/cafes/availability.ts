import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { MSG } from '@shared/messages';
import type { Kysely } from 'kysely';
import type { CafeRow, Database } from '../../db/schema';
import { fail } from '../../errors';

/**
 * The gate for a new order: a missing cafe is a 404, an inactive one a 409 (DOMAIN.md §1: an
 * inactive cafe takes no new orders). Takes the db or the caller's transaction; returns the cafe.
 */
export async function assertCafeTakesOrders(db: Kysely<Database>, cafeId: string): Promise<CafeRow> {
  const cafe = await db.selectFrom('cafes').selectAll().where('id', '=', cafeId).executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  if (cafe.is_active !== 1) throw fail.conflict(CATALOGUE_MSG.cafeNotAcceptingOrders);
  return cafe;
}
