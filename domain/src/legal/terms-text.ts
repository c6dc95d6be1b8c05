/**
 * The sentences of the terms (CGU, web/src/app/routes/terms.tsx) and of the terms of sale (CGV,
 * web/src/app/routes/terms-of-sale.tsx) that carry a figure: written here from the rules a
 * booking is made under (`currentTerms()`, domain/src/money/terms.ts) and the constants of
 * domain/src/rules/rules.ts, and saying what the code does (domain/src/money/refunds.ts,
 * payments.ts, domain/src/operations/decide-platform.ts; docs/argent.md). Their test checks
 * every figure against those.
 */
import { formatIssueDate } from '../money/invoices';
import type { BookingTerms } from '../money/terms';
import { LEGAL_STATUS_LABELS } from '../kookers/legal-status';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  EARNINGS_HELD_HOURS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PAYMENT_HOLD_MINUTES,
  TERMS_VERSION,
} from '../rules/rules';

/** A narrow no-break space, as French writes it before % and after a figure. */
const NBSP = '\u00a0';
const pct = (value: number) => `${value}${NBSP}%`;
const hours = (value: number) => `${value}${NBSP}h`;

/** « Version du 26 novembre 2026 »: the version of the terms, TERMS_VERSION, as both pages head it. */
export function termsVersionLabel(version: string = TERMS_VERSION): string {
  return `Version du ${formatIssueDate(new Date(`${version}T12:00:00Z`))}`;
}

/** The price of a booking and what it includes. */
export function priceText(terms: BookingTerms): string {
  return (
    `Le prix d’une réservation est le prix par personne de la prestation, fixé librement par le Kooker et affiché en euros, ` +
    `multiplié par le nombre de participants (de ${PARTICIPANTS_MIN} à ${PARTICIPANTS_MAX}, dans la limite de la capacité indiquée par le Kooker). ` +
    `Il comprend la commission de Kookers (${pct(terms.commissionPercent)} de ce qui est finalement conservé, TVA comprise) : ` +
    `le client ne paie rien d’autre.`
  );
}

/** When a slot may be booked. */
export function bookingWindowText(): string {
  return `Un créneau se réserve au plus tôt ${BOOKING_MAX_DAYS_AHEAD}${NBSP}jours et au plus tard ${hours(BOOKING_MIN_LEAD_HOURS)} avant son début.`;
}

/** Payment at booking, the slot held meanwhile (domain/src/money/payments.ts, `charged`). */
export function paymentText(): string {
  return (
    `Le client paie le prix total par carte bancaire au moment de réserver. Le créneau lui est réservé ${PAYMENT_HOLD_MINUTES}${NBSP}minutes ` +
    `le temps du paiement ; la réservation est confirmée dès que le prestataire de paiement a confirmé le paiement. Sans paiement ` +
    `dans ce délai, la réservation est abandonnée, rien n’est débité et le créneau est proposé de nouveau ; un paiement qui ` +
    `aboutirait après ce délai est remboursé en entier.`
  );
}

/** The commission and the Kooker's share (domain/src/money/money.ts, `splitKept`). */
export function commissionText(terms: BookingTerms): string {
  return (
    `Kookers perçoit une commission de ${pct(terms.commissionPercent)} de ce qui est finalement conservé d’une réservation ` +
    `(arrondie au centime le plus proche, TVA comprise) ; le Kooker reçoit le reste, soit ${pct(100 - terms.commissionPercent)}. ` +
    `Quand une partie du prix est remboursée, la commission et la part du Kooker sont calculées sur ce qui reste conservé ; ` +
    `remboursée en entier, une réservation ne laisse ni commission ni paiement au Kooker.`
  );
}

/**
 * The client's cancellation tiers (refunds.ts, `refundPreview`): the percent of the price of the
 * participants still booked; exactly `fullRefundMinDays` days, or `clientDeadlineHours` hours,
 * before the start still count for the tier before.
 */
export function clientCancellationTiers(terms: BookingTerms): string[] {
  const { fullRefundMinDays: days, clientDeadlineHours: deadline, refundPercent } = terms;
  return [
    `au moins ${days}${NBSP}jours (${days} × 24${NBSP}h) avant le début : remboursement de ${pct(refundPercent.early)} du prix des participants encore réservés ;`,
    `moins de ${days}${NBSP}jours et au moins ${hours(deadline)} avant le début : remboursement de ${pct(refundPercent.late)} du prix des participants encore réservés ;`,
    `moins de ${hours(deadline)} avant le début : la réservation ne peut plus être annulée par le client.`,
  ];
}

/** Fewer participants (refunds.ts, `participantsChangePreview`). */
export function fewerParticipantsText(terms: BookingTerms): string {
  const { fullRefundMinDays: days, clientDeadlineHours: deadline, refundPercent } = terms;
  return (
    `Jusqu’à ${hours(deadline)} avant le début, le client peut aussi réduire le nombre de participants, jamais en dessous de ` +
    `${PARTICIPANTS_MIN} : le prix des participants retirés lui est remboursé aux mêmes paliers (${pct(refundPercent.early)} ` +
    `jusqu’à ${days}${NBSP}jours avant le début, ${pct(refundPercent.late)} ensuite). Ce qu’une réduction a conservé reste ` +
    `conservé si la réservation est annulée ensuite : l’annulation ne porte que sur les participants encore réservés.`
  );
}

/** The Kooker cancels (refunds.ts: everything the client still paid). */
export function kookerCancellationText(terms: BookingTerms): string {
  return (
    `Le Kooker peut annuler une réservation à tout moment avant son début : le client est alors remboursé à ` +
    `${pct(terms.refundPercent.byKooker)} de ce qu’il a payé et qui ne lui a pas encore été rendu, et le Kooker ne reçoit rien.`
  );
}

/** How refunds round (docs/decisions/003-money-and-rounding.md). */
export function roundingText(): string {
  return 'Un remboursement est arrondi au centime inférieur, la commission au centime le plus proche.';
}

/**
 * When the Kooker is paid (payments.ts, `earned`; docs/argent.md, « Le solde du Kooker »): earned
 * at the end of the service, or at a cancellation that keeps part of the price; held
 * EARNINGS_HELD_HOURS from then, and while a complaint is open; then paid by the weekly payout.
 */
export function kookerPayoutText(terms: BookingTerms): string {
  return (
    `La part du Kooker (${pct(100 - terms.commissionPercent)} de ce qui est conservé) lui est acquise à la fin de la prestation, ` +
    `ou au moment d’une annulation qui en conserve une partie (une annulation remboursée à ${pct(terms.refundPercent.late)} : ` +
    `le Kooker reçoit alors sa part de ce qui est conservé). Elle est retenue ${hours(EARNINGS_HELD_HOURS)} à compter de ce moment, ` +
    `et aussi longtemps qu’un signalement du client est ouvert, puis versée par le virement hebdomadaire du lundi sur le compte ` +
    `de versement que le Kooker a indiqué. Sans compte de versement, elle reste disponible jusqu’à ce qu’il en indique un.`
  );
}

/** A problem after the service (domain/src/booking/decide-complaint.ts) and the platform's decision (operations/decide-platform.ts). */
export function complaintText(): string {
  return (
    `Pendant les ${hours(EARNINGS_HELD_HOURS)} qui suivent la fin de la prestation, le client peut signaler un problème, une fois ` +
    `par réservation ; le Kooker peut y répondre une fois. L’équipe Kookers décide : soit elle rembourse au client la part qu’elle ` +
    `fixe de ce qu’il a payé (la commission et la part du Kooker sont alors recalculées sur ce qui reste conservé, et ce qui a déjà ` +
    `été versé au Kooker en trop lui est repris), soit elle libère la part du Kooker. Passé ce délai, le client écrit via le ` +
    `formulaire de contact ; l’équipe peut encore décider d’un remboursement, une seule fois par réservation.`
  );
}

/** The platform cancels a booking to come (operations/decide-platform.ts; a suspension refunds in full). */
export function platformCancellationText(): string {
  return (
    `L’équipe Kookers peut aussi annuler une réservation à venir, en fixant la part remboursée au client ; quand elle suspend ` +
    `le profil d’un Kooker, ses réservations à venir sont annulées et leurs clients remboursés en entier.`
  );
}

/** Who the Kooker is in law (domain/src/kookers/legal-status.ts), and what it changes for the client. */
export function kookerStatusText(): string {
  return (
    `Chaque Kooker indique s’il agit en tant que « ${LEGAL_STATUS_LABELS.individual} » ou « ${LEGAL_STATUS_LABELS.professional} » ` +
    `(avec son numéro SIRET), et Kookers l’affiche au client avant le paiement. Le client n’a les droits que le Code de la ` +
    `consommation donne aux consommateurs que face à un Kooker professionnel ; face à un particulier, le contrat relève du Code civil.`
  );
}

/** No withdrawal right: a leisure or catering service at a fixed date (Code de la consommation, L.221-28 12°). */
export const WITHDRAWAL_TEXT =
  'Conformément à l’article L.221-28 12° du Code de la consommation, le droit de rétractation ne s’applique pas aux ' +
  'prestations de restauration ou d’activités de loisirs fournies à une date déterminée : une réservation, faite pour un jour ' +
  'et un horaire précis, n’ouvre donc aucun délai de rétractation. Seules s’appliquent les conditions d’annulation ci-dessous.';

/** The consumer's right to a mediator (Code de la consommation, L.612-1 and L.612-2). */
export const MEDIATION_TEXT =
  'Conformément à l’article L.612-1 du Code de la consommation, tout consommateur a le droit de recourir gratuitement à un ' +
  'médiateur de la consommation en vue de la résolution amiable du litige qui l’oppose à un professionnel, après avoir tenté ' +
  'de le résoudre directement auprès de celui-ci par une réclamation écrite.';
