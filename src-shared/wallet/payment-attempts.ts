import { labelOf } from '../text/lookup';

/**
 * Every status a gateway payment attempt is stored in, with how the admin reads it (finance
 * "search by code" shows it). The server's PaymentAttemptStatus type is derived from this one
 * list, so a new status cannot be written without a label.
 */
export const PAYMENT_ATTEMPT_STATUS_LABELS = {
  created: 'ایجاد شده',
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  cancelled: 'لغو شده',
} as const;

export type PaymentAttemptStatus = keyof typeof PAYMENT_ATTEMPT_STATUS_LABELS;

/** A stored status in Persian; an unknown one is shown as written. */
export const paymentAttemptStatusLabel = labelOf(PAYMENT_ATTEMPT_STATUS_LABELS);
