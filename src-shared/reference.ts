/**
 * The short reference a person reads, says on the phone or types into a search box instead of a
 * 24-hex id ("A3F9-1C2B"): the id's first 8 hex digits, upper-cased, in two groups of four. Orders,
 * tickets, wallet transactions and withdrawal requests all show it; the admin's searches find a
 * record by it (an index range on the id), so a reference read to support leads straight to the
 * record. Ids are random: the reference tells nobody how many there are, and needs no counter or
 * migration on either database engine. Addresses keep the full id.
 * Latin characters on purpose: hex letters among Persian digits would read as neither.
 * docs/decisions.md "Store orders: cancel and readable numbers" and "Readable ticket and
 * transaction numbers".
 */
export const REFERENCE_LENGTH = 8;

export function shortReference(id: string): string {
  const head = id.slice(0, REFERENCE_LENGTH).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

/** A typed code with the reference's grouping taken out ("A3F9-1C2B" → "a3f91c2b"); other text unchanged but lower-cased. */
export function compactReference(typed: string): string {
  const compact = typed.trim().replace(/[\s\-#]/g, '').toLowerCase();
  return /^[0-9a-f]+$/.test(compact) ? compact : typed.trim().toLowerCase();
}

/**
 * What an admin's search by code looks for: a reference as shown or any longer head of the id up
 * to the whole id (8 to 24 hex digits, dashes and spaces ignored), lower-cased; null for anything else.
 */
export function referencePrefix(typed: string): string | null {
  const compact = compactReference(typed);
  return new RegExp(`^[0-9a-f]{${REFERENCE_LENGTH},24}$`).test(compact) ? compact : null;
}

/** The bounds of the ids starting with `prefix` (ids are lower-case hex): `id >= from and id < to`. */
export function referenceRange(prefix: string): { from: string; to: string } {
  return { from: prefix, to: `${prefix}g` };
}

/** What the reference is called wherever it is shown. */
export const REFERENCE_LABELS = {
  order: 'شماره سفارش',
  ticket: 'شماره تیکت',
  transaction: 'شماره تراکنش',
  withdrawal: 'شماره درخواست',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_LABELS;
