/** Digits as a Persian reader sees them, and as a person may type them (Persian, Arabic-Indic or Latin). */
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

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
