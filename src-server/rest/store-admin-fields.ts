import { MSG } from '@shared/messages';
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { signedDecimalIntegerInput } from '@shared/text/digits';
import { DomainError, fail } from '../errors';

/*
 * The admin store's upload paths read their fields from multipart text or from a JSON body (JSON
 * without files). These readers turn both into the values the procedures' schemas take; anything
 * they cannot read is passed on as it came, so the schema refuses it with its own message (422).
 */

/** Field name → its values in order (a multipart field may repeat). */
export type Fields = Map<string, unknown[]>;

export const one = (fields: Fields, name: string): unknown => fields.get(name)?.[0];

/**
 * Decimal integers, signed ("12000", "-5"; Persian digits allowed, surrounding spaces dropped) so a
 * negative price gets the schema's "negative" message; anything else goes to the schema as it is (422).
 */
export function integerField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return signedDecimalIntegerInput(typeof value === 'string' ? value.trim() : value);
}

export function boolField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return value;
}

/** A JSON array, or text split on commas (tags) or lines (objectives). */
function listField(value: unknown, separator: RegExp): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value;
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

function objectField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') return value;
  try {
    return JSON.parse(String(value));
  } catch {
    return value;
  }
}

export const optionalText = (value: unknown) => (value === undefined ? undefined : value === '' || value === null ? null : value);

/** A product's fields (both add forms and the edit), before the schema. */
/** How each product text field is read from its multipart text (or JSON value). */
const PRODUCT_FIELD_READERS = new Map<string, (value: unknown) => unknown>([
  ['name', (v) => v],
  ['price', integerField],
  ['category', (v) => optionalText(v) ?? undefined],
  ['product_type', (v) => optionalText(v) ?? undefined],
  ['description', (v) => v],
  ['language', (v) => optionalText(v) ?? undefined],
  ['tags', (v) => listField(v, /[,،\n]/)],
  ['is_featured', boolField],
  ['is_active', boolField],
  ['instructor_name', optionalText],
  ['instructor_bio', optionalText],
  ['difficulty_level', optionalText],
  ['prerequisites', (v) => listField(v, /\n/)],
  ['learning_objectives', (v) => listField(v, /\n/)],
  ['certificate_available', boolField],
  ['specifications', objectField],
  ['video_preview_url', optionalText],
  ['remove_video_preview', boolField],
]);

/**
 * The product text fields a path documents (`documented`, its body's names), each read and
 * converted; a name its document leaves out (is_active when adding) is not read at all.
 */
export function productFields(fields: Fields, documented: ReadonlySet<string>) {
  const out: Record<string, unknown> = {};
  for (const [name, read] of PRODUCT_FIELD_READERS) if (documented.has(name)) out[name] = read(one(fields, name));
  return out;
}

export const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** A JSON body (an upload path called without files) as fields: each key one value. */
export async function readJsonFields(request: Request): Promise<Fields> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge);
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge);
  if (!text.trim()) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail.unprocessable(MSG.invalidBody);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fail.unprocessable(MSG.invalidBody);
  return new Map(Object.entries(parsed).map(([k, v]) => [k, [v]]));
}
