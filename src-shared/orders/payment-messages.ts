import { formatWalletToman } from '../wallet/transactions';

/** Messages of the order payment (spec 3 "Order payment", issue 5 item 2). */
export const ORDER_PAYMENT_MSG = {
  paidFromWallet: 'سفارش با موفقیت از کیف پول پرداخت شد',
  paidOnline: 'پرداخت سفارش با موفقیت انجام شد',
  /** A gateway payment that arrived after the order stopped waiting for it (e.g. cancelled meanwhile). */
  notPayableCredited: 'این سفارش دیگر در انتظار پرداخت نبود؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  cafeInactiveCredited: 'این کافی‌نت در این فاصله غیرفعال شد؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  alreadyPaidCredited: 'این سفارش پیش‌تر پرداخت شده بود؛ مبلغ پرداخت‌شده به کیف پول شما واریز شد',
  invalidOrderId: 'خطا: شناسه سفارش نامعتبر است',
  pickMethod: 'روش پرداخت را انتخاب کنید',
  redirecting: 'در حال انتقال به درگاه پرداخت…',
} as const;

/** "موجودی کیف پول کافی نیست: مبلغ سفارش … و موجودی شما … است" */
export function insufficientForOrderMessage(price: number, balance: number): string {
  return `موجودی کیف پول کافی نیست: مبلغ سفارش ${formatWalletToman(price)} و موجودی شما ${formatWalletToman(balance)} است`;
}

/** Where the payer returns from the gateway (spec 1 §2.8's verify query for an order). */
export function orderPaymentCallbackPath(orderId: string): string {
  return `/verify?${new URLSearchParams({ type: 'site', payment_type: 'order', order_id: orderId }).toString()}`;
}

/** After a wallet payment the page waits this long before opening the order chat (spec 3 §9: 2 s). */
export const ORDER_PAYMENT_REDIRECT_MS = 2_000;
