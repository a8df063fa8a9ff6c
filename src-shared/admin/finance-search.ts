import { orderStatusLabel } from '../orders/state-machine';
import { STORE_ORDER_STATUS_LABELS } from '../store/products';
import { WITHDRAWAL_STATUS_LABELS } from '../wallet/transactions';

/** What the admin finance page's "search by code" can find (spec 3 §2). */
export const FINANCE_RESULT_KIND_LABELS = new Map<string, string>([
  ['order', 'سفارش خدمات'],
  ['store_order', 'سفارش فروشگاه'],
  ['withdrawal', 'درخواست برداشت'],
  ['transfer', 'تراکنش'],
  ['payment', 'پرداخت درگاه'],
]);

/** A ledger transfer's kind as the admin reads it (the search shows it in the status column). */
const TRANSFER_KIND_LABELS = new Map<string, string>([
  ['wallet_deposit', 'افزایش موجودی کیف پول'],
  ['platform_deposit', 'افزایش موجودی پلتفرم'],
  ['gateway_payment', 'پرداخت از درگاه'],
  ['order_payment', 'پرداخت سفارش'],
  ['order_settlement', 'تسویه سفارش با کافی‌نت'],
  ['order_refund', 'بازگشت وجه سفارش'],
  ['store_payment', 'پرداخت فروشگاه'],
  ['withdrawal_hold', 'ثبت درخواست برداشت'],
  ['withdrawal_payout', 'پرداخت برداشت'],
  ['withdrawal_return', 'بازگشت برداشت ردشده'],
  ['admin_deposit', 'واریز مدیر'],
  ['admin_withdraw', 'برداشت مدیر'],
  ['admin_transfer', 'انتقال مدیر'],
]);

const PAYMENT_ATTEMPT_STATUS_LABELS = new Map<string, string>([
  ['created', 'ایجاد شده'],
  ['pending', 'در انتظار پرداخت'],
  ['paid', 'پرداخت‌شده'],
  ['failed', 'ناموفق'],
  ['cancelled', 'لغو شده'],
]);

const STORE_ORDER_STATUS = new Map<string, string>(Object.entries(STORE_ORDER_STATUS_LABELS));
const WITHDRAWAL_STATUS = new Map<string, string>(Object.entries(WITHDRAWAL_STATUS_LABELS));

const STATUS_LABELS = new Map<string, (status: string) => string>([
  ['order', orderStatusLabel],
  ['store_order', (s) => STORE_ORDER_STATUS.get(s) ?? s],
  ['withdrawal', (s) => WITHDRAWAL_STATUS.get(s) ?? s],
  ['transfer', (s) => TRANSFER_KIND_LABELS.get(s) ?? s],
  ['payment', (s) => PAYMENT_ATTEMPT_STATUS_LABELS.get(s) ?? s],
]);

/** A found record's status in Persian, read by the kind of record (a store order's "paid" is not an order status). */
export function financeResultStatusLabel(kind: string, status: string): string {
  return STATUS_LABELS.get(kind)?.(status) ?? status;
}
