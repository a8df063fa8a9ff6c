import { describe, expect, it } from 'vitest';
import { emptyProductForm, productChangesFormData, productFormData } from '../../src-client/features/store-admin/product-form';

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
