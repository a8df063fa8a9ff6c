import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STORE_LIMITS } from '@shared/store/products';
import type { ShippingInfoInput } from '@shared/store/schemas';
import { DigitsTextInput } from '../../ui/DigitsTextInput';

export type ShippingFormValues = { full_name: string; phone: string; address: string; postal_code: string; notes: string };

export const EMPTY_SHIPPING: ShippingFormValues = { full_name: '', phone: '', address: '', postal_code: '', notes: '' };

/** The buyer's delivery details (spec 3 "Checkout form"), validated with shippingInfoSchema like the server. */
export function ShippingFields<T extends ShippingFormValues>({ form }: { form: UseFormReturnType<T> }) {
  const field = (name: keyof ShippingInfoInput) => form.getInputProps(name as string);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="نام و نام خانوادگی" name="full_name" autoComplete="name" required maxLength={STORE_LIMITS.nameMax} {...field('full_name')} />
      <DigitsTextInput
        label="شماره موبایل"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder="09xxxxxxxxx"
        required
        className="ltr-input"
        maxLength={11}
        {...field('phone')}
      />
      <Textarea
        label="آدرس کامل"
        name="address"
        autoComplete="street-address"
        required
        autosize
        minRows={2}
        maxLength={STORE_LIMITS.addressMax}
        style={{ gridColumn: '1 / -1' }}
        {...field('address')}
      />
      <DigitsTextInput
        label="کد پستی"
        name="postal_code"
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder="۱۰ رقم، بدون خط تیره"
        required
        className="ltr-input"
        maxLength={10}
        {...field('postal_code')}
      />
      <TextInput label="توضیحات (اختیاری)" name="notes" maxLength={STORE_LIMITS.notesMax} {...field('notes')} />
    </SimpleGrid>
  );
}

/**
 * A server field name as the shipping form names it: `shipping.full_name` is `full_name`, and
 * `shipping` itself (details missing altogether) is the first of the details.
 */
export function shippingFieldName(field: string): string {
  return field === 'shipping' ? 'full_name' : field.replace(/^shipping\./, '');
}
