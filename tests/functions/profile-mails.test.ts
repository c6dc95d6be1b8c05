// The emails that are not about a booking (docs/notifications.md): the welcome of a Kooker whose
// profile goes online, and a review's author told of the Kooker's answer. Each once.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { admin } from '../support/clients';
import { db, eventually, handledWrites, newKookerId, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const mail = (id: string) =>
  eventually(
    () => db().doc(documentPath('mail', id)).get(),
    (snapshot) => snapshot.exists,
  ).then((snapshot) => snapshot.data() as { to: string; message: { subject: string; text: string; html: string } });

const mailIds = async () => (await db().collection(collectionPath('mail')).get()).docs.map((doc) => doc.id);

describe('the emails of a profile and a review', () => {
  it('welcomes a Kooker the first time they publish their profile, and never again after a pause', async () => {
    const uid = newKookerId();
    await admin().auth.createUser({ uid, email: `${uid}@example.fr` });
    const profile = db().doc(documentPath('kookers', uid));
    await profile.set({ ...publishedProfile({ firstName: 'Claire' }), published: false });

    await profile.update({ published: true });
    const welcome = await mail(`kooker-${uid}-published`);
    expect(welcome.to).toBe(`${uid}@example.fr`);
    expect(welcome.message.subject).toBe('Votre profil Kookers est en ligne');
    expect(welcome.message.text).toContain('Bonjour Claire,');
    expect(welcome.message.text).toContain(`/kookers/${uid}`);

    await profile.update({ published: false });
    await profile.update({ published: true });
    await profile.update({ bio: 'Une autre présentation.' });
    await handledWrites([profile.path]);
    expect(await mailIds()).toEqual([`kooker-${uid}-published`]);
  });

  it('sends nothing for a profile created online, as the demo data is', async () => {
    const uid = newKookerId();
    await admin().auth.createUser({ uid, email: `${uid}@example.fr` });
    await db().doc(documentPath('kookers', uid)).set(publishedProfile());
    await handledWrites([documentPath('kookers', uid)]);
    expect(await mailIds()).toEqual([]);
  });

  it('tells a review’s author once that the Kooker answered, with the answer', async () => {
    const kookerId = newKookerId();
    await db()
      .doc(documentPath('kookers', kookerId))
      .set(publishedProfile({ firstName: 'Claire', lastName: 'Dubois' }));
    const author = await admin().auth.createUser({ email: 'camille.avis@example.fr' });
    await db().doc(documentPath('users', author.uid)).set({ firstName: 'Camille', lastName: 'Martin', phone: '', address: '' });
    // The author is the client of the booking reviewed: the review names no account.
    await db().doc(documentPath('bookings', 'reservation-1')).set({ clientId: author.uid, kookerId, status: 'completed' });
    const review = db().doc(documentPath('reviews', 'reservation-1'));
    await review.set({
      kookerId,
      author: 'Camille M.',
      rating: 5,
      comment: 'Un atelier formidable.',
      type: 'Atelier pâtes fraîches',
      date: Timestamp.now(),
      answer: null,
      answeredAt: null,
    });
    await handledWrites([review.path, documentPath('bookings', 'reservation-1'), documentPath('kookers', kookerId)]);
    expect(await mailIds()).toEqual([]);

    await review.update({ answer: 'Merci Camille, à bientôt !', answeredAt: Timestamp.now() });
    const told = await mail('review-reservation-1-answer-client');
    expect(told.to).toBe('camille.avis@example.fr');
    expect(told.message.subject).toBe('Claire Dubois a répondu à votre avis');
    expect(told.message.text).toContain('Bonjour Camille,');
    expect(told.message.text).toContain('Merci Camille, à bientôt !');

    // An operator's later edit of the review (its rating, its answer) sends nothing more.
    await review.update({ rating: 4, answer: 'Merci encore !' });
    await handledWrites([review.path, documentPath('bookings', 'reservation-1'), documentPath('kookers', kookerId)]);
    expect(await mailIds()).toEqual(['review-reservation-1-answer-client']);
  });
});
