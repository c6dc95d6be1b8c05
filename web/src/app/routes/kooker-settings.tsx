import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Profil Kooker');
  return (
    <div className="page container">
      <OnboardingPage />
    </div>
  );
}
