import { ROLE_LABELS } from '../auth/roles';
import { orderStatusLabel } from '../orders/state-machine';
import { PRODUCT_TYPE_LABELS, STORE_ORDER_STATUS_LABELS } from '../store/products';
import { joinParts } from '../text/list';
import { persianDigits } from '../text/digits';
import { formatFeePercent, formatWalletToman, WITHDRAWAL_STATUS_LABELS } from '../wallet/transactions';

/** The screens an admin acts on; each audit row belongs to one (admin_audit_log.target_type). */
export const AUDIT_AREAS = ['users', 'finance', 'cafes', 'orders', 'store'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** The heading of each area's audit list, on the screen where its actions are taken. */
export const AUDIT_AREA_TITLES: Record<AuditArea, string> = {
  users: 'آخرین اقدامات مدیران روی کاربران',
  finance: 'آخرین اقدامات مالی مدیران',
  cafes: 'آخرین اقدامات مدیران روی کافی‌نت‌ها',
  orders: 'آخرین اقدامات مدیران روی سفارش‌ها',
  store: 'آخرین اقدامات مدیران در فروشگاه',
};

/** The heading of the list of every area's actions, on the admin dashboard. */
export const AUDIT_ALL_TITLE = 'آخرین اقدامات مدیران';

/** Each area as the dashboard's list names it, and the screen where its actions are taken. */
export const AUDIT_AREA_SCREENS: Record<AuditArea, { label: string; path: string }> = {
  users: { label: 'کاربران', path: '/admin/user' },
  finance: { label: 'مالی', path: '/admin/finance' },
  cafes: { label: 'کافی‌نت‌ها', path: '/admin/coffenet' },
  orders: { label: 'سفارش‌ها', path: '/admin/orders' },
  store: { label: 'فروشگاه', path: '/admin/store' },
};

/** The heading of the audit list of one order, on its details (modal or page). */
export const AUDIT_ORDER_TITLE = 'اقدامات مدیران روی این سفارش';

/** The button under an audit list that appends the next older page. */
export const AUDIT_MORE_LABEL = 'بیشتر';

/** What each admin action (admin_audit_log.action) is called on the audit lists. */
export const AUDIT_ACTION_LABELS = {
  'user.role': 'تغییر نقش',
  'user.block': 'مسدودسازی',
  'user.unblock': 'رفع مسدودی',
  'user.delete': 'حذف کاربر',
  'cafe.create': 'افزودن کافی‌نت',
  'cafe.activate': 'فعال‌سازی کافی‌نت',
  'cafe.deactivate': 'غیرفعال‌سازی کافی‌نت',
  'cafe.delete': 'حذف کافی‌نت',
  'order.start': 'شروع سفارش',
  'store_order.tracking': 'ثبت ارسال سفارش فروشگاه',
  'store_order.cash_received': 'دریافت وجه سفارش پرداخت در محل',
  'product.create': 'افزودن محصول',
  'product.update': 'ویرایش محصول',
  'product.archive': 'بایگانی محصول سفارش‌داده‌شده',
  'product.delete': 'حذف محصول',
  'lesson.create': 'افزودن جلسه دوره',
  'lesson.delete': 'حذف جلسه دوره',
  'product_file.create': 'افزودن فایل محصول',
  'product_file.delete': 'حذف فایل محصول',
  'wallet.deposit': 'واریز به کیف پول',
  'wallet.withdraw': 'برداشت از کیف پول',
  'wallet.transfer': 'انتقال بین کیف پول‌ها',
  'withdrawal.approve': 'تأیید برداشت',
  'withdrawal.reject': 'رد برداشت',
  'fee.global': 'کارمزد سراسری',
  'fee.cafe': 'کارمزد کافی‌نت',
} as const satisfies Record<string, string>;

/** recordAudit takes only these, so an action without a Persian label does not compile. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

/** The product fields an edit's audit row names without their values (`changed`), as the edit form calls them. */
export const PRODUCT_CHANGE_LABELS = {
  description: 'توضیحات',
  tags: 'برچسب‌ها',
  product_type: 'نوع محصول',
  category: 'دسته‌بندی',
  language: 'زبان',
  is_featured: 'محصول ویژه',
  instructor_name: 'نام مدرس',
  instructor_bio: 'درباره مدرس',
  difficulty_level: 'سطح دوره',
  prerequisites: 'پیش‌نیازها',
  learning_objectives: 'اهداف یادگیری',
  certificate_available: 'گواهی پایان دوره',
  specifications: 'مشخصات',
  video_preview_url: 'نشانی ویدیوی پیش‌نمایش',
  image: 'تصویر محصول',
  video_preview: 'ویدیوی پیش‌نمایش',
  files: 'فایل‌های محصول',
} as const satisfies Record<string, string>;
export type ProductChange = keyof typeof PRODUCT_CHANGE_LABELS;

const yesNo = (value: unknown) => (value === true ? 'بله' : value === false ? 'خیر' : String(value));
const lookup = (labels: Record<string, string>) => (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value]! : String(value);

/**
 * How each recorded field reads: its Persian name and its value as a person says it. Ids are left
 * out (the target column already names the person); a field not listed shows as recorded.
 */
const FIELDS = new Map<string, { label: string; value: (value: unknown, action: string) => string } | null>([
  ['status', { label: 'وضعیت', value: (v, action) => (action.startsWith('order.') ? orderStatusLabel(String(v)) : action.startsWith('store_order.') ? lookup(STORE_ORDER_STATUS_LABELS)(v) : lookup(WITHDRAWAL_STATUS_LABELS)(v)) }],
  ['amount', { label: 'مبلغ', value: (v) => (typeof v === 'number' ? formatWalletToman(v) : String(v)) }],
  ['role', { label: 'نقش', value: lookup(ROLE_LABELS) }],
  ['blocked', { label: 'مسدود', value: yesNo }],
  ['active', { label: 'فعال', value: yesNo }],
  // Fees are recorded as the fraction the server keeps (0.15), read as a percent (۱۵٪).
  ['fee', { label: 'کارمزد', value: (v) => (typeof v === 'number' ? formatFeePercent(v) : v === null ? 'کارمزد سراسری' : String(v)) }],
  ['description', { label: 'توضیحات', value: String }],
  ['username', { label: 'نام کاربری', value: String }],
  ['cafe_name', { label: 'نام کافی‌نت', value: String }],
  ['name', { label: 'نام', value: String }],
  ['price', { label: 'قیمت', value: (v) => (typeof v === 'number' ? formatWalletToman(v) : String(v)) }],
  ['product_type', { label: 'نوع', value: lookup(PRODUCT_TYPE_LABELS) }],
  ['on_sale', { label: 'در فروش', value: yesNo }],
  ['lesson_order', { label: 'جلسه', value: (v) => persianDigits(String(v)) }],
  ['lesson_title', { label: 'عنوان جلسه', value: String }],
  ['files', { label: 'فایل', value: (v) => (Array.isArray(v) ? joinParts(...v.map(String)) : String(v)) }],
  ['changed', { label: 'تغییر در', value: (v) => (Array.isArray(v) ? joinParts(...v.map((key) => lookup(PRODUCT_CHANGE_LABELS)(key))) : String(v)) }],
  ['tracking_url', { label: 'لینک رهگیری', value: (v) => (v === null ? 'ندارد' : String(v)) }],
  ['user_id', null],
  ['from_user_id', null],
  ['to_user_id', null],
]);

/**
 * The "change" column of an audit row, field by field: a field that changed reads
 * "وضعیت: در انتظار بررسی ← پرداخت شد", one recorded once reads "مبلغ: ۲۰٬۰۰۰ تومان".
 */
export function describeAuditChange(action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const parts: string[] = [];
  for (const key of keys) {
    const field = FIELDS.get(key);
    if (field === null) continue;
    const show = (value: unknown) => (field ? field.value(value, action) : String(value));
    const was = before && Object.hasOwn(before, key) ? show(before[key]) : null;
    const now = after && Object.hasOwn(after, key) ? show(after[key]) : null;
    const value = was !== null && now !== null && was !== now ? `${was} ← ${now}` : (now ?? was);
    if (value) parts.push(`${field?.label ?? key}: ${value}`);
  }
  return joinParts(...parts);
}
