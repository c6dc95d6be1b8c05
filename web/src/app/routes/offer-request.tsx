import { useParams } from 'react-router-dom';
import { OfferRequestPage } from '../../features/offers/components/offer-request-page';

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page container page--narrow">
      {/* Keyed by id: another Kooker's form starts empty. */}
      <OfferRequestPage key={id} kookerId={id} />
    </div>
  );
}
