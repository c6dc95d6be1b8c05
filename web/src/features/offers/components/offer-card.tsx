import { formatCents } from '@kookers/domain/money';
import { formatLongDate } from '@kookers/domain/rules';
import { dietaryLabels } from '@kookers/domain/kookers';
import type { Offer } from '@kookers/domain/offers';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { declineOffer, withdrawOffer } from '../api/offer-calls';
import { offerActions, offerStatusText, placeLine, validUntilText, type Side } from '../offer-cards';
import { ReasonDialog } from './reason-dialog';

/** « Accepter et payer »: the booking feature's dialog, which the route gives the card. */
export type AcceptRenderer = (offer: Offer, close: () => void) => ReactNode;

interface OfferCardProps {
  offer: Offer;
  side: Side;
  now: Date;
  renderAccept: AcceptRenderer | null;
}

const FAILED = 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.';

/**
 * An offer in the thread (docs/reservations.md, « Demander une offre »): the menu, when, for how
 * many, at what price, the allergens it contains, until when; the client accepts and pays it (the
 * same booking and payment as the panel's) or declines it; the Kooker withdraws it.
 */
export function OfferCard({ offer, side, now, renderAccept }: OfferCardProps) {
  const [dialog, setDialog] = useState<'accept' | 'decline' | 'withdraw' | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const actions = offerActions(offer, side, now);
  const live = offer.status === 'sent' || offer.status === 'accepted';
  const close = () => setDialog(null);

  const decline = async (reason: string) => {
    try {
      await declineOffer({ offerId: offer.id, ...(reason ? { reason } : {}) });
      toast.success('Offre déclinée : le Kooker en est prévenu.', { id: 'offer' });
      return true;
    } catch (error) {
      toast.error(callableErrorMessage(error, FAILED), { id: 'offer' });
      return false;
    }
  };
  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await withdrawOffer({ offerId: offer.id });
      toast.success('Offre retirée.', { id: 'offer' });
      close();
    } catch (error) {
      toast.error(callableErrorMessage(error, FAILED), { id: 'offer' });
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <article className={`offer-card${live ? '' : ' offer-card--closed'}`} aria-labelledby={`offre-${offer.id}`}>
      <div className="offer-card__head">
        <div>
          <p className="offer-card__kind">Offre</p>
          <h3 id={`offre-${offer.id}`} className="offer-card__title">
            {offer.title}
          </h3>
        </div>
        <span className="offer-card__status">{offerStatusText(offer, now)}</span>
      </div>
      {offer.description && <p className="offer-card__note">{offer.description}</p>}
      <dl className="offer-card__facts">
        <dt>Menu</dt>
        <dd>{offer.menu}</dd>
        <dt>Date</dt>
        <dd>
          {formatLongDate(offer.date)} à {offer.time}, {offer.durationHours} h
        </dd>
        <dt>Participants</dt>
        <dd>{offer.participants} personnes</dd>
        <dt>Où</dt>
        <dd>{placeLine(offer.location, offer.address, side)}</dd>
        <dt>Prix</dt>
        <dd>{formatCents(offer.pricePerPerson)} par personne</dd>
        <dt>Total</dt>
        <dd className="offer-card__total">{formatCents(offer.total)}</dd>
        <dt>Allergènes du menu</dt>
        <dd>{offer.allergens.length > 0 ? dietaryLabels(offer.allergens).join(', ') : 'Aucun des 14 allergènes réglementaires'}</dd>
        {offer.validUntil && offer.status === 'sent' && (
          <>
            <dt>Valable jusqu’au</dt>
            <dd>{validUntilText(offer.validUntil.toDate())}</dd>
          </>
        )}
      </dl>
      {offer.clash && offer.status === 'sent' && (
        <p className="alert alert--warning offer-card__alert" role="status">
          {offer.clash}
        </p>
      )}
      {offer.status === 'declined' && offer.declineReason && <p className="offer-card__note">Raison du client : {offer.declineReason}</p>}
      {(actions.accept || actions.decline || actions.withdraw || actions.booking) && (
        <p className="offer-card__actions">
          {actions.accept && renderAccept && (
            <button type="button" className="button button--primary button--small" onClick={() => setDialog('accept')}>
              Accepter et payer
            </button>
          )}
          {actions.decline && (
            <button type="button" className="button button--ghost button--small" onClick={() => setDialog('decline')}>
              Décliner
            </button>
          )}
          {actions.withdraw && (
            <button type="button" className="button button--ghost button--small" onClick={() => setDialog('withdraw')}>
              Retirer
            </button>
          )}
          {actions.booking && (
            <Link to={paths.booking(actions.booking)} className="button button--secondary button--small">
              Voir la réservation
            </Link>
          )}
        </p>
      )}
      {dialog === 'accept' && renderAccept?.(offer, close)}
      <ReasonDialog
        open={dialog === 'decline'}
        title="Décliner l’offre"
        message="Le Kooker en sera prévenu ; il pourra vous faire une autre offre."
        label="Pourquoi ? (facultatif)"
        required={null}
        confirmLabel="Décliner l’offre"
        onConfirm={decline}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title="Retirer l’offre"
        message="Le client ne pourra plus l’accepter. Vous pourrez lui en faire une nouvelle tant que sa demande est ouverte."
        confirmLabel="Retirer l’offre"
        working={withdrawing}
        onConfirm={() => void withdraw()}
        onCancel={close}
      />
    </article>
  );
}
