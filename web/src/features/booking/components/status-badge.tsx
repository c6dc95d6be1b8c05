import type { Booking } from '@kookers/domain/booking';
import { statusLabel, type Viewer } from '../booking-format';

/** The booking's status as a coloured label: Confirmée, Terminée, Annulée (par qui). */
export function StatusBadge({ booking, viewer }: { booking: Pick<Booking, 'status' | 'cancelledBy'>; viewer: Viewer }) {
  return <span className={`booking-status booking-status--${booking.status}`}>{statusLabel(booking, viewer)}</span>;
}
