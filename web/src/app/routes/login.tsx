import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Connexion" text="La connexion arrive très bientôt." />;
}
