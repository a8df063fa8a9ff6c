/**
 * Tables looked up with text a person or another server sent. A plain object answers
 * "__proto__", "constructor" or "toString" with Object's own members, so such keys would read
 * as known; a Map knows only what was put in it. Look user input up through these (or zod enums).
 */
export function lookupTable<V>(record: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(record));
}

/** A label reader for stored keys: the key's label, or the key as written when it has none (an older row, say). */
export function labelOf(labels: Readonly<Record<string, string>>): (key: string) => string {
  const table = lookupTable(labels);
  return (key) => table.get(key) ?? key;
}
