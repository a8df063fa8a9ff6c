import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanTypedNumber, formatPersianNumber, persianDigits } from '@shared/text/digits';

export interface PersianNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: number | string;
  /** The number typed, or '' while the field is empty. */
  onChange: (value: number | '') => void;
  allowDecimal?: boolean;
  /** Group thousands ("۵۰٬۰۰۰") when the field is not being edited. */
  thousandSeparator?: boolean;
}

function toNumber(text: string): number | '' {
  if (text === '' || text === '.') return '';
  const value = Number(text);
  return Number.isFinite(value) ? value : '';
}

function shown(value: number | string, grouping: boolean): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatPersianNumber(value, grouping) : '';
}

/**
 * A number field that reads and writes Persian digits: a Persian, Arabic or Latin keyboard all
 * type into it, the digits show in Persian as typed, and thousands are grouped on blur.
 * (Mantine's NumberInput drops Persian digits, so a person on a Persian keyboard could type nothing.)
 */
export function PersianNumberInput({ value = '', onChange, allowDecimal = false, thousandSeparator = true, onFocus, onBlur, ...rest }: PersianNumberInputProps) {
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => shown(value, thousandSeparator));

  // A value set from outside (a form reset, a loaded setting) replaces what is shown.
  useEffect(() => {
    if (!focused) setText(shown(value, thousandSeparator));
  }, [value, focused, thousandSeparator]);

  return (
    <TextInput
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="ltr-input"
      {...rest}
      value={text}
      onFocus={(event) => {
        setFocused(true);
        setText(shown(value, false));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setText(shown(value, thousandSeparator));
        onBlur?.(event);
      }}
      onChange={(event) => {
        const clean = cleanTypedNumber(event.currentTarget.value, allowDecimal);
        setText(persianDigits(clean).replace('.', '٫'));
        onChange(toNumber(clean));
      }}
    />
  );
}
