/**
 * A browser-kept set of ids already shown to the person (toasts of ticket notices, order
 * announcements), newest last and capped, so a reload or another tab never shows one twice.
 */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readShownIds(key: string, store: KeyValueStore = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the ids (keeping the newest `keep`) and returns those not there before: the ones to show. */
export function rememberShownIds(key: string, ids: string[], keep: number, store: KeyValueStore = localStorage): string[] {
  const known = readShownIds(key, store);
  const seen = new Set(known);
  const fresh = [...new Set(ids)].filter((id) => !seen.has(id));
  if (fresh.length) store.setItem(key, JSON.stringify([...known, ...fresh].slice(-keep)));
  return fresh;
}
