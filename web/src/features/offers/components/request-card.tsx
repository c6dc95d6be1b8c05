import { formatLongDate } from '@kookers/domain/rules';
import { dietaryLabels } from '@kookers/domain/kookers';
import type { OfferRequest } from '@kookers/domain/offers';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { closeRequest, declineRequest } from '../api/offer-calls';
import { budgetLine, placeLine, requestActions, requestStatusText, type Side } from '../offer-cards';
import { OfferFormDialog } from './offer-form-dialog';
import { ReasonDialog } from './reason-dialog';

interface RequestCardProps {
  request: OfferRequest;
  side: Side;
  now: Date;
}

/**
 * A request in the thread (docs/reservations.md, « Demander une offre »): everything the client
 * asked and where it stands; the Kooker answers it with an offer, or declines it with a reason;
 * the client closes it (« Fermer la demande »), after confirming.
 */
export function RequestCard({ request, side, now }: RequestCardProps) {
  const [dialog, setDialog] = useState<'offer' | 'decline' | 'close' | null>(null);
  const [closing, setClosing] = useState(false);
  const actions = requestActions(request, side, now);
  const closed = request.status === 'declined' || request.status === 'closed' || request.status === 'expired';
  const { allergens, diets, note } = request.dietary;
  const decline = async (reason: string) => {
    try {
      await declineRequest({ requestId: request.id, reason });
      toast.success('Demande déclinée : le client lit votre raison dans la conversation.', { id: 'offer-request' });
      return true;
    } catch (error) {
      toast.error(callableErrorMessage(error, 'La demande n’a pas pu être déclinée. Vérifiez votre connexion et réessayez.'), {
        id: 'offer-request',
      });
      return false;
    }
  };
  const close = async () => {
    setClosing(true);
    try {
      await closeRequest({ requestId: request.id });
      toast.success('Demande fermée : le Kooker ne peut plus y répondre.', { id: 'offer-request' });
      setDialog(null);
    } catch (error) {
      toast.error(callableErrorMessage(error, 'La demande n’a pas pu être fermée. Vérifiez votre connexion et réessayez.'), {
        id: 'offer-request',
      });
    } finally {
      setClosing(false);
    }
  };
  return (
    <article className={`offer-card${closed ? ' offer-card--closed' : ''}`} aria-labelledby={`demande-${request.id}`}>
      <div className="offer-card__head">
        <div>
          <p className="offer-card__kind">Demande d’offre</p>
          <h3 id={`demande-${request.id}`} className="offer-card__title">
            {request.occasion}
          </h3>
        </div>
        <span className="offer-card__status">{requestStatusText(request, now)}</span>
      </div>
      <dl className="offer-card__facts">
        <dt>Date</dt>
        <dd>
          {formatLongDate(request.date)} à {request.time}
        </dd>
        <dt>Invités</dt>
        <dd>{request.guests} personnes</dd>
        <dt>Où</dt>
        <dd>{placeLine(request.location, request.address, side)}</dd>
        <dt>Budget</dt>
        <dd>{budgetLine(request.budgetPerPerson)}</dd>
        <dt>Allergies</dt>
        <dd>{allergens.length > 0 ? dietaryLabels(allergens).join(', ') : 'Aucune signalée'}</dd>
        {diets.length > 0 && (
          <>
            <dt>Régimes</dt>
            <dd>{dietaryLabels(diets).join(', ')}</dd>
          </>
        )}
        {note && (
          <>
            <dt>Précisions</dt>
            <dd>{note}</dd>
          </>
        )}
        {request.message && (
          <>
            <dt>Message</dt>
            <dd>{request.message}</dd>
          </>
        )}
      </dl>
      {request.status === 'declined' && request.declineReason && (
        <p className="offer-card__note">Raison du Kooker : {request.declineReason}</p>
      )}
      {(actions.offer || actions.decline || actions.close) && (
        <p className="offer-card__actions">
          {actions.offer && (
            <button type="button" className="button button--primary button--small" onClick={() => setDialog('offer')}>
              {request.status === 'answered' ? 'Faire une nouvelle offre' : 'Faire une offre'}
            </button>
          )}
          {actions.decline && (
            <button type="button" className="button button--ghost button--small" onClick={() => setDialog('decline')}>
              Décliner
            </button>
          )}
          {actions.close && (
            <button type="button" className="button button--ghost button--small" onClick={() => setDialog('close')}>
              Fermer la demande
            </button>
          )}
        </p>
      )}
      {dialog === 'offer' && <OfferFormDialog request={request} now={now} onClose={() => setDialog(null)} />}
      <ReasonDialog
        open={dialog === 'decline'}
        title="Décliner la demande"
        message="Le client lira votre raison dans la conversation ; il pourra vous envoyer une autre demande."
        label="Pourquoi déclinez-vous ?"
        required="Dites au client pourquoi vous déclinez sa demande"
        confirmLabel="Décliner la demande"
        onConfirm={decline}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        title="Fermer la demande"
        message={
          request.status === 'answered'
            ? 'Le Kooker ne pourra plus vous faire d’offre sur cette demande, et son offre, si elle est encore ouverte, sera déclinée. Vous pourrez lui envoyer une nouvelle demande.'
            : 'Le Kooker ne pourra plus vous faire d’offre sur cette demande. Vous pourrez lui en envoyer une nouvelle.'
        }
        confirmLabel="Fermer la demande"
        working={closing}
        onConfirm={() => void close()}
        onCancel={() => setDialog(null)}
      />
    </article>
  );
}
