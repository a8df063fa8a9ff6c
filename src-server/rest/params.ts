/**
 * Old clients send numbers in query strings. A number-looking value becomes a number; anything
 * else is passed on as it is, so the procedure's schema answers 422 with its Persian message.
 */
export function numberParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  const n = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/** "null", "none" or an empty value mean "no value" (e.g. a cafe fee returned to the global fee). */
export function nullableNumberParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === 'null' || value === 'none') return null;
  return numberParam(value);
}

/** The first of several spellings that is present (query, then body). */
export function firstOf(...values: unknown[]): unknown {
  return values.find((v) => v !== undefined && v !== null && v !== '');
}
