import { ORDER_MSG } from './messages';

/**
 * Spec 2 gives two pairs of rating texts. The comment pair («نظر شما ثبت شد», «خطا در ثبت نظر»)
 * is said when the rater wrote a comment, the score pair otherwise, so the text names what was sent.
 */
const withComment = (comment: string) => comment.trim() !== '';

export function ratingSavedText(comment: string): string {
  return withComment(comment) ? ORDER_MSG.reviewCommentSaved : ORDER_MSG.ratingSaved;
}

export function ratingFailedText(comment: string): string {
  return withComment(comment) ? ORDER_MSG.reviewCommentFailed : ORDER_MSG.ratingFailed;
}
