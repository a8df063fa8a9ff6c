import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { ORDER_STATUSES } from '../orders/state-machine';
import { idSchema, optionalEmailSchema, usernameSchema } from '../auth/schemas';
import { normalizeDigits } from '../text/digits';
import { dayKeySchema } from '../calendar/day-key-schema';
import { ADMIN_MSG } from './messages';
import { AUDIT_AREAS } from './audit';

/** Page sizes and limits of the admin console (spec 3 §9). */
export const ADMIN_LIMITS = {
  usersPage: 10,
  usersPageMax: 100,
  ordersPage: 20,
  financePage: 20,
  listPageMax: 100,
  recentOrders: 5,
  recentTransactions: 20,
  auditItems: 10,
  chartDays: 30,
  cafesPage: 12,
  /** A waiting withdrawal older than this is overdue on the cafe summary tiles. */
  overdueDays: 3,
  oneTimePasswordLength: 12,
} as const;

const skip = z.number({ error: ADMIN_MSG.pagingInvalid }).int(ADMIN_MSG.pagingInvalid).min(0, ADMIN_MSG.pagingInvalid).default(0);
const limit = (fallback: number, max: number) =>
  z.number({ error: ADMIN_MSG.pagingInvalid }).int(ADMIN_MSG.pagingInvalid).min(1, ADMIN_MSG.pagingInvalid).max(max, ADMIN_MSG.pagingInvalid).default(fallback);

/** An ISO day "YYYY-MM-DD" (Gregorian, Tehran time), as the date picker gives it. */
const adminDayKey = dayKeySchema(ADMIN_MSG.dateInvalid);

const dateRange = {
  from_date: adminDayKey.nullish(),
  to_date: adminDayKey.nullish(),
};
const rangeInOrder = (v: { from_date?: string | null; to_date?: string | null }) => !v.from_date || !v.to_date || v.from_date <= v.to_date;

export const adminUserListInput = z
  .object({
    skip,
    limit: limit(ADMIN_LIMITS.usersPage, ADMIN_LIMITS.usersPageMax),
    search: z.string().trim().max(50).optional(),
  })
  .default({ skip: 0, limit: ADMIN_LIMITS.usersPage });

export const adminRoleInput = z.object({ id: idSchema, role: z.enum(ROLES, { error: ADMIN_MSG.roleInvalid }) });
export const adminBlockInput = z.object({ id: idSchema, blocked: z.boolean({ error: ADMIN_MSG.blockedInvalid }) });
export const adminIdInput = z.object({ id: idSchema });
export const cafeActiveInput = z.object({ id: idSchema, active: z.boolean({ error: ADMIN_MSG.activeInvalid }) });

export const cafeListInput = z
  .object({ skip, limit: limit(ADMIN_LIMITS.cafesPage, ADMIN_LIMITS.listPageMax), search: z.string().trim().max(100).optional() })
  .default({ skip: 0, limit: ADMIN_LIMITS.cafesPage });

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Step 2 of add-cafe: the spec's phone rule and message (spec 3 §5). */
export const cafePhoneSchema = z
  .string({ error: ADMIN_MSG.cafePhoneInvalid })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(z.string().regex(/^09\d{9}$/, ADMIN_MSG.cafePhoneInvalid));

export const createCafeInput = z.object({
  cafe_name: requiredText(ADMIN_MSG.cafeNameRequired, 100),
  email: optionalEmailSchema.refine((v) => v !== null, ADMIN_MSG.emailRequired),
  username: usernameSchema,
  phone: cafePhoneSchema,
  address: requiredText(ADMIN_MSG.addressRequired, 300),
});
export type CreateCafeInput = z.input<typeof createCafeInput>;

/** The order number filter: the order id or its start (hex digits). */
const orderNumberSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(24, ADMIN_MSG.orderNumberInvalid)
  .regex(/^[0-9a-f]*$/, ADMIN_MSG.orderNumberInvalid);

export const adminOrderListInput = z
  .object({
    skip,
    limit: limit(ADMIN_LIMITS.ordersPage, ADMIN_LIMITS.listPageMax),
    status: z.enum(ORDER_STATUSES, { error: ADMIN_MSG.statusInvalid }).nullish(),
    cafe_id: idSchema.nullish(),
    user_id: idSchema.nullish(),
    order_id: orderNumberSchema.nullish(),
    ...dateRange,
  })
  .refine(rangeInOrder, { path: ['to_date'], error: ADMIN_MSG.dateRangeInvalid })
  .default({ skip: 0, limit: ADMIN_LIMITS.ordersPage });

export const adminOrderStatusInput = z.object({ id: idSchema, status: z.enum(ORDER_STATUSES, { error: ADMIN_MSG.statusInvalid }) });

export const PAYMENT_SOURCES = ['wallet', 'gateway'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const financeListInput = z
  .object({
    skip,
    limit: limit(ADMIN_LIMITS.financePage, ADMIN_LIMITS.listPageMax),
    ...dateRange,
    source: z.enum(PAYMENT_SOURCES, { error: ADMIN_MSG.sourceInvalid }).nullish(),
  })
  .refine(rangeInOrder, { path: ['to_date'], error: ADMIN_MSG.dateRangeInvalid })
  .default({ skip: 0, limit: ADMIN_LIMITS.financePage });

export const codeSearchInput = z.object({ code: z.string({ error: ADMIN_MSG.codeRequired }).trim().min(1, ADMIN_MSG.codeRequired).max(100) });

export const auditListInput = z
  .object({ area: z.enum(AUDIT_AREAS, { error: ADMIN_MSG.auditAreaInvalid }).nullish(), limit: limit(ADMIN_LIMITS.auditItems, 50) })
  .default({ limit: ADMIN_LIMITS.auditItems });

/**
 * One page of an area's audit list (or of every area's, without `area`) after the last row shown
 * (keyset: its created_at and id).
 */
export const auditPageInput = z.object({
  area: z.enum(AUDIT_AREAS, { error: ADMIN_MSG.auditAreaInvalid }).nullish(),
  /** Only the rows about this one thing of the area (an order on its details page). */
  target_id: z.string({ error: ADMIN_MSG.auditTargetInvalid }).trim().min(1, ADMIN_MSG.auditTargetInvalid).max(40, ADMIN_MSG.auditTargetInvalid).nullish(),
  limit: limit(ADMIN_LIMITS.auditItems, 50),
  cursor: z
    .object({ created_at: z.string({ error: ADMIN_MSG.pagingInvalid }).max(40, ADMIN_MSG.pagingInvalid), id: z.string({ error: ADMIN_MSG.pagingInvalid }).max(40, ADMIN_MSG.pagingInvalid) }, { error: ADMIN_MSG.pagingInvalid })
    .nullish(),
}).refine((input) => !input.target_id || input.area, { message: ADMIN_MSG.auditTargetNeedsArea, path: ['area'] });

