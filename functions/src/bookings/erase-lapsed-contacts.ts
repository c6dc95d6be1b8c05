/**
 * Brings every stored booking under the contacts rule (domain/src/booking/booking-contacts.ts;
 * docs/reservations.md, « Se joindre »): a booking written before it may hold contact details the
 * rule hides — an expired or abandoned booking that kept the Kooker's phone and address for good,
 * a booking awaiting its payment that already shows both parties'. Each such booking is rewritten
 * as the rule shows it now, what it may still show kept; a booking still awaiting its payment
 * first puts what its client gave where the payment will find it (`heldContacts`). Once by the
 * deploy that brings the rule (functions/src/migrate.ts) and at each start of the local platform
 * (local-scheduler.ts); a booking under the rule is never touched: a second run writes nothing.
 */
import { FieldValue, type DocumentData, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { bookingFromData, contactFieldsAt, contactLeaks } from '@kookers/domain/booking';
import { collectionOf, documentOf } from '../shared/db';
import { updateEach } from '../shared/in-batches';

export function eraseLapsedContacts(db: Firestore, now: Date): Promise<{ examined: number; written: number }> {
  return updateEach(db, collectionOf(db, 'bookings').withConverter(null), (id, data, batch) => underTheRule(db, id, data, batch, now), {
    pageSize: 300,
  });
}

/** A stored booking's contact fields as the rule shows them at `now`; null when it shows nothing it hides. */
function underTheRule(db: Firestore, id: string, data: DocumentData, batch: WriteBatch, now: Date): DocumentData | null {
  const booking = bookingFromData(id, data);
  if (contactLeaks(booking, now).length === 0) return null;
  const atClient = booking.place.location === 'client';
  const sources = {
    clientPhone: booking.contacts.client.phone,
    clientAddress: atClient ? booking.place.address : '',
    kookerPhone: booking.contacts.kookerPhone,
    kookerAddress: atClient ? '' : booking.place.address,
  };
  if (booking.status === 'awaiting-payment')
    batch.set(documentOf(db, 'heldContacts', id).withConverter(null), {
      clientId: booking.clientId,
      kookerId: booking.kookerId,
      clientPhone: sources.clientPhone,
      clientAddress: sources.clientAddress,
      createdAt: FieldValue.serverTimestamp(),
    });
  return { ...contactFieldsAt(booking, sources, now), updatedAt: FieldValue.serverTimestamp() };
}
