import { dietaryLabels } from '@kookers/domain/kookers';
import type { Booking } from '@kookers/domain/booking';
import type { Viewer } from '../booking-format';

/**
 * 'Allergies et régimes': what the client said the guests cannot eat, their note, and the
 * menu's allergens they confirmed they saw (docs/reservations.md, « Allergies et régimes »).
 */
export function GuestNeeds({ booking, viewer }: { booking: Pick<Booking, 'dietary'>; viewer: Viewer }) {
  const { allergens, diets, note, acknowledgedConflicts } = booking.dietary;
  if (allergens.length + diets.length === 0 && note === '') {
    return <p>{viewer === 'kooker' ? 'Le client n’a signalé ni allergie ni régime.' : 'Vous n’avez signalé ni allergie ni régime.'}</p>;
  }
  return (
    <>
      <dl className="booking-details">
        {allergens.length > 0 && (
          <div className="booking-details__line">
            <dt>Allergies</dt>
            <dd>{dietaryLabels(allergens).join(', ')}</dd>
          </div>
        )}
        {diets.length > 0 && (
          <div className="booking-details__line">
            <dt>Régimes</dt>
            <dd>{dietaryLabels(diets).join(', ')}</dd>
          </div>
        )}
        {note !== '' && (
          <div className="booking-details__line booking-details__line--text">
            <dt>Message {viewer === 'kooker' ? 'du client' : 'au Kooker'}</dt>
            <dd>« {note} »</dd>
          </div>
        )}
      </dl>
      {acknowledgedConflicts.length > 0 && (
        <p className="alert alert--warning booking-details__warning">
          Le menu contient {dietaryLabels(acknowledgedConflicts).join(', ')} :{' '}
          {viewer === 'kooker' ? 'le client l’a vu en réservant. Adaptez le menu si vous le pouvez.' : 'vous l’avez vu en réservant.'}
        </p>
      )}
    </>
  );
}
