/**
 * The figures and lists of « Comment fonctionnent les avis » (web/src/app/routes/reviews-policy.tsx),
 * gathered from where the rules are (docs/reservations.md, « Les avis, après la fin »;
 * docs/exploitation.md, « Signalements » and « Masquer un avis »).
 */
import { REVIEW_LIMITS } from '../kookers/catalog';
import { REVIEW_ANSWER_MAX, REVIEW_COMMENT_MIN } from '../kookers/reviews';
import { REPORT_REASONS } from '../operations/report-values';

export const REVIEW_RULES = {
  ratingMin: REVIEW_LIMITS.ratingMin,
  ratingMax: REVIEW_LIMITS.ratingMax,
  commentMin: REVIEW_COMMENT_MIN,
  commentMax: REVIEW_LIMITS.commentMax,
  answerMax: REVIEW_ANSWER_MAX,
  /** The reasons a member picks from when reporting a review, as the form offers them. */
  reportReasons: REPORT_REASONS.map((reason) => reason.label),
} as const;
