import { Link } from 'react-router-dom';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { LoadError } from '../../../components/ui/load-error';
import { ACCOUNT_TABS, paths } from '../../../config/paths';
import { KookerBalance } from './kooker-balance';
import { MoneyDocuments } from './money-documents';
import { PayoutAccountSection } from './payout-account-section';
import { TaxProfileSection } from './tax-profile-section';
import '../money.css';

/**
 * 'Revenus', a Kooker's tab of 'Mon profil' (docs/argent.md, « Le solde du Kooker »): their
 * balance and payouts, the account the payouts go to, their tax data for the yearly DAC7 report,
 * their monthly statements and commission invoices, and their yearly DAC7 statement. Loaded with the tab only (app/routes/settings.tsx): a client never downloads it.
 */
export function KookerEarnings({ uid }: { uid: string }) {
  return (
    <div className="earnings">
      <LiveReadBoundary fallback={() => <LoadError message="Votre solde n’a pas pu être chargé." onRetry={reloadPage} />}>
        <KookerBalance uid={uid} />
      </LiveReadBoundary>
      <LiveReadBoundary fallback={() => <LoadError message="Votre compte de versement n’a pas pu être chargé." onRetry={reloadPage} />}>
        <PayoutAccountSection uid={uid} />
      </LiveReadBoundary>
      <LiveReadBoundary fallback={() => <LoadError message="Vos informations fiscales n’ont pas pu être chargées." onRetry={reloadPage} />}>
        <TaxProfileSection uid={uid} />
      </LiveReadBoundary>
      <MoneyDocuments />
      <p className="earnings__note">
        Le détail de chaque réservation est dans <Link to={paths.settingsTab(ACCOUNT_TABS.received)}>Réservations reçues</Link>.
      </p>
    </div>
  );
}
