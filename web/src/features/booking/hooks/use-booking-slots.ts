import type { SlotMap } from '@kookers/domain/kookers';
import { useMemo } from 'react';
import { bookableSlots, hasFreeSlotWithin } from '../free-slots';
import { useAvailability } from './use-availability';

/** The free slots the panel offers. */
export interface BookingSlots {
  /** Inside the booking window as of now, by date; null while unknown. */
  slots: SlotMap | null;
  failed: boolean;
  retry: () => void;
  /** 'Disponible cette semaine'. */
  availableThisWeek: boolean;
}

/**
 * A Kooker's free slots, as the panel offers them: read once with Firestore Lite when the panel is
 * `shown`, followed live with the full SDK once `live` (the visitor uses the panel), and kept to
 * the booking window as of `now` (useAvailability).
 */
export function useBookingSlots(kookerId: string, shown: boolean, live: boolean, now: Date): BookingSlots {
  const availability = useAvailability(kookerId, shown, live);
  const slots = useMemo(() => (availability.slots ? bookableSlots(availability.slots, now) : null), [availability.slots, now]);
  const availableThisWeek = useMemo(() => slots !== null && hasFreeSlotWithin(slots, now), [slots, now]);
  return { slots, failed: availability.failed, retry: availability.retry, availableThisWeek };
}
