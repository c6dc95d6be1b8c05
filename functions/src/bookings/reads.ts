/**
 * What createBooking reads in a booking's transaction (create-booking.ts), for a slot of the panel
 * or an offer: the documents decideBooking and decideOfferBooking decide on
 * (domain/src/booking/decide-booking.ts, domain/src/offers/decide-offer-booking.ts), and the
 * bookings that hold a Kooker's or a client's time, which sendOffer reads too
 * (functions/src/offers/offer-callables.ts). Reads only: the callables decide and write.
 */
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { userFromData } from '@kookers/domain/accounts';
import { bookingReadBounds, type Booking, type BookingDocuments } from '@kookers/domain/booking';
import type { BookedInterval, KookerProfile } from '@kookers/domain/kookers';
import { holdsItsTime } from '@kookers/domain/money';
import { BOOKINGS_PER_DAY_MAX, UPCOMING_BOOKINGS_MAX } from '@kookers/domain/rules';
import { communeData } from '@kookers/domain/communes-data';
import { collectionOf, documentOf } from '../shared/db';
import { slotLockId } from './slot-lock';

type Models<Refs extends readonly unknown[]> = {
  [Index in keyof Refs]: Refs[Index] extends DocumentReference<infer Model> ? Model | undefined : never;
};

/** Documents read at once in the transaction (one round trip), each through its reference's converter, in order; undefined when missing. */
async function readEach<const Refs extends readonly Pick<DocumentReference, 'path'>[]>(
  transaction: Transaction,
  ...refs: Refs
): Promise<Models<Refs>> {
  const snapshots = await transaction.getAll(...(refs as readonly Pick<DocumentReference, 'path'>[] as readonly DocumentReference[]));
  return snapshots.map((snapshot) => snapshot.data()) as Models<Refs>;
}

/**
 * The bookings that hold their slot at `now`: confirmed, or awaiting their payment within their
 * hold (docs/decisions/017-paiements-par-carte.md) — they count in the overlaps and the caps.
 */
const HOLDING: Booking['status'][] = ['awaiting-payment', 'confirmed'];
const holding = (now: Date) => (booking: Booking) => holdsItsTime(booking, now);

const intervalsOf = (bookings: Booking[]): BookedInterval[] =>
  bookings.map((booking) => ({ startMs: booking.startAt?.toMillis() ?? 0, endMs: booking.endAt?.toMillis() ?? 0 }));

/**
 * The bookings of `id` (as Kooker or as client: `field`) that hold their time at `now` and start
 * before `end`: the only ones that can overlap what ends then.
 */
export async function holdingBefore(
  db: Firestore,
  transaction: Transaction,
  field: 'kookerId' | 'clientId',
  id: string,
  end: Date,
  now: Date,
): Promise<BookedInterval[]> {
  const query = collectionOf(db, 'bookings')
    .where(field, '==', id)
    .where('status', 'in', HOLDING)
    .where('startAt', '<', Timestamp.fromDate(end));
  return intervalsOf((await transaction.get(query)).docs.map((booking) => booking.data()).filter(holding(now)));
}

/** What a booking is: a slot of the panel (its service, the Kooker's duration) or an offer (its own). */
interface Target {
  bookingId: string;
  clientId: string;
  kookerId: string;
  date: string;
  time: string;
  /** The panel's service; null for an offer. */
  serviceId: string | null;
  /** Hours, from the Kooker's profile once read (null: the slot cannot be placed). */
  durationOf: (kooker: KookerProfile | null) => number | null;
}

/**
 * What decideBooking (or decideOfferBooking) decides on, read in the booking's transaction: the documents at once, then
 * the client's bookings for fair use and the confirmed bookings that could overlap the slot. Fair
 * use is counted by queries read in the transaction: Firestore's transactions are serializable,
 * so two calls at once, each counting before the other's booking exists, cannot both commit as
 * they read (docs/reservations.md, « Usage loyal »).
 */
export async function readForBooking(db: Firestore, transaction: Transaction, target: Target, now: Date): Promise<BookingDocuments> {
  const { clientId, kookerId } = target;
  const [[existing, kooker, client, kookerUser, lock, availability], service] = await Promise.all([
    readEach(
      transaction,
      documentOf(db, 'bookings', target.bookingId),
      documentOf(db, 'kookers', kookerId),
      documentOf(db, 'users', clientId),
      documentOf(db, 'users', kookerId),
      documentOf(db, 'slotLocks', slotLockId(kookerId, target.date, target.time)),
      documentOf(db, 'availability', kookerId),
    ),
    // An offer names its own title, menu and price: no service to read (decideOfferBooking).
    target.serviceId
      ? transaction.get(documentOf(db, 'services', kookerId, target.serviceId)).then((snapshot) => snapshot.data())
      : undefined,
  ]);
  const { dayStart, slotEnd } = bookingReadBounds(target, target.durationOf(kooker ?? null), now);
  const confirmedBefore = async (field: 'kookerId' | 'clientId', id: string) =>
    slotEnd ? holdingBefore(db, transaction, field, id, slotEnd, now) : [];
  const ofClient = collectionOf(db, 'bookings').where('clientId', '==', clientId);
  const [upcoming, madeToday, ofKooker, ofKookerAsClient, ofClientBefore] = await Promise.all([
    transaction.get(
      ofClient
        .where('status', 'in', HOLDING)
        .where('startAt', '>', Timestamp.fromDate(now))
        .limit(UPCOMING_BOOKINGS_MAX * 2),
    ),
    transaction.get(ofClient.where('createdAt', '>=', Timestamp.fromDate(dayStart)).limit(BOOKINGS_PER_DAY_MAX)),
    confirmedBefore('kookerId', kookerId),
    confirmedBefore('clientId', kookerId),
    confirmedBefore('clientId', clientId),
  ]);
  return {
    existing: existing ?? null,
    kooker: kooker ?? null,
    service: service ?? null,
    client: client ?? userFromData(clientId, {}),
    kookerUser: kookerUser ?? userFromData(kookerId, {}),
    lock: lock ?? null,
    slots: availability?.slots ?? {},
    upcoming: upcoming.docs.map((booking) => booking.data()).filter(holding(now)),
    madeToday: madeToday.docs.map((booking) => booking.data()),
    confirmed: { ofKooker, ofKookerAsClient, ofClient: ofClientBefore },
    communes: communeData,
  };
}
