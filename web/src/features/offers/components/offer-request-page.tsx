import { OFFER_REFUSED } from '@kookers/domain/offers';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { hourlyRateText } from '@kookers/domain/offers';
import { useNow } from '../../../lib/use-now';
import { useSession } from '../../auth/hooks/use-session';
import { useRequestedKooker } from '../hooks/use-requested-kooker';
import { RequestOfferForm } from './request-offer-form';
import '../offers.css';

/**
 * `/kookers/:id/demande`: a signed-in, verified client asks a Kooker for what the calendar does not
 * show (docs/reservations.md, « Demander une offre »): a bigger group, another date, an occasion.
 */
export function OfferRequestPage({ kookerId }: { kookerId: string }) {
  const { user } = useSession();
  const { state, retry } = useRequestedKooker(kookerId);
  const now = useNow();
  const name = state.status === 'ready' ? state.kooker.firstName : null;
  useDocumentTitle(name ? `Demander une offre à ${name}` : 'Demander une offre');

  if (state.status === 'loading' || !user) return <Spinner label="Chargement…" />;
  if (state.status === 'error') return <LoadError message="Le profil de ce Kooker n’a pas pu être chargé." onRetry={retry} />;
  if (state.status === 'not-found')
    return (
      <div className="page__header">
        <h1>Kooker introuvable</h1>
        <p className="page__lead">Ce Kooker n’existe pas, ou son profil n’est pas en ligne : il ne reçoit pas de demande pour le moment.</p>
        <Link to={paths.search}>Chercher un Kooker</Link>
      </div>
    );
  const { kooker } = state;
  const rate = hourlyRateText(kooker.pricePerHour);
  return (
    <div className="offer-request-page">
      <Link to={paths.kooker(kooker.id)} className="conversation__back">
        <span aria-hidden="true">← </span>Revenir au profil de {kooker.firstName}
      </Link>
      <header className="page__header">
        <h1>Demander une offre à {kooker.firstName}</h1>
        <p className="page__lead">
          Pour un groupe plus grand, une autre date ou une occasion : décrivez ce que vous souhaitez. {kooker.firstName} vous répond par une
          offre (menu, horaire, prix) dans votre conversation, que vous acceptez et payez en une fois.
        </p>
        {rate && <p className="offer-request-page__rate">{rate}.</p>}
      </header>
      {user.uid === kooker.id ? (
        <p className="alert alert--warning">{OFFER_REFUSED.ownProfile}</p>
      ) : (
        <section className="card offer-request-page__card" aria-label="Votre demande">
          <RequestOfferForm kooker={kooker} uid={user.uid} now={now} />
        </section>
      )}
    </div>
  );
}
