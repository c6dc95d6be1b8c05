import toast from 'react-hot-toast';

/** What a visitor asks to book: everything the booking function will need. */
export interface BookingRequest {
  kookerId: string;
  serviceId: string;
  /** `yyyy-MM-dd` and `HH:mm`, Paris. */
  date: string;
  time: string;
  participants: number;
}

/**
 * The booking hook of the profile page, called when a signed-in, verified client presses
 * 'Réserver' with a complete selection. The booking issue replaces this body with the call to
 * the `createBooking` function (and what follows: confirmation, errors); until then it says
 * that online booking opens soon.
 */
export async function requestBooking(_request: BookingRequest): Promise<void> {
  toast('La réservation en ligne ouvre très bientôt.', { id: 'booking-soon', icon: '🍳' });
}
