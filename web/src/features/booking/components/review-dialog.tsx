import type { Booking } from '@kookers/domain/booking';
import { REVIEW_LIMITS, reviewFormSchema, type ReviewForm } from '@kookers/domain/kookers';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { hasErrorCode } from '../../../lib/firebase-error';
import toast from '../../../lib/toast';
import { TextAreaField } from '../../../components/ui/form-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { writeReview } from '../api/reviews';
import { bookingWhen, kookerName } from '../booking-format';
import { StarRatingInput } from './star-rating-input';

const INITIAL: ReviewForm = { rating: 0, comment: '' };

interface ReviewDialogProps {
  booking: Booking;
  uid: string;
  /** Once published, with its stars: the booking's own copy comes a moment later (a function writes it). */
  onPublished: (rating: number) => void;
  onClose: () => void;
}

/** 'Laisser un avis' on a completed booking: stars and a comment, published under the client's first name. */
export function ReviewDialog({ booking, uid, onPublished, onClose }: ReviewDialogProps) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (values: ReviewForm) => {
    setError(null);
    setWorking(true);
    try {
      const review = reviewFormSchema.cast(values);
      await writeReview(booking, uid, review);
      toast.success('Merci ! Votre avis est publié.');
      onPublished(review.rating);
      onClose();
    } catch (failure) {
      setError(
        hasErrorCode(failure, 'permission-denied')
          ? 'Votre avis n’a pas pu être publié : cette prestation a peut-être déjà reçu votre avis.'
          : 'Votre avis n’a pas pu être publié. Vérifiez votre connexion et réessayez.',
      );
      setWorking(false);
    }
  };

  return (
    <Dialog
      open
      title="Laisser un avis"
      onClose={() => !working && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Annuler
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={working}>
            {working ? 'Publication…' : 'Publier mon avis'}
          </button>
        </>
      }
    >
      <p>
        {booking.service.name} avec {kookerName(booking)}, {bookingWhen(booking)}.
      </p>
      <FormAlert message={error} />
      <Formik initialValues={INITIAL} validationSchema={reviewFormSchema} onSubmit={submit}>
        <Form id={formId} className="form" noValidate aria-label="Votre avis">
          <StarRatingInput name="rating" legend="Votre note" />
          <TextAreaField
            name="comment"
            label="Votre commentaire"
            rows={5}
            maxLength={REVIEW_LIMITS.commentMax}
            hint="Publié sur le profil du Kooker avec votre prénom et l’initiale de votre nom."
          />
        </Form>
      </Formik>
    </Dialog>
  );
}
