import { decimalFractionInput, decimalIntegerInput, signedDecimalInput } from '@shared/text/digits';

/**
 * Old clients send numbers in query strings and as JSON text. Only whole decimal digits
 * (Latin or Persian) become numbers; anything else ("0x2710", "1e4", " 10 ", "10.0") is passed
 * on as it is, so the procedure's schema answers 422 with its Persian message.
 */
export function numberParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return decimalIntegerInput(value);
}

/**
 * A wallet amount (rials) sent as text: "-5" and "12.5" are read as the numbers they are, so the
 * 422 says "above zero" or "a whole number" as it does for the JSON numbers -5 and 12.5, rather
 * than "enter the amount". Anything else ("1e4", "0x2710", " 10 ") goes on as text (422).
 */
export function amountParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return signedDecimalInput(value);
}

/** A fraction such as a fee ("0.1"); "null", "none" or an empty value mean "no value" (a cafe fee returned to the global fee). */
export function nullableFractionParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === 'null' || value === 'none') return null;
  return decimalFractionInput(value);
}

/** A fraction such as the global fee ("0.1"). */
export function fractionParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return decimalFractionInput(value);
}
/** The first of several spellings that is present (query, then body). */
export function firstOf(...values: unknown[]): unknown {
  return values.find((v) => v !== undefined && v !== null && v !== '');
}
