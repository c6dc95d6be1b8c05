import { RATINGS } from '../ratings';
import type { RatingCountsState } from '../hooks/use-rating-counts';

/** How many reviews gave 5, 4, 3, 2 and 1 stars, as bars. */
export function RatingDistribution({ state }: { state: RatingCountsState }) {
  if (state.status === 'error') return <p className="field__hint">La répartition des notes n’a pas pu être chargée.</p>;
  const counts = state.status === 'ready' ? state.counts : null;
  const total = counts ? RATINGS.reduce((sum, rating) => sum + counts[rating], 0) : 0;
  return (
    <ul className="rating-distribution" aria-label="Répartition des notes" aria-busy={counts === null}>
      {RATINGS.map((rating) => {
        const count = counts?.[rating] ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={rating} className="rating-distribution__row">
            <span className="rating-distribution__label">
              {rating} étoile{rating > 1 ? 's' : ''}
            </span>
            {/* An SVG bar: its length is an attribute, not an inline style, which the HTML rendered on the server must not carry (Content-Security-Policy). */}
            <svg className="rating-distribution__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="rating-distribution__fill" width={share} height="1" />
            </svg>
            <span className="rating-distribution__count">
              {counts ? count : '–'}
              <span className="visually-hidden"> avis</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
