import type { Kysely } from 'kysely';
import { ORDER_MSG } from '@shared/orders/messages';
import type { OrderParty } from '@shared/orders/state-machine';
import { MSG } from '@shared/messages';
import type { Database, OrderRow, UserRow } from '../../db/schema';
import { fail } from '../../errors';

/** An order with what every rule about it needs: its cafe's manager and name. */
export interface OrderContext {
  order: OrderRow;
  cafeOwnerId: string;
  cafeName: string;
}

export async function findOrderContext(db: Kysely<Database>, orderId: string): Promise<OrderContext | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .selectAll('orders')
    .select(['cafes.owner_id as cafe_owner_id', 'cafes.cafe_name as cafe_name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { cafe_owner_id, cafe_name, ...order } = row;
  return { order, cafeOwnerId: cafe_owner_id, cafeName: cafe_name };
}

/** How `user` stands to the order, or null when it is none of their business. */
export function partyOf(ctx: OrderContext, user: UserRow): OrderParty | null {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'user' && ctx.order.user_id === user.id) return 'customer';
  if (user.role === 'coffenet' && ctx.cafeOwnerId === user.id) return 'cafe';
  return null;
}

/**
 * The order as `user` may see it: its customer, its cafe's manager or an admin (DOMAIN.md §1);
 * anyone else 403, a missing order 404.
 */
export async function orderForParty(
  db: Kysely<Database>,
  user: UserRow,
  orderId: string,
): Promise<OrderContext & { party: OrderParty }> {
  const ctx = await findOrderContext(db, orderId);
  if (!ctx) throw fail.notFound(ORDER_MSG.orderNotFound);
  const party = partyOf(ctx, user);
  if (!party) throw fail.forbidden(MSG.forbidden);
  return { ...ctx, party };
}

/** The cafe managed by a coffenet account (every coffenet account has one, DOMAIN.md §1). */
export async function cafeOfManager(db: Kysely<Database>, user: UserRow) {
  const cafe = await db.selectFrom('cafes').selectAll().where('owner_id', '=', user.id).executeTakeFirst();
  if (!cafe) throw fail.notFound(MSG.cafeNotFound);
  return cafe;
}

/** The cafe asked for, or the manager's own when none is named (other roles must name one). */
export async function cafeIdOrOwn(db: Kysely<Database>, user: UserRow, cafeId: string | null | undefined): Promise<string> {
  if (cafeId) return cafeId;
  if (user.role !== 'coffenet') throw fail.unprocessable(MSG.invalidCafeId, 'cafeId');
  return (await cafeOfManager(db, user)).id;
}
