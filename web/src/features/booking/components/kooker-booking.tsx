import { minPricePerPersonOf } from '@kookers/domain/search';
import type { Ref } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { isCompleteSelection } from '../booking-selection';
import type { KookerBooking } from '../hooks/use-kooker-booking';
import { BookingBar } from './booking-bar';
import { BookingConsent } from './booking-consent';
import { BookingPanel } from './booking-panel';
import { GuestDetailsFields } from './guest-details-fields';

interface KookerBookingProps {
  /** What useKookerBooking gives the page. */
  booking: KookerBooking;
}

/** The panel of a Kooker's page, beside the profile on a wide screen (placement.sidePanel). */
export function KookerBookingAside({ booking }: KookerBookingProps) {
  return <KookerBookingPanel booking={booking} showHeading panelRef={booking.placement.panelRef} />;
}

/** On a phone, the bottom bar, and the panel in the dialog it opens. */
export function KookerBookingBelow({ booking }: KookerBookingProps) {
  const { services, chosenService, selection, placement } = booking;
  return (
    <>
      <BookingBar
        cheapest={minPricePerPersonOf(services)}
        chosen={
          chosenService && isCompleteSelection(selection)
            ? { pricePerPerson: chosenService.pricePerPerson, participants: selection.participants }
            : null
        }
        onOpen={() => placement.setDialogOpen(true)}
      />
      <Dialog open={placement.dialogOpen} title="Réserver une prestation" onClose={() => placement.setDialogOpen(false)}>
        <KookerBookingPanel booking={booking} showHeading={false} />
      </Dialog>
    </>
  );
}

/** The panel, with the client's details below its summary once they are signed in and chose a service. */
function KookerBookingPanel({
  booking,
  showHeading,
  panelRef,
}: KookerBookingProps & { showHeading: boolean; panelRef?: Ref<HTMLElement> }) {
  const { kooker, chosenService, guest, slots } = booking;
  return (
    <BookingPanel
      services={booking.services}
      kooker={kooker}
      maxGuests={kooker.maxGuests}
      updatedPrices={booking.updatedPrices}
      selection={booking.selection}
      slots={slots.slots}
      slotsFailed={slots.failed}
      onRetrySlots={slots.retry}
      now={booking.now}
      staleTime={booking.staleTime}
      availableThisWeek={slots.availableThisWeek}
      ownProfile={booking.viewerIsOwner}
      submitting={booking.submission.submitting}
      onChange={booking.change}
      onSubmit={booking.submission.submit}
      guestFields={
        guest && chosenService ? (
          <GuestDetailsFields
            value={guest.value}
            onChange={guest.change}
            errors={guest.errors}
            profile={guest.profile}
            location={chosenService.location}
            kooker={kooker}
            serviceName={chosenService.name}
            menuAllergens={chosenService.allergens}
          />
        ) : null
      }
      consent={
        <BookingConsent
          kooker={kooker}
          accepted={booking.submission.terms.accepted}
          error={booking.submission.terms.error}
          onChange={booking.submission.terms.accept}
        />
      }
      showHeading={showHeading}
      panelRef={panelRef}
    />
  );
}
