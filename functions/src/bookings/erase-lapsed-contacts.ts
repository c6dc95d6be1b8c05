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
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bookingFromData, contactFieldsAt, contactLeaks } from '@kookers/domain/booking';
import { collectionOf, documentOf } from '../shared/db';

const PAGE = 300;

export async function eraseLapsedContacts(db: Firestore, now: Date): Promise<{ examined: number; written: number }> {
  let examined = 0;
  let written = 0;
  let after: string | null = null;
  for (;;) {
    let page = collectionOf(db, 'bookings').withConverter(null).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const batch = db.batch();
    for (const doc of snapshot.docs) {
      examined += 1;
      const booking = bookingFromData(doc.id, doc.data());
      if (contactLeaks(booking, now).length === 0) continue;
      const atClient = booking.place.location === 'client';
      const sources = {
        clientPhone: booking.contacts.client.phone,
        clientAddress: atClient ? booking.place.address : '',
        kookerPhone: booking.contacts.kookerPhone,
        kookerAddress: atClient ? '' : booking.place.address,
      };
      if (booking.status === 'awaiting-payment')
        batch.set(documentOf(db, 'heldContacts', booking.id).withConverter(null), {
          clientId: booking.clientId,
          kookerId: booking.kookerId,
          clientPhone: sources.clientPhone,
          clientAddress: sources.clientAddress,
          createdAt: FieldValue.serverTimestamp(),
        });
      batch.update(doc.ref, { ...contactFieldsAt(booking, sources, now), updatedAt: FieldValue.serverTimestamp() });
      written += 1;
    }
    await batch.commit();
    after = snapshot.docs.at(-1)?.id ?? null;
    if (snapshot.size < PAGE) break;
  }
  return { examined, written };
}
