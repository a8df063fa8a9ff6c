import type { OrderStatus } from '@shared/orders/state-machine';
import type { DB } from '../../src-server/db/connection';
import type { UserRow } from '../../src-server/db/schema';
import { temporaryFileStore, type FileStore } from '../../src-server/services/files/file-store';
import { markOrderPaid } from '../../src-server/services/orders/flow';
import { newId } from '../../src-server/ids';
import { callerFor, freshMemoryDb, manualClock, registerAccount } from './db';

export interface OrderWorld {
  db: DB;
  files: FileStore;
  clock: ReturnType<typeof manualClock>;
  customer: UserRow;
  otherCustomer: UserRow;
  cafeUser: UserRow;
  otherCafeUser: UserRow;
  admin: UserRow;
  cafeId: string;
  otherCafeId: string;
  taskId: string;
  api: (user: UserRow | null) => ReturnType<typeof callerFor>;
  /** A new order of the customer with the cafe, brought to `status` through the real flow. */
  orderIn: (status: OrderStatus, opts?: { description?: string }) => Promise<string>;
  /** What the verified payment will do: markOrderPaid inside a transaction. */
  pay: (orderId: string) => Promise<void>;
}

export async function addTask(db: DB, cafeId: string, fields: { title?: string; base_price?: number; estimated_minutes?: number | null } = {}) {
  const id = newId();
  const at = new Date().toISOString();
  await db
    .insertInto('tasks')
    .values({
      id,
      cafe_id: cafeId,
      title: fields.title ?? 'تایپ متن',
      category: 'printing',
      base_price: fields.base_price ?? 200_000,
      estimated_minutes: fields.estimated_minutes === undefined ? 1440 : fields.estimated_minutes,
      description: '',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function cafeIdOf(db: DB, owner: UserRow): Promise<string> {
  return (await db.selectFrom('cafes').select('id').where('owner_id', '=', owner.id).executeTakeFirstOrThrow()).id;
}

export async function orderWorld(): Promise<OrderWorld> {
  const db = await freshMemoryDb();
  const files = temporaryFileStore();
  const clock = manualClock(new Date('2026-01-10T08:00:00Z'));
  const customer = await registerAccount(db, { username: 'ali', name: 'علی رضایی' });
  const otherCustomer = await registerAccount(db, { username: 'sara', name: 'سارا' });
  const cafeUser = await registerAccount(db, { username: 'cafe_one', role: 'coffenet', name: 'کافی‌نت یک' });
  const otherCafeUser = await registerAccount(db, { username: 'cafe_two', role: 'coffenet', name: 'کافی‌نت دو' });
  const admin = await registerAccount(db, { username: 'boss', role: 'admin' });
  const cafeId = await cafeIdOf(db, cafeUser);
  const otherCafeId = await cafeIdOf(db, otherCafeUser);
  const taskId = await addTask(db, cafeId);
  const api = (user: UserRow | null) => callerFor(db, user, { files, now: clock.now });

  const pay = async (orderId: string) => {
    await db.transaction().execute((trx) => markOrderPaid(trx, { orderId, now: clock.now() }));
  };

  const orderIn = async (status: OrderStatus, opts: { description?: string } = {}) => {
    const { order_id } = await api(customer).orders.create({ cafe_id: cafeId, task_id: taskId, description: opts.description ?? 'دو صفحه تایپ' });
    if (status === 'pending') return order_id;
    if (status === 'rejected') {
      await api(cafeUser).orders.reject({ orderId: order_id, reason: 'خارج از توان ما' });
      return order_id;
    }
    if (status === 'cancelled') {
      await api(customer).orders.cancel({ orderId: order_id });
      return order_id;
    }
    await api(cafeUser).orders.price({ orderId: order_id, price: 500_000, estimated_time: '2d', assigned_employee: null });
    if (status === 'pending_payment') return order_id;
    await pay(order_id);
    if (status === 'in_progress') return order_id;
    await api(cafeUser).orders.complete({ orderId: order_id });
    return order_id;
  };

  return { db, files, clock, customer, otherCustomer, cafeUser, otherCafeUser, admin, cafeId, otherCafeId, taskId, api, orderIn, pay };
}
