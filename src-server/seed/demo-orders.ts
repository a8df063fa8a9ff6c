import { sql } from 'kysely';
import type { TaskCategory } from '@shared/catalogue/categories';
import type { DB } from '../db/connection';
import type { UserRow } from '../db/schema';
import { findUserByUsername } from '../services/auth/users';
import { cafeOfManager } from '../services/orders/access';
import { cancelOrder, completeOrder, createOrder, priceOrder, rejectOrder } from '../services/orders/flow';
import { payOrderFromWallet } from '../services/orders/payment';
import { sendMessage } from '../services/chat/messages';
import { rateCafe, rateCustomer } from '../services/orders/ratings';

interface DemoOrder {
  customer: string;
  cafe: string;
  description: string;
  /** The order takes the cafe's first service of this category… */
  category: TaskCategory;
  /** …or this text when the cafe has no services yet. */
  service: string;
  to: 'pending' | 'pending_payment' | 'in_progress' | 'completed' | 'rejected' | 'cancelled';
  price?: number;
  time?: string;
  assignee?: string;
  chat?: Array<['customer' | 'cafe', string]>;
  rateCafe?: [number, string];
  rateCustomer?: [number, string];
  /** Days before the seed time the order was placed. */
  daysAgo: number;
}

/** One demo order in every status, through the same rules real orders follow. */
const DEMO_ORDERS: DemoOrder[] = [
  { customer: 'ali', cafe: 'cafe_azadi', to: 'pending', category: 'printing', service: 'تایپ', description: 'پرینت سیاه و سفید ده صفحه جزوه، دورو و منگنه‌شده', daysAgo: 0, chat: [['customer', 'سلام، جزوه را امروز عصر می‌آورم.']] },
  { customer: 'ali', cafe: 'cafe_parsian', to: 'pending_payment', category: 'translation', service: 'ترجمه', description: 'ترجمه یک صفحه متن انگلیسی عمومی به فارسی', price: 1_500_000, time: '2d', assignee: 'مریم', daysAgo: 1 },
  { customer: 'sara', cafe: 'cafe_azadi', to: 'in_progress', category: 'printing', service: 'پرینت', description: 'پرینت رنگی ۲۰ صفحه پایان‌نامه', price: 800_000, time: '5h', daysAgo: 2, chat: [['cafe', 'کار شما در حال انجام است.'], ['customer', 'ممنون، منتظرم.']] },
  { customer: 'ali', cafe: 'cafe_azadi', to: 'completed', category: 'scanning_and_copying', service: 'اسکن', description: 'اسکن مدارک شناسایی با کیفیت بالا', price: 300_000, time: '1h', daysAgo: 3, rateCafe: [5, 'سریع و دقیق بود'], rateCustomer: [5, 'مشتری خوش‌قول'] },
  { customer: 'sara', cafe: 'cafe_negin', to: 'completed', category: 'registration', service: 'ثبت‌نام', description: 'ثبت‌نام آزمون کارشناسی ارشد', price: 500_000, time: '1d', daysAgo: 5 },
  { customer: 'sara', cafe: 'cafe_parsian', to: 'rejected', category: 'printing', service: 'طراحی', description: 'پرینت ۳۰۰ برگ جزوه تا فردا صبح', daysAgo: 6 },
  { customer: 'ali', cafe: 'cafe_negin', to: 'cancelled', category: 'scanning_and_copying', service: 'کپی', description: 'کپی ۵۰ برگ', daysAgo: 8 },
];

async function serviceOf(db: DB, cafeId: string, category: TaskCategory) {
  return db
    .selectFrom('tasks')
    .select('id')
    .where('cafe_id', '=', cafeId)
    // A service of the category first; any service when the cafe has none of it.
    .orderBy(sql`case when category = ${category} then 0 else 1 end`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

async function user(db: DB, username: string): Promise<UserRow> {
  const row = await findUserByUsername(db, username);
  if (!row) throw new Error(`demo account ${username} is missing`);
  return row;
}

export async function seedDemoOrders(db: DB, now: Date = new Date()): Promise<void> {
  for (const [i, demo] of DEMO_ORDERS.entries()) {
    const customer = await user(db, demo.customer);
    const cafeUser = await user(db, demo.cafe);
    const cafe = await cafeOfManager(db, cafeUser);
    const task = await serviceOf(db, cafe.id, demo.category);
    let at = new Date(now.getTime() - demo.daysAgo * 86_400_000 - (DEMO_ORDERS.length - i) * 60_000);
    const step = () => (at = new Date(at.getTime() + 20 * 60_000));

    const { order } = await createOrder(
      db,
      customer,
      { cafe_id: cafe.id, task_id: task?.id ?? null, service_type: task ? null : demo.service, description: demo.description, client_request_key: null },
      at,
    );
    const orderId = order.id;
    if (demo.to === 'rejected') await rejectOrder(db, cafeUser, { orderId, reason: 'در حال حاضر این خدمت را انجام نمی‌دهیم' }, step());
    if (demo.to === 'cancelled') await cancelOrder(db, customer, { orderId }, step());
    if (demo.price) {
      await priceOrder(db, cafeUser, { orderId, price: demo.price, estimated_time: demo.time ?? '1d', assigned_employee: demo.assignee ?? null }, step());
      if (demo.to !== 'pending_payment') {
        // Paid from the customer's demo wallet (funded by seedDemoWallets) through the same
        // function as a real wallet payment, so escrow, settlement and fees are all in the ledger.
        await payOrderFromWallet(db, customer, orderId, step());
      }
    }
    for (const [who, text] of demo.chat ?? []) {
      await sendMessage(db, who === 'customer' ? customer : cafeUser, { orderId, message: text }, step());
    }
    if (demo.to === 'completed') {
      await completeOrder(db, cafeUser, { orderId }, step());
      if (demo.rateCafe) await rateCafe(db, customer, { orderId, rating: demo.rateCafe[0], comment: demo.rateCafe[1] }, step());
      if (demo.rateCustomer) await rateCustomer(db, cafeUser, { orderId, rating: demo.rateCustomer[0], comment: demo.rateCustomer[1] }, step());
    }
  }
}
