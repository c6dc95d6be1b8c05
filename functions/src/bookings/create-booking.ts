import { createHash } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  createBookingSchema,
  type CreateBookingInput,
  TRANSITIONS,
  kookerContactsDue,
  CONSENT_REFUSED,
  priceConsent,
  COMMUNE_REQUIRED,
  eventAreaCheck,
  parseEventAddress,
  bookingAmounts,
  bookingFairUse,
  dailySlotTimes,
  isInBookingWindow,
  slotInterval,
} from '@kookers/domain/booking';
import {
  allergenConflicts,
  ALLERGENS_NOT_ACKNOWLEDGED,
  kookerFromData,
  serviceFromData,
  type KookerProfile,
  reviewAuthorName,
  ADDRESS_REQUIRED,
  type ServiceLocation,
} from '@kookers/domain/kookers';
import { userFromData } from '@kookers/domain/accounts';
import { BOOKINGS_PER_DAY_MAX, UPCOMING_BOOKINGS_MAX, parisDateOf, parisInstant, weekdayOf } from '@kookers/domain/rules';
import { communeData } from '@kookers/domain/communes-data';
import { charge } from '../payments/ledger';
import { answered, parse } from '../shared/parse';
import { converters } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { throttle } from '../shared/throttle';
import { slotLockId } from './slot-lock';

const refused = (message: string) => new HttpsError('failed-precondition', message);

const REFUSED = {
  keyReused: 'Cette demande de réservation a déjà servi pour une autre réservation : rechargez la page et réessayez.',
  contention: 'Trop de demandes en même temps : réessayez.',
  closedByKooker: 'Ce créneau n’est plus proposé par ce Kooker. Choisissez un autre horaire.',
  kookerBusy: 'Ce Kooker n’est pas disponible à ce moment-là. Choisissez un autre horaire.',
  noKookerAddress: 'Ce Kooker n’a pas encore indiqué l’adresse où il reçoit : choisissez une prestation chez vous, ou réessayez plus tard.',
} as const;

/**
 * Where the booking takes place (docs/reservations.md, « Où »): at the client's, the address they
 * typed, required, ending with a commune of the suggestions that lies inside the Kooker's service
 * area (domain/src/booking/event-address.ts); at the Kooker's, the address of the Kooker's private
 * profile, which the client reads once booked.
 */
function placeOf(location: ServiceLocation, typed: string | undefined, kooker: KookerProfile, kookerAddress: string) {
  if (location === 'kooker') {
    if (kookerAddress.trim() === '') throw refused(REFUSED.noKookerAddress);
    return { location, address: kookerAddress.trim() };
  }
  const address = typed?.trim() ?? '';
  if (address === '') throw new HttpsError('invalid-argument', ADDRESS_REQUIRED);
  const communes = communeData();
  const { commune } = parseEventAddress(communes, address);
  if (!commune) throw new HttpsError('invalid-argument', COMMUNE_REQUIRED);
  const area = eventAreaCheck(communes, kooker, commune.commune);
  if (!area.inside) {
    throw new HttpsError('failed-precondition', area.message, {
      reason: 'area',
      distanceKm: area.distanceKm,
      serviceArea: kooker.serviceArea,
    });
  }
  return { location, address };
}

/** Whether a booking made with an idempotency key is what this call asks for (a retry), not another request. */
function sameRequest(existing: DocumentSnapshot, input: CreateBookingInput): boolean {
  return (
    existing.get('kookerId') === input.kookerId &&
    existing.get('service.id') === input.serviceId &&
    existing.get('date') === input.date &&
    existing.get('time') === input.time &&
    existing.get('participants') === input.participants
  );
}

/**
 * A booking's id: the same for the same client and idempotency key, so that a retried call
 * finds the booking the first one made instead of making another.
 */
function bookingIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('hex').slice(0, 24);
}

/** Whether the Kooker offers that date and time at all (their week, their hours, their holidays). */
function isOffered(kooker: KookerProfile, date: string, time: string): boolean {
  return (
    kooker.availableDays.includes(weekdayOf(date)) &&
    !kooker.blockedDates.includes(date) &&
    dailySlotTimes(kooker.typicalHours, kooker.minimumDuration).includes(time)
  );
}

/**
 * Fair use (docs/reservations.md, « Usage loyal »; domain/src/booking/fair-use.ts): the client's upcoming
 * confirmed bookings, and the bookings they made since the Paris day began, cancelled ones
 * included, each read by a query inside the booking's transaction — at most the cap's worth of
 * each. Firestore's transactions are serializable: two calls at once, each counting before the
 * other's booking exists, cannot both commit as they read (docs/reservations.md says why).
 */
async function checkFairUse(transaction: Transaction, db: Firestore, uid: string, kookerId: string, now: Date): Promise<void> {
  const bookings = db.collection('bookings');
  const dayStart = parisInstant(parisDateOf(now), '00:00') ?? now;
  const [upcoming, madeToday] = await Promise.all([
    transaction.get(
      bookings
        .where('clientId', '==', uid)
        .where('status', '==', 'confirmed')
        .where('startAt', '>', Timestamp.fromDate(now))
        .limit(UPCOMING_BOOKINGS_MAX),
    ),
    transaction.get(
      bookings.where('clientId', '==', uid).where('createdAt', '>=', Timestamp.fromDate(dayStart)).limit(BOOKINGS_PER_DAY_MAX),
    ),
  ]);
  const kookerOf = (booking: DocumentSnapshot) => ({ kookerId: String(booking.get('kookerId') ?? '') });
  const refusal = bookingFairUse(upcoming.docs.map(kookerOf), madeToday.docs.map(kookerOf), kookerId);
  if (refusal) throw new HttpsError('resource-exhausted', refusal);
}

/** Whether any confirmed booking of the query overlaps [startMs, endMs). */
async function overlaps(
  transaction: Transaction,
  db: Firestore,
  field: 'kookerId' | 'clientId',
  id: string,
  startMs: number,
  endMs: number,
): Promise<boolean> {
  const before = db
    .collection('bookings')
    .where(field, '==', id)
    .where('status', '==', 'confirmed')
    .where('startAt', '<', Timestamp.fromMillis(endMs));
  const found = await transaction.get(before);
  return found.docs.some((booking) => (booking.get('endAt') as Timestamp).toMillis() > startMs);
}

/**
 * Books a slot (docs/reservations.md, `book` in domain/src/booking/booking-machine.ts): a verified client, never on
 * their own profile, a service of a published Kooker, a slot the Kooker offers, inside the
 * booking window, for 2 to 8 participants within the Kooker's capacity. In one transaction: the
 * slot's lock is created (two calls for one slot: one booking, the other refused), neither the
 * Kooker nor the client may already be booked at that time, the payment is recorded, the slot
 * leaves the Kooker's availability. The total must be the one the client saw (`expectedTotal`,
 * domain/src/booking/consent.ts); the client may hold only so many upcoming bookings, and call only so
 * often (docs/reservations.md, « Usage loyal »). A retried call with the same idempotency key
 * returns the same booking; the same key with another request is refused. Returns `{ bookingId }`.
 */
export const createBooking = onCall((request) =>
  answered(
    async () => {
      const now = new Date();
      // Every call counts, refused ones too (docs/reservations.md, « Usage loyal »).
      if (request.auth) await throttle(getFirestore(), request.auth.uid, 'createBooking', now);
      return createBookingCall(getFirestore(), request, now);
    },
    (message, error) => logger.error(message, { function: 'createBooking', error: String(error) }),
  ),
);

/** The callable's work, for a request's session and payload, at `now`. */
export async function createBookingCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<{ bookingId: string }> {
  const { uid } = requireVerifiedUser(request);
  const input = parse(createBookingSchema, request.data);
  if (input.kookerId === uid) throw refused('Vous ne pouvez pas réserver votre propre prestation.');
  return { bookingId: await book(db, uid, input, now) };
}

export async function book(db: Firestore, uid: string, input: CreateBookingInput, now: Date): Promise<string> {
  const bookingId = bookingIdFor(uid, input.idempotencyKey);
  const bookingRef = db.collection('bookings').doc(bookingId);
  const kookerRef = db.collection('kookers').doc(input.kookerId);
  const lockRef = db.collection('slotLocks').doc(slotLockId(input.kookerId, input.date, input.time));
  const availabilityRef = db.collection('availability').doc(input.kookerId);
  try {
    return await db.runTransaction(
      async (transaction) => {
        // getAll answers one snapshot per reference, in their order.
        const [existing, kookerSnapshot, serviceSnapshot, userSnapshot, kookerUserSnapshot, lock, availability] = (await transaction.getAll(
          bookingRef,
          kookerRef,
          kookerRef.collection('services').doc(input.serviceId),
          db.collection('users').doc(uid),
          db.collection('users').doc(input.kookerId),
          lockRef,
          availabilityRef,
        )) as DocumentSnapshot[] as [
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
        ];
        if (existing.exists) {
          // The same call again (a retry): the booking it made.
          if (existing.get('clientId') === uid && existing.get('idempotencyKey') === input.idempotencyKey) {
            if (sameRequest(existing, input)) return bookingId;
            throw refused(REFUSED.keyReused);
          }
          throw refused('Cette demande de réservation a déjà été utilisée.');
        }
        const kookerData = kookerSnapshot.data();
        if (!kookerData || kookerData.published !== true)
          throw new HttpsError('not-found', 'Ce Kooker n’existe pas ou n’est plus en ligne.');
        const serviceData = serviceSnapshot.data();
        if (!serviceData) throw new HttpsError('not-found', 'Cette prestation n’est plus proposée.');
        const kooker = kookerFromData(kookerSnapshot.id, kookerData);
        const service = serviceFromData(serviceSnapshot.id, serviceData);

        if (!isOffered(kooker, input.date, input.time)) throw refused('Ce créneau n’est pas proposé par ce Kooker.');
        if (!isInBookingWindow(input.date, input.time, now)) {
          throw refused('Ce créneau ne peut plus être réservé : une réservation se fait de 24 h à 60 jours à l’avance.');
        }
        if (input.participants > kooker.maxGuests) throw refused(`Ce Kooker accueille au plus ${kooker.maxGuests} personnes.`);
        const amounts = bookingAmounts(service.pricePerPerson, input.participants);
        const priceChanged = priceConsent(input.expectedTotal, { pricePerPerson: service.pricePerPerson, total: amounts.total });
        if (priceChanged) throw new HttpsError('failed-precondition', CONSENT_REFUSED.price, priceChanged);
        // A ticked allergen the menu contains: booked only once the client confirmed they saw it.
        const conflicts = allergenConflicts(input.allergens ?? [], service.allergens);
        if (conflicts.length > 0 && input.allergensAcknowledged !== true) {
          throw new HttpsError('failed-precondition', ALLERGENS_NOT_ACKNOWLEDGED, { reason: 'allergens', allergens: conflicts });
        }
        const kookerUser = userFromData(input.kookerId, kookerUserSnapshot.data() ?? {});
        const place = placeOf(service.location, input.address, kooker, kookerUser.address);
        await checkFairUse(transaction, db, uid, kooker.id, now);
        const interval = slotInterval(input.date, input.time, kooker.minimumDuration);
        if (!interval) throw refused('Ce créneau n’existe pas à cette date (changement d’heure).');
        // The Kooker cancelled a booking of this slot: they cannot make it, it stays closed.
        if (lock.get('closedByKooker') === true) throw refused(REFUSED.closedByKooker);
        if (lock.exists || (await overlaps(transaction, db, 'kookerId', kooker.id, interval.startMs, interval.endMs))) {
          throw refused('Ce créneau vient d’être réservé. Choisissez un autre horaire.');
        }
        // A Kooker who is also a client is not booked over their own bookings.
        if (await overlaps(transaction, db, 'clientId', kooker.id, interval.startMs, interval.endMs)) {
          throw refused(REFUSED.kookerBusy);
        }
        if (await overlaps(transaction, db, 'clientId', uid, interval.startMs, interval.endMs)) {
          throw refused('Vous avez déjà une réservation à ce moment-là.');
        }

        const user = userFromData(uid, userSnapshot.data() ?? {});
        const money = charge(bookingId, amounts, now);
        // The Kooker's phone and private address only once cancelling would cost the client
        // something (domain/src/booking/booking-contacts.ts); bookingContactsHourly gives them then.
        const shared = kookerContactsDue(new Date(interval.startMs), now);
        transaction.create(lockRef, {
          bookingId,
          kookerId: kooker.id,
          date: input.date,
          time: input.time,
          createdAt: FieldValue.serverTimestamp(),
        });
        // Written through the model's writer (domain/src/<area>/model.ts), the one every reader of a booking trusts.
        transaction.create(bookingRef.withConverter(converters.bookings), {
          id: bookingId,
          clientId: uid,
          kookerId: kooker.id,
          kooker: { firstName: kooker.firstName, lastName: kooker.lastName, city: kooker.city },
          clientName: reviewAuthorName(user.firstName, user.lastName),
          contacts: {
            client: { firstName: user.firstName, lastName: user.lastName, phone: input.phone.trim() },
            kookerPhone: shared ? kookerUser.phone : '',
          },
          contactsStatus: shared ? 'shared' : 'withheld',
          place: shared || place.location === 'client' ? place : { location: place.location, address: '' },
          dietary: {
            allergens: input.allergens ?? [],
            diets: input.diets ?? [],
            note: input.dietaryNote?.trim() ?? '',
            acknowledgedConflicts: conflicts,
          },
          service: { id: service.id, name: service.name, pricePerPerson: service.pricePerPerson },
          date: input.date,
          time: input.time,
          startAt: Timestamp.fromMillis(interval.startMs),
          endAt: Timestamp.fromMillis(interval.endMs),
          participants: input.participants,
          amounts,
          status: TRANSITIONS.book.to,
          ...money,
          cancelledBy: null,
          cancelledAt: null,
          cancellationReason: null,
          platformDecision: null,
          idempotencyKey: input.idempotencyKey,
          review: null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        // The slot leaves the offer at once (the availability trigger rebuilds the same).
        const slots = (availability.get('slots') ?? {}) as Record<string, string[]>;
        if (slots[input.date]?.includes(input.time)) {
          const left = slots[input.date]?.filter((time) => time !== input.time) ?? [];
          transaction.update(
            availabilityRef,
            new FieldPath('slots', input.date),
            left.length > 0 ? left : FieldValue.delete(),
            'updatedAt',
            FieldValue.serverTimestamp(),
          );
        }
        return bookingId;
      },
      { maxAttempts: 10 },
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // Another call took the slot or the booking between our read and our write (6:
    // ALREADY_EXISTS): the slot is taken. Too many calls fought over the same documents until the
    // transaction gave up (10: ABORTED): the slot is taken if its lock exists; otherwise it was
    // only busy, and the client may try again.
    const code = (error as { code?: number }).code;
    if (code === 6 || code === 10) {
      const made = await bookingRef.get();
      if (made.exists && made.get('clientId') === uid && sameRequest(made, input)) return bookingId;
      if (code === 10 && !(await lockRef.get()).exists) throw new HttpsError('aborted', REFUSED.contention);
      throw refused('Ce créneau vient d’être réservé. Choisissez un autre horaire.');
    }
    throw error;
  }
}
