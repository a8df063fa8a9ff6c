/**
 * The short reference a person reads, says on the phone or types into a search box instead of a
 * 24-hex id ("A3F9-1C2B"): the id's last 8 hex digits, upper-cased, in two groups of four. The
 * ids are random, so the reference tells nobody how many orders the shop takes, needs no counter
 * or migration, and stays the same on both database engines. Addresses keep the full id.
 * Latin characters on purpose: hex letters among Persian digits would read as neither.
 * docs/decisions.md "Store orders: cancel and readable numbers".
 */
export const ORDER_REFERENCE_LENGTH = 8;

export function orderReference(id: string): string {
  const tail = id.slice(-ORDER_REFERENCE_LENGTH).toUpperCase();
  return `${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/** What a typed reference ("a3f9 1c2b", "A3F9-1C2B", "#A3F91C2B") names: the id's lowercase tail, or null. */
export function referenceTail(typed: string): string | null {
  const tail = typed.replace(/[\s\-#_]/g, '').toLowerCase();
  return new RegExp(`^[0-9a-f]{${ORDER_REFERENCE_LENGTH}}$`).test(tail) ? tail : null;
}
