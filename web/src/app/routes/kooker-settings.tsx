import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Devenir Kooker" text="L’espace Kooker arrive très bientôt." />;
}
