import { receiptTermsText } from '@kookers/domain/money';
import type { Booking } from '@kookers/domain/booking';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatParisMoment, type Viewer } from '../booking-format';
import { cancellationPolicyText } from '../cancellation-text';
import { useNow } from '../../../lib/use-now';

/** 'Annulation': what the policy means for this booking now, or what became of it. */
export function CancellationPolicy({ booking, viewer }: { booking: Booking; viewer: Viewer }) {
  const now = useNow();
  if (booking.status === 'cancelled') {
    const when = booking.cancelledAt ? ` le ${formatParisMoment(booking.cancelledAt.toDate())}` : '';
    return (
      <>
        <p>Cette réservation a été annulée{when}.</p>
        {booking.cancellationReason && (
          <p className="booking-reason">
            Motif {booking.cancelledBy === 'platform' ? 'de l’équipe Kookers' : viewer === 'client' ? 'du Kooker' : 'donné au client'} : «{' '}
            {booking.cancellationReason} »
          </p>
        )}
      </>
    );
  }
  if (booking.status === 'completed') return <p>La prestation a eu lieu : elle ne peut plus être annulée.</p>;
  if (!booking.startAt) return null;
  const accepted = receiptTermsText(booking.terms.version, booking.termsAcceptedAt?.toDate() ?? null);
  return viewer === 'client' ? (
    <>
      <p>{cancellationPolicyText(booking.startAt.toDate(), booking.terms, now)}</p>
      <p className="booking-note">Si le Kooker annule, vous êtes remboursé intégralement.</p>
      {accepted && (
        <p className="booking-note">
          {accepted} : <Link to={paths.termsOfSale}>les relire</Link>.
        </p>
      )}
    </>
  ) : (
    <p>Vous pouvez annuler jusqu’au début de la prestation, en indiquant un motif ; le client est alors remboursé intégralement.</p>
  );
}
