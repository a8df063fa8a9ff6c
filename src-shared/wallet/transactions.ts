import type { Role } from '../auth/roles';
import { formatNumber, rialsToToman } from './money';
import { orderChatPath, storeOrderPath } from '../routes';

/**
 * Transaction types of spec 3 §9, plus `refund` / `refund_out` for a paid order that is
 * cancelled or rejected (the spec lists no type for it; docs/decisions.md "Money").
 * Each ledger leg carries the type its account holder reads.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'payment',
  'store_payment',
  'admin_transfer_in',
  'admin_transfer_out',
  'admin_withdrawal',
  'admin_deposit',
  'earning',
  'payment_in',
  'store_payment_in',
  'platform_fee',
  'withdrawal_pending',
  'withdrawal_rejected',
  'admin_withdrawal_confirm',
  'admin_withdrawal_in',
  'deposit_pending',
  'admin_deposit_pending',
  'earning_out',
  'admin_deposit_out',
  'admin_withdraw',
  'user_deposit',
  'user_withdraw',
  'transfer_in',
  'transfer_out',
  'admin_credit',
  'admin_debit',
  'refund',
  'refund_out',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The spec's credit types (shown with a plus sign). Every positive leg is shown with a plus too. */
export const CREDIT_TYPES: readonly TransactionType[] = [
  'deposit',
  'admin_deposit',
  'admin_transfer_in',
  'earning',
  'payment_in',
  'store_payment_in',
  'refund',
];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'افزایش موجودی',
  withdrawal: 'برداشت',
  payment: 'پرداخت سفارش',
  store_payment: 'خرید از فروشگاه',
  admin_transfer_in: 'انتقال دریافتی (مدیر)',
  admin_transfer_out: 'انتقال ارسالی (مدیر)',
  admin_withdrawal: 'برداشت توسط مدیر',
  admin_deposit: 'واریز توسط مدیر',
  earning: 'درآمد سفارش',
  payment_in: 'دریافت پرداخت',
  store_payment_in: 'دریافت خرید فروشگاه',
  platform_fee: 'کارمزد سامانه',
  withdrawal_pending: 'درخواست برداشت',
  withdrawal_rejected: 'بازگشت برداشت ردشده',
  admin_withdrawal_confirm: 'تسویه برداشت تأییدشده',
  admin_withdrawal_in: 'دریافت برداشت مدیر',
  deposit_pending: 'افزایش موجودی (در انتظار)',
  admin_deposit_pending: 'واریز مدیر (در انتظار)',
  earning_out: 'تسویه سهم کافی‌نت',
  admin_deposit_out: 'واریز مدیر به کیف پول',
  admin_withdraw: 'برداشت مدیر',
  user_deposit: 'پرداخت از درگاه',
  user_withdraw: 'واریز به حساب بانکی',
  transfer_in: 'انتقال دریافتی',
  transfer_out: 'انتقال ارسالی',
  admin_credit: 'اعتبار مدیر',
  admin_debit: 'کسر مدیر',
  refund: 'بازگشت وجه سفارش',
  refund_out: 'بازگشت وجه از امانت',
};

/** Spec 3 §6: what each wallet page leaves out of its list. */
export const HIDDEN_TRANSACTION_TYPES: Record<Role, readonly TransactionType[]> = {
  user: ['payment_in', 'platform_fee', 'admin_withdrawal_in', 'store_payment_in', 'deposit_pending', 'admin_deposit_pending'],
  coffenet: ['admin_deposit_out', 'earning_out'],
  admin: [],
};

/** The legs of a store order's payment: their order_id is a store order; any other order_id is a service order. */
const STORE_ORDER_TYPES: readonly string[] = ['store_payment', 'store_payment_in'];

/**
 * Where a statement line's order (spec 3 §3: a wallet transaction carries order_id) opens for whoever
 * reads the statement: a store order's page for its buyer, a service order's chat for its customer or
 * cafe, the admin's order page for a service order; null where the reader has no page for it (the
 * admin reads store orders in the store sales list).
 */
export function transactionOrderPath(role: Role | null, type: string, orderId: string): string | null {
  if (STORE_ORDER_TYPES.includes(type)) return role === 'user' || role === 'coffenet' ? storeOrderPath(orderId) : null;
  if (role === 'admin') return `/admin/orders/${orderId}`;
  return role ? orderChatPath(role, orderId) : null;
}

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Spec 3's other words for the two endings ("completed (approved) or rejected/failed"), for the REST filter. */
export const WITHDRAWAL_STATUS_ALIASES: ReadonlyMap<string, WithdrawalStatus> = new Map([
  ['approved', 'completed'],
  ['failed', 'rejected'],
]);
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'در انتظار بررسی',
  completed: 'پرداخت شد',
  rejected: 'رد شد',
};
export const WITHDRAWAL_STATUS_COLORS: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
};

/** What a gateway payment pays for (DOMAIN.md §4); `platform` is the admin's top-up of the platform wallet. */
export const PAYMENT_PURPOSES = ['order', 'store', 'wallet', 'platform', 'subscription', 'bot'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The `type` a verify answer carries, and its label on the result pages (spec 1 §2.8). */
export type PaymentResultType = 'order' | 'wallet' | 'store' | 'subscription' | 'bot';
export const PAYMENT_TYPE_LABELS: Record<PaymentResultType, string> = {
  order: 'سفارش کافی‌نت',
  wallet: 'افزایش موجودی کیف پول',
  store: 'سفارش فروشگاه',
  subscription: 'اشتراک',
  bot: 'پرداخت ربات',
};

/** What a gateway payment paid for, in Persian (the admin's search by code shows it). */
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = { ...PAYMENT_TYPE_LABELS, platform: 'افزایش موجودی کیف پول سامانه' };

export const WALLET_LIMITS = {
  /** Spec 3 §9: user wallet pages of 10, admin wallet pages of 15. */
  userPageSize: 10,
  cafePageSize: 10,
  adminPageSize: 15,
  /** The admin wallet's pending withdrawal requests, a page at a time (oldest first). */
  adminWithdrawalsPageSize: 20,
  /** Zarinpal refuses smaller amounts; 1,000 toman. */
  gatewayMinRials: 10_000,
  /** A sanity ceiling for any single movement (10 billion toman), far below 2^53. */
  maxRials: 100_000_000_000,
  descriptionMax: 200,
  messageMax: 500,
  /** What the arrow keys add to or take from an amount field (spec 3 §5: step 1000, minimum 0), in toman as the fields are typed. */
  inputStepToman: 1000,
  /** Search by a piece of the transaction id. */
  searchMax: 24,
} as const;

/** Fees are fractions stored as parts per million: 0.1 is 100000. */
export const FEE_SCALE = 1_000_000;

export function feeToPpm(fee: number): number {
  return Math.round(fee * FEE_SCALE);
}

export function ppmToFee(ppm: number): number {
  return ppm / FEE_SCALE;
}

/** "۱۰٪" or "۱۲٫۵٪" for a fee fraction. */
export function formatFeePercent(fee: number): string {
  return `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 4 }).format(fee * 100)}٪`;
}

/** A wallet amount: unlike prices, zero is "۰ تومان", never "free". */
export function formatWalletToman(rials: number): string {
  return `${formatNumber(rialsToToman(rials))} تومان`;
}

/** A signed transaction amount: "+۱۰٬۰۰۰ تومان" for money in, "−۵٬۰۰۰ تومان" for money out. */
export function formatSignedToman(rials: number): string {
  const sign = rials > 0 ? '+' : rials < 0 ? '−' : '';
  return `${sign}${formatNumber(rialsToToman(Math.abs(rials)))} تومان`;
}

export function isCreditLeg(type: TransactionType, amount: number): boolean {
  return amount > 0 || CREDIT_TYPES.includes(type);
}
