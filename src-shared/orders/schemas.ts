import { z } from 'zod';
import { MSG } from '../messages';
import { ORDER_MSG } from './messages';
import { normalizeOrderStatus, type OrderStatus } from './state-machine';
import { normalizeEstimatedTime } from './delivery-time';
import { typedDecimalInteger } from '../text/digits';
import { idSchema } from '../auth/schemas';
import { ID_PATTERN } from '../ids';

export const ORDER_TEXT_LIMITS = {
  description: 2000,
  serviceType: 100,
  assignee: 100,
  reason: 500,
  comment: 500,
  caption: 500,
  chatMessage: 2000,
  requestKey: 64,
} as const;

export const ORDER_LIST_MAX = 100;

export const orderIdSchema = z.string({ error: ORDER_MSG.invalidOrderId }).regex(ID_PATTERN, ORDER_MSG.invalidOrderId);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** The wizard's details step; the REST shim maps the spec's `details` object onto `description`. */
export const createOrderInput = z.object({
  cafe_id: idSchema,
  task_id: idSchema.nullish(),
  service_type: optionalText(ORDER_TEXT_LIMITS.serviceType, ORDER_MSG.serviceTooLong),
  description: z
    .string({ error: ORDER_MSG.descriptionRequired })
    .trim()
    .min(1, ORDER_MSG.descriptionRequired)
    .max(ORDER_TEXT_LIMITS.description, ORDER_MSG.descriptionTooLong),
  client_request_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, MSG.invalidBody)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

/** The details form of the wizard: service text only when the cafe has no services (spec 2 §5). */
export function orderDetailsForm(cafeHasTasks: boolean) {
  return z
    .object({ task_id: z.string().nullable(), service_type: z.string(), description: z.string() })
    .superRefine((v, ctx) => {
      if (!v.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: ORDER_MSG.descriptionRequired });
      if (v.description.trim().length > ORDER_TEXT_LIMITS.description)
        ctx.addIssue({ code: 'custom', path: ['description'], message: ORDER_MSG.descriptionTooLong });
      if (cafeHasTasks && !v.task_id) ctx.addIssue({ code: 'custom', path: ['task_id'], message: ORDER_MSG.taskRequired });
      if (!cafeHasTasks && !v.service_type.trim()) ctx.addIssue({ code: 'custom', path: ['service_type'], message: ORDER_MSG.serviceRequired });
    });
}

/** A status filter; legacy names (pending_confirmation, complete) read as today's statuses. */
export const orderStatusFilter = z
  .string()
  .transform((value, ctx): OrderStatus => {
    const status = normalizeOrderStatus(value);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.statusUnknown });
      return z.NEVER;
    }
    return status;
  });

export const orderListInput = z
  .object({
    status: orderStatusFilter.nullish(),
    /** Several statuses at once (e.g. the active ones); combined with `status` when both are given. */
    statuses: z.array(orderStatusFilter).max(6).nullish(),
    limit: z.number().int().min(1).max(ORDER_LIST_MAX).default(50),
    offset: z.number().int().min(0).default(0),
  })
  .default({ limit: 50, offset: 0 });

export const orderRef = z.object({ orderId: orderIdSchema });
export const orderFileRef = z.object({ orderId: orderIdSchema, fileId: idSchema });

/** Nothing sent: the spec's "please enter price and time"; something sent that is not the type: `invalid`. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? ORDER_MSG.priceAndTimeRequired : invalid;

/** Integer rials > 0: a typed number in toman becomes rials at the form. */
export const priceRialsSchema = z
  .number({ error: requiredOr(ORDER_MSG.priceInvalid) })
  .int(ORDER_MSG.priceInvalid)
  .positive(ORDER_MSG.priceInvalid)
  .max(1e12, ORDER_MSG.priceInvalid);

export const estimatedTimeSchema = z
  .string({ error: requiredOr(ORDER_MSG.timeInvalid) })
  .trim()
  .min(1, ORDER_MSG.priceAndTimeRequired)
  .transform((value, ctx) => {
    const normalized = normalizeEstimatedTime(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.timeInvalid });
      return z.NEVER;
    }
    return normalized;
  });

/** Review and pricing (DOMAIN.md §2): price in rials, time like 3h or 2d, optional assignee. */
export const priceOrderInput = z.object({
  orderId: orderIdSchema,
  price: priceRialsSchema,
  estimated_time: estimatedTimeSchema,
  assigned_employee: optionalText(ORDER_TEXT_LIMITS.assignee, ORDER_MSG.assigneeTooLong),
});

/** "Edit details" of an in-progress order: the delivery time and the assignee (the price is paid). */
export const editOrderDetailsInput = z.object({
  orderId: orderIdSchema,
  estimated_time: estimatedTimeSchema,
  assigned_employee: optionalText(ORDER_TEXT_LIMITS.assignee, ORDER_MSG.assigneeTooLong),
});

/** The same as its form: the assignee may be left blank. */
export const editOrderDetailsForm = z.object({
  estimated_time: estimatedTimeSchema,
  assigned_employee: z.string().max(ORDER_TEXT_LIMITS.assignee, ORDER_MSG.assigneeTooLong),
});

/** The cafe's review/pricing form, in toman as typed (converted once on submit). */
export const priceOrderForm = z.object({
  price_toman: z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'string' ? (typedDecimalInteger(v) ?? Number.NaN) : v))
    .pipe(z.number({ error: ORDER_MSG.priceAndTimeRequired }).positive(ORDER_MSG.priceAndTimeRequired).int(ORDER_MSG.priceInvalid)),
  estimated_time: estimatedTimeSchema,
  assigned_employee: z.string().max(ORDER_TEXT_LIMITS.assignee, ORDER_MSG.assigneeTooLong),
});

export const rejectReasonSchema = z
  .string({ error: ORDER_MSG.rejectReasonRequired })
  .trim()
  .min(1, ORDER_MSG.rejectReasonRequired)
  .max(ORDER_TEXT_LIMITS.reason, ORDER_MSG.rejectReasonTooLong);

export const rejectOrderInput = z.object({ orderId: orderIdSchema, reason: rejectReasonSchema });

/** PATCH /api/order/{id}/status: a target status; a rejection carries its reason. */
export const changeStatusInput = z.object({
  orderId: orderIdSchema,
  status: orderStatusFilter,
  // Required only to reject (the flow says so); its length holds whatever the move, as on reject.
  reason: z.string().trim().max(ORDER_TEXT_LIMITS.reason, ORDER_MSG.rejectReasonTooLong).nullish(),
});

export const uploadOrderFileInput = z.object({
  orderId: orderIdSchema,
  file: z.instanceof(File, { error: ORDER_MSG.fileRequired }),
  is_final: z.boolean().default(false),
  caption: optionalText(ORDER_TEXT_LIMITS.caption, ORDER_MSG.captionTooLong),
});

/** No star chosen: the spec's «لطفاً امتیاز را انتخاب کنید»; anything sent that is not 1–5: the range. */
export const ratingSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? ORDER_MSG.ratingRequired : ORDER_MSG.ratingRange) })
  .int(ORDER_MSG.ratingRange)
  .min(1, ORDER_MSG.ratingRange)
  .max(5, ORDER_MSG.ratingRange);

export const commentSchema = z
  .string()
  .trim()
  .max(ORDER_TEXT_LIMITS.comment, ORDER_MSG.commentTooLong)
  .nullish()
  .transform((v) => v ?? '');

export const rateInput = z.object({ orderId: orderIdSchema, rating: ratingSchema, comment: commentSchema });

/** A cafe, or (for its manager, when left out) the caller's own cafe. */
export const ownOrGivenCafe = z.object({ cafeId: idSchema.nullish() }).default({});
export const userRef = z.object({ userId: idSchema });

export const RATING_HISTORY = { default: 10, refreshed: 20, max: 50 } as const;
export const ratingHistoryInput = z.object({
  cafeId: idSchema.nullish(),
  limit: z.number().int().min(1).max(RATING_HISTORY.max).default(RATING_HISTORY.default),
});

export const sendChatInput = z
  .object({
    orderId: orderIdSchema,
    message: z.string().max(ORDER_TEXT_LIMITS.chatMessage, ORDER_MSG.chatMessageTooLong).default(''),
    file_id: idSchema.nullish(),
    caption: optionalText(ORDER_TEXT_LIMITS.caption, ORDER_MSG.captionTooLong),
  })
  .superRefine((v, ctx) => {
    if (!v.file_id && !v.message.trim()) ctx.addIssue({ code: 'custom', path: ['message'], message: ORDER_MSG.chatMessageRequired });
  });

/** Income orders per page of the cafe finance (the screen, tRPC and REST /api/finance/coffenet alike). */
export const FINANCE_PAGE_SIZE = 20;

export const financeInput = z
  .object({
    limit: z.number().int().min(1).max(ORDER_LIST_MAX).default(FINANCE_PAGE_SIZE),
    offset: z.number().int().min(0).default(0),
  })
  .default({ limit: FINANCE_PAGE_SIZE, offset: 0 });

/** An order chat is read newest first, CHAT_PAGE_SIZE messages at a time (older on scroll up). */
export const CHAT_PAGE_SIZE = 50;
/** Where a chat page ends: the created_at and id of its oldest message, as the server gave it. */
export const chatCursorSchema = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z_[0-9a-f]{24}$/, MSG.invalidId);
export const chatPageInput = z.object({
  orderId: orderIdSchema,
  /** null or absent: the newest page; else the messages older than this cursor. */
  cursor: chatCursorSchema.nullish(),
  limit: z.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
