import { describe, expect, it } from 'vitest';
import { joinParts, LIST_SEPARATOR } from '@shared/text/list';

describe('joinParts (the one «، » of a line’s parts)', () => {
  it('joins with the Persian comma and leaves out missing optional parts with their separator', () => {
    expect(LIST_SEPARATOR).toBe('، ');
    expect(joinParts('تایپ', null, 'ترجمه', undefined, false, '', 'چاپ')).toBe('تایپ، ترجمه، چاپ');
    expect(joinParts('تنها')).toBe('تنها');
    expect(joinParts(null, '')).toBe('');
  });
});
