import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/hooks/use-session';

export function FinalCall() {
  const { session } = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <section className="section final-call" aria-labelledby="final-call-titre">
      <div className="container final-call__inner">
        <h2 id="final-call-titre">Prêt à passer à table ?</h2>
        <p>Rejoignez la communauté Kookers et vivez la cuisine autrement.</p>
        <div className="final-call__actions">
          {signedIn ? (
            <Link to={paths.search} className="button button--primary button--large">
              Trouver un Kooker
            </Link>
          ) : (
            <>
              <Link to={paths.signup} className="button button--primary button--large">
                S&apos;inscrire gratuitement
              </Link>
              <Link to={paths.login} className="button button--secondary button--large">
                Se connecter
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
