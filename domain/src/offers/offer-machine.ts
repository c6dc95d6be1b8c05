/**
 * The lives of a request and of an offer (docs/reservations.md, « Demander une offre », whose two
 * diagrams a test keeps equal to these tables). Each transition is named, says who fires it and
 * why; the decisions (decide-offer.ts) and the booking callable are the only ones that move them.
 *
 *   request:  ask (client) ──▶ open ──▶ answered   answer (Kooker: an offer)
 *                                  ├──▶ declined   declineRequest (Kooker, with a reason)
 *                                  ├──▶ closed     closeRequest (client)
 *                                  └──▶ expired    expireRequest (the platform: no answer in time)
 *                              answered ──▶ closed     closeAnsweredRequest (client: its open offer declined)
 *                                       └──▶ expired    expireAnsweredRequest (the platform: no new offer after expiresAt)
 *
 *   offer:    send (Kooker) ──▶ sent ──▶ accepted  accept (the platform, once the client paid)
 *                                  ├──▶ declined  declineOffer (client)
 *                                  ├──▶ withdrawn withdraw (Kooker)
 *                                  ├──▶ replaced  replace (Kooker: a new offer on the request)
 *                                  └──▶ expired   expireOffer (the platform, past validUntil)
 */
import type { OfferRequestStatus, OfferStatus } from './model';

type Actor = 'client' | 'kooker' | 'platform';

export const REQUEST_TRANSITIONS = {
  ask: { from: null, to: 'open', by: 'client', why: 'Le client décrit l’occasion au Kooker.' },
  answer: { from: 'open', to: 'answered', by: 'kooker', why: 'Le Kooker répond par une offre.' },
  declineRequest: { from: 'open', to: 'declined', by: 'kooker', why: 'Le Kooker décline, en disant pourquoi.' },
  expireRequest: {
    from: 'open',
    to: 'expired',
    by: 'platform',
    why: 'Sans réponse dans le délai, ou une fois la date trop proche pour réserver, la demande se ferme.',
  },
  closeRequest: { from: 'open', to: 'closed', by: 'client', why: 'Le client ferme sa demande : elle ne reçoit plus d’offre.' },
  closeAnsweredRequest: {
    from: 'answered',
    to: 'closed',
    by: 'client',
    why: 'Le client ferme sa demande après une offre : l’offre ouverte est déclinée, aucune autre ne vient.',
  },
  expireAnsweredRequest: {
    from: 'answered',
    to: 'expired',
    by: 'platform',
    why: 'Une demande se ferme à son expiration, même après une offre : l’offre déjà envoyée garde sa validité.',
  },
} as const satisfies Record<string, { from: OfferRequestStatus | null; to: OfferRequestStatus; by: Actor; why: string }>;

export const OFFER_TRANSITIONS = {
  send: { from: null, to: 'sent', by: 'kooker', why: 'Le Kooker propose un menu, une date et un prix.' },
  accept: {
    from: 'sent',
    to: 'accepted',
    by: 'platform',
    why: 'Accepter, c’est réserver : l’offre est acceptée une fois le paiement réussi.',
  },
  declineOffer: { from: 'sent', to: 'declined', by: 'client', why: 'Le client décline l’offre.' },
  withdraw: { from: 'sent', to: 'withdrawn', by: 'kooker', why: 'Le Kooker retire son offre tant qu’elle est ouverte.' },
  replace: { from: 'sent', to: 'replaced', by: 'kooker', why: 'Une nouvelle offre sur la même demande remplace celle ouverte.' },
  expireOffer: { from: 'sent', to: 'expired', by: 'platform', why: 'Passé sa date de validité, l’offre ne peut plus être acceptée.' },
} as const satisfies Record<string, { from: OfferStatus | null; to: OfferStatus; by: Actor; why: string }>;
