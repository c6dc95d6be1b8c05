import { useParams } from 'react-router-dom';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  const { id = '' } = useParams();
  useDocumentTitle('Votre réservation');
  return (
    <div className="page container page--narrow">
      {/* Keyed by id: another booking starts from 'loading'. */}
      <BookingConfirmation key={id} id={id} />
    </div>
  );
}
