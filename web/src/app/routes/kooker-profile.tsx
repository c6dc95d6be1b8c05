import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Profil du Kooker" text="Les profils des Kookers arrivent très bientôt." />;
}
