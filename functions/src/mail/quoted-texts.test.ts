// What a member wrote, quoted by a mail from our address, carries no link (docs/messagerie.md,
// « Chaque texte libre a sa règle »): every mail that quotes a member's words, each of them given a
// link, an email address and a bare domain.
import type { Booking } from '@kookers/domain/booking';
import type { Stamp } from '@kookers/domain/rules';
import { LINK_REMOVED } from '@kookers/domain/messaging';
import { modelSamples } from '@kookers/domain/testing';
import { describe, expect, it } from 'vitest';
import { offerMail, offerRequestMail } from '../offers/offer-mails';
import { bookingMail } from './booking-mails';
import { complaintAnsweredMail, complaintReportedMail } from './complaint-mails';
import type { MailContent } from './layout';
import { reviewAnsweredMail } from './profile-mails';

const stampAt = (iso: string): Stamp => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { booking, offer, offerRequest, review, kooker } = modelSamples(stampAt);
const origin = 'https://kookers.fr';
const context = { origin, now: new Date('2026-11-20T10:00:00Z'), to: 'x@example.fr' };

/** A member's words with three ways of pointing elsewhere. */
const LINKED = 'Voyez https://ailleurs.com/menu ou écrivez à jean@ailleurs.fr, ou sur ailleurs.net';

/** Whether a mail, in text and HTML, names none of the places the member pointed to, and says a link was removed. */
function expectNoLink(mail: MailContent) {
  for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toMatch(/ailleurs/);
  expect(mail.text).toContain(LINK_REMOVED);
}

describe('mails quoting a member', () => {
  it('a request and an offer', () => {
    const names = { kooker: 'Kenza', client: 'Camille' };
    expectNoLink(
      offerRequestMail(
        { ...offerRequest, occasion: LINKED, message: LINKED, dietary: { ...offerRequest.dietary, note: LINKED } },
        names,
        origin,
      ),
    );
    expectNoLink(offerMail({ ...offer, title: LINKED, menu: LINKED }, names, origin));
  });

  it('a complaint and its answer', () => {
    const complained: Booking = {
      ...booking,
      status: 'completed',
      complaint: { reason: 'other', text: LINKED, at: null, answer: LINKED, answeredAt: null, status: 'open' },
    };
    expectNoLink(complaintReportedMail(complained, origin));
    expectNoLink(complaintAnsweredMail(complained, origin));
  });

  it('a booking’s dietary note and the reason of a cancellation', () => {
    expectNoLink(bookingMail({ ...booking, dietary: { ...booking.dietary, note: LINKED } }, { kind: 'confirmed' }, 'kooker', context));
    const cancelled: Booking = { ...booking, status: 'cancelled', cancelledBy: 'kooker', cancellationReason: LINKED };
    expectNoLink(bookingMail(cancelled, { kind: 'cancelled', refunded: 0 }, 'client', context));
  });

  it('a review and its answer', () => {
    expectNoLink(reviewAnsweredMail({ ...review, comment: LINKED, answer: LINKED }, kooker, 'Camille', origin));
  });
});
