/**
 * Persian-calendar months for date pickers. Day keys are ISO days ("2025-03-21", the Gregorian
 * date in Tehran: what the server takes as a filter). Intl is the one source of calendar truth,
 * the same one every date on screen is formatted with, so picker and display never disagree.
 */
const jalaliPartsUtc = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const monthNameFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', month: 'long' });

const DAY_MS = 86_400_000;

export interface JalaliDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Noon UTC of a day key (noon keeps every time zone on the same date); null for a malformed key. */
function dayKeyToUtcNoon(dayKey: string): number | null {
  const match = DAY_KEY.exec(dayKey);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return new Date(time).toISOString().slice(0, 10) === dayKey ? time : null;
}

function utcToDayKey(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function isDayKey(value: string): boolean {
  return dayKeyToUtcNoon(value) !== null;
}

function jalaliOfTime(time: number): JalaliDate {
  const parts = jalaliPartsUtc.formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The Persian date of a day key. */
export function jalaliOf(dayKey: string): JalaliDate {
  const time = dayKeyToUtcNoon(dayKey);
  if (time === null) throw new RangeError(`not a day key: ${dayKey}`);
  return jalaliOfTime(time);
}

function compareMonths(a: JalaliDate, year: number, month: number): number {
  return a.year !== year ? a.year - year : a.month - month;
}

/** The day key of the first day of a Persian month. */
export function firstDayOfJalaliMonth(year: number, month: number): string {
  // Farvardin 1 falls on 20 or 21 March; the first six months have 31 days, the next five 30.
  const offset = month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30;
  let time = Date.UTC(year + 621, 2, 21, 12) + offset * DAY_MS;
  for (let guard = 0; guard < 10; guard++) {
    const found = jalaliOfTime(time);
    const cmp = compareMonths(found, year, month);
    if (cmp === 0) return utcToDayKey(time - (found.day - 1) * DAY_MS);
    time += cmp < 0 ? DAY_MS : -DAY_MS * found.day;
  }
  throw new RangeError(`no such Persian month: ${year}/${month}`);
}

export function addJalaliMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInJalaliMonth(year: number, month: number): number {
  const next = addJalaliMonths(year, month, 1);
  const start = dayKeyToUtcNoon(firstDayOfJalaliMonth(year, month))!;
  const end = dayKeyToUtcNoon(firstDayOfJalaliMonth(next.year, next.month))!;
  return Math.round((end - start) / DAY_MS);
}

/** "فروردین" for month 1. */
export function jalaliMonthTitle(month: number): string {
  return monthNameFormat.format(new Date(dayKeyToUtcNoon(firstDayOfJalaliMonth(1404, month))! + 5 * DAY_MS));
}

export interface MonthGridDay {
  dayKey: string;
  day: number;
}

/**
 * The month as weeks from Saturday to Friday (the Iranian week), null where a week cell belongs
 * to the month before or after.
 */
export function jalaliMonthGrid(year: number, month: number): (MonthGridDay | null)[][] {
  const first = dayKeyToUtcNoon(firstDayOfJalaliMonth(year, month))!;
  const lead = (new Date(first).getUTCDay() + 1) % 7; // Saturday = 0
  const count = daysInJalaliMonth(year, month);
  const cells: (MonthGridDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= count; day++) cells.push({ dayKey: utcToDayKey(first + (day - 1) * DAY_MS), day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (MonthGridDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
