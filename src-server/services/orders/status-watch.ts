import { ORDER_WATCH } from '@shared/orders/announcements';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { cafeOfManager } from './access';

export interface WatchedOrder {
  id: string;
  status: string;
  service_type: string;
}

/**
 * The caller's newest orders with their status only, for the client's status-change
 * announcements (spec 1 §4). Small on purpose: it is polled every 30 s by every open tab.
 */
export async function watchedOrders(db: DB, user: UserRow): Promise<WatchedOrder[]> {
  const query = db.selectFrom('orders').select(['id', 'status', 'service_type']);
  const mine =
    user.role === 'coffenet'
      ? query.where('cafe_id', '=', (await cafeOfManager(db, user)).id)
      : query.where('user_id', '=', user.id);
  return mine.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(ORDER_WATCH.limit).execute();
}
