import type { CancelBookingInput } from '@kookers/domain/booking';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The booking feature's `cancelBooking`, for the profile editor (a change of schedule or a pause
 * may cancel bookings: docs/reservations.md, « Côté Kooker »), loaded with the Functions SDK the
 * first time it is needed.
 */
async function cancelBooking(input: CancelBookingInput) {
  const bookings = await import('../../features/booking/api/bookings');
  return bookings.cancelBooking(input);
}

export function Component() {
  useDocumentTitle('Profil Kooker');
  return (
    <div className="page container">
      <OnboardingPage cancelBooking={cancelBooking} />
    </div>
  );
}
