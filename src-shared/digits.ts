const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Turns Persian and Arabic-Indic digits into ASCII ones, so "۰۹۱۲" validates like "0912". */
export function normalizeDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = PERSIAN.indexOf(ch);
    return String(persian >= 0 ? persian : ARABIC.indexOf(ch));
  });
}
