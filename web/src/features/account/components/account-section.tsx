import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/**
 * 'Compte' in 'Mon profil' (docs/produit.md, « Compte »): what the privacy page promises, the
 * address, the password, the member's data and the deletion of the account.
 */
export function AccountSection({ email }: { email: string }) {
  return (
    <div className="account-section">
      <ChangeEmailForm currentEmail={email} />
      <ChangePasswordForm />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
