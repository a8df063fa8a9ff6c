/** Dates are shown in the Persian calendar, Tehran time (spec 1 §1). */
const TIME_ZONE = 'Asia/Tehran';

const dateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const numberFormat = new Intl.NumberFormat('fa-IR');

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatJalaliDate(value: string | number | Date): string {
  return dateFormat.format(toDate(value));
}

export function formatJalaliDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(toDate(value));
}

/** Relative time of spec 1 §2.3: now, minutes, hours, then days ago. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 1000));
  if (seconds < 60) return 'هم‌اکنون';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${numberFormat.format(minutes)} دقیقه پیش`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${numberFormat.format(hours)} ساعت پیش`;
  return `${numberFormat.format(Math.floor(hours / 24))} روز پیش`;
}
