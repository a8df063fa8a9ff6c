/**
 * Arabic keyboards type ي and ك where Persian uses ی and ک; both must find the same service.
 * Names and titles are stored this way and every search query is normalised the same way.
 */
export function normalizePersianText(value: string): string {
  return value
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}
