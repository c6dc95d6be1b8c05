import { conversationIdOf } from '@kookers/domain/messaging';
import type { Booking } from '@kookers/domain/booking';
import { formatCents, type LedgerEntry } from '@kookers/domain/money';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { ACCOUNT_TABS, paths } from '../../../config/paths';
import { useSession } from '../../auth/hooks/use-session';
import { clientFullName } from '../../../lib/format';
import { kookerName, type Viewer } from '../booking-format';
import { useBooking } from '../hooks/use-bookings';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { hasErrorCode } from '../../../lib/firebase-error';
import { BookingDetails } from './booking-details';
import { hasReceipt, LEDGER_LABELS } from '../ledger-states';
import { BookingLedger } from './booking-ledger';
import { DocumentButton } from '../../../components/ui/document-button';
import { CancellationPolicy } from './cancellation-policy';
import { ComplaintSection } from './complaint-section';
import { GuestNeeds } from './guest-needs';
import { LoadError } from '../../../components/ui/load-error';
import { PaymentStepScreen } from './payment-step-screen';
import { StatusBadge } from './status-badge';
import '../booking.css';

function headingOf(booking: Booking, viewer: Viewer): string {
  if (booking.status === 'cancelled') return 'Réservation annulée';
  if (booking.status === 'completed') return 'Prestation terminée';
  if (booking.status === 'awaiting-payment') return 'Paiement en attente';
  if (booking.status === 'expired') return 'Réservation non payée';
  return viewer === 'client' ? 'Réservation confirmée' : `Réservation de ${clientFullName(booking)}`;
}

function leadOf(booking: Booking, viewer: Viewer): string | null {
  // The client sees the payment step instead (PaymentStepScreen); these are the Kooker's.
  if (booking.status === 'awaiting-payment') return 'Le client n’a pas encore payé : la réservation sera confirmée à son paiement.';
  if (booking.status === 'expired') return 'Le client n’a pas payé à temps : le créneau a été libéré.';
  if (booking.status !== 'confirmed') return null;
  return viewer === 'client'
    ? `${kookerName(booking)} a bien reçu votre réservation. Votre paiement de ${formatCents(booking.amounts.total)} est enregistré${
        booking.amounts.refund > 0 ? `, dont ${formatCents(booking.amounts.refund)} remboursés` : ''
      }.`
    : `Le client a payé sa réservation ; votre rémunération sera disponible ${EARNINGS_HELD_HOURS} h après la fin de la prestation, puis virée au versement hebdomadaire suivant.`;
}

/** « Télécharger le reçu » of a payment or a refund, named by what it is for among several alike. */
function ReceiptButton({ bookingId, entry }: { bookingId: string; entry: LedgerEntry }) {
  if (!hasReceipt(entry)) return null;
  return (
    <DocumentButton
      request={{ kind: 'receipt', bookingId, entryId: entry.id }}
      className="button button--ghost button--small booking-ledger__receipt"
    >
      Télécharger le reçu
      <span className="visually-hidden">
        {' '}
        : {LEDGER_LABELS[entry.type].toLowerCase()} de {formatCents(entry.amount)}
      </span>
    </DocumentButton>
  );
}

function NotFound() {
  return (
    <div className="page__header">
      <h1>Réservation introuvable</h1>
      <p className="page__lead">Cette réservation n’existe pas, ou elle ne vous concerne pas.</p>
      <Link to={paths.settingsTab(ACCOUNT_TABS.history)}>Voir mes réservations</Link>
    </div>
  );
}

/**
 * `/reservations/:id`: one booking, as its client or its Kooker sees it, live; printed, it is
 * the booking's receipt (both sides, the amounts, the payments, the cancellation policy). The rules refuse
 * anyone else, as they refuse an id that does not exist: both read as 'Réservation introuvable'.
 */
export function BookingConfirmation({ id }: { id: string }) {
  return (
    <LiveReadBoundary
      fallback={(error) =>
        hasErrorCode(error, 'permission-denied') ? (
          <NotFound />
        ) : (
          <LoadError message="La réservation n’a pas pu être chargée." onRetry={reloadPage} />
        )
      }
    >
      <BookingView id={id} />
    </LiveReadBoundary>
  );
}

function BookingView({ id }: { id: string }) {
  const { user } = useSession();
  const state = useBooking(id);

  if (state.status === 'loading' || !user) return <Spinner label="Chargement de la réservation…" />;
  if (state.data === null) return <NotFound />;

  const booking = state.data;
  return <BookingPage booking={booking} viewer={booking.clientId === user.uid ? 'client' : 'kooker'} />;
}

function BookingPage({ booking, viewer }: { booking: Booking; viewer: Viewer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Paid while the client looks (or cancelled, completed): the new heading is read out.
  useFocusOnChange(heading, booking.status);
  const lead = leadOf(booking, viewer);
  const paying = viewer === 'client' && (booking.status === 'awaiting-payment' || booking.status === 'expired');
  // Nothing is paid yet while the payment step shows: no receipt of a payment the client has not made.
  const receipts = viewer === 'client' && booking.status !== 'awaiting-payment';
  return (
    <div className="booking-confirmation">
      {paying ? (
        <PaymentStepScreen booking={booking} />
      ) : (
        <header className="page__header">
          {booking.status === 'confirmed' && viewer === 'client' && (
            <span className="booking-confirmation__check" aria-hidden="true">
              ✓
            </span>
          )}
          <h1 ref={heading} tabIndex={-1} className="booking-confirmation__heading">
            {headingOf(booking, viewer)}
          </h1>
          {lead && <p className="page__lead">{lead}</p>}
        </header>
      )}
      <section className="card booking-confirmation__card" aria-labelledby="reservation-titre">
        <div className="booking-confirmation__title">
          <h2 id="reservation-titre">Votre réservation</h2>
          <StatusBadge booking={booking} viewer={viewer} />
        </div>
        <BookingDetails booking={booking} viewer={viewer} />
      </section>
      <section className="card booking-confirmation__card" aria-labelledby="convives-titre">
        <h2 id="convives-titre">Allergies et régimes</h2>
        <GuestNeeds booking={booking} viewer={viewer} />
      </section>
      {booking.status !== 'expired' && (
        <section className="card booking-confirmation__card" aria-labelledby="annulation-titre">
          <h2 id="annulation-titre">Annulation</h2>
          <CancellationPolicy booking={booking} viewer={viewer} />
        </section>
      )}
      <ComplaintSection booking={booking} viewer={viewer} />
      <section className="card booking-confirmation__card" aria-labelledby="paiements-titre">
        <h2 id="paiements-titre">Paiements</h2>
        <BookingLedger
          ledger={booking.ledger}
          action={receipts ? (entry) => <ReceiptButton bookingId={booking.id} entry={entry} /> : undefined}
        />
      </section>
      <p className="booking-confirmation__actions">
        <button type="button" className="button button--ghost" onClick={() => globalThis.print()}>
          Imprimer le récapitulatif
        </button>
        <Link to={paths.conversation(conversationIdOf(booking.clientId, booking.kookerId))} className="button button--secondary">
          Écrire à {viewer === 'client' ? kookerName(booking) : clientFullName(booking)}
        </Link>
        <Link to={paths.settingsTab(viewer === 'client' ? ACCOUNT_TABS.history : ACCOUNT_TABS.received)} className="button button--primary">
          {viewer === 'client' ? 'Voir mes réservations' : 'Voir les réservations reçues'}
        </Link>
        {viewer === 'client' && (
          <Link to={paths.kooker(booking.kookerId)} className="button button--ghost">
            Revenir au profil du Kooker
          </Link>
        )}
      </p>
    </div>
  );
}
