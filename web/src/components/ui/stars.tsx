import { formatDecimal } from '@kookers/domain/rules';

const STARS = 5;

/** A rating as five stars, read out as "Note : 4 sur 5". */
export function Stars({ rating, size = 'normal' }: { rating: number; size?: 'normal' | 'large' }) {
  const filled = Math.round(rating);
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`Note : ${formatDecimal(rating, 1)} sur ${STARS}`}>
      {Array.from({ length: STARS }, (_, index) => (
        <span key={index} className={index < filled ? 'stars__star stars__star--filled' : 'stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
