import { FILTER_EXCLUSIONS, PAGE_SIZE, RANKING_PRINCIPLES, sortRankings } from '@kookers/domain/search';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * « Comment les résultats sont classés » (Code de la consommation, article L.111-7 II): one part
 * per sort the search offers, in its order, from the domain's own texts
 * (domain/src/search/search-ranking.ts), so that a new sort cannot be left out.
 */
export function Component() {
  useDocumentTitle('Comment les résultats sont classés');
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Comment les résultats sont classés</h1>
        <p className="page__lead">
          Ce qui décide de l’ordre des Kookers dans la <Link to={paths.search}>recherche</Link>, pour chaque tri proposé.
        </p>
      </header>
      <div className="prose">
        <section id="principes" aria-labelledby="principes-titre">
          <h2 id="principes-titre">Les principes</h2>
          <ul>
            {RANKING_PRINCIPLES.map((principle) => (
              <li key={principle}>{principle}</li>
            ))}
          </ul>
          <p>Les résultats s’affichent par pages de {PAGE_SIZE}, dans l’ordre du tri choisi.</p>
        </section>

        {sortRankings().map(({ id, label, ranking }) => (
          <section key={id} id={`tri-${id}`} aria-labelledby={`tri-${id}-titre`}>
            <h2 id={`tri-${id}-titre`}>« {label} »</h2>
            <p>{ranking.offered}</p>
            <p>Les Kookers sont classés selon :</p>
            <ol>
              {ranking.order.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>{ranking.ignores}</p>
          </section>
        ))}

        <section id="filtres" aria-labelledby="filtres-titre">
          <h2 id="filtres-titre">Ce que les filtres écartent</h2>
          <p>Un filtre ne change pas l’ordre : il retire des résultats les Kookers qui n’y répondent pas.</p>
          <ul>
            {FILTER_EXCLUSIONS.map((exclusion) => (
              <li key={exclusion}>{exclusion}</li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
