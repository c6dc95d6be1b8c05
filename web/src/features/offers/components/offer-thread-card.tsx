import type { MessageCard } from '@kookers/domain/messaging';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useOffer, useOfferRequest } from '../hooks/use-offer-documents';
import { OfferCard, type AcceptRenderer } from './offer-card';
import { RequestCard } from './request-card';
import '../offers.css';

interface OfferThreadCardProps {
  card: MessageCard;
  uid: string;
  renderAccept: AcceptRenderer | null;
}

/**
 * A request or an offer posted in a conversation, drawn from its live document
 * (docs/reservations.md, « Demander une offre »). A read that fails stays in its card.
 */
export function OfferThreadCard(props: OfferThreadCardProps) {
  return (
    <LiveReadBoundary fallback={() => <p className="offer-card offer-card--closed">Cette carte n’a pas pu être chargée.</p>}>
      {props.card.kind === 'request' ? <LiveRequest {...props} /> : <LiveOffer {...props} />}
    </LiveReadBoundary>
  );
}

function LiveRequest({ card, uid }: OfferThreadCardProps) {
  const now = useNow();
  const state = useOfferRequest(card.id);
  if (state.status === 'loading') return <Spinner label="Chargement de la demande…" />;
  if (!state.data) return <p className="offer-card offer-card--closed">Cette demande n’existe plus.</p>;
  return <RequestCard request={state.data} side={state.data.clientId === uid ? 'client' : 'kooker'} now={now} />;
}

function LiveOffer({ card, uid, renderAccept }: OfferThreadCardProps) {
  const now = useNow();
  const state = useOffer(card.id);
  if (state.status === 'loading') return <Spinner label="Chargement de l’offre…" />;
  if (!state.data) return <p className="offer-card offer-card--closed">Cette offre n’existe plus.</p>;
  return <OfferCard offer={state.data} side={state.data.clientId === uid ? 'client' : 'kooker'} now={now} renderAccept={renderAccept} />;
}
