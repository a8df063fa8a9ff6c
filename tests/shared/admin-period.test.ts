import { describe, expect, it } from 'vitest';
import { addDays, adminPeriods, dayRangeInstants, persianMonthStart } from '@shared/admin/period';
import { jalaliMonthKey, tehranDayStart } from '@shared/calendar/tehran';

const monthOf = (day: string) => jalaliMonthKey(new Date(tehranDayStart(day).getTime() + 12 * 3600_000));

describe('admin periods (Tehran days, Persian months)', () => {
  it('finds the first day of the Persian month for every day of two years', () => {
    for (let i = 0; i < 730; i += 1) {
      const day = addDays('2025-01-01', i);
      const start = persianMonthStart(day);
      expect(start <= day).toBe(true);
      expect(monthOf(start)).toBe(monthOf(day));
      expect(monthOf(addDays(start, -1))).not.toBe(monthOf(day));
    }
  });

  it('gives this month, the last one and a 30-day window ending today', () => {
    const p = adminPeriods(new Date('2026-03-25T10:00:00Z'));
    expect(p.today).toBe('2026-03-25');
    expect(p.monthStart).toBe(persianMonthStart('2026-03-25'));
    expect(p.lastMonthStart).toBe(persianMonthStart(addDays(p.monthStart, -1)));
    expect(p.chartStart).toBe('2026-02-24');
  });

  it('turns an inclusive range of Tehran days into instants', () => {
    expect(dayRangeInstants('2026-01-10', '2026-01-10')).toEqual({ from: '2026-01-09T20:30:00.000Z', to: '2026-01-10T20:30:00.000Z' });
    expect(dayRangeInstants(null, undefined)).toEqual({ from: null, to: null });
  });
});
