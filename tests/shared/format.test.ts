import { describe, expect, it } from 'vitest';
import { FREE_LABEL, formatNumber, formatToman, rialsToToman, tomanToRials } from '@shared/wallet/money';
import { formatJalaliDate, formatJalaliDateTime, formatRelativeTime } from '@shared/calendar/dates';
import { normalizeDigits } from '@shared/text/digits';
import { ROUTE_ACCESS, canEnter } from '@shared/routes';
import { ROLES } from '@shared/auth/roles';

describe('money', () => {
  it('shows zero as free', () => {
    expect(formatToman(0)).toBe('رایگان');
    expect(FREE_LABEL).toBe('رایگان');
  });

  it('shows rials as toman with Persian digits and separators', () => {
    const text = formatToman(125_000);
    expect(text).toContain('۱۲٬۵۰۰');
    expect(text).toContain('تومان');
    expect(text).toBe('۱۲٬۵۰۰ تومان');
    expect(text).not.toMatch(/[0-9]/);
    expect(formatToman(10_000_000)).toBe('۱٬۰۰۰٬۰۰۰ تومان');
  });

  it('converts between rials and toman by ten, rounding to whole units', () => {
    expect(rialsToToman(125_000)).toBe(12_500);
    expect(rialsToToman(125_004)).toBe(12_500);
    expect(tomanToRials(12_500)).toBe(125_000);
    expect(tomanToRials(0.15)).toBe(2);
    expect(formatNumber(1_234_567)).toBe('۱٬۲۳۴٬۵۶۷');
  });
});

describe('dates', () => {
  it('formats a date in the Persian calendar', () => {
    const text = formatJalaliDate('2026-03-21T12:00:00Z');
    expect(text).toContain('۱۴۰۵');
    expect(text).toContain('فروردین');
    expect(text).toBe('۱ فروردین ۱۴۰۵');
  });

  it('uses Tehran time for the calendar day', () => {
    // 20:00 UTC is 23:30 in Tehran: still the last day of 1404.
    const before = formatJalaliDate('2026-03-20T20:00:00Z');
    expect(before).toContain('اسفند');
    expect(before).toContain('۱۴۰۴');
    // 21:00 UTC is 00:30 in Tehran: already 1 Farvardin 1405.
    expect(formatJalaliDate('2026-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliDateTime(new Date('2026-03-21T12:00:00Z'))).toContain('۱۵:۳۰');
  });

  describe('formatRelativeTime', () => {
    const now = new Date('2026-03-21T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

    it('says "now" under a minute, and for a time slightly in the future', () => {
      expect(formatRelativeTime(ago(0), now)).toBe('هم‌اکنون');
      expect(formatRelativeTime(ago(30), now)).toBe('هم‌اکنون');
      expect(formatRelativeTime(ago(59), now)).toBe('هم‌اکنون');
      expect(formatRelativeTime(ago(-30), now)).toBe('هم‌اکنون');
    });

    it('counts minutes from one minute up to an hour', () => {
      expect(formatRelativeTime(ago(60), now)).toBe('۱ دقیقه پیش');
      expect(formatRelativeTime(ago(5 * 60), now)).toBe('۵ دقیقه پیش');
      expect(formatRelativeTime(ago(59 * 60 + 59), now)).toBe('۵۹ دقیقه پیش');
    });

    it('counts hours from one hour up to a day', () => {
      expect(formatRelativeTime(ago(3600), now)).toBe('۱ ساعت پیش');
      expect(formatRelativeTime(ago(3 * 3600), now)).toBe('۳ ساعت پیش');
      expect(formatRelativeTime(ago(24 * 3600 - 1), now)).toBe('۲۳ ساعت پیش');
    });

    it('counts days from one day on', () => {
      expect(formatRelativeTime(ago(24 * 3600), now)).toBe('۱ روز پیش');
      expect(formatRelativeTime(ago(2 * 24 * 3600), now)).toBe('۲ روز پیش');
      expect(formatRelativeTime(ago(2 * 24 * 3600).toISOString(), now)).toBe('۲ روز پیش');
    });
  });
});

describe('normalizeDigits', () => {
  it('turns Persian and Arabic-Indic digits into ASCII ones', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۹۱۲٣٤٥6789')).toBe('09123456789');
  });

  it('leaves everything else as it is', () => {
    expect(normalizeDigits('09121234567')).toBe('09121234567');
    expect(normalizeDigits('کد: ۱۲۳ abc')).toBe('کد: 123 abc');
    expect(normalizeDigits('')).toBe('');
  });
});

describe('canEnter', () => {
  it('lets anyone, guest included, into public routes and the sign-in pages', () => {
    expect(canEnter('public', null)).toBe(true);
    // A signed-in person may open /login too: the page sends them on (RouteGuard's GuestRoute).
    for (const path of ['/login', '/register', '/forgot-password'] as const) {
      expect(ROUTE_ACCESS[path]).toBe('guest');
      for (const role of [...ROLES, null]) expect(canEnter(ROUTE_ACCESS[path], role)).toBe(true);
    }
  });

  it('lets only the listed roles into guarded routes, never a guest', () => {
    expect(canEnter(ROUTE_ACCESS['/user/dashboard'], 'user')).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/user/dashboard'], 'coffenet')).toBe(false);
    expect(canEnter(ROUTE_ACCESS['/user/dashboard'], 'admin')).toBe(false);
    expect(canEnter(ROUTE_ACCESS['/user/dashboard'], null)).toBe(false);

    expect(canEnter(ROUTE_ACCESS['/coffenet/dashboard'], 'coffenet')).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/coffenet/dashboard'], 'user')).toBe(false);

    expect(canEnter(ROUTE_ACCESS['/admin/dashboard'], 'admin')).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/admin/dashboard'], 'coffenet')).toBe(false);

    expect(canEnter(ROUTE_ACCESS['/cart'], 'user')).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/cart'], 'coffenet')).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/cart'], 'admin')).toBe(false);

    for (const role of ROLES) expect(canEnter(ROUTE_ACCESS['/account/password'], role)).toBe(true);
    expect(canEnter(ROUTE_ACCESS['/account/password'], null)).toBe(false);
  });

  it('keeps every guarded route closed to guests and every route open to some role', () => {
    for (const [path, access] of Object.entries(ROUTE_ACCESS)) {
      if (access === 'public' || access === 'guest') continue;
      expect(canEnter(access, null), path).toBe(false);
      expect(ROLES.some((role) => canEnter(access, role)), path).toBe(true);
    }
  });
});
