import { Logo } from '../../components/ui/logo';
import { UpcomingPage } from '../../components/ui/upcoming-page';

export function Component() {
  return (
    <main className="standalone-layout">
      <Logo />
      <UpcomingPage title="Vérification de l’email" text="La vérification des emails arrive très bientôt." />
    </main>
  );
}
