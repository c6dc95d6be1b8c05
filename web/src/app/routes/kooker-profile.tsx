import { useParams } from 'react-router-dom';
import { KookerProfilePage } from '../../features/kooker-profile/components/kooker-profile-page';
import { NotFoundPage } from './not-found';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another Kooker's page starts from scratch (loading, selection, dialogs).
  return <KookerProfilePage key={id} id={id} notFound={<NotFoundPage />} />;
}
