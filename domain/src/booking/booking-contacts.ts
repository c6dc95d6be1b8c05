/**
 * Who reads which party's phone and private address on a booking, and when (docs/reservations.md,
 * « Se joindre »): one rule, `contactsViewAt`, a function of the booking's state and the time, that
 * every writer of a booking follows (booking, payment outcome, hold expiry, abandon, cancellation,
 * suspension, completion, the hourly contacts job) through `contactFieldsAt`.
 * - Before the booking is paid (`unpaid`): neither party's. The Kooker reads the commune of an
 *   event at the client's, never the street; what the client typed waits where no browser reads
 *   (`heldContacts`, docs/modele-de-donnees.md). Booking and abandoning never buys anything.
 * - Paid (`withheld`): the client's (the Kooker prepares); the Kooker's phone and, at the Kooker's,
 *   their address only once a client's cancellation would cost the client something — inside the
 *   full-refund window, at once for a booking paid inside it (`shared`).
 * - Expired, abandoned or cancelled (`erased`): neither, ever again. Completed: both, for
 *   CONTACTS_KEPT_AFTER_END_DAYS days after the end, then neither.
 * Names stay: they are no contact details.
 */
import { CONTACTS_KEPT_AFTER_END_DAYS, FULL_REFUND_MIN_DAYS } from '../rules/rules';
import { communeLineOfAddress } from './event-address';
import { nationalPhone } from '../kookers/identity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a booking's contacts stand: `unpaid` — neither party's (the commune only of an event at
 * the client's); `withheld` — the client's, not the Kooker's; `shared` — both; `erased` — neither
 * (expired, cancelled, or long over).
 */
export const CONTACTS_STATUSES = ['unpaid', 'withheld', 'shared', 'erased'] as const;
export type ContactsStatus = (typeof CONTACTS_STATUSES)[number];

/**
 * The last instant the Kooker's contacts are withheld from the client: the last instant a
 * client's cancellation is refunded in full (exactly 7 days before the start is still free,
 * domain/src/money/refunds.ts); they are given just after.
 */
export function kookerContactsWithheldUntil(startAt: Date): Date {
  return new Date(startAt.getTime() - FULL_REFUND_MIN_DAYS * DAY_MS);
}

/** Whether the client may read the Kooker's phone and private address at `now`, the booking being paid. */
export function kookerContactsDue(startAt: Date, now: Date): boolean {
  return now.getTime() > kookerContactsWithheldUntil(startAt).getTime();
}

/** The instant a completed booking's contacts are erased: CONTACTS_KEPT_AFTER_END_DAYS after its end. */
export function contactsErasedAt(endAt: Date): Date {
  return new Date(endAt.getTime() + CONTACTS_KEPT_AFTER_END_DAYS * DAY_MS);
}

/** What the rule reads of a booking: its status and its dates. */
export interface ContactsMoment {
  status: string;
  startAt: { toDate(): Date } | null;
  endAt: { toDate(): Date } | null;
}

/** Which party's contact details a booking may show at a moment. */
export interface ContactsView {
  status: ContactsStatus;
  /** The Kooker may read the client's phone and, at the client's, the street of the event. */
  clientContacts: boolean;
  /** The client may read the Kooker's phone and, at the Kooker's, their address. */
  kookerContacts: boolean;
}

const NEITHER = (status: ContactsStatus): ContactsView => ({ status, clientContacts: false, kookerContacts: false });

/** The rule: which party's contact details `booking` may show at `now` (see the top of this file). */
export function contactsViewAt(booking: ContactsMoment, now: Date): ContactsView {
  const startAt = booking.startAt?.toDate();
  const endAt = booking.endAt?.toDate();
  switch (booking.status) {
    case 'awaiting-payment':
      return NEITHER('unpaid');
    case 'confirmed': {
      const due = !!startAt && kookerContactsDue(startAt, now);
      return { status: due ? 'shared' : 'withheld', clientContacts: true, kookerContacts: due };
    }
    case 'completed':
      return endAt && now.getTime() < contactsErasedAt(endAt).getTime()
        ? { status: 'shared', clientContacts: true, kookerContacts: true }
        : NEITHER('erased');
    default:
      return NEITHER('erased');
  }
}

/**
 * Where each party's details come from when they are shown: what the client gave at booking (their
 * phone, and the address of an event at theirs), the Kooker's private profile as it is then.
 */
export interface ContactSources {
  clientPhone: string;
  clientAddress: string;
  kookerPhone: string;
  kookerAddress: string;
}

/**
 * The phone a client receives of their Kooker: the number verified by SMS (docs/produit.md, « Qui
 * est le Kooker »), as French readers write it — not the profile's free field, which its owner may
 * rewrite —; that field only for a Kooker who never verified one.
 */
export function kookerContactPhone(user: { phone: string; verifiedPhone: string } | undefined): string {
  if (!user) return '';
  return user.verifiedPhone ? nationalPhone(user.verifiedPhone) : user.phone;
}

/** The fields of a booking that hold contact details, and where they stand. */
export interface ContactFields {
  'contacts.client.phone': string;
  'contacts.kookerPhone': string;
  'place.address': string;
  contactsStatus: ContactsStatus;
}

/**
 * The contact fields `booking` holds at `now`: each party's details from `sources` where the rule
 * shows them, '' where it does not — but, before payment, the commune of an event at the client's.
 * A source the writer did not read is needed only where the rule shows it.
 */
export function contactFieldsAt(
  booking: ContactsMoment & { place: { location: string } },
  sources: Partial<ContactSources>,
  now: Date,
): ContactFields {
  const view = contactsViewAt(booking, now);
  const clientAddress = (sources.clientAddress ?? '').trim();
  const address =
    booking.place.location === 'client'
      ? view.clientContacts
        ? clientAddress
        : view.status === 'unpaid'
          ? communeLineOfAddress(clientAddress)
          : ''
      : view.kookerContacts
        ? (sources.kookerAddress ?? '').trim()
        : '';
  return {
    'contacts.client.phone': view.clientContacts ? (sources.clientPhone ?? '').trim() : '',
    'contacts.kookerPhone': view.kookerContacts ? (sources.kookerPhone ?? '') : '',
    'place.address': address,
    contactsStatus: view.status,
  };
}

/** What a booking no longer holds once the rule shows neither party's: its contact fields erased. */
export const ERASED_CONTACTS: ContactFields = {
  'contacts.client.phone': '',
  'contacts.kookerPhone': '',
  'place.address': '',
  contactsStatus: 'erased',
};

/**
 * The contact fields of a stored booking that hold what the rule hides at `now`: none, on every
 * booking, always. What the tests check after every step of a booking's life.
 */
export function contactLeaks(
  booking: ContactsMoment & { contacts: { client: { phone: string }; kookerPhone: string }; place: { location: string; address: string } },
  now: Date,
): Array<keyof ContactFields> {
  const view = contactsViewAt(booking, now);
  const leaks: Array<keyof ContactFields> = [];
  if (!view.clientContacts && booking.contacts.client.phone !== '') leaks.push('contacts.client.phone');
  if (!view.kookerContacts && booking.contacts.kookerPhone !== '') leaks.push('contacts.kookerPhone');
  const { location, address } = booking.place;
  const addressShown = location === 'client' ? view.clientContacts : view.kookerContacts;
  const addressAllowed =
    addressShown || address === '' || (location === 'client' && view.status === 'unpaid' && address === communeLineOfAddress(address));
  if (!addressAllowed) leaks.push('place.address');
  return leaks;
}

/** What the hourly job reads of a booking to move its contacts. */
export interface ContactsJobMoment extends ContactsMoment {
  contactsStatus: ContactsStatus;
}

/**
 * What the hourly job does to a booking's contacts at `now`, following the rule: give the Kooker's
 * to the client (a paid booking whose free cancellation is over), erase both parties' (a booking
 * the rule no longer shows any of, a completed one CONTACTS_KEPT_AFTER_END_DAYS days after its
 * end among them), or nothing.
 */
export function contactsStepAt(booking: ContactsJobMoment, now: Date): 'share' | 'erase' | null {
  const { status } = contactsViewAt(booking, now);
  if (status === booking.contactsStatus) return null;
  if (status === 'shared' && booking.contactsStatus === 'withheld') return 'share';
  if (status === 'erased') return 'erase';
  return null;
}
