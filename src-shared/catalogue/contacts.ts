import { normalizeDigits } from '../text/digits';

/**
 * A cafe's contact details: phone numbers, WhatsApp and social handles. Stored normalised
 * (ASCII digits, handles without "@" or a URL) and turned into links only for display.
 */

/** Digits only, with Persian digits and separators (spaces, dashes, parentheses) removed. */
export function compactPhone(value: string): string {
  return normalizeDigits(value).replace(/[\s\-().]/g, '');
}

/** +98 912…, 0098 912… and 98 912… all become 0912…; other text is only compacted. */
export function normalizeIranMobile(value: string): string {
  const digits = compactPhone(value);
  const international = /^(?:\+98|0098|98)(9\d{9})$/.exec(digits);
  return international ? `0${international[1]}` : digits;
}

/** A landline with its area code or a mobile: 0 and ten more digits. */
export const CAFE_PHONE_PATTERN = /^0\d{10}$/;
export const MOBILE_PATTERN = /^09\d{9}$/;

/** WhatsApp shown grouped 4-3-rest: "0912 345 6789" (spec 1 §2.7). */
export function formatWhatsapp(value: string): string {
  const digits = compactPhone(value);
  if (digits.length <= 4) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 4)} ${digits.slice(4)}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}

/** Takes "@name", "name" or a profile address and keeps the handle. */
export function socialHandle(value: string, hosts: string[]): string {
  let text = value.trim();
  for (const host of hosts) {
    const match = new RegExp(`^(?:https?://)?(?:www\\.)?${host.replace(/\./g, '\\.')}/([^/?#]+)`, 'i').exec(text);
    if (match) {
      text = match[1]!;
      break;
    }
  }
  return text.replace(/^@/, '');
}

export const INSTAGRAM_HOSTS = ['instagram.com', 'instagr.am'];
export const TELEGRAM_HOSTS = ['t.me', 'telegram.me'];
export const INSTAGRAM_PATTERN = /^[A-Za-z0-9._]{1,30}$/;
export const TELEGRAM_PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}

export function telegramUrl(handle: string): string {
  return `https://t.me/${encodeURIComponent(handle)}`;
}

/** wa.me wants the international number without "+" or the leading 0. */
export function whatsappUrl(mobile: string): string {
  return `https://wa.me/98${compactPhone(mobile).replace(/^0/, '')}`;
}
