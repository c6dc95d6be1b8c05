import type { Review } from '@kookers/domain/kookers';
import type { Stamp } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  identityMissingMail,
  insuranceExpiredMail,
  insuranceReminderMail,
  isNewAnswer,
  isPublication,
  profilePublishedMail,
  reviewAnsweredMail,
  suspensionMail,
} from './profile-mails';

const stampAt = (iso: string): Stamp => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { review, kooker } = modelSamples(stampAt);
const origin = 'https://kookers.fr';
const spaced = (text: string) => text.replace(/\s/g, ' ');
const hostile = '</style><script>alert(1)</script>"\'><img src=x onerror=alert(1)>';

describe('the answer to a review', () => {
  const unanswered: Review = { ...review, answer: null, answeredAt: null };
  const answered: Review = { ...review, answer: 'Merci Camille, à bientôt !' };

  it('is told when a review gets its first answer, and only then', () => {
    expect(isNewAnswer(unanswered, answered)).toBe(true);
    expect(isNewAnswer(null, answered)).toBe(false);
    expect(isNewAnswer(answered, { ...answered, rating: 4 })).toBe(false);
    expect(isNewAnswer(unanswered, { ...unanswered, comment: 'Modifié' })).toBe(false);
    expect(isNewAnswer(answered, null)).toBe(false);
  });

  it('gives the author both texts and a link to the Kooker’s profile', () => {
    const mail = reviewAnsweredMail(answered, kooker, 'Camille', origin);
    expect(mail.subject).toBe(`${kooker.firstName} ${kooker.lastName} a répondu à votre avis`);
    expect(spaced(mail.text)).toContain('Bonjour Camille,');
    expect(mail.text).toContain(review.comment);
    expect(mail.text).toContain('Merci Camille, à bientôt !');
    expect(mail.html).toContain(`href="${origin}/kookers/${kooker.id}"`);
  });
});

describe('the profile put online', () => {
  it('is told when the Kooker publishes their profile, not on a pause, another edit or a profile created online', () => {
    expect(isPublication({ published: false }, { published: true })).toBe(true);
    expect(isPublication({}, { published: true })).toBe(true);
    expect(isPublication(null, { published: true })).toBe(false);
    expect(isPublication({ published: true }, { published: true })).toBe(false);
    expect(isPublication({ published: true }, { published: false })).toBe(false);
    expect(isPublication({ published: false }, { published: false })).toBe(false);
  });

  it('says where the page is and where the bookings arrive', () => {
    const mail = profilePublishedMail(kooker.id, kooker, origin);
    expect(mail.subject).toBe('Votre profil Kookers est en ligne');
    expect(mail.text).toContain(`${origin}/kookers/${kooker.id}`);
    expect(mail.text).toContain(`${origin}/settings?onglet=reservations-recues`);
    // In the HTML, French quotes hold to their words, and a long address wraps instead of widening a phone's screen.
    expect(mail.html).toContain('«&nbsp;Réservations reçues&nbsp;»');
    expect(mail.html).toContain('overflow-wrap:anywhere');
  });
});

describe('hostile text', () => {
  it('stays text: a script, a closing style tag, quotes, in names, the review and the answer', () => {
    const strange = { firstName: hostile, lastName: 'B'.repeat(400) };
    const mails = [
      reviewAnsweredMail({ ...review, comment: hostile, answer: hostile, type: hostile }, strange, hostile, origin),
      profilePublishedMail(kooker.id, strange, origin),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<\/style|<img|onerror=alert\(1\)>/i);
      expect(mail.html).toContain('&lt;/style&gt;&lt;script&gt;');
      expect(mail.text).toContain(hostile);
    }
  });
});

describe('a suspension by Kookers’ team', () => {
  it('tells the Kooker why, what became of their bookings and where to write; then that they may publish again', () => {
    const suspended = suspensionMail(kooker, { kind: 'suspended', reason: 'Paiements demandés hors de Kookers.' }, origin);
    expect(suspended.subject).toBe('Votre profil Kookers est suspendu');
    expect(spaced(suspended.text)).toMatch(/Motif : +Paiements demandés hors de Kookers\./);
    expect(spaced(suspended.text)).toContain('https://kookers.fr/contact');
    const hostileReason = suspensionMail(kooker, { kind: 'suspended', reason: hostile }, origin);
    expect(hostileReason.html).not.toContain('<script>');
    const lifted = suspensionMail(kooker, { kind: 'lifted' }, origin);
    expect(lifted.subject).toBe('Votre profil Kookers n’est plus suspendu');
    expect(lifted.html).toContain('https://kookers.fr/kooker-settings');
  });
});

describe('the insurance of a Kooker', () => {
  it('reminds them of its last day, and of the pause that follows unless they declare the renewed contract', () => {
    const mail = insuranceReminderMail(kooker, '2027-12-31', origin);
    expect(mail.subject).toBe('Votre assurance se termine le 31 décembre 2027');
    expect(spaced(mail.text)).toContain('Bonjour Kenza,');
    expect(mail.text).toContain('Dès le lendemain, votre profil sera mis en pause');
    expect(mail.html).toContain(`href="${origin}/kooker-settings"`);
  });

  it('tells them their profile is paused once it ended, that their bookings stay, and the way out', () => {
    const mail = insuranceExpiredMail({ firstName: hostile }, '2026-11-25', origin);
    expect(mail.subject).toBe('Votre assurance a pris fin : votre profil Kookers est en pause');
    expect(mail.text).toContain('s’est terminée le 25 novembre 2026');
    expect(mail.text).toContain('Vos réservations déjà faites restent');
    expect(mail.text).toContain('déclarez votre nouveau contrat');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells a Kooker published before the checks what is missing', () => {
    const mail = identityMissingMail(kooker, ['un téléphone vérifié par SMS'], origin);
    expect(mail.text).toContain('Il manque à votre profil : un téléphone vérifié par SMS.');
  });
});
