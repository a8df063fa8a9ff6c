import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addJalaliMonths, daysInJalaliMonth, firstDayOfJalaliMonth, isDayKey, jalaliMonthGrid, jalaliMonthTitle, jalaliOf } from '@shared/calendar/jalali-month';

describe('Persian-calendar months for the date picker', () => {
  it('knows Nowruz and the month lengths', () => {
    expect(firstDayOfJalaliMonth(1403, 1)).toBe('2024-03-20');
    expect(firstDayOfJalaliMonth(1404, 1)).toBe('2025-03-21');
    expect(firstDayOfJalaliMonth(1404, 7)).toBe('2025-09-23');
    expect(daysInJalaliMonth(1404, 1)).toBe(31);
    expect(daysInJalaliMonth(1404, 8)).toBe(30);
    expect(daysInJalaliMonth(1403, 12)).toBe(30); // 1403 is a leap year
    expect(daysInJalaliMonth(1404, 12)).toBe(29);
    expect(jalaliOf('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(jalaliMonthTitle(1)).toBe('فروردین');
    expect(jalaliMonthTitle(12)).toBe('اسفند');
  });

  it('wraps months across years', () => {
    expect(addJalaliMonths(1404, 12, 1)).toEqual({ year: 1405, month: 1 });
    expect(addJalaliMonths(1404, 1, -1)).toEqual({ year: 1403, month: 12 });
    expect(addJalaliMonths(1404, 5, -12)).toEqual({ year: 1403, month: 5 });
  });

  it('grids a month from Saturday with every day once', () => {
    // 1 Farvardin 1404 (21 March 2025) was a Friday: six blanks before it.
    const weeks = jalaliMonthGrid(1404, 1);
    expect(weeks[0]!.slice(0, 6).every((cell) => cell === null)).toBe(true);
    expect(weeks[0]![6]).toEqual({ dayKey: '2025-03-21', day: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('rejects malformed day keys', () => {
    expect(isDayKey('2025-02-30')).toBe(false);
    expect(isDayKey('2025-2-3')).toBe(false);
    expect(isDayKey('2025-02-28')).toBe(true);
  });

  it('agrees with Intl for every day of a month, over many months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1300, max: 1500 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = jalaliMonthGrid(year, month).flat().filter((cell) => cell !== null);
        days.forEach((cell, index) => expect(jalaliOf(cell.dayKey)).toEqual({ year, month, day: index + 1 }));
        expect(days.length).toBeGreaterThanOrEqual(29);
      }),
      { numRuns: 200, seed: 1404 },
    );
  });
});
