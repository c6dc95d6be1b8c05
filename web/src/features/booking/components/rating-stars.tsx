const STARS = 5;

/** A rating as five stars, read out as "Note : 4 sur 5". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars" role="img" aria-label={`Note : ${rating} sur ${STARS}`}>
      {Array.from({ length: STARS }, (_, index) => (
        <span key={index} className={index < rating ? 'rating-stars__star rating-stars__star--filled' : 'rating-stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
