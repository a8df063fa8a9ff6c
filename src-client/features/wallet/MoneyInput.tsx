import { PersianNumberInput, type PersianNumberInputProps } from '../../ui/PersianNumberInput';

/** Amounts are typed in toman (spec 3 §5: whole toman, minimum 0); the form converts to rials once. */
export function MoneyInput(props: Omit<PersianNumberInputProps, 'allowDecimal'> & { label?: string }) {
  return <PersianNumberInput label="مبلغ (تومان)" {...props} />;
}
