import { describe, expect, it } from 'vitest';
import { FINANCE_RESULT_KIND_LABELS, financeResultStatusLabel } from '@shared/admin/finance-search';

describe("the admin finance search's status column", () => {
  it('reads each status by the kind of record found', () => {
    expect(financeResultStatusLabel('store_order', 'paid')).toBe('پرداخت‌شده');
    expect(financeResultStatusLabel('store_order', 'pending')).toBe('در انتظار پرداخت');
    expect(financeResultStatusLabel('order', 'pending')).toBe('در انتظار تأیید');
    expect(financeResultStatusLabel('withdrawal', 'pending')).toBe('در انتظار بررسی');
    expect(financeResultStatusLabel('transfer', 'order_settlement')).toBe('تسویه سفارش با کافی‌نت');
    expect(financeResultStatusLabel('payment', 'failed')).toBe('ناموفق');
  });

  it('names every kind the server search answers, and leaves an unknown value as it is', () => {
    expect([...FINANCE_RESULT_KIND_LABELS.keys()]).toEqual(['order', 'store_order', 'withdrawal', 'transfer', 'payment']);
    expect(financeResultStatusLabel('constructor', 'toString')).toBe('toString');
  });
});
