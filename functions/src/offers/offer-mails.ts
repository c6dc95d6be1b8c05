/**
 * The emails of requests and offers (docs/notifications.md): the Kooker is told a client asks for
 * an offer, the client that the Kooker answered with one. Pure: the callables
 * (offer-callables.ts) read the addresses and write the `mail` documents, once each.
 */
import { formatLongDate } from '@kookers/domain/rules';
import { formatCents } from '@kookers/domain/money';
import { dietaryLabels } from '@kookers/domain/kookers';
import { withoutLinks } from '@kookers/domain/messaging';
import type { Offer, OfferRequest } from '@kookers/domain/offers';
import { renderMail, type MailContent } from '../mail/layout';

const hello = (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,');
const FOOTER = 'Vous recevez ce message parce qu’il concerne une demande d’offre sur Kookers.';
const conversationUrl = (origin: string, conversationId: string) => `${origin}/messages/${encodeURIComponent(conversationId)}`;

/** One mail per request or offer and recipient: a retried call writes the same document, sent once. */
export const offerMailId = (kind: 'request' | 'offer', id: string) =>
  `${kind === 'request' ? 'offer-request' : 'offer'}-${id}-${kind === 'request' ? 'kooker' : 'client'}`;

const whereText = (location: OfferRequest['location'], address: string) =>
  location === 'kooker' ? 'Chez vous' : `Chez le client : ${address}`;

/** To the Kooker: a client describes an occasion and asks for an offer. */
export function offerRequestMail(request: OfferRequest, names: { kooker: string; client: string }, origin: string): MailContent {
  const { dietary } = request;
  const needs = [...dietaryLabels(dietary.allergens), ...dietaryLabels(dietary.diets)].join(', ');
  return renderMail({
    subject: `Demande d’offre de ${names.client} : ${withoutLinks(request.occasion)}, ${request.guests} personnes`,
    title: 'Un client vous demande une offre',
    paragraphs: [
      hello(names.kooker),
      `${names.client} vous demande une offre pour ${withoutLinks(request.occasion).toLowerCase()}, ${formatLongDate(request.date)} à ${request.time}. Répondez par une offre (menu, prix, validité) ou déclinez depuis la conversation.`,
    ],
    details: [
      ['Occasion', withoutLinks(request.occasion)],
      ['Date', `${formatLongDate(request.date)} à ${request.time}`],
      ['Invités', String(request.guests)],
      ['Où', whereText(request.location, request.address)],
      ['Budget par personne', request.budgetPerPerson === null ? 'Non précisé' : formatCents(request.budgetPerPerson)],
      ['Allergies et régimes', needs || 'Aucun'],
      ...(dietary.note ? [['Précision', withoutLinks(dietary.note)] as const] : []),
      ...(request.message ? [['Message', withoutLinks(request.message)] as const] : []),
    ],
    action: { label: 'Répondre', url: conversationUrl(origin, request.conversationId) },
    footer: [FOOTER],
  });
}

/** To the client: the Kooker answered their request with an offer. */
export function offerMail(offer: Offer, names: { kooker: string; client: string }, origin: string): MailContent {
  return renderMail({
    subject: `${names.kooker} vous propose une offre : ${withoutLinks(offer.title)}`,
    title: 'Votre Kooker vous a répondu',
    paragraphs: [
      hello(names.client),
      `${names.kooker} vous propose « ${withoutLinks(offer.title)} » pour ${offer.participants} personnes, ${formatLongDate(offer.date)} à ${offer.time}. Acceptez et payez en une fois depuis la conversation, tant que l’offre est valable.`,
    ],
    details: [
      ['Date', `${formatLongDate(offer.date)} à ${offer.time} (${offer.durationHours} h)`],
      ['Participants', String(offer.participants)],
      ['Prix par personne', formatCents(offer.pricePerPerson)],
      ['Total', formatCents(offer.total)],
      ['Menu', withoutLinks(offer.menu)],
      [
        'Allergènes du menu',
        offer.allergens.length === 0 ? 'Aucun des 14 allergènes réglementaires' : dietaryLabels(offer.allergens).join(', '),
      ],
    ],
    action: { label: 'Voir l’offre', url: conversationUrl(origin, offer.conversationId) },
    footer: [FOOTER],
  });
}
