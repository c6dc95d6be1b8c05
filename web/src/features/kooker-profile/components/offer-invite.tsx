import type { KookerProfile } from '@kookers/domain/kookers';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { hourlyRateText } from '@kookers/domain/offers';

/**
 * Beside the booking panel, what the calendar does not show (docs/reservations.md, « Demander une
 * offre »): a bigger group, another date, an occasion, and the hourly rate an offer starts from.
 * The request's page asks a visitor to sign in first, and brings them back.
 */
export function OfferInvite({ profile }: { profile: Pick<KookerProfile, 'id' | 'firstName' | 'pricePerHour'> }) {
  const rate = hourlyRateText(profile.pricePerHour);
  return (
    <section className="card offer-invite" aria-labelledby="offre-titre">
      <h2 id="offre-titre" className="offer-invite__title">
        Sur mesure
      </h2>
      <p className="offer-invite__text">Pour un groupe plus grand, une autre date ou une occasion : demandez une offre.</p>
      {rate && <p className="offer-invite__rate">{rate}</p>}
      <Link to={paths.offerRequest(profile.id)} className="button button--secondary button--block">
        Demander une offre à {profile.firstName}
      </Link>
    </section>
  );
}
