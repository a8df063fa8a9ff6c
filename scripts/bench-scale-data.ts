// `npm run bench -- --scale`: grows the bench's throw-away database to marketplace size with
// direct inserts into the same tables (so every trigger and index of the schema does its work):
// 10k cafes with 10 services each, 20k customers, 100k orders (most of them finished, as in a
// real marketplace) and 500k chat messages. Setup, not what is measured; well under a minute.
import SQLite from 'better-sqlite3';
import { TASK_CATEGORIES } from '@shared/categories';
import { newId } from '../src-server/ids';

export const SCALE = { cafes: 10_000, servicesPerCafe: 10, customers: 20_000, orders: 100_000, messagesPerOrder: 5 } as const;

const TITLES = ['تایپ', 'پرینت رنگی', 'ترجمه مقاله', 'اسکن مدارک', 'ثبت‌نام کنکور', 'کپی', 'طراحی کارت', 'صحافی', 'پرینت سیاه و سفید', 'تایپ پایان‌نامه'];
const STREETS = ['آزادی', 'انقلاب', 'ولیعصر', 'شریعتی', 'پاسداران', 'نیاوران', 'جمهوری', 'فردوسی'];

/** Deterministic so two runs grow the same database. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export function growToScale(file: string): { seconds: number; rows: number } {
  const started = performance.now();
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -131072'); // 128 MB: the indexes being grown stay in memory
  const rnd = random(13);
  const at = (msAgo: number) => new Date(Date.UTC(2026, 10, 1) - msAgo).toISOString();
  const cols = (table: string, names: string[]) =>
    db.prepare(`insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`);
  const userCols = ['id', 'username', 'password_hash', 'role', 'phone', 'email', 'name', 'is_blocked', 'must_change_password', 'token_version', 'created_at', 'updated_at'];
  const insertUser = cols('users', userCols);
  const insertCafe = cols('cafes', ['id', 'owner_id', 'cafe_name', 'owner_name', 'phone', 'address', 'instagram', 'telegram', 'whatsapp', 'is_active', 'created_at', 'updated_at']);
  const insertTask = cols('tasks', ['id', 'cafe_id', 'title', 'category', 'base_price', 'estimated_minutes', 'description', 'created_at', 'updated_at']);
  const insertOrder = cols('orders', [
    'id', 'user_id', 'cafe_id', 'task_id', 'service_type', 'category', 'description', 'status', 'payment_status', 'price', 'base_price',
    'estimated_time', 'assigned_employee', 'rejection_reason', 'client_request_key', 'created_at', 'updated_at', 'priced_at', 'paid_at', 'completed_at',
  ]);
  const insertMessage = cols('chat_messages', ['id', 'order_id', 'sender_id', 'sender_role', 'receiver_id', 'kind', 'message', 'file_id', 'caption', 'is_final', 'seen_at', 'created_at']);
  let rows = 0;

  db.transaction(() => {
    const customers: string[] = [];
    for (let i = 0; i < SCALE.customers; i++) {
      const id = newId();
      const t = at(rnd() * 400 * 86_400_000);
      insertUser.run(id, `scale_user_${i}`, 'x', 'user', null, null, `مشتری ${i}`, 0, 0, 0, t, t);
      customers.push(id);
    }
    const cafes: { id: string; owner: string; tasks: { id: string; title: string; category: string; price: number }[] }[] = [];
    for (let c = 0; c < SCALE.cafes; c++) {
      const owner = newId();
      const id = newId();
      const t = at(rnd() * 400 * 86_400_000);
      insertUser.run(owner, `scale_cafe_${c}`, 'x', 'coffenet', null, null, null, 0, 0, 0, t, t);
      insertCafe.run(id, owner, `کافی‌نت ${STREETS[c % STREETS.length]} ${c}`, null, null, `خیابان ${STREETS[(c * 3) % STREETS.length]} پلاک ${c}`, null, null, null, c % 10 === 0 ? 0 : 1, t, t);
      const tasks = [];
      for (let s = 0; s < SCALE.servicesPerCafe; s++) {
        const task = { id: newId(), title: `${TITLES[(c + s) % TITLES.length]} ${c}`, category: TASK_CATEGORIES[(c + s) % TASK_CATEGORIES.length]!, price: (((c * 7 + s * 13) % 500) + 1) * 1_000 };
        insertTask.run(task.id, id, task.title, task.category, task.price, 15 * (((c + s) % 96) + 1), 'خدمت نمونه با کیفیت و تحویل سریع', t, t);
        tasks.push(task);
      }
      cafes.push({ id, owner, tasks });
    }
    rows += SCALE.customers + SCALE.cafes * (2 + SCALE.servicesPerCafe);

    const finals = ['completed', 'completed', 'completed', 'rejected', 'cancelled'] as const;
    const actives = ['pending', 'pending_payment', 'in_progress'] as const;
    for (let o = 0; o < SCALE.orders; o++) {
      const id = newId();
      const customer = customers[Math.floor(rnd() * customers.length)]!;
      const cafe = cafes[Math.floor(rnd() * cafes.length)]!;
      const task = cafe.tasks[Math.floor(rnd() * cafe.tasks.length)]!;
      // One order in twenty is still open: the rest finished long ago.
      const status = rnd() < 0.05 ? actives[o % actives.length]! : finals[o % finals.length]!;
      const paid = status === 'in_progress' || status === 'completed';
      const t = at(rnd() * 365 * 86_400_000);
      insertOrder.run(
        id, customer, cafe.id, task.id, task.title, task.category, 'توضیح سفارش نمونه', status, paid ? 'paid' : 'unpaid',
        status === 'pending' ? null : task.price, task.price, status === 'pending' ? null : '2h', null,
        status === 'rejected' ? 'ظرفیت تکمیل است' : null, null, t, t, status === 'pending' ? null : t, paid ? t : null, status === 'completed' ? t : null,
      );
      for (let m = 0; m < SCALE.messagesPerOrder; m++) {
        const fromCustomer = m % 2 === 0;
        insertMessage.run(
          newId(), id, fromCustomer ? customer : cafe.owner, fromCustomer ? 'user' : 'coffenet', fromCustomer ? cafe.owner : customer,
          'text', `پیام شماره ${m} درباره سفارش`, null, null, 0, null, new Date(Date.parse(t) + m * 60_000).toISOString(),
        );
      }
    }
    rows += SCALE.orders * (1 + SCALE.messagesPerOrder);
  })();
  db.pragma('optimize');
  db.close();
  return { seconds: (performance.now() - started) / 1000, rows };
}
