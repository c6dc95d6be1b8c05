import type { KookerProfile } from '@kookers/domain/kookers';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRating } from '../../../lib/format';
import { useInViewport } from '../../../lib/use-in-viewport';
import { useSession } from '../../auth/hooks/use-session';
import { useRatingCounts } from '../hooks/use-rating-counts';
import { useReviews } from '../hooks/use-reviews';
import { reviewCountLabel } from '../profile-format';
import { RatingDistribution } from './rating-distribution';
import { ReviewItem } from './review-item';
import { Stars } from '../../../components/ui/stars';
import './reviews-section.css';

/** 'Avis': the average, the distribution by star, and the reviews newest first, page by page. */
export function ReviewsSection({ profile }: { profile: KookerProfile }) {
  const hasReviews = profile.reviewCount > 0;
  // The Kooker looking at their own profile may answer each review once.
  const isOwner = useSession().user?.uid === profile.id;
  // Read once the section comes near the screen: not needed to paint the profile.
  const section = useRef<HTMLElement>(null);
  const wanted = useInViewport(section, '600px') && hasReviews;
  const { state, loadMore, retry } = useReviews(profile.id, wanted);
  const counts = useRatingCounts(profile.id, wanted);
  // After 'Voir plus d’avis', the first new review takes the focus (the button may be gone).
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[focusFrom]?.focus();
  }, [focusFrom]);

  const showMore = async () => {
    const shown = state.reviews.length;
    if (await loadMore()) setFocusFrom(shown);
  };

  return (
    <section ref={section} className="kooker-section" aria-labelledby="avis-titre">
      <div className="reviews-heading">
        <h2 id="avis-titre">Avis</h2>
        <Link to={paths.reviewsPolicy} className="reviews-heading__policy">
          Comment fonctionnent les avis
        </Link>
      </div>
      {!hasReviews ? (
        <p className="kooker-section__empty">Aucun avis pour le moment : ce Kooker vient d’arriver sur Kookers.</p>
      ) : (
        <>
          <div className="reviews-overview">
            <div className="reviews-overview__average">
              <p className="reviews-overview__score">{formatRating(profile.rating)}</p>
              <Stars rating={profile.rating} size="large" />
              <p className="reviews-overview__count">{reviewCountLabel(profile.reviewCount)}</p>
            </div>
            <RatingDistribution state={counts} />
          </div>

          {state.status === 'loading' && (
            <ul className="reviews-list" aria-busy="true">
              {[0, 1].map((index) => (
                <li key={index} className="review review--placeholder">
                  {index === 0 && <span className="visually-hidden">Chargement des avis…</span>}
                </li>
              ))}
            </ul>
          )}
          {state.status === 'error' && (
            <div className="empty-state" role="alert">
              <p>Les avis n’ont pas pu être chargés. Vérifiez votre connexion.</p>
              <button type="button" className="button button--secondary button--small" onClick={retry}>
                Réessayer
              </button>
            </div>
          )}
          {state.reviews.length > 0 && (
            <ul className="reviews-list" ref={list}>
              {state.reviews.map((review) => (
                <li key={review.id} tabIndex={-1}>
                  <ReviewItem review={review} canAnswer={isOwner} />
                </li>
              ))}
            </ul>
          )}
          {state.status === 'more-error' && (
            <p className="field__error" role="alert">
              Les avis suivants n’ont pas pu être chargés.{' '}
              <button type="button" className="link-button" onClick={retry}>
                Réessayer
              </button>
            </p>
          )}
          {state.next && state.status !== 'more-error' && (
            <div className="reviews-more">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void showMore()}
                disabled={state.status === 'loading-more'}
              >
                {state.status === 'loading-more' ? 'Chargement…' : 'Voir plus d’avis'}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
