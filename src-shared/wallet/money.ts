/** Money is stored in integer rials and always shown in toman (DOMAIN.md §3). */
const numberFormat = new Intl.NumberFormat('fa-IR');

export const FREE_LABEL = 'رایگان';

export function rialsToToman(rials: number): number {
  return Math.round(rials / 10);
}

/** Form boundary: a toman amount typed by a person becomes integer rials once. */
export function tomanToRials(toman: number): number {
  return Math.round(toman * 10);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "۱۲٬۵۰۰ تومان"; zero reads "رایگان". */
export function formatToman(rials: number): string {
  if (rials === 0) return FREE_LABEL;
  return `${numberFormat.format(rialsToToman(rials))} تومان`;
}
