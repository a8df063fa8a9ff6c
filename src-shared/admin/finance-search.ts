import { orderStatusLabel } from '../orders/state-machine';
import { STORE_ORDER_STATUS_LABELS } from '../store/products';
import { WITHDRAWAL_STATUS_LABELS } from '../wallet/transactions';
import { paymentAttemptStatusLabel } from '../wallet/payment-attempts';
import { transferKindLabel } from '../wallet/transfer-kinds';
import { labelOf } from '../text/lookup';
import type { ReferenceKind } from '../reference';

/** What the admin finance page's "search by code" can find (spec 3 §2). */
export const FINANCE_RESULT_KINDS = {
  order: 'سفارش خدمات',
  store_order: 'سفارش فروشگاه',
  withdrawal: 'درخواست برداشت',
  transfer: 'تراکنش',
  payment: 'پرداخت درگاه',
} as const;
export type FinanceResultKind = keyof typeof FINANCE_RESULT_KINDS;

/**
 * Which readable reference a found record shows (src-shared/reference.ts): a store order is an
 * order, a transfer a statement line's «شماره تراکنش». A gateway payment has none: it is found
 * by the gateway's own code, which the admin has just typed.
 */
export const FINANCE_RESULT_REFERENCE_KINDS: Record<FinanceResultKind, ReferenceKind | null> = {
  order: 'order',
  store_order: 'order',
  withdrawal: 'withdrawal',
  transfer: 'transaction',
  payment: null,
};

/** The results column holding that reference; the row's kind says which number it is. */
export const FINANCE_RESULT_REFERENCE_HEADER = 'شماره';

/** The same labels for a kind read back from an answer. */
export const FINANCE_RESULT_KIND_LABELS = new Map<string, string>(Object.entries(FINANCE_RESULT_KINDS));

const STATUS_LABELS = new Map<string, (status: string) => string>([
  ['order', orderStatusLabel],
  ['store_order', labelOf(STORE_ORDER_STATUS_LABELS)],
  ['withdrawal', labelOf(WITHDRAWAL_STATUS_LABELS)],
  ['transfer', transferKindLabel],
  ['payment', paymentAttemptStatusLabel],
]);

/** A found record's status in Persian, read by the kind of record (a store order's "paid" is not an order status). */
export function financeResultStatusLabel(kind: string, status: string): string {
  return STATUS_LABELS.get(kind)?.(status) ?? status;
}
