import type { Booking } from '@kookers/domain/booking';
import type { Stamp } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { describe, expect, it } from 'vitest';
import { bookingMail, bookingMailEvents, bookingMailId, preferenceOf, recipientsOf, type BookingMailEvent } from './booking-mails';
import { escapeHtml } from './layout';

const stampAt = (iso: string): Stamp => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
// Camille books Kenza's "Atelier tajine" for 3 on 4 December at 10:00, at her home in Marseille.
const { booking } = modelSamples(stampAt);
const context = { origin: 'https://kookers.fr', now: new Date('2026-11-20T10:00:00Z'), to: 'camille@example.fr' };
/** French texts hold no-break spaces ("120 €", "50 %"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const confirmed: BookingMailEvent = { kind: 'confirmed' };

const cancelledBy = (by: 'client' | 'kooker', refund: number, reason: string | null = null): Booking => ({
  ...booking,
  status: 'cancelled',
  cancelledBy: by,
  cancellationReason: reason,
  amounts: { ...booking.amounts, refund },
});

describe('which emails a write of a booking calls for', () => {
  it('a booking made, cancelled, or with fewer participants, and nothing else', () => {
    expect(bookingMailEvents(null, booking)).toEqual([confirmed]);
    expect(bookingMailEvents(booking, cancelledBy('client', 6000))).toEqual([{ kind: 'cancelled', refunded: 6000 }]);
    const fewer = { ...booking, participants: 2, amounts: { ...booking.amounts, refund: 4000 } };
    expect(bookingMailEvents(booking, fewer)).toEqual([{ kind: 'participants', from: 3, to: 2, refunded: 4000 }]);
    // Completed: the client is asked for a review. Its payout released, deleted: nothing to tell.
    expect(bookingMailEvents(booking, { ...booking, status: 'completed' })).toEqual([{ kind: 'review-request' }]);
    expect(recipientsOf({ kind: 'review-request' })).toEqual(['client']);
    expect(recipientsOf({ kind: 'reminder' })).toEqual(['client', 'kooker']);
    expect(bookingMailEvents(booking, { ...booking, payout: { ...booking.payout, status: 'released', releasedAt: null } })).toEqual([]);
    expect(bookingMailEvents(booking, null)).toEqual([]);
  });

  it('names each mail by its event and party, the same for a retried trigger', () => {
    expect(bookingMailId('b1', confirmed, 'client')).toBe('booking-b1-confirmed-client');
    expect(bookingMailId('b1', { kind: 'participants', from: 3, to: 2, refunded: 4000 }, 'kooker')).toBe(
      'booking-b1-participants-2-kooker',
    );
    expect(bookingMailId('b1', { kind: 'cancelled', refunded: 0 }, 'kooker')).toBe('booking-b1-cancelled-kooker');
  });
});

describe('the confirmation', () => {
  it('gives the client the recap, the amount, the cancellation dates, where and the Kooker’s phone', () => {
    const mail = bookingMail(booking, confirmed, 'client', context);
    expect(mail.subject).toBe('Réservation confirmée : Atelier tajine, vendredi 4 décembre 2026 à 10:00');
    const text = spaced(mail.text);
    expect(text).toContain('Bonjour Camille,');
    expect(text).toContain('Kenza Benali vous attend vendredi 4 décembre 2026 à 10:00.');
    expect(text).toContain('Participants :');
    expect(text).toContain('3 participants');
    expect(text).toContain('Chez vous : 12 rue Paradis, 13001 Marseille');
    expect(text).toContain('Téléphone de Kenza : 07 81 22 43 65');
    expect(text).toContain('Total payé :');
    expect(text).toContain('120 €');
    expect(text).toContain(
      'Annulation gratuite jusqu’au vendredi 27 novembre à 10:00 ; remboursement de 50 % jusqu’au mercredi 2 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
    expect(text).toContain('Voir la réservation : https://kookers.fr/reservations/b1');
    expect(mail.html).toContain('href="https://kookers.fr/reservations/b1"');
    expect(mail.html).not.toMatch(/<script|<link|<style/i);
  });

  it('gives the Kooker the client’s name, phone, address, participants, allergies, diets, note and payout', () => {
    const text = spaced(bookingMail(booking, confirmed, 'kooker', { ...context, to: 'kenza@example.fr' }).text);
    expect(text).toContain('Bonjour Kenza,');
    expect(text).toContain('Camille Martin a réservé « Atelier tajine » pour 3 participants, vendredi 4 décembre 2026 à 10:00.');
    for (const line of [
      '06 12 34 56 78',
      'Chez le client : 12 rue Paradis, 13001 Marseille',
      'Fruits à coque',
      'Végétarien',
      'Ma fille a 8 ans.',
      '108 €',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('escapes what users typed in the HTML, and keeps it as typed in the text', () => {
    const note = '<script>alert("x")</script> & <b>gras</b>';
    const mail = bookingMail({ ...booking, dietary: { ...booking.dietary, note } }, confirmed, 'kooker', context);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>gras');
    expect(mail.html).toContain(escapeHtml(note));
    expect(mail.text).toContain(note);
    expect(escapeHtml(`"Léa" & l'<équipe>`)).toBe('&quot;Léa&quot; &amp; l&#39;&lt;équipe&gt;');
  });

  it('carries a calendar invitation: the booking’s UID, Paris time, the address, REQUEST', () => {
    const [invitation] = bookingMail(booking, confirmed, 'client', context).attachments;
    expect(invitation).toMatchObject({ filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    const ics = invitation?.content ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:b1@kookers.fr');
    // Made inside the week before: the Kooker's contacts shared at once (2 × (8 − 3) + 1).
    expect(ics).toContain('SEQUENCE:11');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261204T100000');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20261204T120000');
    expect(ics).toContain('SUMMARY:Atelier tajine avec Kenza Benali');
    expect(ics).toContain('LOCATION:12 rue Paradis\\, 13001 Marseille');
    expect(ics).toContain('STATUS:CONFIRMED');
  });
});

describe('the Kooker’s contacts, withheld until a cancellation would cost the client something', () => {
  // Booked on 20 November for 19 December, at Kenza's: free cancellation until 12 December at 10:00.
  const later: Booking = {
    ...booking,
    date: '2026-12-19',
    startAt: stampAt('2026-12-19T09:00:00Z'),
    endAt: stampAt('2026-12-19T11:00:00Z'),
    place: { location: 'kooker', address: '' },
    contacts: { ...booking.contacts, kookerPhone: '' },
    contactsStatus: 'withheld',
  };
  const shared: Booking = {
    ...later,
    place: { location: 'kooker', address: '8 rue Sainte, 13001 Marseille' },
    contacts: { ...booking.contacts, kookerPhone: '07 81 22 43 65' },
    contactsStatus: 'shared',
  };

  it('the confirmation says when the phone and the address come, and the invitation names only the commune', () => {
    const mail = bookingMail(later, confirmed, 'client', context);
    const text = spaced(mail.text);
    expect(text).toContain('Chez le Kooker, à Marseille (adresse donnée à partir du samedi 12 décembre à 10:00)');
    expect(text).toContain('Téléphone de Kenza : donné à partir du samedi 12 décembre à 10:00, par courriel et sur la réservation');
    expect(text).not.toContain('07 81 22 43 65');
    const ics = mail.attachments[0]?.content ?? '';
    expect(ics).toContain('LOCATION:Marseille');
    expect(ics).toContain('SEQUENCE:10');
  });

  it('once shared, the client alone is mailed the phone and the address, with the invitation updated', () => {
    expect(bookingMailEvents(later, shared)).toEqual([{ kind: 'contacts' }]);
    expect(recipientsOf({ kind: 'contacts' })).toEqual(['client']);
    expect(bookingMailId('b1', { kind: 'contacts' }, 'client')).toBe('booking-b1-contacts-client');
    // Erased after the service: nothing to tell.
    expect(bookingMailEvents({ ...shared, status: 'completed' }, { ...later, status: 'completed', contactsStatus: 'erased' })).toEqual([]);
    const mail = bookingMail(shared, { kind: 'contacts' }, 'client', context);
    expect(mail.subject).toBe('Les coordonnées de Kenza Benali : Atelier tajine, samedi 19 décembre 2026 à 10:00');
    const text = spaced(mail.text);
    expect(text).toContain('Chez le Kooker : 8 rue Sainte, 13001 Marseille');
    expect(text).toContain('Téléphone de Kenza : 07 81 22 43 65');
    const ics = mail.attachments[0]?.content ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('LOCATION:8 rue Sainte\\, 13001 Marseille');
    expect(ics).toContain('SEQUENCE:11');
  });

  it('keeps the SEQUENCE growing whatever the order of shares, fewer participants and cancellation', () => {
    const sequence = (b: Booking, kind: 'confirmed' | 'contacts' | 'cancelled' = 'confirmed') => {
      const event: BookingMailEvent = kind === 'cancelled' ? { kind, refunded: 0 } : { kind };
      return Number(/SEQUENCE:(\d+)/.exec(bookingMail(b, event, 'client', context).attachments[0]?.content ?? '')?.[1]);
    };
    const steps = [
      sequence(later),
      sequence({ ...later, participants: 2 }),
      sequence({ ...shared, participants: 2 }, 'contacts'),
      sequence({ ...shared, participants: 2, status: 'cancelled' }, 'cancelled'),
    ];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    expect(sequence({ ...shared, participants: 8 }, 'contacts')).toBeGreaterThan(sequence({ ...later, participants: 8 }));
  });
});

describe('the invitation’s hours across a clock change', () => {
  it('says the hour the booking says, in summer and in winter time, on the very day of each change', () => {
    const on = (date: string, startIso: string, endIso: string) =>
      bookingMail({ ...booking, date, startAt: stampAt(startIso), endAt: stampAt(endIso) }, confirmed, 'kooker', context).attachments[0]
        ?.content ?? '';
    // Sunday 28 March 2027, clocks go forward at 02:00: 10:00 in Paris is 08:00 UTC.
    const spring = on('2027-03-28', '2027-03-28T08:00:00Z', '2027-03-28T10:00:00Z');
    expect(spring).toContain('DTSTART;TZID=Europe/Paris:20270328T100000');
    expect(spring).toContain('DTEND;TZID=Europe/Paris:20270328T120000');
    // Sunday 31 October 2027, clocks go back at 03:00: 10:00 in Paris is 09:00 UTC.
    const autumn = on('2027-10-31', '2027-10-31T09:00:00Z', '2027-10-31T11:00:00Z');
    expect(autumn).toContain('DTSTART;TZID=Europe/Paris:20271031T100000');
  });
});

describe('the reminder and the review request', () => {
  it('reminds each party of tomorrow: when, where, the other’s phone; the Kooker the allergies too', () => {
    const client = bookingMail(booking, { kind: 'reminder' }, 'client', context);
    expect(client.subject).toBe('Rappel : Atelier tajine, vendredi 4 décembre 2026 à 10:00');
    expect(spaced(client.text)).toContain('Kenza Benali vous attend vendredi 4 décembre 2026 à 10:00 pour « Atelier tajine ».');
    expect(client.text).toContain('07 81 22 43 65');
    expect(client.attachments).toEqual([]);
    const kooker = spaced(bookingMail(booking, { kind: 'reminder' }, 'kooker', context).text);
    expect(kooker).toContain('Camille Martin a réservé « Atelier tajine » vendredi 4 décembre 2026 à 10:00.');
    expect(kooker).toContain('06 12 34 56 78');
    expect(kooker).toContain('Fruits à coque');
    expect(kooker).toContain('Pour ne plus recevoir les rappels : « Courriels » dans Mon profil, https://kookers.fr/settings.');
    expect(bookingMailId('b1', { kind: 'reminder' }, 'kooker')).toBe('booking-b1-reminder-kooker');
  });

  it('asks the client for a review, with a link to their history', () => {
    const mail = bookingMail({ ...booking, status: 'completed' }, { kind: 'review-request' }, 'client', context);
    expect(mail.subject).toBe('Comment s’est passé « Atelier tajine » ?');
    expect(mail.text).toContain('Merci d’avoir cuisiné avec Kenza Benali.');
    expect(mail.text).toContain('Donner mon avis : https://kookers.fr/settings?onglet=historique');
    expect(spaced(mail.text)).toContain('Pour ne plus recevoir les demandes d’avis : « Courriels » dans Mon profil');
    expect(bookingMailId('b1', { kind: 'review-request' }, 'client')).toBe('booking-b1-review-request-client');
  });

  it('lets only the reminder and the review request be turned off', () => {
    expect(preferenceOf({ kind: 'reminder' })).toBe('reminders');
    expect(preferenceOf({ kind: 'review-request' })).toBe('reviewRequests');
    expect(preferenceOf({ kind: 'confirmed' })).toBeNull();
    expect(preferenceOf({ kind: 'cancelled', refunded: 0 })).toBeNull();
    expect(preferenceOf({ kind: 'participants', from: 3, to: 2, refunded: 0 })).toBeNull();
  });
});

describe('hostile text', () => {
  it('stays text in every template: a script, a closing style tag, quotes, a very long name', () => {
    const hostile = '</style><script>alert(1)</script>"\'><img src=x onerror=alert(1)>';
    const long = 'A'.repeat(400);
    const strange: Booking = {
      ...booking,
      kooker: { ...booking.kooker, firstName: hostile, lastName: long },
      contacts: { ...booking.contacts, client: { firstName: hostile, lastName: long, phone: '06 12 34 56 78' } },
      place: { location: 'client', address: hostile },
      dietary: { ...booking.dietary, note: hostile },
      service: { ...booking.service, name: hostile },
      cancellationReason: hostile,
    };
    const events: BookingMailEvent[] = [
      confirmed,
      { kind: 'participants', from: 3, to: 2, refunded: 4000 },
      { kind: 'cancelled', refunded: 0 },
      { kind: 'reminder' },
      { kind: 'review-request' },
    ];
    for (const event of events) {
      for (const side of recipientsOf(event)) {
        const mail = bookingMail({ ...strange, status: event.kind === 'cancelled' ? 'cancelled' : 'confirmed' }, event, side, context);
        expect(mail.html, `${event.kind} ${side}`).not.toMatch(/<script|<\/style|<img|onerror=alert\(1\)>/i);
        expect(mail.html).toContain('&lt;/style&gt;&lt;script&gt;');
        expect(mail.text).toContain(hostile);
        // The calendar text escapes its own separators.
        expect(mail.attachments[0]?.content ?? '').not.toMatch(
          /\r\n[^\r]*<script>alert\(1\)<\/script>"'><img src=x onerror=alert\(1\)>\r\nBEGIN/,
        );
      }
    }
  });
});

describe('a change and a cancellation', () => {
  it('tells the client the new count and the refund, and updates the event', () => {
    const fewer = { ...booking, participants: 2, amounts: { total: 12000, refund: 4000, commission: 800, kookerPayout: 7200 } };
    const mail = bookingMail(fewer, { kind: 'participants', from: 3, to: 2, refunded: 4000 }, 'client', context);
    expect(mail.subject).toBe('Réservation modifiée : 2 participants, vendredi 4 décembre 2026 à 10:00');
    expect(spaced(mail.text)).toContain('Vous passez de 3 à 2 participants. Vous êtes remboursé de 40 €.');
    expect(spaced(mail.text)).toMatch(/Nouveau total : +80 €/);
    expect(mail.attachments[0]?.content).toContain('SEQUENCE:13');
  });

  it('says who cancelled, the reason and the refund, and removes the event with a higher SEQUENCE', () => {
    const byKooker = cancelledBy('kooker', 12000, 'Je suis malade, désolée.');
    const client = bookingMail(byKooker, { kind: 'cancelled', refunded: 12000 }, 'client', context);
    expect(client.subject).toBe('Réservation annulée : Atelier tajine, vendredi 4 décembre 2026 à 10:00');
    expect(spaced(client.text)).toContain('Kenza Benali a annulé votre réservation du vendredi 4 décembre 2026 à 10:00.');
    expect(spaced(client.text)).toContain('Vous êtes remboursé de 120 €.');
    expect(client.text).toContain('Je suis malade, désolée.');
    const ics = client.attachments[0]?.content ?? '';
    expect(client.attachments[0]?.filename).toBe('annulation.ics');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:b1@kookers.fr');
    expect(ics).toContain('SEQUENCE:17');

    const kooker = bookingMail(cancelledBy('client', 6000), { kind: 'cancelled', refunded: 6000 }, 'kooker', context);
    expect(spaced(kooker.text)).toContain('Camille Martin a annulé sa réservation du vendredi 4 décembre 2026 à 10:00.');
  });
});

describe('a decision of Kookers’ team (docs/exploitation.md, « Agir depuis la console »)', () => {
  const decision = { reason: 'Prestation écourtée.', refundPercent: 30, refund: 3600, clawback: 3240, at: null };

  it('tells both parties that the team cancelled, with its reason, never as the Kooker’s', () => {
    const byTeam: Booking = {
      ...cancelledBy('kooker', 12000, 'Le profil de ce Kooker est suspendu par l’équipe Kookers.'),
      cancelledBy: 'platform',
    };
    const client = spaced(bookingMail(byTeam, { kind: 'cancelled', refunded: 12000 }, 'client', context).text);
    expect(client).toContain('L’équipe Kookers a annulé votre réservation du vendredi 4 décembre 2026 à 10:00 auprès de Kenza Benali.');
    expect(client).toMatch(/Motif de l’équipe Kookers : +Le profil de ce Kooker est suspendu par l’équipe Kookers\./);
    expect(client).toContain('Vous êtes remboursé de 120 €.');
    const kooker = spaced(bookingMail(byTeam, { kind: 'cancelled', refunded: 12000 }, 'kooker', context).text);
    expect(kooker).toContain('L’équipe Kookers a annulé la réservation de Camille Martin');
    expect(kooker).not.toContain('Vous avez annulé');
  });

  it('tells both parties of a refund after the service, once, the Kooker what is taken back', () => {
    const completed: Booking = { ...booking, status: 'completed' };
    const refunded: Booking = {
      ...completed,
      platformDecision: decision,
      amounts: { total: 12000, refund: 3600, commission: 840, kookerPayout: 7560 },
    };
    const event = { kind: 'platform-refund', refunded: 3600, clawback: 3240 } as const;
    expect(bookingMailEvents(completed, refunded)).toEqual([event]);
    // Written again (its ledger, a retried trigger): nothing more.
    expect(bookingMailEvents(refunded, { ...refunded })).toEqual([]);
    expect(bookingMailId('b1', event, 'kooker')).toBe('booking-b1-platform-refund-kooker');
    const client = bookingMail(refunded, event, 'client', context);
    expect(client.attachments).toEqual([]);
    expect(spaced(client.text)).toContain('l’équipe Kookers vous rembourse 36 €.');
    expect(spaced(client.text)).toMatch(/Motif : +Prestation écourtée\./);
    const kooker = spaced(bookingMail(refunded, event, 'kooker', context).text);
    expect(kooker).toContain('32,40 € sont repris sur votre rémunération.');
    expect(kooker).toMatch(/Votre rémunération : +75,60 €/);
  });
});

describe('a refund the client’s bank refused after it had succeeded (docs/argent.md, « Le registre »)', () => {
  const [payment] = booking.ledger;
  if (!payment) throw new Error('The sample booking has its payment.');
  const refund = { ...payment, id: 'r1', type: 'refund' as const, amount: 6000, reference: 'sim_re_1' };
  const refunded = { ...cancelledBy('client', 6000), ledger: [...booking.ledger, { ...refund, state: 'succeeded' as const }] };
  const failedLater = {
    ...refunded,
    ledger: [...booking.ledger, { ...refund, state: 'failed' as const, nextAttemptAt: null }],
  };

  it('tells the client alone, once per refund, and only when one that had succeeded fails', () => {
    const event: BookingMailEvent = { kind: 'refund-failed-later', entryId: 'r1', amount: 6000 };
    expect(bookingMailEvents(refunded, failedLater)).toEqual([event]);
    expect(recipientsOf(event)).toEqual(['client']);
    expect(bookingMailId(booking.id, event, 'client')).toBe(`booking-${booking.id}-refund-failed-later-r1-client`);
    // A refund refused at its first answer is tried again: no mail (the receipt says so).
    const requested = { ...refunded, ledger: [...booking.ledger, { ...refund, state: 'requested' as const }] };
    expect(bookingMailEvents(requested, { ...requested, ledger: failedLater.ledger })).toEqual([]);
  });

  it('says what happens now: the money came back, the team refunds by transfer', () => {
    const mail = bookingMail(failedLater, { kind: 'refund-failed-later', entryId: 'r1', amount: 6000 }, 'client', context);
    expect(spaced(mail.subject)).toBe('Remboursement refusé par votre banque : Atelier tajine, vendredi 4 décembre 2026 à 10:00');
    expect(spaced(mail.text)).toContain('Le remboursement de 60 € pour « Atelier tajine »');
    expect(spaced(mail.text)).toContain('L’équipe Kookers vous écrit sous deux jours ouvrés pour vous rembourser par virement.');
  });
});
