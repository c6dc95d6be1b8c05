import type { Review } from '@kookers/domain/kookers';
import { useState } from 'react';
import { reviewDate } from '../profile-format';
import { ReviewAnswerForm } from './review-answer-form';
import { Stars } from '../../../components/ui/stars';
import { ReportButton } from '../../../components/ui/report-button';
import { useVerifiedUid } from '../../auth/hooks/use-verified-uid';

interface ReviewItemProps {
  review: Review;
  /** The profile's owner looks at it: they may answer a review that has no answer yet. */
  canAnswer?: boolean;
}

/**
 * One review: author (first name and initial), the service reviewed, the day, the stars, the
 * comment, and under it the Kooker's answer, if any.
 */
export function ReviewItem({ review, canAnswer = false }: ReviewItemProps) {
  const date = reviewDate(review.date);
  // The answer the owner just sent shows at once, without reading the page again.
  const [answer, setAnswer] = useState(review.answer);
  const verifiedUid = useVerifiedUid();
  return (
    <article className="review">
      <header className="review__header">
        <div>
          <p className="review__author">{review.author}</p>
          <p className="review__meta">
            {review.type}
            {date && (
              <>
                {' · '}
                <time dateTime={date.iso}>{date.label}</time>
              </>
            )}
          </p>
        </div>
        <Stars rating={review.rating} />
      </header>
      <p className="review__comment">{review.comment}</p>
      {answer ? (
        <div className="review__answer">
          <p className="review__answer-title">Réponse du Kooker</p>
          <p className="review__answer-text">{answer}</p>
        </div>
      ) : (
        canAnswer && <ReviewAnswerForm reviewId={review.id} author={review.author} onAnswered={setAnswer} />
      )}
      <footer className="review__footer">
        <ReportButton uid={verifiedUid} target={{ kind: 'review', itemId: review.id }} label={`Signaler l’avis de ${review.author}`} />
      </footer>
    </article>
  );
}
