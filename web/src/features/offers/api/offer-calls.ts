import type {
  CloseRequestInput,
  DeclineOfferInput,
  DeclineRequestInput,
  RequestOfferInput,
  SendOfferInput,
  WithdrawOfferInput,
} from '@kookers/domain/offers';

/*
 * The callables of « Demander une offre » (docs/reservations.md; functions/src/offers/). Their
 * answers are not declared by the domain yet: typed here as the functions give them. The
 * Functions SDK comes with the first call, not with the page (docs/decisions/002-bundle-budget.md).
 */
export interface RequestOfferAnswer {
  requestId: string;
  conversationId: string;
}

const TIMEOUT_MS = 30_000;

function callable<Input, Output>(name: string) {
  return async (input: Input): Promise<Output> => {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../../../lib/functions')]);
    return (await httpsCallable<Input, Output>(functions, name, { timeout: TIMEOUT_MS })(input)).data;
  };
}

/** The client asks a Kooker for an offer; the request arrives in their conversation. */
export const requestOffer = callable<RequestOfferInput, RequestOfferAnswer>('requestOffer');

/** The Kooker declines a request, with the reason the client reads. */
export const declineRequest = callable<DeclineRequestInput, { status: 'declined' }>('declineRequest');

/** The Kooker answers a request with an offer; it replaces their open one on the same request. */
export const sendOffer = callable<SendOfferInput, { offerId: string }>('sendOffer');

/** The Kooker withdraws their open offer. */
export const withdrawOffer = callable<WithdrawOfferInput, { status: 'withdrawn' }>('withdrawOffer');

/** The client declines an offer. */
export const declineOffer = callable<DeclineOfferInput, { status: 'declined' }>('declineOffer');

/** The client closes their request: no more offers; its open offer declined. */
export const closeRequest = callable<CloseRequestInput, { status: 'closed' }>('closeRequest');
