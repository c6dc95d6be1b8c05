// The copy of a review on its booking (docs/modele-de-donnees.md, « Avis »): a public review names
// no account, so the client finds what they wrote on their own booking, kept by reviewOnBooking.
import { documentPath } from '@kookers/domain/data';
import { bookingToData } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { copyReviewToBooking } from '../../functions/src/reviews/review-on-booking';
import { db, eventually, newKookerId, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

async function completedBooking(id: string, kookerId: string) {
  await db()
    .doc(documentPath('bookings', id))
    .set(bookingToData({ ...sample, id, kookerId, status: 'completed', review: null }));
}

const reviewOf = (kookerId: string) => ({
  kookerId,
  author: 'Camille M.',
  rating: 4,
  comment: 'Des galettes parfaites, merci !',
  type: sample.service.name,
  date: Timestamp.fromDate(new Date('2026-11-21T18:00:00Z')),
});

const copyOn = async (id: string) => (await db().doc(documentPath('bookings', id)).get()).get('review') as Record<string, unknown> | null;

describe('the copy of a review on its booking', () => {
  it('follows the review: written, answered, then deleted by an operator', async () => {
    const kookerId = newKookerId();
    const id = `${kookerId}-b1`;
    await completedBooking(id, kookerId);
    await db().doc(documentPath('reviews', id)).set(reviewOf(kookerId));

    const written = await eventually(
      () => copyOn(id),
      (copy) => copy !== null,
    );
    expect(written).toEqual({
      rating: 4,
      comment: 'Des galettes parfaites, merci !',
      date: Timestamp.fromDate(new Date('2026-11-21T18:00:00Z')),
      answer: null,
      answeredAt: null,
      hidden: false,
    });
    // Nothing on the booking names anyone the booking did not already name.
    expect(Object.keys(written ?? {}).sort()).toEqual(['answer', 'answeredAt', 'comment', 'date', 'hidden', 'rating']);

    const answeredAt = Timestamp.fromDate(new Date('2026-11-22T09:00:00Z'));
    await db().doc(documentPath('reviews', id)).update({ answer: 'Merci Camille !', answeredAt });
    await eventually(
      () => copyOn(id),
      (copy) => copy?.answer === 'Merci Camille !',
    );
    expect((await copyOn(id))?.answeredAt).toEqual(answeredAt);

    await db().doc(documentPath('reviews', id)).delete();
    await eventually(
      () => copyOn(id),
      (copy) => copy === null,
    );
  });

  it('writes nothing when the copy is already right, and nothing for a review of no booking', async () => {
    const kookerId = newKookerId();
    const id = `${kookerId}-b2`;
    await completedBooking(id, kookerId);
    await db().doc(documentPath('reviews', id)).set(reviewOf(kookerId));
    await eventually(
      () => copyOn(id),
      (copy) => copy !== null,
    );
    const before = (await db().doc(documentPath('bookings', id)).get()).updateTime;

    // Run twice more, as a retried trigger would: the booking is left alone.
    await expect(copyReviewToBooking(db(), id)).resolves.toBe(false);
    await expect(copyReviewToBooking(db(), id)).resolves.toBe(false);
    expect((await db().doc(documentPath('bookings', id)).get()).updateTime).toEqual(before);

    await db()
      .doc(documentPath('reviews', `${kookerId}-orphan`))
      .set(reviewOf(kookerId));
    await expect(copyReviewToBooking(db(), `${kookerId}-orphan`)).resolves.toBe(false);
    expect(
      (
        await db()
          .doc(documentPath('bookings', `${kookerId}-orphan`))
          .get()
      ).exists,
    ).toBe(false);
  });
});
