import { SEARCH_PARAMS } from '@kookers/domain/search';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CommuneField } from '../../../components/ui/commune-field';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/hooks/use-session';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { session } = useSession();
  const navigate = useNavigate();

  /**
   * The search box leads to the search page with its text and city (the search page reads them
   * from the URL). Before the page is hydrated, the browser submits the same form to the same
   * address by itself.
   */
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const param of [SEARCH_PARAMS.text, SEARCH_PARAMS.city]) {
      const value = String(form.get(param) ?? '').trim();
      if (value) params.set(param, value);
    }
    const query = params.toString();
    navigate(query ? `${paths.search}?${query}` : paths.search);
  }

  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">Cours, ateliers et repas à domicile</p>
          <h1>La cuisine faite maison, partagée entre particuliers</h1>
          <p className="hero__lead">
            Réservez un Kooker près de chez vous : un cuisinier passionné qui vient partager ses recettes, ses astuces et un vrai moment de
            convivialité, chez vous.
          </p>
          <form className="hero__search" role="search" aria-label="Trouver un Kooker" action={paths.search} onSubmit={search}>
            <label className="visually-hidden" htmlFor="accueil-texte">
              Que voulez-vous cuisiner ?
            </label>
            <input
              id="accueil-texte"
              name={SEARCH_PARAMS.text}
              className="field__input"
              type="search"
              placeholder="Pâtisserie, sushis, un prénom…"
              maxLength={100}
            />
            {/* A plain field before the app runs: the form sends what was typed. */}
            <CommuneField
              id="accueil-ville"
              name={SEARCH_PARAMS.city}
              label="Ville"
              labelHidden
              placeholder="Ville ou code postal"
              loadOnFocus
              value={null}
              onChange={() => undefined}
            />
            <button type="submit" className="button button--primary">
              Trouver un Kooker
            </button>
          </form>
          <div className="hero__actions">
            <Link to={paths.search} className="button button--ghost button--large">
              Parcourir les Kookers
            </Link>
            {/* Shown while the session loads too: most visitors here are signed out, and a button
                appearing late would push the illustration down on a phone (layout shift). */}
            {session.status !== 'signed-in' && (
              <Link to={paths.signup} className="button button--secondary button--large">
                Devenir Kooker
              </Link>
            )}
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
