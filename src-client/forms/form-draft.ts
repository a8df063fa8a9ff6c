/**
 * What a person typed into a form, kept in this tab's sessionStorage so a reload or an expired
 * session's trip through /login does not lose it. Every key names the signed-in account (the
 * token's `sub`) and the form: the next person at a shared cafe computer never reads it, and a
 * logout clears them all. Passwords, card and bank numbers never come here: each form picks
 * which of its fields it keeps.
 */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'form_draft:';
/** The order wizard's key before every form had one; a logout still clears a tab's old draft. */
const OLD_WIZARD_PREFIX = 'order_wizard_draft:';

export function formDraftKey(accountId: string, formKey: string): string {
  return `${PREFIX}${accountId}:${formKey}`;
}

/** The stored draft as `parse` reads it, or null when there is none, it is broken, or no account is signed in. */
export function readFormDraft<T>(accountId: string | null, formKey: string, parse: (raw: unknown) => T | null, store: DraftStore = sessionStorage): T | null {
  if (!accountId) return null;
  const raw = store.getItem(formDraftKey(accountId, formKey));
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps the values, or forgets the draft once the form is empty again. */
export function saveFormDraft<T>(accountId: string | null, formKey: string, values: T, isEmpty: (values: T) => boolean, store: DraftStore = sessionStorage): void {
  if (!accountId) return;
  if (isEmpty(values)) return clearFormDraft(accountId, formKey, store);
  try {
    store.setItem(formDraftKey(accountId, formKey), JSON.stringify(values));
  } catch {
    // A full or refused storage only costs the draft.
  }
}

export function clearFormDraft(accountId: string | null, formKey: string, store: DraftStore = sessionStorage): void {
  if (accountId) store.removeItem(formDraftKey(accountId, formKey));
}

/** Every account's drafts of every form, for a logout that leaves the computer to the next person. */
export function clearAllFormDrafts(store: Pick<Storage, 'key' | 'length' | 'removeItem'> = sessionStorage): void {
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) || key?.startsWith(OLD_WIZARD_PREFIX)) store.removeItem(key);
  }
}

/** A form of plain fields (text, numbers, switches, a choice or none). */
export type Flat<T> = { [K in keyof T]: string | number | boolean | null };

/**
 * Reads a stored draft against the form's empty values: a field comes back only when it has the
 * empty value's type (a choice empty as null comes back as text, a field empty as '' may come back
 * as a number, like an amount), every other field keeps its empty value, and anything but an
 * object is no draft.
 */
export function parseByShape<T extends Flat<T>>(empty: T): (raw: unknown) => T | null {
  return (raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const stored = raw as Record<string, unknown>;
    const out: Record<string, unknown> = { ...empty };
    for (const [name, start] of Object.entries(empty) as [string, unknown][]) {
      const v = stored[name];
      if (v !== null && typeof v === typeof start) out[name] = v;
      else if (start === null && typeof v === 'string') out[name] = v;
      else if (start === '' && typeof v === 'number') out[name] = v;
    }
    return out as T;
  };
}

/** Nothing differs from the empty form but whitespace: nothing worth keeping. */
export function sameAsEmpty<T extends Flat<T>>(empty: T): (values: T) => boolean {
  return (values) =>
    (Object.entries(empty) as [string, unknown][]).every(([name, start]) => {
      const v = (values as Record<string, unknown>)[name];
      return v === start || (typeof v === 'string' && start === '' && !v.trim()) || (v === '' && start === null);
    });
}

export interface DraftKeeper<T> {
  save: (values: T) => void;
  clear: () => void;
}

/**
 * One open form's writer. After `clear` (a successful submit) the values it cleared are not
 * written back by an effect that runs again with them; the next change is kept again.
 */
export function formDraftKeeper<T>(accountId: string | null, formKey: string, isEmpty: (values: T) => boolean, store: DraftStore = sessionStorage): DraftKeeper<T> {
  let last: string | null = null;
  let cleared: string | null = null;
  return {
    save(values) {
      const text = JSON.stringify(values);
      last = text;
      if (cleared === text) return;
      cleared = null;
      saveFormDraft(accountId, formKey, values, isEmpty, store);
    },
    clear() {
      cleared = last;
      clearFormDraft(accountId, formKey, store);
    },
  };
}
