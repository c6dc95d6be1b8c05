import { COMPLAINT_REASONS, type Booking } from '@kookers/domain/booking';
import { useRef } from 'react';
import { useNow } from '../../../lib/use-now';
import { formatParisMoment, type Viewer } from '../booking-format';
import { complaintPermission, complaintStatusText } from '../complaint';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { ComplaintAnswerForm } from './complaint-answer-form';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * 'Un problème ?' on the booking page: for the client of a completed service, « Signaler un
 * problème » within the window (complaint.ts); once reported, the complaint and where it stands,
 * for both sides, and the Kooker's form to answer it while it is open.
 */
export function ComplaintSection({ booking, viewer }: { booking: Booking; viewer: Viewer }) {
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const { target, open, close } = useDialogTarget<Date>(heading);
  const permission = complaintPermission(booking, viewer, now);
  const { complaint } = booking;
  if (!complaint && !permission.allowed) return null;

  return (
    <section className="card booking-confirmation__card complaint" aria-labelledby="probleme-titre">
      <h2 id="probleme-titre" ref={heading} tabIndex={-1}>
        {complaint ? 'Problème signalé' : 'Un problème ?'}
      </h2>
      {complaint ? (
        <>
          <dl className="booking-details">
            <div className="booking-details__line">
              <dt>Motif</dt>
              <dd>{COMPLAINT_REASONS[complaint.reason]}</dd>
            </div>
            {complaint.at && (
              <div className="booking-details__line">
                <dt>Signalé le</dt>
                <dd>{formatParisMoment(complaint.at.toDate())}</dd>
              </div>
            )}
          </dl>
          <p className="booking-reason">« {complaint.text} »</p>
          <p className="complaint__status" role="status">
            {complaintStatusText(complaint.status, viewer)}
          </p>
          {complaint.answer !== null && (
            <div className="review-answer">
              <p className="review-answer__title">{viewer === 'kooker' ? 'Votre réponse' : 'Réponse du Kooker'}</p>
              <p className="review-answer__text">{complaint.answer}</p>
            </div>
          )}
          {viewer === 'kooker' && complaint.status === 'open' && complaint.answer === null && (
            <ComplaintAnswerForm bookingId={booking.id} />
          )}
        </>
      ) : (
        permission.allowed && (
          <>
            <p>
              La prestation ne s’est pas passée comme prévu ? Signalez-le jusqu’au {formatParisMoment(permission.until)} : la rémunération
              du Kooker reste retenue le temps que l’équipe Kookers examine votre signalement.
            </p>
            <button type="button" className="button button--secondary" onClick={() => open(permission.until)}>
              Signaler un problème
            </button>
          </>
        )
      )}
      {target && <ReportProblemDialog booking={booking} until={target} onClose={close} />}
    </section>
  );
}
