import { formatRating } from './constants';

/**
 * What a screen reader says for a row of stars, which it cannot read as a picture: «امتیاز ۴٫۵ از ۵»
 * (a whole number without the decimal: «امتیاز ۴ از ۵»).
 */
export function ratingLabel(value: number): string {
  const shown = Number.isInteger(value) ? new Intl.NumberFormat('fa-IR').format(value) : formatRating(value);
  return `امتیاز ${shown} از ۵`;
}

/** The name of one star of a rating being given: «۳ از ۵». */
export function ratingChoiceLabel(value: number): string {
  return `${new Intl.NumberFormat('fa-IR').format(value)} از ۵`;
}

/** The name of the stars being given, as a group. */
export const RATING_INPUT_LABEL = 'امتیاز';

/** A cafe card's newest review: «آخرین نظر: امتیاز ۴ از ۵». */
export function lastReviewLabel(value: number): string {
  return `آخرین نظر: ${ratingLabel(value)}`;
}
