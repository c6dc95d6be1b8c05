import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return <UpcomingPage title="Mot de passe oublié" text="La réinitialisation du mot de passe arrive très bientôt." />;
}
