import { labelOf } from '../text/lookup';

/**
 * Every kind of ledger transfer, with how the admin reads it (finance "search by code" shows it
 * in the status column). The server's TransferKind type is derived from this one list, so a new
 * kind cannot be written without a label.
 */
export const TRANSFER_KIND_LABELS = {
  wallet_deposit: 'افزایش موجودی کیف پول',
  platform_deposit: 'افزایش موجودی پلتفرم',
  gateway_payment: 'پرداخت از درگاه',
  order_payment: 'پرداخت سفارش',
  order_settlement: 'تسویه سفارش با کافی‌نت',
  order_refund: 'بازگشت وجه سفارش',
  store_payment: 'پرداخت فروشگاه',
  withdrawal_hold: 'ثبت درخواست برداشت',
  withdrawal_payout: 'پرداخت برداشت',
  withdrawal_return: 'بازگشت برداشت ردشده',
  admin_deposit: 'واریز مدیر',
  admin_withdraw: 'برداشت مدیر',
  admin_transfer: 'انتقال مدیر',
} as const;

export type TransferKind = keyof typeof TRANSFER_KIND_LABELS;

/** A stored kind in Persian; an unknown one (an older row, say) is shown as written. */
export const transferKindLabel = labelOf(TRANSFER_KIND_LABELS);
