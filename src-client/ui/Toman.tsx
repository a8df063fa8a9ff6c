import { formatToman } from '@shared/wallet/money';

/** Every amount on screen: integer rials in, toman with Persian digits out (DOMAIN.md §3). */
export function Toman({ rials }: { rials: number }) {
  return <span>{formatToman(rials)}</span>;
}
