import { formatNumber } from '@shared/wallet/money';

/**
 * A lesson's length (seconds) as spec 3 §9 shows it: "hours:minutes" from an hour up
 * ("۱:۰۵"), otherwise minutes ("۴۵ دقیقه"); under a minute still reads one minute.
 */
export function formatLessonDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.max(0, seconds) / 60));
  if (minutes < 60) return `${formatNumber(minutes)} دقیقه`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${formatNumber(hours)}:${formatNumber(rest).padStart(2, '۰')}`;
}
