import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/hooks/use-session';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { session } = useSession();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">Cours, ateliers et repas à domicile</p>
          <h1>La cuisine faite maison, partagée entre particuliers</h1>
          <p className="hero__lead">
            Réservez un Kooker près de chez vous : un cuisinier passionné qui vient partager ses recettes, ses
            astuces et un vrai moment de convivialité, chez vous.
          </p>
          <div className="hero__actions">
            <Link to={paths.search} className="button button--primary button--large">
              Trouver un Kooker
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
