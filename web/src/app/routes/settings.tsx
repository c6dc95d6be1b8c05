import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Mon profil" text="Votre espace personnel arrive très bientôt." />;
}
