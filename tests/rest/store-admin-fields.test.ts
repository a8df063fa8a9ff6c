import { describe, expect, it } from 'vitest';
import { integerField } from '../../src-server/rest/store-admin-fields';
import { parseSignedDecimalInteger, signedDecimalIntegerInput } from '@shared/text/digits';

describe('the upload paths read a number field as a signed decimal integer', () => {
  it('takes Latin and Persian digits, a leading minus and surrounding spaces; blank is absent', () => {
    expect(integerField('12000')).toBe(12000);
    expect(integerField('۱۲۰۰۰')).toBe(12000);
    expect(integerField('-5')).toBe(-5);
    expect(integerField(' 42 ')).toBe(42);
    expect(integerField(7)).toBe(7);
    expect(integerField('')).toBeUndefined();
    expect(integerField(null)).toBeUndefined();
  });

  it('hands anything else to the schema unchanged, so it answers with its own message', () => {
    for (const junk of ['0x2710', '1e4', '10000.0', '+5', '--5', '1'.repeat(16), 'abc']) expect(integerField(junk)).toBe(junk);
    expect(parseSignedDecimalInteger(' 5')).toBeNull();
    expect(signedDecimalIntegerInput('-۵')).toBe(-5);
    expect(signedDecimalIntegerInput(true)).toBe(true);
  });
});
