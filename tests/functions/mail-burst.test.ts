// A burst (docs/notifications.md « Un seul envoi »): 200 bookings written within a minute, then
// 50 of them cancelled at once, give exactly one mail per event and recipient — none lost, none
// doubled — however the Functions emulator interleaves the triggers.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { bookingToData } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/clients';
import { db, eventually, handledWrites, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const BOOKINGS = 200;
const CANCELLED = 50;

const mailCount = async () => (await db().collection(collectionPath('mail')).count().get()).data().count;

describe('a burst of bookings', () => {
  it('gives one mail per event and recipient: 200 bookings and 50 cancellations, 500 mails', { timeout: 240_000 }, async () => {
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    const clients = await Promise.all(
      Array.from({ length: 20 }, (_, index) => admin().auth.createUser({ email: `client${index}@rafale.fr` })),
    );
    const kookers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => admin().auth.createUser({ email: `kooker${index}@rafale.fr` })),
    );
    const ids = Array.from({ length: BOOKINGS }, (_, index) => `rafale-${String(index).padStart(3, '0')}`);
    await Promise.all(
      ids.map((id, index) =>
        db()
          .doc(documentPath('bookings', id))
          .set(
            bookingToData({
              ...booking,
              id,
              clientId: (clients[index % clients.length] as { uid: string }).uid,
              kookerId: (kookers[Math.floor(index / 10)] as { uid: string }).uid,
            }),
          ),
      ),
    );
    const cancelled = ids.slice(0, CANCELLED);
    await Promise.all(
      cancelled.map((id) =>
        db().doc(documentPath('bookings', id)).update({
          status: 'cancelled',
          cancelledBy: 'client',
          cancelledAt: Timestamp.now(),
          'amounts.refund': booking.amounts.total,
        }),
      ),
    );

    const expected = [
      ...ids.flatMap((id) => [`booking-${id}-confirmed-client`, `booking-${id}-confirmed-kooker`]),
      ...cancelled.flatMap((id) => [`booking-${id}-cancelled-client`, `booking-${id}-cancelled-kooker`]),
    ];
    await eventually(mailCount, (count) => count >= expected.length, 200_000);
    // Every trigger has run: nothing more comes.
    await handledWrites(
      ids.map((id) => documentPath('bookings', id)),
      200_000,
    );
    const written = await db().collection(collectionPath('mail')).get();
    expect(written.docs.map((doc) => doc.id).sort()).toEqual(expected.sort());
    // Each to the right person.
    const client0 = written.docs.find((doc) => doc.id === 'booking-rafale-000-cancelled-client');
    expect(client0?.get('to')).toBe('client0@rafale.fr');
    const kooker19 = written.docs.find((doc) => doc.id === 'booking-rafale-199-confirmed-kooker');
    expect(kooker19?.get('to')).toBe('kooker19@rafale.fr');
  });
});
