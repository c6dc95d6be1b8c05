import { AccountPage } from '../../features/profile/components/account-page';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Mon profil');
  return (
    <div className="page container">
      <header className="page__header">
        <h1>Mon profil</h1>
      </header>
      <AccountPage />
    </div>
  );
}
