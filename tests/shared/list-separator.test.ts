import { describe, expect, it } from 'vitest';
import { joinParts, LIST_SEPARATOR, splitParts } from '@shared/text/list';

describe('joinParts (the one «، » of a line’s parts)', () => {
  it('joins with the Persian comma and leaves out missing optional parts with their separator', () => {
    expect(LIST_SEPARATOR).toBe('، ');
    expect(joinParts('تایپ', null, 'ترجمه', undefined, false, '', 'چاپ')).toBe('تایپ، ترجمه، چاپ');
    expect(joinParts('تنها')).toBe('تنها');
    expect(joinParts(null, '')).toBe('');
  });
});

describe('splitParts (a typed list read back)', () => {
  it('reads back what joinParts shows, takes Latin commas too and drops blanks', () => {
    const tags = ['usb', 'فلش', '۶۴ گیگ'];
    expect(splitParts(joinParts(...tags))).toEqual(tags);
    expect(splitParts('usb, فلش،۶۴ گیگ ,, ')).toEqual(tags);
    expect(splitParts('')).toEqual([]);
  });
});
