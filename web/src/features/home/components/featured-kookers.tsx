import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The best-rated published Kookers; until the first ones publish, an invitation to search. */
export function FeaturedKookers() {
  return (
    <section className="section section--surface" aria-labelledby="kookers-une-titre">
      <div className="container">
        <header className="section__header">
          <h2 id="kookers-une-titre">Nos Kookers à la une</h2>
          <p>Les cuisiniers les mieux notés par notre communauté.</p>
        </header>
        <div className="empty-state">
          <p>Nos premiers Kookers préparent leurs profils. Revenez très vite pour les découvrir !</p>
        </div>
        <div className="section__footer">
          <Link to={paths.search} className="button button--secondary">
            Voir tous les Kookers
          </Link>
        </div>
      </div>
    </section>
  );
}
