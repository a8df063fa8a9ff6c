/** Digits as a Persian reader sees them, and as a person may type them (Persian, Arabic-Indic or Latin). */
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Text made only of digits, in any of the three scripts a person may type. */
export const ANY_SCRIPT_DIGITS = /^[0-9۰-۹٠-٩]+$/;

/** Turns Persian and Arabic-Indic digits into ASCII ones, so "۰۹۱۲" validates like "0912". */
export function normalizeDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = PERSIAN.indexOf(ch);
    return String(persian >= 0 ? persian : ARABIC.indexOf(ch));
  });
}

/** Latin digits shown as Persian ones ("0912" → "۰۹۱۲"); everything else stays. */
export function persianDigits(value: string): string {
  return value.replace(/\d/g, (d) => PERSIAN[Number(d)]!);
}

const GROUPED = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 4 });
const PLAIN = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 4, useGrouping: false });

/** A number in Persian digits, grouped with the Persian thousands separator ("۵۰٬۰۰۰") unless asked not to. */
export function formatPersianNumber(value: number, grouping = true): string {
  return (grouping ? GROUPED : PLAIN).format(value);
}

/**
 * Latin digits as a money field shows them while they are typed: Persian, grouped in threes
 * ("50000" → "۵۰٬۰۰۰", the separator formatPersianNumber uses). The text is grouped as it is,
 * not through Number, so a long amount keeps every digit.
 */
export function groupTypedDigits(latinDigits: string): string {
  return persianDigits(latinDigits.replace(/\B(?=(\d{3})+$)/g, '٬'));
}

/**
 * What a person typed into a number field, kept to digits in any script and at most one
 * decimal point ("." or the Persian "٫") when decimals are allowed; grouping marks are dropped.
 * Returns Latin text ready for Number(), e.g. "۱۲٬۵۰۰" → "12500".
 */
export function cleanTypedNumber(typed: string, allowDecimal: boolean): string {
  const latin = normalizeDigits(typed).replace(/٫/g, '.');
  let seenPoint = false;
  let out = '';
  for (const ch of latin) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && allowDecimal && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

const DECIMAL_INTEGER = /^[0-9۰-۹٠-٩]{1,15}$/;
const SIGNED_DECIMAL_INTEGER = /^-?[0-9۰-۹٠-٩]{1,15}$/;
const DECIMAL_FRACTION = /^[0-9۰-۹٠-٩]{1,15}(\.[0-9۰-۹٠-٩]{1,15})?$/;
const SIGNED_DECIMAL_NUMBER = /^-?[0-9۰-۹٠-٩]{1,15}(\.[0-9۰-۹٠-٩]{1,15})?$/;

/**
 * A whole number written only in decimal digits (Latin, Persian or Arabic-Indic): "10000",
 * "۱۰۰۰۰". Hex ("0x2710"), exponents ("1e4"), signs, spaces, separators and fractions
 * ("10000.0") are not whole decimal numbers: null. Every money input goes through this.
 */
export function parseDecimalInteger(text: string): number | null {
  return DECIMAL_INTEGER.test(text) ? Number(normalizeDigits(text)) : null;
}

/**
 * A number an old client sent as JSON or in a query: a JSON number is passed on as it is (the
 * schema checks it is a whole number within limits), decimal digits become their number, and
 * anything else is handed back unchanged so the procedure's schema refuses it with its message.
 */
export function decimalIntegerInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseDecimalInteger(value) ?? value;
}

/**
 * As parseDecimalInteger, with an optional leading minus ("-5", "-۵"), for fields whose schema
 * refuses a negative number with its own message (a price below zero) rather than as "not a number".
 */
export function parseSignedDecimalInteger(text: string): number | null {
  return SIGNED_DECIMAL_INTEGER.test(text) ? Number(normalizeDigits(text)) : null;
}

/** As decimalIntegerInput, with an optional leading minus (parseSignedDecimalInteger). */
export function signedDecimalIntegerInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseSignedDecimalInteger(value) ?? value;
}

/**
 * A number written in decimal digits with an optional minus and fraction ("-5", "12.5"), for a
 * field whose schema names what is wrong with such a number in its own words (an amount "above
 * zero", "a whole number"), as it does for the same JSON number. Hex, exponents, spaces and
 * separators are still handed back as text, for the schema's "not a number" message, and so is a
 * whole number written with a fraction ("10000.0"): money is decimal integers only, so it must not
 * pass as 10000.
 */
export function signedDecimalInput(value: unknown): unknown {
  if (typeof value !== 'string' || !SIGNED_DECIMAL_NUMBER.test(value)) return value;
  const number = Number(normalizeDigits(value));
  return Number.isInteger(number) && /[.]/.test(value) ? value : number;
}

/** As decimalIntegerInput, for fractions such as a fee of "0.1" (still no hex, exponent or sign). */
export function decimalFractionInput(value: unknown): unknown {
  if (typeof value !== 'string' || !DECIMAL_FRACTION.test(value)) return value;
  return Number(normalizeDigits(value));
}

/** What a person typed into a money field: thousands separators and surrounding spaces are dropped, then it must be whole digits. */
export function typedDecimalInteger(value: string): number | null {
  const text = value.replace(/[,٬]/g, '').trim();
  return parseDecimalInteger(text);
}
