import { normalizeDigits } from '../text/digits';
import { formatNumber } from '../wallet/money';
import { lookupTable } from '../text/lookup';

/**
 * A cafe's delivery estimate, typed like "3h" or "2d" (spec 2 §5) or in Persian ("۲۴ ساعت").
 * Stored normalised as "<n><unit>" with unit m (minutes), h (hours) or d (days).
 */
export type TimeUnit = 'm' | 'h' | 'd';

const UNIT_WORDS = lookupTable<TimeUnit>({
  m: 'm',
  min: 'm',
  h: 'h',
  d: 'd',
  'دقیقه': 'm',
  'ساعت': 'h',
  'روز': 'd',
});

const UNIT_LABELS: Record<TimeUnit, string> = { m: 'دقیقه', h: 'ساعت', d: 'روز' };
const UNIT_MINUTES: Record<TimeUnit, number> = { m: 1, h: 60, d: 24 * 60 };

/** Longest estimate accepted: 365 days. */
export const MAX_ESTIMATE_MINUTES = 365 * 24 * 60;

export function parseEstimatedTime(text: string): { amount: number; unit: TimeUnit } | null {
  const match = /^(\d{1,6})\s*([a-z]+|دقیقه|ساعت|روز)$/i.exec(normalizeDigits(text).trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNIT_WORDS.get(match[2]!.toLowerCase());
  if (!unit || amount <= 0 || amount * UNIT_MINUTES[unit] > MAX_ESTIMATE_MINUTES) return null;
  return { amount, unit };
}

/** "24 ساعت" → "24h"; null when the text is not an estimate. */
export function normalizeEstimatedTime(text: string): string | null {
  const parsed = parseEstimatedTime(text);
  return parsed ? `${parsed.amount}${parsed.unit}` : null;
}

/** "24h" → "۲۴ ساعت"; text that is not an estimate is shown as it is. */
export function formatEstimatedTime(value: string | null | undefined): string {
  if (!value) return '—';
  const parsed = parseEstimatedTime(value);
  return parsed ? `${formatNumber(parsed.amount)} ${UNIT_LABELS[parsed.unit]}` : value;
}

/** A service's estimate in minutes (tasks store minutes) as an order estimate: whole days or hours when exact. */
export function minutesToEstimatedTime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  if (minutes % UNIT_MINUTES.d === 0) return `${minutes / UNIT_MINUTES.d}d`;
  if (minutes % UNIT_MINUTES.h === 0) return `${minutes / UNIT_MINUTES.h}h`;
  return `${minutes}m`;
}
