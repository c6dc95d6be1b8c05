import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Stars } from '../../../components/ui/stars';
import { paths } from '../../../config/paths';
import { useInViewport } from '../../../lib/use-in-viewport';
import { useLazyLoad } from '../../../lib/use-lazy-load';

/** « 20 novembre 2026 », in Paris. */
const reviewDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

// The query module comes once the visitor scrolls near the section.
const loadReviews = () => import('../api/home-reviews').then(({ loadHomeReviews }) => loadHomeReviews());

/**
 * « Ils ont adoré »: real reviews left after a completed booking — recent, well rated, each with
 * its Kooker and service (domain/src/pages/home-reviews.ts, docs/produit.md). While they load,
 * and when there is none (or they cannot be read), no section at all: only the mark that tells
 * when the visitor comes near.
 */
export function Testimonials() {
  const mark = useRef<HTMLDivElement>(null);
  const { state } = useLazyLoad(useInViewport(mark, '400px'), loadReviews);
  if (state.status !== 'ready' || state.value.length === 0) return <div ref={mark} aria-hidden="true" />;
  return (
    <section className="section" aria-labelledby="temoignages-titre">
      <div className="container">
        <header className="section__header">
          <h2 id="temoignages-titre">Ils ont adoré</h2>
          <p>Les derniers avis laissés par des clients après leur prestation.</p>
        </header>
        <ul className="testimonials">
          {state.value.map((review) => (
            <li key={review.id} className="card testimonial">
              <figure>
                <Stars rating={review.rating} />
                <blockquote>« {review.comment} »</blockquote>
                <figcaption>
                  <strong>{review.author}</strong>, le {reviewDate.format(review.date)}
                  <br />
                  {review.serviceName} avec{' '}
                  <Link to={paths.kooker(review.kooker.id)}>
                    {review.kooker.firstName}, Kooker à {review.kooker.city}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="section__footer">
          <Link to={paths.reviewsPolicy}>Comment fonctionnent les avis</Link>
        </p>
      </div>
    </section>
  );
}
