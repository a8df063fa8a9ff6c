/**
 * Mixed-direction text. A Latin username, file name or code inside a Persian sentence is wrapped
 * in first-strong isolation (FSI … PDI, the plain-text twin of <bdi>), so its letters, digits and
 * punctuation keep their own order and never pull the sentence's punctuation to the wrong side.
 */
const FSI = '\u2068';
const PDI = '\u2069';

export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** The text without isolation marks (for comparing, searching or measuring). */
export function stripIsolation(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
