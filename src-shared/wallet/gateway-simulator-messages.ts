/**
 * The words of the embedded test gateway's pages (src-server/payments/simulator.ts). It plays
 * Zarinpal, so these are the gateway's texts, not the marketplace's; the payer sees them only
 * when a server runs with the simulator instead of a real merchant account.
 */
export const GATEWAY_SIMULATOR_MSG = {
  title: 'درگاه آزمایشی',
  payTitle: 'درگاه پرداخت آزمایشی',
  notFound: 'پرداخت یافت نشد',
  notFoundNote: 'این کد پرداخت در درگاه آزمایشی ثبت نشده است.',
  backToSite: 'بازگشت به سایت',
  badReturnAddress: 'نشانی بازگشت این پرداخت نامعتبر است',
  simulatorNote: 'این درگاه شبیه‌ساز زرین‌پال است و پولی جابه‌جا نمی‌کند.',
  amount: 'مبلغ',
  description: 'توضیحات',
  authority: 'کد پرداخت',
  pay: 'پرداخت',
  cancel: 'انصراف',
} as const;

/** "این پرداخت پیش‌تر لغو شده است" / "… انجام شده است": the payer opened a settled payment again. */
export function simulatorAlreadySettledMessage(cancelled: boolean): string {
  return `این پرداخت پیش‌تر ${cancelled ? 'لغو' : 'انجام'} شده است`;
}
