/**
 * The emails of a booking's life (docs/notifications.md): which ones a change of the booking
 * document calls for, and what each says to each party. Pure: `mailOnBooking` reads the
 * recipients' addresses and writes the `mail` documents.
 */
import {
  bookingWhen,
  cancellationPolicyText,
  kookerContactsText,
  participantsLabel,
  placeText,
  type BookingSide,
  type Booking,
} from '@kookers/domain/booking';
import { formatCents } from '@kookers/domain/money';
import { dietaryLabels } from '@kookers/domain/kookers';
import { withoutLinks } from '@kookers/domain/messaging';
import type { EmailPreferences } from '@kookers/domain/accounts';
import { PARTICIPANTS_MAX } from '@kookers/domain/rules';
import { calendarInvitation, type CalendarAttachment } from './calendar';
import { renderMail, type MailBody, type MailContent } from './layout';

/** What happened to the booking that its parties are told. */
export type BookingMailEvent =
  | { kind: 'confirmed' }
  | { kind: 'participants'; from: number; to: number; refunded: number }
  | { kind: 'cancelled'; refunded: number }
  /** Kookers' team refunded a booking already settled (completed, or cancelled): docs/argent.md. */
  | { kind: 'platform-refund'; refunded: number; clawback: number }
  | { kind: 'reminder' }
  | { kind: 'review-request' }
  /** The Kooker's phone and private address reach the client (docs/reservations.md, « Se joindre »). */
  | { kind: 'contacts' }
  /** A payment that succeeded too late — the hold over, the time given away or the booking expired — refunded in full. */
  | { kind: 'late-refund'; refunded: number }
  /** A refund that had succeeded, refused later by the client's bank (docs/argent.md, « Le registre »). */
  | { kind: 'refund-failed-later'; entryId: string; amount: number };

/** Who is told of an event: both parties, but the review is asked of, and the Kooker's contacts given to, the client only. */
export function recipientsOf(event: BookingMailEvent): readonly BookingSide[] {
  const clientOnly: BookingMailEvent['kind'][] = ['review-request', 'contacts', 'late-refund', 'refund-failed-later'];
  return clientOnly.includes(event.kind) ? ['client'] : ['client', 'kooker'];
}

/**
 * The choice of 'Mon profil' that turns an event's mail off, or null for a mail always sent: the
 * confirmation, a change and a cancellation (docs/notifications.md « Ce que chacun choisit »).
 */
export function preferenceOf(event: BookingMailEvent): keyof EmailPreferences | null {
  if (event.kind === 'reminder') return 'reminders';
  if (event.kind === 'review-request') return 'reviewRequests';
  return null;
}

/**
 * The events a write of a booking document tells: its creation confirmed, its participants
 * lowered, its cancellation, its completion (the client is asked for a review), a refund decided
 * by Kookers' team after it was settled, the Kooker's contacts given to the client. Anything else
 * (a payout released, contacts erased) sends nothing. The reminder comes from the scheduled jobs (reminders.ts).
 */
export function bookingMailEvents(before: Booking | null, after: Booking | null): BookingMailEvent[] {
  if (!after) return [];
  // Confirmed once paid (a booking is born awaiting its payment; one written confirmed at once is a seed's or an old test's).
  if (!before) return after.status === 'confirmed' ? [{ kind: 'confirmed' }] : [];
  // A refund the client's bank refused after it had succeeded: the client is told, whatever else moved.
  const failedLater = after.ledger.filter(
    (entry) =>
      entry.type === 'refund' &&
      entry.state === 'failed' &&
      before.ledger.some((earlier) => earlier.id === entry.id && earlier.state === 'succeeded'),
  );
  if (failedLater.length > 0) return failedLater.map((entry) => ({ kind: 'refund-failed-later', entryId: entry.id, amount: entry.amount }));
  // Paid too late: never confirmed, refunded in full (domain/src/booking/decide-payment.ts); the client is told.
  if (after.status === 'expired' && before.payment.status !== 'refunded' && after.payment.status === 'refunded')
    return [{ kind: 'late-refund', refunded: after.amounts.refund }];
  if (before.status === 'awaiting-payment') return after.status === 'confirmed' ? [{ kind: 'confirmed' }] : [];
  if (after.status === 'confirmed' && before.contactsStatus === 'withheld' && after.contactsStatus === 'shared')
    return [{ kind: 'contacts' }];
  if (before.status === 'confirmed' && after.status === 'cancelled') {
    return [{ kind: 'cancelled', refunded: after.amounts.refund - before.amounts.refund }];
  }
  if (before.status === 'confirmed' && after.status === 'completed') return [{ kind: 'review-request' }];
  if (before.status === after.status && before.platformDecision === null && after.platformDecision !== null) {
    return [{ kind: 'platform-refund', refunded: after.platformDecision.refund, clawback: after.platformDecision.clawback }];
  }
  if (before.status === 'confirmed' && after.status === 'confirmed' && after.participants < before.participants) {
    return [
      { kind: 'participants', from: before.participants, to: after.participants, refunded: after.amounts.refund - before.amounts.refund },
    ];
  }
  return [];
}

/**
 * The id of the `mail` document of an event for one party: the same for a retried trigger, so
 * that it is never sent twice (each lowering of the participants has its own count).
 */
export function bookingMailId(bookingId: string, event: BookingMailEvent, side: BookingSide): string {
  // participants-2, cancelled, reminder, review-request…
  const what =
    event.kind === 'participants'
      ? `participants-${event.to}`
      : event.kind === 'refund-failed-later'
        ? `${event.kind}-${event.entryId}`
        : event.kind;
  return `booking-${bookingId}-${what}-${side}`;
}

/**
 * The invitation's SEQUENCE, which only grows: two steps per participant fewer (a count only goes
 * down), one more once the Kooker's contacts are shared (a booking never withholds them again),
 * and above any of those once cancelled.
 */
function sequenceOf(booking: Pick<Booking, 'participants' | 'contactsStatus'>, cancelled: boolean): number {
  if (cancelled) return 2 * PARTICIPANTS_MAX + 1;
  return 2 * (PARTICIPANTS_MAX - booking.participants) + (booking.contactsStatus === 'withheld' ? 0 : 1);
}

/** Where the calendar event takes place: the address the booking holds for now, or else, at the Kooker's, their commune. */
function eventLocation(booking: Booking): string {
  return booking.place.address || (booking.place.location === 'kooker' ? booking.kooker.city : '');
}

export interface BookingMailContext {
  /** The site's origin, for the links ("https://kookers.fr"). */
  origin: string;
  /** When the event happened (the policy's dates are read from then). */
  now: Date;
  /** The recipient's email address, for the invitation's attendee. */
  to: string;
}

export interface BookingMail extends MailContent {
  attachments: CalendarAttachment[];
}

const kookerName = (booking: Booking) => `${booking.kooker.firstName} ${booking.kooker.lastName}`.trim() || 'Votre Kooker';
const clientName = (booking: Booking) =>
  `${booking.contacts.client.firstName} ${booking.contacts.client.lastName}`.trim() || booking.clientName || 'Votre client';
const hello = (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,');
const FOOTER = 'Vous recevez ce message parce qu’il concerne une de vos réservations sur Kookers.';
/** How to stop an optional mail: 'Courriels' in 'Mon profil'. */
const turnOff = (what: string, origin: string) => `Pour ne plus recevoir ${what} : « Courriels » dans Mon profil, ${origin}/settings.`;

/** The email of `event` to one party of the booking, with its calendar event when it changes the booking. */
export function bookingMail(booking: Booking, event: BookingMailEvent, side: BookingSide, context: BookingMailContext): BookingMail {
  const url = `${context.origin}/reservations/${encodeURIComponent(booking.id)}`;
  const when = bookingWhen(booking);
  if (event.kind === 'review-request') {
    const content = renderMail({
      ...reviewRequestBody(booking),
      action: { label: 'Donner mon avis', url: `${context.origin}/settings?onglet=historique` },
      footer: [FOOTER, turnOff('les demandes d’avis', context.origin)],
    });
    return { ...content, attachments: [] };
  }
  if (event.kind === 'platform-refund') {
    const content = renderMail({
      ...platformRefundBody(booking, event, side),
      action: { label: 'Voir la réservation', url },
      footer: [FOOTER],
    });
    return { ...content, attachments: [] };
  }
  if (event.kind === 'refund-failed-later') {
    const content = renderMail({
      ...refundFailedLaterBody(booking, event, when),
      action: { label: 'Voir la réservation', url },
      footer: [FOOTER],
    });
    return { ...content, attachments: [] };
  }
  if (event.kind === 'late-refund') {
    const content = renderMail({
      ...lateRefundBody(booking, event, when),
      action: { label: 'Voir la réservation', url },
      footer: [FOOTER],
    });
    return { ...content, attachments: [] };
  }
  if (event.kind === 'reminder') {
    const content = renderMail({
      ...reminderBody(booking, side, when),
      action: { label: 'Voir la réservation', url },
      footer: [FOOTER, turnOff('les rappels', context.origin)],
    });
    return { ...content, attachments: [] };
  }
  const body =
    event.kind === 'contacts'
      ? contactsBody(booking, when)
      : side === 'client'
        ? clientBody(booking, event, when, context)
        : kookerBody(booking, event, when);
  const content = renderMail({ ...body, action: { label: 'Voir la réservation', url }, footer: [FOOTER] });
  const invitation = calendarInvitation({
    booking,
    location: eventLocation(booking),
    cancelled: event.kind === 'cancelled',
    sequence: sequenceOf(booking, event.kind === 'cancelled'),
    title: side === 'client' ? `${booking.service.name} avec ${kookerName(booking)}` : `${booking.service.name} : ${clientName(booking)}`,
    description: `${participantsLabel(booking.participants)}. ${url}`,
    url,
    attendee: context.to,
  });
  return { ...content, attachments: invitation ? [invitation] : [] };
}

type ChangeEvent = BookingMailEvent & { kind: 'confirmed' | 'participants' | 'cancelled' };

/** Tomorrow's booking, to each party: when, where, how to reach the other, what the guests cannot eat. */
function reminderBody(booking: Booking, side: BookingSide, when: string): Body {
  const other: Array<[string, string]> =
    side === 'client'
      ? kookerPhoneRow(booking)
      : [
          ['Client', clientName(booking)],
          ...(booking.contacts.client.phone ? ([['Téléphone', booking.contacts.client.phone]] as Array<[string, string]>) : []),
          ['Allergies', booking.dietary.allergens.length > 0 ? dietaryLabels(booking.dietary.allergens).join(', ') : 'Aucune signalée'],
        ];
  return {
    subject: `Rappel : ${booking.service.name}, ${when}`,
    title: 'C’est bientôt',
    paragraphs: [
      hello(side === 'client' ? booking.contacts.client.firstName : booking.kooker.firstName),
      side === 'client'
        ? `${kookerName(booking)} vous attend ${when} pour « ${booking.service.name} ».`
        : `${clientName(booking)} a réservé « ${booking.service.name} » ${when}.`,
    ],
    details: [['Date', when], ['Participants', participantsLabel(booking.participants)], ['Où', placeText(booking, side)], ...other],
  };
}

/** After the service, to the client: a review, in a few clicks. */
function reviewRequestBody(booking: Booking): Body {
  const name = kookerName(booking);
  return {
    subject: `Comment s’est passé « ${booking.service.name} » ?`,
    title: 'Votre avis compte',
    paragraphs: [
      hello(booking.contacts.client.firstName),
      `Merci d’avoir cuisiné avec ${name}. Une note et quelques mots aident les autres clients à choisir, et ${booking.kooker.firstName || 'votre Kooker'} à progresser.`,
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', bookingWhen(booking)],
    ],
  };
}

type Body = Omit<MailBody, 'action' | 'footer'>;

/** A refund Kookers' team decided after the booking was settled, to each party: how much, and why. */
function platformRefundBody(booking: Booking, event: BookingMailEvent & { kind: 'platform-refund' }, side: BookingSide): Body {
  const when = bookingWhen(booking);
  const reason: Array<[string, string]> = booking.platformDecision?.reason ? [['Motif', booking.platformDecision.reason]] : [];
  if (side === 'client') {
    return {
      subject: `Remboursement : ${booking.service.name}, ${when}`,
      title: 'L’équipe Kookers vous rembourse',
      paragraphs: [
        hello(booking.contacts.client.firstName),
        event.refunded > 0
          ? `Après examen de votre réservation du ${when} auprès de ${kookerName(booking)}, l’équipe Kookers vous rembourse ${formatCents(event.refunded)}.`
          : `Après examen de votre réservation du ${when} auprès de ${kookerName(booking)}, l’équipe Kookers a pris sa décision : elle ne donne pas lieu à un remboursement.`,
      ],
      details: [['Prestation', booking.service.name], ['Date', when], ...reason, ['Remboursement', formatCents(event.refunded)]],
    };
  }
  return {
    subject: `Remboursement d’un client : ${booking.service.name}, ${when}`,
    title: 'L’équipe Kookers a remboursé un client',
    paragraphs: [
      hello(booking.kooker.firstName),
      `Après examen de la réservation de ${clientName(booking)} du ${when}, l’équipe Kookers a remboursé le client de ${formatCents(event.refunded)}.`,
      event.clawback > 0
        ? `${formatCents(event.clawback)} sont repris sur votre rémunération. Pour en parler, écrivez-nous via le formulaire de contact.`
        : 'Votre rémunération ne change pas.',
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ...reason,
      ['Repris sur votre rémunération', formatCents(event.clawback)],
      ['Votre rémunération', formatCents(booking.amounts.kookerPayout)],
    ],
  };
}

/** A payment that came too late, to the client: no booking, everything given back. */
function lateRefundBody(booking: Booking, event: BookingMailEvent & { kind: 'late-refund' }, when: string): Body {
  return {
    subject: `Paiement remboursé : ${booking.service.name}, ${when}`,
    title: 'Votre réservation n’a pas pu être confirmée',
    paragraphs: [
      hello(booking.contacts.client.firstName),
      `Votre paiement pour « ${booking.service.name} » avec ${kookerName(booking)} ${when} nous est parvenu après la fin du temps de paiement, quand ce moment n’était plus libre. La réservation n’a pas eu lieu : vous êtes remboursé en entier, ${formatCents(event.refunded)}, sur la carte utilisée (sous quelques jours selon votre banque).`,
      'Vous pouvez réserver un autre créneau ou demander une offre au Kooker.',
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ['Remboursement', formatCents(event.refunded)],
    ],
  };
}

/** A refund refused by the client's bank after it had succeeded, to the client: what happens now. */
function refundFailedLaterBody(booking: Booking, event: BookingMailEvent & { kind: 'refund-failed-later' }, when: string): Body {
  return {
    subject: `Remboursement refusé par votre banque : ${booking.service.name}, ${when}`,
    title: 'Votre banque a refusé votre remboursement',
    paragraphs: [
      hello(booking.contacts.client.firstName),
      `Le remboursement de ${formatCents(event.amount)} pour « ${booking.service.name} » avec ${kookerName(booking)}, le ${when}, avait été fait sur la carte utilisée, mais votre banque l’a refusé après coup (le plus souvent : une carte fermée ou remplacée). L’argent nous est revenu : rien n’est perdu.`,
      'L’équipe Kookers vous écrit sous deux jours ouvrés pour vous rembourser par virement. Vous pouvez aussi nous écrire dès maintenant via le formulaire de contact, avec l’IBAN du compte à créditer.',
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ['Remboursement à refaire', formatCents(event.amount)],
    ],
  };
}

/** The week before, to the client: the Kooker's phone and, at the Kooker's, their address. */
function contactsBody(booking: Booking, when: string): Body {
  const name = kookerName(booking);
  return {
    subject: `Les coordonnées de ${name} : ${booking.service.name}, ${when}`,
    title: `Vous pouvez joindre ${booking.kooker.firstName || 'votre Kooker'}`,
    paragraphs: [
      hello(booking.contacts.client.firstName),
      `Votre prestation approche : voici de quoi joindre ${name}${booking.place.location === 'kooker' ? ' et où le retrouver' : ''}. L’invitation jointe met votre agenda à jour.`,
    ],
    details: [['Prestation', booking.service.name], ['Date', when], ['Où', placeText(booking, 'client')], ...kookerPhoneRow(booking)],
  };
}

/** The Kooker's phone for the client, once on the booking; while withheld, when it comes. */
function kookerPhoneRow(booking: Booking): Array<[string, string]> {
  const label = `Téléphone de ${booking.kooker.firstName || 'votre Kooker'}`;
  if (booking.contacts.kookerPhone) return [[label, booking.contacts.kookerPhone]];
  const comes = kookerContactsText(booking);
  return comes ? [[label, `donné ${comes}, par courriel et sur la réservation`]] : [];
}

function clientBody(booking: Booking, event: ChangeEvent, when: string, context: BookingMailContext): Body {
  const name = kookerName(booking);
  const greeting = hello(booking.contacts.client.firstName);
  const phone = kookerPhoneRow(booking);
  const facts: Array<[string, string]> = [
    ['Prestation', booking.service.name],
    ['Date', when],
    ['Participants', participantsLabel(booking.participants)],
    ['Où', placeText(booking, 'client')],
    ...phone,
  ];
  if (event.kind === 'confirmed') {
    const startAt = booking.startAt?.toDate();
    return {
      subject: `Réservation confirmée : ${booking.service.name}, ${when}`,
      title: 'Votre réservation est confirmée',
      paragraphs: [greeting, `${name} vous attend ${when}. Le paiement de ${formatCents(booking.amounts.total)} est bien reçu.`],
      details: [
        ...facts,
        ['Total payé', formatCents(booking.amounts.total)],
        ...(startAt ? ([['Annulation', cancellationPolicyText(startAt, booking.terms, context.now)]] as Array<[string, string]>) : []),
      ],
    };
  }
  if (event.kind === 'participants') {
    return {
      subject: `Réservation modifiée : ${participantsLabel(event.to)}, ${when}`,
      title: 'Votre réservation est modifiée',
      paragraphs: [
        greeting,
        `Vous passez de ${event.from} à ${event.to} participants. ${event.refunded > 0 ? `Vous êtes remboursé de ${formatCents(event.refunded)}.` : 'Ce changement ne donne pas lieu à un remboursement.'}`,
      ],
      details: [...facts, ['Nouveau total', formatCents(booking.amounts.total - booking.amounts.refund)]],
    };
  }
  const byKooker = booking.cancelledBy === 'kooker';
  const byPlatform = booking.cancelledBy === 'platform';
  return {
    subject: `Réservation annulée : ${booking.service.name}, ${when}`,
    title: 'Votre réservation est annulée',
    paragraphs: [
      greeting,
      byPlatform
        ? `L’équipe Kookers a annulé votre réservation du ${when} auprès de ${name}. Nous sommes désolés pour ce contretemps.`
        : byKooker
          ? `${name} a annulé votre réservation du ${when}.`
          : `Vous avez annulé votre réservation du ${when} auprès de ${name}.`,
      event.refunded > 0
        ? `Vous êtes remboursé de ${formatCents(event.refunded)}.`
        : 'Cette annulation ne donne pas lieu à un remboursement.',
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ...(booking.cancellationReason
        ? ([[byPlatform ? 'Motif de l’équipe Kookers' : 'Motif', withoutLinks(booking.cancellationReason)]] as Array<[string, string]>)
        : []),
      ['Remboursement', formatCents(event.refunded)],
    ],
  };
}

function kookerBody(booking: Booking, event: ChangeEvent, when: string): Body {
  const client = clientName(booking);
  const greeting = hello(booking.kooker.firstName);
  const { allergens, diets, note } = booking.dietary;
  const facts: Array<[string, string]> = [
    ['Prestation', booking.service.name],
    ['Date', when],
    ['Participants', participantsLabel(booking.participants)],
    ['Client', client],
    ...(booking.contacts.client.phone ? ([['Téléphone', booking.contacts.client.phone]] as Array<[string, string]>) : []),
    ['Où', placeText(booking, 'kooker')],
    ['Allergies', allergens.length > 0 ? dietaryLabels(allergens).join(', ') : 'Aucune signalée'],
    ...(diets.length > 0 ? ([['Régimes', dietaryLabels(diets).join(', ')]] as Array<[string, string]>) : []),
    ...(note ? ([['Message du client', withoutLinks(note)]] as Array<[string, string]>) : []),
  ];
  if (event.kind === 'confirmed') {
    return {
      subject: `Nouvelle réservation : ${booking.service.name}, ${when}`,
      title: 'Vous avez une nouvelle réservation',
      paragraphs: [greeting, `${client} a réservé « ${booking.service.name} » pour ${participantsLabel(booking.participants)}, ${when}.`],
      details: [...facts, ['Votre rémunération', formatCents(booking.amounts.kookerPayout)]],
    };
  }
  if (event.kind === 'participants') {
    return {
      subject: `Réservation modifiée : ${participantsLabel(event.to)}, ${when}`,
      title: 'Une réservation est modifiée',
      paragraphs: [greeting, `${client} passe de ${event.from} à ${event.to} participants.`],
      details: [...facts, ['Votre rémunération', formatCents(booking.amounts.kookerPayout)]],
    };
  }
  const byKooker = booking.cancelledBy === 'kooker';
  const byPlatform = booking.cancelledBy === 'platform';
  return {
    subject: `Réservation annulée : ${booking.service.name}, ${when}`,
    title: 'Une réservation est annulée',
    paragraphs: [
      greeting,
      byPlatform
        ? `L’équipe Kookers a annulé la réservation de ${client} du ${when}. Pour en parler, écrivez-nous via le formulaire de contact.`
        : byKooker
          ? `Vous avez annulé la réservation de ${client} du ${when} ; le client est remboursé en entier.`
          : `${client} a annulé sa réservation du ${when}.`,
    ],
    details: [
      ['Prestation', booking.service.name],
      ['Date', when],
      ...(booking.cancellationReason
        ? ([[byPlatform ? 'Motif de l’équipe Kookers' : 'Motif', withoutLinks(booking.cancellationReason)]] as Array<[string, string]>)
        : []),
      ['Votre rémunération', formatCents(booking.amounts.kookerPayout)],
    ],
  };
}
