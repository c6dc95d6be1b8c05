import type { Review } from '@kookers/domain/model';
import { reviewDate } from '../profile-format';
import { Stars } from './stars';

/** One review: author (first name and initial), the service reviewed, the day, the stars, the comment. */
export function ReviewItem({ review }: { review: Review }) {
  const date = reviewDate(review.date);
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
    </article>
  );
}
