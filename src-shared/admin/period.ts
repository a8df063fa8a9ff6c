import { jalaliMonthKey, tehranDayKey, tehranDayStart } from '../calendar/tehran';

/** Day keys ("YYYY-MM-DD", Tehran) for the admin figures: today, Persian months, the last N days. */

export function addDays(dayKey: string, days: number): string {
  const d = new Date(`${dayKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const monthOf = (dayKey: string) => jalaliMonthKey(new Date(tehranDayStart(dayKey).getTime() + 12 * 3600_000));

const monthStarts = new Map<string, string>();

/** The first day of the Persian month holding `dayKey` (a calendar fact, remembered per day). */
export function persianMonthStart(dayKey: string): string {
  const known = monthStarts.get(dayKey);
  if (known) return known;
  const start = findMonthStart(dayKey);
  if (monthStarts.size > 1000) monthStarts.clear();
  monthStarts.set(dayKey, start);
  return start;
}

function findMonthStart(dayKey: string): string {
  const month = monthOf(dayKey);
  let day = dayKey;
  for (let i = 0; i < 32; i += 1) {
    const before = addDays(day, -1);
    if (monthOf(before) !== month) return day;
    day = before;
  }
  return day;
}

export interface AdminPeriods {
  today: string;
  monthStart: string;
  lastMonthStart: string;
  /** First day of the 30-day chart (today included). */
  chartStart: string;
}

export function adminPeriods(now: Date, chartDays = 30): AdminPeriods {
  const today = tehranDayKey(now);
  const monthStart = persianMonthStart(today);
  return { today, monthStart, lastMonthStart: persianMonthStart(addDays(monthStart, -1)), chartStart: addDays(today, -(chartDays - 1)) };
}

/** [from, to) instants of an inclusive range of Tehran days, for columns holding ISO instants. */
export function dayRangeInstants(fromDay?: string | null, toDay?: string | null): { from: string | null; to: string | null } {
  return {
    from: fromDay ? tehranDayStart(fromDay).toISOString() : null,
    to: toDay ? tehranDayStart(addDays(toDay, 1)).toISOString() : null,
  };
}
