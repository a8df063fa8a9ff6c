/** Every record's id (DOMAIN.md, ids): 24 lowercase hexadecimal characters. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Whether a value from outside (an address, a form, a request) is well-formed as an id. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
