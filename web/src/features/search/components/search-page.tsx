import { formatInteger } from '@kookers/domain/rules';
import {
  distanceLabel,
  defaultSortOf,
  EMPTY_SEARCH,
  hasFilters,
  PAGE_SIZE,
  searchParamsOf,
  searchStateFromParams,
  sortsOf,
  type SearchState,
  type SortId,
} from '@kookers/domain/search';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { KookerCard } from '../../../components/ui/kooker-card';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSearchResults } from '../hooks/use-search-results';
import '../search.css';
import { FiltersPanel } from './filters-panel';
import { SearchBar } from './search-bar';

/** The cards whose photos load first: the first row, on a phone the first screen. */
const PRIORITY_CARDS = 2;

/** '{n} Kookers trouvés', in French number agreement. */
function countLabel(total: number, atLeast: boolean): string {
  if (total === 0) return 'Aucun Kooker trouvé';
  const number = formatInteger(total);
  if (atLeast) return `Au moins ${number} Kookers trouvés`;
  return total === 1 ? '1 Kooker trouvé' : `${number} Kookers trouvés`;
}

/** 'Trouver un Kooker' (/search): the whole search lives in the URL (shared, reloaded, back button). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFromParams(params), [params]);
  const { results, loadMore, retry } = useSearchResults(state);
  const [filtersOpen, setFiltersOpen] = useState(false);

  /**
   * A new search: a new entry in the history, from its first page. Rendered at once (flushSync),
   * so that a checkbox or a radio never shows its old state while the URL changes.
   */
  const search = (changes: Partial<SearchState>) => setParams(searchParamsOf({ ...state, ...changes, pages: 1 }), { flushSync: true });
  const clear = () => setParams(searchParamsOf(EMPTY_SEARCH), { flushSync: true });
  // The served page's toggle answers once hydrated: disabled until then, never a lost tap.
  const hydrated = useHydrated();
  const activeFilters = [state.specialties.length > 0, state.price, state.minRating, state.availability, state.participants].filter(
    Boolean,
  ).length;

  async function more() {
    // Only once the page is shown does the URL count it, so a reload finds what was shown.
    if (await loadMore()) setParams(searchParamsOf({ ...state, pages: state.pages + 1 }), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="page container search">
      <header className="search__header">
        <h1>Trouver un Kooker</h1>
        <SearchBar
          key={`${state.text}|${state.city}`}
          text={state.text}
          city={state.city}
          // A sort left at its default follows the commune: the nearest first once one is given.
          onSearch={(text, city) =>
            search({ text, city, sort: state.sort === defaultSortOf(state.city) ? defaultSortOf(city) : state.sort })
          }
        />
      </header>
      <div className="search__layout">
        <aside className="search__filters" aria-labelledby="filtres-titre">
          <button
            type="button"
            className="button button--secondary button--block search__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="filtres"
            disabled={!hydrated}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filtres{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </button>
          <div id="filtres" className={filtersOpen ? 'search__filters-panel search__filters-panel--open' : 'search__filters-panel'}>
            <h2 id="filtres-titre" className="search__filters-title">
              Filtres
            </h2>
            <FiltersPanel state={state} onChange={search} onClear={clear} />
            <button
              type="button"
              className="button button--primary button--block search__filters-done"
              onClick={() => {
                setFiltersOpen(false);
                document.getElementById('resultats-titre')?.scrollIntoView();
              }}
            >
              {results.status !== 'ready' || results.total > 1 || results.atLeast
                ? `Voir les ${results.status === 'ready' ? `${formatInteger(results.total)} ` : ''}résultats`
                : results.total === 1
                  ? 'Voir le résultat'
                  : 'Aucun résultat'}
            </button>
          </div>
        </aside>
        <section className="search__results" aria-labelledby="resultats-titre">
          <div className="search__toolbar">
            <h2 id="resultats-titre" className="search__count" aria-live="polite">
              {results.status === 'ready'
                ? countLabel(results.total, results.atLeast)
                : results.status === 'loading'
                  ? 'Recherche en cours…'
                  : 'Résultats'}
            </h2>
            <div className="search__sort-group">
              <label className="search__sort">
                <span>Trier par</span>
                <select
                  className="field__input"
                  value={state.sort}
                  onChange={(event) => search({ sort: event.currentTarget.value as SortId })}
                >
                  {sortsOf(state.city).map((sort) => (
                    <option key={sort.id} value={sort.id}>
                      {sort.label}
                    </option>
                  ))}
                </select>
              </label>
              <Link to={paths.ranking} className="search__ranking">
                Comment les résultats sont classés
              </Link>
            </div>
          </div>

          {results.status === 'loading' && (
            <ul className="kooker-grid kooker-grid--results" aria-busy="true" aria-label="Chargement des résultats">
              {Array.from({ length: Math.min(PAGE_SIZE, 6) }, (_, index) => (
                <li key={index} className="card kooker-card kooker-card--with-cover kooker-card--placeholder" aria-hidden="true" />
              ))}
            </ul>
          )}

          {results.status === 'error' && (
            <div className="alert alert--error search__error" role="alert">
              <p>La recherche n’a pas abouti. Vérifiez votre connexion, puis réessayez.</p>
              <button type="button" className="button button--secondary" onClick={retry}>
                Réessayer
              </button>
            </div>
          )}

          {results.status === 'ready' && results.place && (
            <p className="search__place">{`Les Kookers qui viennent à ${results.place.label}, ou y habitent.`}</p>
          )}

          {results.status === 'ready' && results.kookers.length === 0 && (
            <div className="empty-state search__empty">
              <p>
                {state.city.trim() && !results.place
                  ? `Aucune commune ne correspond à « ${state.city.trim()} » : choisissez-la parmi les suggestions.`
                  : 'Aucun Kooker ne correspond à votre recherche.'}
              </p>
              {hasFilters(state) && (
                <button type="button" className="button button--primary" onClick={clear}>
                  Effacer la recherche et les filtres
                </button>
              )}
            </div>
          )}

          {results.status === 'ready' && results.kookers.length > 0 && (
            <>
              <ul className="kooker-grid kooker-grid--results">
                {results.kookers.map((kooker, index) => (
                  <li key={kooker.id}>
                    <KookerCard
                      profile={kooker}
                      withCover
                      priority={index < PRIORITY_CARDS}
                      distance={results.place && distanceLabel(results.place, kooker)}
                    />
                  </li>
                ))}
              </ul>
              {results.moreFailed && (
                <p className="alert alert--error" role="alert">
                  La suite des résultats n’a pas pu être chargée. Réessayez.
                </p>
              )}
              {results.more && (
                <div className="search__more">
                  {/* A link to the next page, which the server renders whole: a click before the page
                      is hydrated (or without JavaScript) still shows more. Once hydrated, the page
                      appends the next one in place. */}
                  <a
                    className="button button--secondary"
                    href={`/search?${searchParamsOf({ ...state, pages: state.pages + 1 }).toString()}`}
                    aria-disabled={results.loadingMore || undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      if (!results.loadingMore) void more();
                    }}
                  >
                    {results.loadingMore ? 'Chargement…' : 'Voir plus de Kookers'}
                  </a>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
