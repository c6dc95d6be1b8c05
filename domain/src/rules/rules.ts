/**
 * The product's business constants (docs/produit.md, « Constantes »), in one place so that the web app, the
 * functions, the security-rule tests and the texts of the FAQ and the terms can never disagree.
 */

/** Share of every booking the platform keeps, in percent. */
export const COMMISSION_PERCENT = 10;

/** A client may cancel until this many hours before the start of the service. */
export const CLIENT_CANCELLATION_DEADLINE_HOURS = 48;

/** Cancelling at least this many days ahead refunds everything. */
export const FULL_REFUND_MIN_DAYS = 7;

/** Refund, in percent of the total, for each cancellation tier. */
export const REFUND_PERCENT = {
  /** Client, at least FULL_REFUND_MIN_DAYS ahead. */
  early: 100,
  /** Client, between FULL_REFUND_MIN_DAYS and CLIENT_CANCELLATION_DEADLINE_HOURS ahead. */
  late: 50,
  /** Cancelled by the Kooker, at any time before the start. */
  byKooker: 100,
} as const;

/**
 * A completed booking keeps both parties' phones and the private address this many days after
 * its end (domain/src/booking/booking-contacts.ts): time to return a forgotten dish or settle a
 * complaint; then they are erased, the booking itself being kept for the accounts.
 */
export const CONTACTS_KEPT_AFTER_END_DAYS = 30;

/**
 * Each party of a confirmed booking gets its reminder once it starts within this many hours
 * (docs/notifications.md): the hourly job sends it between this and one hour less before.
 */
export const BOOKING_REMINDER_HOURS_BEFORE = 24;

/** A slot may be booked from this many hours ahead… */
export const BOOKING_MIN_LEAD_HOURS = 24;
/** …up to this many days ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 60;

export const PARTICIPANTS_MIN = 2;
export const PARTICIPANTS_MAX = 8;
export const PARTICIPANTS_DEFAULT = 2;

/*
 * Requests and offers (docs/reservations.md, « Demander une offre »): what the calendar does not
 * show — a date outside the weekly hours, more guests than a booking from the panel takes.
 */
/** An unanswered request closes after this many days (or once its date can no longer be booked). */
export const OFFER_REQUEST_OPEN_DAYS = 7;
/** An offer is valid this many days at most (and never later than BOOKING_MIN_LEAD_HOURS before its start). */
export const OFFER_VALID_DAYS_MAX = 7;
/** An offer lasts from one hour to this many. */
export const OFFER_DURATION_HOURS_MAX = 12;

/*
 * Requests and offers cannot flood anyone (docs/reservations.md, « Demander une offre », « Ni
 * déluge de demandes ni déluge d'offres »): each mails its recipient, so each has its cap over any
 * rolling 24 hours.
 */
/** A client sends at most this many requests to one Kooker in any 24 hours… */
export const OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX = 3;
/** …and a Kooker replaces their offer on one request at most this many times in any 24 hours (this many offers and one more). */
export const OFFER_REPLACEMENTS_PER_DAY_MAX = 3;

/** Fair use (docs/reservations.md): a client holds at most this many upcoming bookings in all… */
export const UPCOMING_BOOKINGS_MAX = 10;
/** …and this many with one Kooker… */
export const UPCOMING_BOOKINGS_WITH_ONE_KOOKER_MAX = 3;
/** …and asks to book at most this many times an hour. */
export const BOOKING_CALLS_PER_HOUR_MAX = 20;
/**
 * …and makes at most this many bookings a Paris calendar day, cancelled ones included (each sends
 * mails and invitations)…
 */
export const BOOKINGS_PER_DAY_MAX = 6;
/** …and this many with one Kooker. */
export const BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX = 2;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * How long a contact message is kept (the privacy page says so, docs/exploitation.md): long enough
 * for the team to answer and for a billing question to come back, then deleted by a daily job.
 */
export const CONTACT_MESSAGES_KEPT_MONTHS = 12;

export const SPECIALTY_CARDS_MAX = 5;
export const PHOTOS_PER_CARD_MAX = 3;

/** Every date and time rule is computed in this zone. */
export const TIME_ZONE = 'Europe/Paris';

/**
 * The version of the terms a booking is made under, stored on it with the money rules of that day
 * (domain/src/money/terms.ts, docs/argent.md, « Les règles d’une réservation »): change it with
 * the terms' text, and with any of the figures above that a booking keeps.
 */
export const TERMS_VERSION = '2026-11-26';

/**
 * A booking waits this many minutes, unconfirmed, for its payment; its slot is held for the
 * client meanwhile (docs/decisions/017-paiements-par-carte.md).
 */
export const PAYMENT_HOLD_MINUTES = 20;

/**
 * What a Kooker earns is held this many hours from the moment it is earned (the end of the
 * service, or a late cancellation): the client's window to report a problem, before it becomes
 * available (docs/argent.md, « Le solde du Kooker »).
 */
export const EARNINGS_HELD_HOURS = 48;

/*
 * A Kooker's payout account changes only with proof and notice (docs/argent.md, « Le compte de
 * versement »): the password again (RECENT_SIGN_IN_MS, domain/src/accounts/accounts.ts), a mail,
 * and these limits (domain/src/money/payout-account.ts).
 */
/** At most this many changes of IBAN… */
export const PAYOUT_ACCOUNT_CHANGES_MAX = 2;
/** …in any rolling window of this many days (the first account given not counting). */
export const PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS = 30;
/** A changed account receives no payout for this many hours after the change (the first account given excepted). */
export const PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS = 72;

/**
 * The seller's mentions on the platform's invoices (docs/argent.md): placeholders, well formed
 * (the SIREN passes its check digit, the VAT number's key matches it) but not real. The real ones
 * come with the company's registration and replace these, and only these.
 */
export const PLATFORM_IDENTITY = {
  name: 'Kookers SAS',
  address: '10 rue de l’Exemple, 75011 Paris',
  siren: '123 456 782',
  rcs: 'RCS Paris 123 456 782',
  vatNumber: 'FR11123456782',
  capital: '1 000 €',
} as const;

/**
 * French VAT on the platform's commission, in percent. The commission is VAT included
 * (docs/argent.md: 10 % of what is kept), so the VAT comes out of it and the Kooker's share
 * does not change.
 */
export const VAT_RATE_PERCENT = 20;
