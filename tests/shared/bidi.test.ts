import { describe, expect, it } from 'vitest';
import { isolate, stripIsolation } from '@shared/text/bidi';
import { formatSignedToman } from '@shared/wallet/transactions';

describe('mixed-direction text', () => {
  it('wraps a Latin fragment in first-strong isolation marks and can take them off again', () => {
    const text = `سفارش ${isolate('ali_reza')} ثبت شد`;
    expect(text).toBe('سفارش \u2068ali_reza\u2069 ثبت شد');
    expect(stripIsolation(text)).toBe('سفارش ali_reza ثبت شد');
    expect(stripIsolation(isolate(isolate('x')))).toBe('x');
  });

  it('writes a debit sign-first, so read right to left it is "−۵۰٬۰۰۰ تومان"', () => {
    expect(formatSignedToman(-500_000)).toBe('−۵۰٬۰۰۰ تومان');
    expect(formatSignedToman(500_000)).toBe('+۵۰٬۰۰۰ تومان');
    expect(formatSignedToman(0)).toBe('۰ تومان');
  });
});
