import type { MessageCard } from '@kookers/domain/messaging';
import type { Offer } from '@kookers/domain/offers';
import { useParams } from 'react-router-dom';
import { AcceptOfferDialog } from '../../features/booking/components/accept-offer-dialog';
import { ConversationPage } from '../../features/messages/components/conversation-page';
import { OfferThreadCard } from '../../features/offers/components/offer-thread-card';

/** « Accepter et payer » an offer: the booking feature's dialog, in the offers feature's card. */
const renderAccept = (offer: Offer, close: () => void) => <AcceptOfferDialog offer={offer} onClose={close} />;

/** A request or an offer in the thread (docs/reservations.md, « Demander une offre »): three features, composed here. */
const renderCard = (card: MessageCard, uid: string) => <OfferThreadCard card={card} uid={uid} renderAccept={renderAccept} />;

/** The page's title names the other member, once read: ConversationPage sets it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page container page--narrow">
      {/* Keyed by id: another conversation starts from 'loading'. */}
      <ConversationPage key={id} id={id} renderCard={renderCard} />
    </div>
  );
}
