/**
 * The short reference a person reads, says on the phone or types into a search box instead of a
 * 24-hex id ("A3F9-1C2B"): the id's first 8 hex digits, upper-cased, in two groups of four. The
 * admin's tables already showed those 8 characters and the admin finance "search by code" finds
 * a record by them (an index range on the id), so a buyer's reference leads support straight to
 * the order. Ids are random: the reference tells nobody how many orders the shop takes, and needs
 * no counter or migration on either database engine. Addresses keep the full id.
 * Latin characters on purpose: hex letters among Persian digits would read as neither.
 * docs/decisions.md "Store orders: cancel and readable numbers".
 */
export const ORDER_REFERENCE_LENGTH = 8;

export function orderReference(id: string): string {
  const head = id.slice(0, ORDER_REFERENCE_LENGTH).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

/** A typed code with the reference's grouping taken out ("A3F9-1C2B" → "a3f91c2b"); other text unchanged but lower-cased. */
export function compactReference(typed: string): string {
  const compact = typed.trim().replace(/[\s\-#]/g, '').toLowerCase();
  return /^[0-9a-f]+$/.test(compact) ? compact : typed.trim().toLowerCase();
}

/** What the reference is called wherever it is shown. */
export const ORDER_REFERENCE_LABEL = 'شماره سفارش';
