import { useLayoutEffect, useRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeDigits, persianDigits } from '@shared/text/digits';

export interface DigitsTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The text with Latin digits, as the form keeps and sends it. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A field of digit codes (phone, IBAN, account number, postal code): a Persian, Arabic or Latin
 * keyboard all type into it, the digits show in Persian as typed, and the form receives them in
 * Latin ("۰۹۱۲" → "0912"), so its checks and the request read one script. Other characters (the
 * IBAN's "IR", spaces) stay as typed.
 */
export function DigitsTextInput({ value = '', onChange, ...rest }: DigitsTextInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<[number | null, number | null] | null>(null);

  // Swapping digits keeps the length, so the caret goes back where the person left it.
  useLayoutEffect(() => {
    const el = input.current;
    const at = caret.current;
    caret.current = null;
    if (el && at && document.activeElement === el) el.setSelectionRange(at[0], at[1]);
  });

  return (
    <TextInput
      className="ltr-input"
      {...rest}
      ref={input}
      value={persianDigits(value)}
      onChange={(event) => {
        caret.current = [event.currentTarget.selectionStart, event.currentTarget.selectionEnd];
        onChange?.(normalizeDigits(event.currentTarget.value));
      }}
    />
  );
}
