/**
 * Calendar arithmetic in Tehran time for the finance figures: days, the week from Saturday and
 * Persian months. Iran keeps +03:30 all year since 2022; the day keys use Intl, so older dates
 * with daylight time still fall on the right day.
 */
const TIME_ZONE = 'Asia/Tehran';
const TEHRAN_OFFSET = '+03:30';

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const jalaliParts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' });
const jalaliMonthLabel = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TIME_ZONE, year: 'numeric', month: 'long' });

/** "2026-01-31": the Gregorian date in Tehran. */
export function tehranDayKey(value: Date | string): string {
  return dayKeyFormat.format(new Date(value));
}

/** The instant a Tehran day (by its key) begins. */
export function tehranDayStart(dayKey: string): Date {
  return new Date(`${dayKey}T00:00:00${TEHRAN_OFFSET}`);
}

function addDays(dayKey: string, days: number): string {
  const d = new Date(`${dayKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAYS_SINCE_SATURDAY: Record<string, number> = { Sat: 0, Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6 };

/** Persian weekday names from Saturday. */
export const WEEKDAYS_FROM_SATURDAY = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

/** Their one-letter forms, as Persian calendars head their columns (a chart's axis on a phone). */
export const WEEKDAY_INITIALS: Record<(typeof WEEKDAYS_FROM_SATURDAY)[number], string> = {
  شنبه: 'ش',
  یکشنبه: 'ی',
  دوشنبه: 'د',
  سه‌شنبه: 'س',
  چهارشنبه: 'چ',
  پنجشنبه: 'پ',
  جمعه: 'ج',
};

/** The seven day keys of the Iranian week (Saturday to Friday) that holds `now`. */
export function tehranWeekDays(now: Date): string[] {
  const today = tehranDayKey(now);
  const saturday = addDays(today, -(DAYS_SINCE_SATURDAY[weekdayFormat.format(now)] ?? 0));
  return Array.from({ length: 7 }, (_, i) => addDays(saturday, i));
}

/** "1404-10": the Persian year and month of an instant, in Tehran. */
export function jalaliMonthKey(value: Date | string): string {
  const parts = jalaliParts.formatToParts(new Date(value));
  const year = parts.find((p) => p.type === 'year')?.value ?? '0';
  const month = parts.find((p) => p.type === 'month')?.value ?? '0';
  return `${year}-${month.padStart(2, '0')}`;
}

/**
 * "دی ۱۴۰۴" for an instant in that month. Built from the parts: ICU's fa-IR pattern for year and
 * month puts the year first ("۱۴۰۴ دی"), unlike every date the app shows ("۷ دی ۱۴۰۴").
 */
export function jalaliMonthName(value: Date | string): string {
  const parts = jalaliMonthLabel.formatToParts(new Date(value));
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  return `${month} ${year}`;
}
