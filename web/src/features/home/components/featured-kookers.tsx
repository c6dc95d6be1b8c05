import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FEATURED_KOOKERS_COUNT } from '../featured';
import { useLazyLoad } from '../../../lib/use-lazy-load';
import { useInViewport } from '../../../lib/use-in-viewport';
import { KookerCard } from '../../../components/ui/kooker-card';

// The query module, and Firestore Lite with it, comes once the section is in view.
const loadFeatured = () => import('../api/featured-kookers').then(({ loadFeaturedKookers }) => loadFeaturedKookers());

/** The best-rated published Kookers (docs/produit.md); until the first ones publish, an invitation to search. */
export function FeaturedKookers() {
  const section = useRef<HTMLElement>(null);
  const { state, retry } = useLazyLoad(useInViewport(section), loadFeatured);
  return (
    <section ref={section} className="section section--surface" aria-labelledby="kookers-une-titre">
      <div className="container">
        <header className="section__header">
          <h2 id="kookers-une-titre">Nos Kookers à la une</h2>
          <p>Les cuisiniers les mieux notés par notre communauté.</p>
        </header>
        {state.status === 'loading' && (
          <ul className="kooker-grid" aria-busy="true">
            {Array.from({ length: FEATURED_KOOKERS_COUNT }, (_, index) => (
              <li key={index} className="card kooker-card kooker-card--placeholder">
                {index === 0 && <span className="visually-hidden">Chargement des Kookers à la une…</span>}
              </li>
            ))}
          </ul>
        )}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul className="kooker-grid">
            {state.value.map((profile) => (
              <li key={profile.id}>
                <KookerCard profile={profile} />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'ready' && state.value.length === 0 && (
          <div className="empty-state">
            <p>Nos premiers Kookers préparent leurs profils. Revenez très vite pour les découvrir !</p>
          </div>
        )}
        {state.status === 'error' && (
          <div className="empty-state" role="alert">
            <p>Les Kookers à la une n'ont pas pu être chargés. Vérifiez votre connexion.</p>
            <button type="button" className="button button--secondary button--small" onClick={retry}>
              Réessayer
            </button>
          </div>
        )}
        <div className="section__footer">
          <Link to={paths.search} className="button button--secondary">
            Voir tous les Kookers
          </Link>
        </div>
      </div>
    </section>
  );
}
