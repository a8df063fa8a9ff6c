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
export function productFields(fields: Fields) {
  return {
    name: one(fields, 'name'),
    price: integerField(one(fields, 'price')),
    category: optionalText(one(fields, 'category')) ?? undefined,
    product_type: optionalText(one(fields, 'product_type')) ?? undefined,
    description: one(fields, 'description'),
    language: optionalText(one(fields, 'language')) ?? undefined,
    tags: listField(one(fields, 'tags'), /[,،\n]/),
    is_featured: boolField(one(fields, 'is_featured')),
    is_active: boolField(one(fields, 'is_active')),
    instructor_name: optionalText(one(fields, 'instructor_name')),
    instructor_bio: optionalText(one(fields, 'instructor_bio')),
    difficulty_level: optionalText(one(fields, 'difficulty_level')),
    prerequisites: listField(one(fields, 'prerequisites'), /\n/),
    learning_objectives: listField(one(fields, 'learning_objectives'), /\n/),
    certificate_available: boolField(one(fields, 'certificate_available')),
    specifications: objectField(one(fields, 'specifications')),
    video_preview_url: optionalText(one(fields, 'video_preview_url')),
    remove_video_preview: boolField(one(fields, 'remove_video_preview')),
  } as Record<string, unknown>;
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
