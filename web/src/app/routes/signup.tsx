import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Inscription" text="L’inscription arrive très bientôt." />;
}
