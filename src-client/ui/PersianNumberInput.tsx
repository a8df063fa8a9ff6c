import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanTypedNumber, formatPersianNumber, groupTypedDigits, persianDigits } from '@shared/text/digits';

export interface PersianNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: number | string;
  /** The number typed, or '' while the field is empty. */
  onChange: (value: number | '') => void;
  allowDecimal?: boolean;
  /** Group thousands ("۵۰٬۰۰۰"): a whole-number field as it is typed, a decimal one when not being edited. */
  thousandSeparator?: boolean;
  /** What ArrowUp / ArrowDown add or take away (spec 3 §5: amounts step 1000, a fee 0.01), held within min and max. */
  step?: number;
  min?: number;
  max?: number;
}

/** value ± step, within min and max, without a float's tail (0.1 + 0.01 is 0.11, not 0.11000000000000001). */
export function steppedValue(value: number | '', step: number, direction: 1 | -1, min?: number, max?: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  let next = Number(((value === '' ? (min ?? 0) : value) + direction * step).toFixed(decimals));
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

function toNumber(text: string): number | '' {
  if (text === '' || text === '.') return '';
  const value = Number(text);
  return Number.isFinite(value) ? value : '';
}

function shown(value: number | string, grouping: boolean): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatPersianNumber(value, grouping) : '';
}

/** Where the caret goes in `text` so that `digits` digits stand before it. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[0-9۰-۹٠-٩]/.test(text[i]!) && ++seen === digits) return i + 1;
  }
  return text.length;
}

/**
 * A number field that reads and writes Persian digits: a Persian, Arabic or Latin keyboard all
 * type into it and the digits show in Persian as typed. A whole-number field (every money amount)
 * groups thousands as it is typed; a decimal one groups on blur, as "۱۲٫" must stay while typed.
 * (Mantine's NumberInput drops Persian digits, so a person on a Persian keyboard could type nothing.)
 */
export function PersianNumberInput({ value = '', onChange, allowDecimal = false, thousandSeparator = true, step, min, max, onFocus, onBlur, onKeyDown, ...rest }: PersianNumberInputProps) {
  const groupWhileTyping = thousandSeparator && !allowDecimal;
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(() => shown(value, thousandSeparator));
  const input = useRef<HTMLInputElement>(null);
  // Digits before the caret at the last keystroke: separators come and go, the caret stays after them.
  const caretDigits = useRef<number | null>(null);

  // A value set from outside (a form reset, a loaded setting) replaces what is shown.
  useEffect(() => {
    if (!focused) setText(shown(value, thousandSeparator));
  }, [value, focused, thousandSeparator]);

  useLayoutEffect(() => {
    const el = input.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (el && digits !== null && document.activeElement === el) {
      const at = caretAfterDigits(el.value, digits);
      el.setSelectionRange(at, at);
    }
  });

  return (
    <TextInput
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="ltr-input"
      {...rest}
      ref={input}
      value={text}
      onFocus={(event) => {
        setFocused(true);
        setText(shown(value, groupWhileTyping));
        onFocus?.(event);
      }}
      onKeyDown={(event) => {
        // Backspace just after a «٬» (Delete just before one) would delete only the mark, which
        // grouping puts straight back: step over it so the digit beside it goes instead.
        const el = event.currentTarget;
        if (step && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          const typed = toNumber(cleanTypedNumber(el.value, allowDecimal));
          const next = steppedValue(typed, step, event.key === 'ArrowUp' ? 1 : -1, min, max);
          setText(allowDecimal ? persianDigits(String(next)).replace('.', '٫') : shown(next, groupWhileTyping));
          onChange(next);
          onKeyDown?.(event);
          return;
        }
        const at = el.selectionStart;
        if (groupWhileTyping && at !== null && at === el.selectionEnd) {
          if (event.key === 'Backspace' && el.value[at - 1] === '٬') el.setSelectionRange(at - 1, at - 1);
          else if (event.key === 'Delete' && el.value[at] === '٬') el.setSelectionRange(at + 1, at + 1);
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setText(shown(value, thousandSeparator));
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const clean = cleanTypedNumber(typed, allowDecimal);
        if (groupWhileTyping) {
          caretDigits.current = cleanTypedNumber(typed.slice(0, event.currentTarget.selectionStart ?? typed.length), false).length;
          setText(groupTypedDigits(clean));
        } else setText(persianDigits(clean).replace('.', '٫'));
        onChange(toNumber(clean));
      }}
    />
  );
}
