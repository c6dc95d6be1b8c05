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
            <span className="rating-distribution__bar" aria-hidden="true">
              <span className="rating-distribution__fill" style={{ width: `${share}%` }} />
            </span>
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
