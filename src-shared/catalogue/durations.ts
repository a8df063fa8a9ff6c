import { normalizeDigits } from '../text/digits';
import { formatNumber } from '../wallet/money';

/**
 * Estimated times are whole minutes in the database and on tRPC. The add-service form takes a
 * number and a unit; the REST shim also reads old-style texts such as "3h", "2d" or "۲ ساعت".
 */
export const TIME_UNITS = ['minute', 'hour', 'day'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export const MINUTES_PER_UNIT: Record<TimeUnit, number> = { minute: 1, hour: 60, day: 24 * 60 };
export const TIME_UNIT_LABELS: Record<TimeUnit, string> = { minute: 'دقیقه', hour: 'ساعت', day: 'روز' };

/** "۲ روز و ۳ ساعت", "۴۵ دقیقه"; null reads as not given. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null || minutes <= 0) return 'نامشخص';
  const days = Math.floor(minutes / MINUTES_PER_UNIT.day);
  const hours = Math.floor((minutes % MINUTES_PER_UNIT.day) / MINUTES_PER_UNIT.hour);
  const rest = minutes % MINUTES_PER_UNIT.hour;
  const parts: string[] = [];
  if (days) parts.push(`${formatNumber(days)} ${TIME_UNIT_LABELS.day}`);
  if (hours) parts.push(`${formatNumber(hours)} ${TIME_UNIT_LABELS.hour}`);
  if (rest) parts.push(`${formatNumber(rest)} ${TIME_UNIT_LABELS.minute}`);
  return parts.join(' و ');
}

/** The largest unit that states the minutes exactly, for filling a number + unit form. */
export function splitMinutes(minutes: number): { value: number; unit: TimeUnit } {
  if (minutes % MINUTES_PER_UNIT.day === 0) return { value: minutes / MINUTES_PER_UNIT.day, unit: 'day' };
  if (minutes % MINUTES_PER_UNIT.hour === 0) return { value: minutes / MINUTES_PER_UNIT.hour, unit: 'hour' };
  return { value: minutes, unit: 'minute' };
}

const UNIT_WORDS: Array<[RegExp, TimeUnit]> = [
  [/^(m|min|mins|minute|minutes|دقیقه)$/i, 'minute'],
  [/^(h|hr|hrs|hour|hours|ساعت)$/i, 'hour'],
  [/^(d|day|days|روز)$/i, 'day'],
];

/**
 * Reads an estimated time as old clients send it: a number of minutes, or a number with a unit
 * ("90", "3h", "2d", "45 min", "۲ ساعت", "۱.۵ ساعت"). Empty means not given (null). Anything
 * else is returned unchanged so the shared schema rejects it with its Persian message.
 */
export function parseDuration(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const text = normalizeDigits(value).replace(/٫/g, '.').trim();
  if (!text) return null;
  const match = /^(\d+(?:\.\d+)?)\s*([^\d\s.]*)$/u.exec(text);
  if (!match) return value;
  const amount = Number(match[1]);
  const word = match[2] ?? '';
  if (!word) return amount;
  const unit = UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1];
  return unit ? Math.round(amount * MINUTES_PER_UNIT[unit]) : value;
}
