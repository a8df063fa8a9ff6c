/**
 * Support tickets (spec 2 §2–§9, issue 15), held once for server and client: statuses and labels,
 * the four subjects of the form, limits, the status sets the counters use, the transitions as
 * data, the messages and the zod schemas of every ticket call.
 */
import { z } from 'zod';
import { normalizePersianText } from '../text/persian-text';
import { isolate } from '../text/bidi';
import { MSG } from '../messages';
import { ID_PATTERN } from '../ids';
import { referencePrefix } from '../reference';
import { dayKeySchema } from '../calendar/day-key-schema';

export const TICKET_STATUSES = ['open', 'pending', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Shown as open, awaiting, answered, closed (spec 2 §4). */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'باز',
  pending: 'در انتظار پاسخ',
  answered: 'پاسخ داده شده',
  closed: 'بسته شده',
};

export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  pending: 'orange',
  answered: 'green',
  closed: 'gray',
};

/** Tickets waiting for the support team: the admin's "open tickets" counter. */
export const AWAITING_SUPPORT = ['open', 'pending'] as const satisfies readonly TicketStatus[];
/** Tickets still in play: the customer's "open tickets" counter. */
export const NOT_CLOSED = ['open', 'pending', 'answered'] as const satisfies readonly TicketStatus[];

/** The subjects the new-ticket form offers; the stored subject is free text (broadcasts, the bot). */
export const TICKET_SUBJECTS = ['مشکل در سایت', 'پیگیری سفارش', 'درخواست افزودن محصول', 'سایر'] as const;

/** A placeholder until the real support line is known (spec 2 §2). */
export const SUPPORT_PHONE = '021-00000000';

export const TICKET_LIMITS = {
  subjectMax: 200,
  messageMax: 5000,
  pageSize: 20,
  maxPageSize: 100,
  recent: 5,
  /** The admin list and the dashboard cut the last message to this many characters (100 on phones). */
  lastMessageCut: 50,
  lastMessageCutPhone: 100,
  /** Ticket notices listed at most. */
  notices: 100,
  /** Ids of shown ticket toasts kept in localStorage. */
  shownNoticeIds: 200,
} as const;

export const TICKET_POLL_MS = {
  detail: 30_000,
  notices: 30_000,
  adminNotices: 60_000,
} as const;

/** localStorage key of the ticket notices already toasted (spec 1 §3). */
export const PROCESSED_TICKET_NOTICES_KEY = 'processed_ticket_notifications';

/** Who stands to a ticket: the person who owns it, or the support team. */
export const TICKET_PARTIES = ['owner', 'admin'] as const;
export type TicketParty = (typeof TICKET_PARTIES)[number];

export const TICKET_ACTIONS = ['create', 'broadcast', 'reply', 'close'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export interface TicketTransition {
  /** Statuses it may start from; null means the ticket does not exist yet. */
  from: readonly (TicketStatus | null)[];
  to: TicketStatus;
}

/**
 * Every transition, by action and party. Create is a user's or cafe's; a broadcast is the admin's
 * (one ticket per recipient, owned by them, already answered); a reply by the owner awaits support,
 * by an admin it is answered; either may close, and closed is final.
 */
export const TICKET_TRANSITIONS: Record<TicketAction, Partial<Record<TicketParty, TicketTransition>>> = {
  create: { owner: { from: [null], to: 'open' } },
  broadcast: { admin: { from: [null], to: 'answered' } },
  reply: {
    owner: { from: NOT_CLOSED, to: 'pending' },
    admin: { from: NOT_CLOSED, to: 'answered' },
  },
  close: {
    owner: { from: NOT_CLOSED, to: 'closed' },
    admin: { from: NOT_CLOSED, to: 'closed' },
  },
};

export type TicketTransitionCheck = { ok: true; to: TicketStatus } | { ok: false; reason: 'not_allowed_party' | 'wrong_status' };

export function checkTicketTransition(status: TicketStatus | null, action: TicketAction, party: TicketParty): TicketTransitionCheck {
  const transition = TICKET_TRANSITIONS[action][party];
  if (!transition) return { ok: false, reason: 'not_allowed_party' };
  if (!transition.from.includes(status)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, to: transition.to };
}

/** Whether the reply box and the close button show (a closed ticket hides both). */
export function ticketAcceptsReplies(status: TicketStatus): boolean {
  return checkTicketTransition(status, 'reply', 'owner').ok;
}

export const TICKET_ID_PATTERN = ID_PATTERN;

/** The spec's check before a search by id: 24 hex characters (upper case accepted, sent lower). */
export function isTicketId(value: string): boolean {
  return TICKET_ID_PATTERN.test(value.trim().toLowerCase());
}

export const TICKET_MSG = {
  invalidTicketId: 'شناسه تیکت نامعتبر است',
  notFound: 'تیکتی یافت نشد',
  emptyList: 'هیچ تیکتی یافت نشد',
  subjectRequired: 'لطفاً موضوع تیکت را وارد کنید',
  subjectTooLong: `موضوع تیکت حداکثر ${TICKET_LIMITS.subjectMax} نویسه است`,
  messageRequired: 'لطفاً متن پیام را وارد کنید',
  messageTooLong: `متن پیام حداکثر ${TICKET_LIMITS.messageMax} نویسه است`,
  replyRequired: 'لطفاً پیام خود را وارد کنید',
  broadcastRequired: 'لطفاً موضوع و متن پیام را وارد کنید',
  targetIdRequired: 'لطفاً شناسه کاربر را وارد کنید',
  targetInvalid: 'گیرندگان پیام نامعتبر است',
  targetUnknown: 'کاربر گیرنده یافت نشد یا امکان دریافت پیام ندارد',
  closed: 'این تیکت بسته شده است؛ برای مشکل تازه تیکت جدیدی ثبت کنید',
  adminCannotCreate: 'مدیر سامانه تیکت ثبت نمی‌کند؛ برای نوشتن به یک کاربر از ارسال پیام تکی استفاده کنید',
  invalidDate: 'تاریخ نامعتبر است',
  invalidGroup: 'گروه کاربران نامعتبر است',
  created: 'تیکت با موفقیت ثبت شد',
  createError: 'خطا در ارسال تیکت',
  replied: 'پاسخ با موفقیت ارسال شد',
  replyError: 'خطا در ارسال پاسخ',
  closedOk: 'تیکت با موفقیت بسته شد',
  closeError: 'خطا در بستن تیکت',
  sent: 'پیام با موفقیت ارسال شد',
  /** The broadcast's toast: the sent message with how many received it. */
  broadcastSent: (recipients: string) => `پیام با موفقیت ارسال شد (${recipients} گیرنده)`,
  sendError: 'خطا در ارسال پیام',
  searchError: 'خطا در جستجوی تیکتها',
  listError: 'خطا در دریافت تیکتها',
  loadError: 'خطا در دریافت تیکت',
  closeConfirm: 'آیا از بستن این تیکت مطمئن هستید؟ تیکت بسته دوباره باز نمی‌شود.',
  closedNote: 'این تیکت بسته شده است و امکان ارسال پاسخ ندارد.',
} as const;

/** Screen-reader names of the tickets' controls. */
export const TICKET_LABELS = {
  openTicket: (subject: string) => `مشاهده تیکت ${subject}`,
} as const;

/** Notice titles (the bell shows the title and the message). */
export const TICKET_NOTICE_TITLES = {
  created: 'تیکت جدید',
  ownerReply: 'پاسخ کاربر در تیکت',
  adminReply: 'پاسخ پشتیبانی',
  broadcast: 'پیام جدید از پشتیبانی',
  closed: 'تیکت بسته شد',
} as const;

/** The owner's notice of a ticket support closed. */
export function ticketClosedNoticeText(subject: string): string {
  return `تیکت «${subject}» توسط پشتیبانی بسته شد`;
}

export const TICKET_GROUPS = ['user', 'coffenet'] as const;
export type TicketGroup = (typeof TICKET_GROUPS)[number];
export const TICKET_GROUP_LABELS: Record<TicketGroup, string> = { user: 'کاربران', coffenet: 'کافی‌نت‌ها' };

export const BROADCAST_TARGETS = ['all_users', 'all_coffenets', 'single'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];
export const BROADCAST_TARGET_LABELS: Record<BroadcastTarget, string> = {
  all_users: 'همه کاربران',
  all_coffenets: 'همه کافی‌نت‌ها',
  single: 'یک کاربر',
};

/** The toast of a ticket notice: the ticket's subject and the notice, each cut. */
export function ticketNoticeToastText(subject: string, message: string): string {
  return `تیکت «${isolate(cutTicketText(subject))}»: ${isolate(cutTicketText(message))}`;
}

/** The text cut for the lists and cards: n characters plus an ellipsis. */
export function cutTicketText(text: string, max: number = TICKET_LIMITS.lastMessageCut): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

// ---------------------------------------------------------------- schemas

export const ticketIdSchema = z
  .string({ error: TICKET_MSG.invalidTicketId })
  .trim()
  .toLowerCase()
  .regex(TICKET_ID_PATTERN, TICKET_MSG.invalidTicketId);

/**
 * A search by ticket (the admin's filter, one's own search): the whole id or the reference the
 * lists show ("A3F9-1C2B", or any longer head of the id), sent on as the lower-case hex head
 * (src-shared/reference.ts).
 */
export const ticketSearchSchema = z
  .string({ error: TICKET_MSG.invalidTicketId })
  .refine((v) => referencePrefix(v) !== null, TICKET_MSG.invalidTicketId)
  .transform((v) => referencePrefix(v)!);

/** Trimmed text that must not be blank and has a maximum; HTML and line breaks are kept as typed. */
const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const subjectSchema = (required: string = TICKET_MSG.subjectRequired) => text(TICKET_LIMITS.subjectMax, required, TICKET_MSG.subjectTooLong);
const messageSchema = (required: string = TICKET_MSG.messageRequired) => text(TICKET_LIMITS.messageMax, required, TICKET_MSG.messageTooLong);

export const createTicketInput = z.object({ subject: subjectSchema(), message: messageSchema() });
export type CreateTicketInput = z.input<typeof createTicketInput>;

export const ticketRef = z.object({ id: ticketIdSchema });
export const replyTicketInput = z.object({ id: ticketIdSchema, message: messageSchema(TICKET_MSG.replyRequired) });
export const markTicketReadInput = z.object({ ticket_id: ticketIdSchema });

export const ticketPaging = {
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(TICKET_LIMITS.maxPageSize).default(TICKET_LIMITS.pageSize),
};
/** One's own tickets; `ticket_id` (the reference or the whole id) narrows them to that ticket. */
export const myTicketsInput = z.object({ ...ticketPaging, ticket_id: ticketSearchSchema.nullish() }).default({ skip: 0, limit: TICKET_LIMITS.pageSize });

const dayKey = dayKeySchema(TICKET_MSG.invalidDate);

/** Whether a day range (ISO days, either end optional) starts no later than it ends. */
export function dayRangeInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || start <= end;
}

/** The admin search's fields (spec 2 §3 "Ticket search filters"): days are ISO days in Tehran, both ends included. */
export const adminTicketFilters = z.object({
  ...ticketPaging,
  start_date: dayKey.nullish(),
  end_date: dayKey.nullish(),
  group: z.enum(TICKET_GROUPS, { error: TICKET_MSG.invalidGroup }).nullish(),
  subject: z
    .string()
    .max(TICKET_LIMITS.subjectMax, TICKET_MSG.subjectTooLong)
    .nullish()
    .transform((v) => normalizePersianText(v ?? '')),
  ticket_id: ticketSearchSchema.nullish(),
});

/** The admin search: its fields, a day range in order (a reversed one finds nothing; the admin's other lists refuse it too). */
export const adminTicketsInput = adminTicketFilters
  .refine((v) => dayRangeInOrder(v.start_date, v.end_date), { path: ['end_date'], error: MSG.dateRangeInvalid })
  .default({ skip: 0, limit: TICKET_LIMITS.pageSize, subject: '' });
export type AdminTicketsInput = z.input<typeof adminTicketsInput>;

/** A broadcast: target_id only for single (dropped otherwise); subject and message required. */
export const broadcastInput = z
  .object({
    target: z.enum(BROADCAST_TARGETS, { error: TICKET_MSG.targetInvalid }),
    target_id: z.string().nullish(),
    subject: subjectSchema(TICKET_MSG.broadcastRequired),
    message: messageSchema(TICKET_MSG.broadcastRequired),
  })
  .superRefine((value, ctx) => {
    if (value.target !== 'single') return;
    const id = value.target_id?.trim() ?? '';
    if (!id) ctx.addIssue({ code: 'custom', path: ['target_id'], message: TICKET_MSG.targetIdRequired });
    else if (!TICKET_ID_PATTERN.test(id.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['target_id'], message: TICKET_MSG.targetUnknown });
  })
  .transform((value) => ({
    ...value,
    target_id: value.target === 'single' ? (value.target_id ?? '').trim().toLowerCase() : null,
  }));
export type BroadcastInput = z.input<typeof broadcastInput>;

export const recipientInput = z.object({
  username: z.string({ error: TICKET_MSG.targetIdRequired }).trim().min(1, TICKET_MSG.targetIdRequired).max(100, TICKET_MSG.targetUnknown),
});

export const ticketNoticesInput = z.object({ all: z.boolean().default(false) }).default({ all: false });
/** A ticket notice by its own (notification) id. */
export const noticeRef = z.object({ id: z.string({ error: MSG.invalidId }).regex(TICKET_ID_PATTERN, MSG.invalidId) });

// ---------------------------------------------------------------- views

export interface TicketMessageView {
  _id: string;
  id: string;
  sender_role: string;
  sender_username: string;
  message: string;
  created_at: string;
}

export interface TicketView {
  _id: string;
  id: string;
  ticket_id: string;
  subject: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  /** The owner's role and username (spec 2 §3). */
  sender_role: string;
  sender_username: string;
  user_id: string;
  user_name: string;
  last_message: string;
  last_sender: string;
  last_sender_role: string;
  last_time: string;
}

export interface TicketDetail extends TicketView {
  messages: TicketMessageView[];
}

export interface TicketNotice {
  id: string;
  _id: string;
  message_id: string;
  ticket_id: string;
  subject: string;
  message: string;
  sender_name: string;
  sender_role: string;
  created_at: string;
  last_time: string;
  last_sender: string;
  read: boolean;
}

export interface TicketSummary {
  open: number;
  total: number;
  by_status: Record<TicketStatus, number>;
}
