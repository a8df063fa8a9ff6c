import { formatPersianNumber } from '../text/digits';

/*
 * How long a send button still waits. A refused first code can wait out an hour's window (~3600 s),
 * which reads better in minutes: «۵۹ دقیقه و ۵۹ ثانیه» from a minute on, «۴۵ ثانیه» under it.
 */

const SECONDS_PER_MINUTE = 60;

/** «۴۵ ثانیه», «۲ دقیقه», «۵۹ دقیقه و ۵۹ ثانیه» (Persian digits; a negative or fractional wait is rounded up to whole seconds, at least zero). */
export function formatWait(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(total / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  const secondsText = `${formatPersianNumber(rest, false)} ثانیه`;
  if (minutes === 0) return secondsText;
  const minutesText = `${formatPersianNumber(minutes, false)} دقیقه`;
  return rest === 0 ? minutesText : `${minutesText} و ${secondsText}`;
}

/** A button's label while it waits: «<action> تا ۲ دقیقه و ۵ ثانیه دیگر». */
export function waitingLabel(action: string, secondsLeft: number): string {
  return `${action} تا ${formatWait(secondsLeft)} دیگر`;
}
