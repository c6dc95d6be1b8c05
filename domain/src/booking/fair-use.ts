/**
 * Fair use of booking (docs/reservations.md, « Usage loyal »): how many upcoming bookings a client
 * holds, in all and with one Kooker, and how many they make a Paris calendar day, cancelled ones
 * included — a booking and its cancellation mail the Kooker twice, and booking and cancelling at
 * once must not become a way to flood a Kooker's mailbox. Pure: createBooking reads the bookings
 * in its transaction and asks.
 */
import {
  BOOKINGS_PER_DAY_MAX,
  BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX,
  UPCOMING_BOOKINGS_MAX,
  UPCOMING_BOOKINGS_WITH_ONE_KOOKER_MAX,
} from '../rules/rules';

/** What the client reads when a cap refuses their booking. */
export const FAIR_USE_REFUSED = {
  upcoming: `Vous avez déjà ${UPCOMING_BOOKINGS_MAX} réservations à venir : c’est le maximum. Vous pourrez réserver à nouveau après l’une d’elles.`,
  upcomingWithKooker: `Vous avez déjà ${UPCOMING_BOOKINGS_WITH_ONE_KOOKER_MAX} réservations à venir avec ce Kooker : c’est le maximum.`,
  today: `Vous avez déjà fait ${BOOKINGS_PER_DAY_MAX} réservations aujourd’hui, annulées comprises : vous pourrez réserver à nouveau demain.`,
  todayWithKooker: `Vous avez déjà fait ${BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX} réservations avec ce Kooker aujourd’hui, annulées comprises : réessayez demain, ou écrivez-lui pour en parler.`,
} as const;

interface Held {
  kookerId: string;
}

/**
 * Whether a client may book `kookerId`, given their confirmed bookings still to come and the
 * bookings they made since the Paris day began (whatever their state): the French refusal, or null.
 * Each list need hold no more than its cap (the callers read at most that many).
 */
export function bookingFairUse(upcoming: readonly Held[], madeToday: readonly Held[], kookerId: string): string | null {
  const withKooker = (bookings: readonly Held[]) => bookings.filter((booking) => booking.kookerId === kookerId).length;
  if (upcoming.length >= UPCOMING_BOOKINGS_MAX) return FAIR_USE_REFUSED.upcoming;
  if (withKooker(upcoming) >= UPCOMING_BOOKINGS_WITH_ONE_KOOKER_MAX) return FAIR_USE_REFUSED.upcomingWithKooker;
  if (madeToday.length >= BOOKINGS_PER_DAY_MAX) return FAIR_USE_REFUSED.today;
  if (withKooker(madeToday) >= BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX) return FAIR_USE_REFUSED.todayWithKooker;
  return null;
}
