/**
 * The separator of a line's parts (a name، a date، an amount). A middle dot «·» beside a Persian
 * digit reads as a zero (۰), so lines take the Persian comma, as the order and ticket screens do.
 */
export const LIST_SEPARATOR = '، ';

/** The given parts joined with «، »; empty ones (a missing optional part) are left out. */
export function joinParts(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(LIST_SEPARATOR);
}

/**
 * The parts of a typed list (tags in a form field): what joinParts shows reads back the same, and a
 * Latin comma separates too, since keyboards switch layouts mid-word. Blank parts are dropped.
 */
export function splitParts(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
