import type { Booking } from '@kookers/domain/booking';
import type { Review } from '@kookers/domain/kookers';
import { parisDateOf } from '@kookers/domain/rules';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format';
import { kookerName } from '../booking-format';
import { Stars } from '../../../components/ui/stars';

/**
 * A review the user wrote: the Kooker, the service, the day, the stars, the comment, and the
 * Kooker's answer; or, once Kookers' team hid it (docs/exploitation.md, « Masquer un avis »), that it is hidden.
 */
export function WrittenReview({ review, booking }: { review: Review; booking: Booking }) {
  const day = review.date ? parisDateOf(review.date.toMillis()) : null;
  return (
    <article className="booking-card written-review">
      <header className="booking-card__header">
        <div>
          <h3 className="booking-card__title">{review.type}</h3>
          <p className="booking-card__who">
            <Link to={paths.kooker(review.kookerId)}>{kookerName(booking)}</Link>
            {day && (
              <>
                {' · '}
                <time dateTime={day}>{formatLongDate(day)}</time>
              </>
            )}
          </p>
        </div>
        <Stars rating={review.rating} />
      </header>
      {booking.review?.hidden && (
        <p className="booking-reason" role="note">
          Avis masqué par l’équipe Kookers : il n’apparaît plus sur le profil du Kooker.
        </p>
      )}
      <p className="written-review__comment">{review.comment}</p>
      {review.answer && (
        <div className="review-answer">
          <p className="review-answer__title">Réponse de {booking.kooker.firstName}</p>
          <p className="review-answer__text">{review.answer}</p>
        </div>
      )}
    </article>
  );
}
