import { bookingWhen } from '@kookers/domain/booking';
import { formatCents, formatIssueDate, type Payout } from '@kookers/domain/money';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { payoutBreakdown, payoutStateText } from '../balance';
import { clientFullName } from '../../../lib/format';
import { usePayoutBookings } from '../hooks/use-earnings';

/** 'Mes versements': each weekly payout, where it stands, and the bookings it carried (read when opened). */
export function PayoutList({ uid, payouts }: { uid: string; payouts: readonly Payout[] }) {
  if (payouts.length === 0) return <p className="earnings__empty">Aucun versement pour le moment.</p>;
  return (
    <ul className="balance__list">
      {payouts.map((payout) => (
        <PayoutItem key={payout.id} uid={uid} payout={payout} />
      ))}
    </ul>
  );
}

function PayoutItem({ uid, payout }: { uid: string; payout: Payout }) {
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const state = payoutStateText(payout);
  const title = payout.requestedAt ? `Versement du ${formatIssueDate(payout.requestedAt.toDate())}` : 'Versement';
  const count = payout.bookingIds.length;
  const { amount, note } = payoutBreakdown(payout);
  return (
    <li className="balance__item balance__item--payout">
      <div className="balance__line">
        <span className="balance__what">{title}</span>
        <strong>{formatCents(amount)}</strong>
      </div>
      <span className={`payout-state payout-state--${state.tone}`}>{state.text}</span>
      {state.detail && <span className="payout-state__detail">{state.detail}</span>}
      {note && <span className="balance__note">{note}</span>}
      {count > 0 && (
        <button
          type="button"
          className="link-button balance__toggle"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Masquer' : 'Voir'} {count === 1 ? 'la réservation' : `les ${count} réservations`}
          <span className="visually-hidden"> : {title.toLowerCase()}</span>
        </button>
      )}
      <div id={detailId} hidden={!open}>
        {open && (
          <LiveReadBoundary fallback={() => <p className="field__error">Les réservations de ce versement n’ont pas pu être chargées.</p>}>
            <PayoutBookings uid={uid} payoutId={payout.id} />
          </LiveReadBoundary>
        )}
      </div>
    </li>
  );
}

function PayoutBookings({ uid, payoutId }: { uid: string; payoutId: string }) {
  const bookings = usePayoutBookings(uid, payoutId);
  if (bookings.status === 'loading') return <Spinner label="Chargement des réservations du versement…" />;
  return (
    <ul className="balance__sublist">
      {bookings.data.map((booking) => (
        <li key={booking.id} className="balance__line">
          <span>
            <Link to={paths.booking(booking.id)}>{booking.service.name}</Link>, {bookingWhen(booking)}, {clientFullName(booking)}
          </span>
          <span>{formatCents(booking.amounts.kookerPayout)}</span>
        </li>
      ))}
    </ul>
  );
}
