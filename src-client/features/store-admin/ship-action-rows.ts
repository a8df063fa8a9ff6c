/**
 * The sales list lists lines, not orders: the ship action goes on each order's first physical
 * line of the page only, so an order with two physical items offers it once. Returns those rows' ids.
 */
export function shipActionRows(rows: { id: string; order_id: string; requires_shipping: boolean }[]): Set<string> {
  const seen = new Set<string>();
  const first = new Set<string>();
  for (const row of rows) {
    if (!row.requires_shipping || seen.has(row.order_id)) continue;
    seen.add(row.order_id);
    first.add(row.id);
  }
  return first;
}
