/**
 * One key per wizard submission: a repeated submit (double click, retry after a lost answer)
 * sends the same key and the server answers with the order it already made. getRandomValues
 * works on plain-http origins too, unlike randomUUID.
 */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
