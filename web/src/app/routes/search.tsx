import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Trouver un Kooker" text="La recherche de Kookers arrive très bientôt." />;
}
