import { describe, expect, it } from 'vitest';
import { LIST_SEPARATOR } from '@shared/text/list';
import type { AdminProductView } from '@shared/store/admin-types';
import { emptyProductForm, formOfProduct, isEmptyProductDraft, productChangesFormData, productFormData, productInputOf } from '../../src-client/features/store-admin/product-form';

const fields = (data: FormData) => Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));

describe('the edit dialog sends what the admin changed', () => {
  const opened = { ...emptyProductForm('physical'), name: 'فلش ۳۲ گیگ', priceToman: 250_000, category: 'electronics' as const, tags: 'usb, فلش', is_active: true };

  it('only the changed fields: a price or an on-sale switch changed by another admin meanwhile is not written back', () => {
    expect(fields(productChangesFormData(opened, { ...opened, name: 'فلش ۶۴ گیگ' }))).toEqual({ name: 'فلش ۶۴ گیگ' });
    expect(fields(productChangesFormData(opened, { ...opened, priceToman: 300_000, is_active: false }))).toEqual({ price: '3000000', is_active: 'false' });
    expect(fields(productChangesFormData(opened, { ...opened, tags: 'usb، فلش، ۶۴' }))).toEqual({ tags: JSON.stringify(['usb', 'فلش', '۶۴']) });
    expect(fields(productChangesFormData(opened, { ...opened }))).toEqual({});
  });

  it('a new product still sends every field', () => {
    expect(Object.keys(fields(productFormData(opened)))).toEqual(expect.arrayContaining(['name', 'price', 'category', 'product_type', 'description', 'tags']));
  });
});

describe('the add forms’ draft', () => {
  it('keeps nothing for a form with only its type chosen, something once a field is typed', () => {
    expect(isEmptyProductDraft(emptyProductForm('physical'))).toBe(true);
    // The form after a sent course starts over with the course type still chosen: nothing to keep.
    expect(isEmptyProductDraft(emptyProductForm('video_course'))).toBe(true);
    expect(isEmptyProductDraft({ ...emptyProductForm('video_course'), description: '  ' })).toBe(true);
    expect(isEmptyProductDraft({ ...emptyProductForm('video_course'), instructor_bio: 'ده سال تدریس' })).toBe(false);
    expect(isEmptyProductDraft({ ...emptyProductForm('ebook'), priceToman: 12_000 })).toBe(false);
  });
});

describe('the tags field', () => {
  // Only the fields formOfProduct reads; the rest of a product view does not matter here.
  const product = { name: 'فلش', price: 2_500_000, category: 'electronics', product_type: 'physical', description: '', language: 'fa', tags: ['usb', 'فلش', '۶۴ گیگ'], is_featured: false, instructor_name: null, instructor_bio: null, difficulty_level: null, prerequisites: [], learning_objectives: [], certificate_available: false, has_video_preview: false, video_preview_url: null, is_active: true } as unknown as AdminProductView;

  it('shows the tags joined with the shared separator and reads the field back to the same tags', () => {
    const form = formOfProduct(product);
    expect(form.tags).toBe(['usb', 'فلش', '۶۴ گیگ'].join(LIST_SEPARATOR));
    expect(productInputOf(form).tags).toEqual(product.tags);
    // Opened and saved untouched: the tags are not sent again.
    expect(fields(productChangesFormData(form, { ...form }))).toEqual({});
  });

  it('takes Latin commas, Persian commas without a space, and drops blanks', () => {
    expect(productInputOf({ ...emptyProductForm('physical'), tags: 'usb,فلش ،  ۶۴ گیگ , ,' }).tags).toEqual(['usb', 'فلش', '۶۴ گیگ']);
  });
});
