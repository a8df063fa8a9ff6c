const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Turns Persian and Arabic-Indic digits into ASCII ones, so "۰۹۱۲" validates like "0912". */
export function normalizeDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = PERSIAN.indexOf(ch);
    return String(persian >= 0 ? persian : ARABIC.indexOf(ch));
  });
}

const DECIMAL_INTEGER = /^[0-9۰-۹٠-٩]{1,15}$/;
const DECIMAL_FRACTION = /^[0-9۰-۹٠-٩]{1,15}(\.[0-9۰-۹٠-٩]{1,15})?$/;

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
