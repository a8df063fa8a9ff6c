import type { DB } from '../db/connection';
import { findUserByUsername } from '../services/auth/users';
import { closeTicket, createTicket, replyToTicket } from '../services/tickets';

type Step = ['owner' | 'admin', 'reply' | 'close', string?];

interface DemoTicket {
  owner: string;
  subject: string;
  message: string;
  steps: Step[];
  hoursAgo: number;
}

/** One ticket in every status (open, awaiting, answered, closed), through the same rules as real ones. */
const DEMO_TICKETS: DemoTicket[] = [
  { owner: 'ali', subject: 'مشکل در سایت', message: 'صفحه پرداخت روی گوشی من کامل باز نمی‌شود.', steps: [], hoursAgo: 2 },
  {
    owner: 'sara',
    subject: 'پیگیری سفارش',
    message: 'سفارش پرینت پایان‌نامه من کی آماده می‌شود؟',
    steps: [
      ['admin', 'reply', 'سلام، با کافی‌نت هماهنگ کردیم؛ تا عصر آماده است.'],
      ['owner', 'reply', 'ممنون. امکان ارسال با پیک هم هست؟'],
    ],
    hoursAgo: 20,
  },
  {
    owner: 'cafe_azadi',
    subject: 'درخواست افزودن محصول',
    message: 'لطفاً کاغذ A3 را هم به فروشگاه اضافه کنید.',
    steps: [['admin', 'reply', 'درخواست شما ثبت شد و به‌زودی اضافه می‌شود.']],
    hoursAgo: 48,
  },
  {
    owner: 'ali',
    subject: 'سایر',
    message: 'چطور رمز عبورم را عوض کنم؟',
    steps: [
      ['admin', 'reply', 'از داشبورد، بخش «تغییر رمز عبور» را بزنید.'],
      ['admin', 'close'],
    ],
    hoursAgo: 96,
  },
];

export async function seedDemoTickets(db: DB, now: Date) {
  const admin = await findUserByUsername(db, 'admin');
  if (!admin) return;
  for (const demo of DEMO_TICKETS) {
    const owner = await findUserByUsername(db, demo.owner);
    if (!owner) continue;
    let at = now.getTime() - demo.hoursAgo * 3_600_000;
    const { ticket_id } = await createTicket(db, owner, { subject: demo.subject, message: demo.message }, new Date(at));
    for (const [who, action, text] of demo.steps) {
      at += 30 * 60_000;
      const actor = who === 'admin' ? admin : owner;
      if (action === 'reply') await replyToTicket(db, actor, ticket_id, text ?? '', new Date(at));
      else await closeTicket(db, actor, ticket_id, new Date(at));
    }
  }
  // The seeded conversations are history: their notices start read, so no one is greeted by old toasts.
  await db.updateTable('notifications').set({ is_read: 1 }).where('type', '=', 'ticket_message').execute();
}
