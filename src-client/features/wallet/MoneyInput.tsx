import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Amounts are typed in toman (spec 3 §5: step 1000, minimum 0); the form converts to rials once. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="مبلغ (تومان)"
      min={0}
      step={1000}
      thousandSeparator="٬"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      className="ltr-input"
      {...props}
    />
  );
}
