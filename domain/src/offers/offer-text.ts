/**
 * What requests and offers say in French (docs/reservations.md, « Demander une offre »): the line
 * a card leaves in the conversation's summary and in the unread mails, and the price the hourly
 * rate suggests (docs/argent.md, « Le tarif horaire »). Pure.
 */
import { formatLongDate } from '../rules/french-dates';
import { formatCents } from '../money/money';
import type { Offer, OfferRequest, OfferRequestStatus, OfferStatus } from './model';

/** « Demande d’offre : Anniversaire, 12 personnes, samedi 12 décembre 2026 à 19:00 ». */
export function requestSummary(request: Pick<OfferRequest, 'occasion' | 'guests' | 'date' | 'time'>): string {
  return `Demande d’offre : ${request.occasion}, ${request.guests} personnes, ${formatLongDate(request.date)} à ${request.time}`;
}

/** « Offre : Menu d’anniversaire, 12 personnes, 540 € ». */
export function offerSummary(offer: Pick<Offer, 'title' | 'participants' | 'total'>): string {
  return `Offre : ${offer.title}, ${offer.participants} personnes, ${formatCents(offer.total)}`;
}

/** What each side reads of where a request stands. */
export const REQUEST_STATUS_TEXT: Record<OfferRequestStatus, string> = {
  open: 'En attente de réponse',
  answered: 'Offre envoyée',
  declined: 'Déclinée par le Kooker',
  closed: 'Fermée par le client',
  expired: 'Expirée',
};

/** What each side reads of where an offer stands. */
export const OFFER_STATUS_TEXT: Record<OfferStatus, string> = {
  sent: 'Offre ouverte',
  accepted: 'Acceptée et payée',
  declined: 'Déclinée par le client',
  withdrawn: 'Retirée par le Kooker',
  replaced: 'Remplacée par une nouvelle offre',
  expired: 'Expirée',
};

/**
 * The price per person the Kooker's hourly rate suggests for an offer (docs/argent.md, « Le tarif
 * horaire »): their time (rate × hours) shared among the participants, rounded up to the euro —
 * what they earn for their time before the ingredients, which they add. Null without a rate.
 */
export function suggestedPricePerPerson(pricePerHour: number, durationHours: number, participants: number): number | null {
  if (pricePerHour <= 0 || durationHours <= 0 || participants <= 0) return null;
  return Math.ceil((pricePerHour * durationHours) / participants / 100) * 100;
}

/** « Sur demande : 35 € de l’heure, ingrédients en plus » (docs/argent.md, « Le tarif horaire »), on the Kooker's page; null without a rate. */
export function hourlyRateText(pricePerHour: number): string | null {
  return pricePerHour > 0 ? `Sur demande : ${formatCents(pricePerHour)} de l’heure, ingrédients en plus` : null;
}

/** « Votre tarif horaire : 35 € / h × 4 h = 140 €, soit 12 € par personne pour 12, ingrédients en plus. » */
export function suggestionText(pricePerHour: number, durationHours: number, participants: number): string | null {
  const perPerson = suggestedPricePerPerson(pricePerHour, durationHours, participants);
  if (perPerson === null) return null;
  return `Votre tarif horaire : ${formatCents(pricePerHour)} / h × ${durationHours} h = ${formatCents(pricePerHour * durationHours)}, soit ${formatCents(perPerson)} par personne pour ${participants}, ingrédients en plus.`;
}
