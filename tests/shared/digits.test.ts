import { describe, expect, it } from 'vitest';
import { cleanTypedNumber, formatPersianNumber, groupTypedDigits, normalizeDigits, persianDigits } from '@shared/text/digits';

describe('digits a person reads and types', () => {
  it('reads Persian and Arabic-Indic digits as Latin ones and shows Latin ones in Persian', () => {
    expect(normalizeDigits('۰۹۱۲٣٤٥')).toBe('0912345');
    expect(persianDigits('0912 345')).toBe('۰۹۱۲ ۳۴۵');
    expect(persianDigits(normalizeDigits('۱۲۳'))).toBe('۱۲۳');
  });

  it('groups with the Persian thousands separator, never an apostrophe or a comma', () => {
    expect(formatPersianNumber(50_000)).toBe('۵۰٬۰۰۰');
    expect(formatPersianNumber(1_234_567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatPersianNumber(50_000, false)).toBe('۵۰۰۰۰');
    expect(formatPersianNumber(0.125)).toBe('۰٫۱۲۵');
  });

  it('keeps only digits (any script) and one decimal point from what was typed', () => {
    expect(cleanTypedNumber('۱۲٬۵۰۰', false)).toBe('12500');
    expect(cleanTypedNumber('12,500 تومان', false)).toBe('12500');
    expect(cleanTypedNumber('٠٫٥', true)).toBe('0.5');
    expect(cleanTypedNumber('0.1.2', true)).toBe('0.12');
    expect(cleanTypedNumber('0.5', false)).toBe('05');
    expect(cleanTypedNumber('-1e4', false)).toBe('14');
    expect(cleanTypedNumber('', true)).toBe('');
  });

  it('groups a money amount as it is typed, like formatPersianNumber and without losing long digits', () => {
    expect(groupTypedDigits('50000')).toBe(formatPersianNumber(50_000));
    expect(groupTypedDigits('500')).toBe('۵۰۰');
    expect(groupTypedDigits('1234567')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(groupTypedDigits('12345678901234567')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷');
    expect(groupTypedDigits('')).toBe('');
  });
});
