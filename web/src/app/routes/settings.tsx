import { lazy, Suspense } from 'react';
import { BookingHistory } from '../../features/booking/components/booking-history';
import { ReceivedBookings } from '../../features/booking/components/received-bookings';
import { WrittenReviews } from '../../features/booking/components/written-reviews';
import { AccountPage, type AccountTab } from '../../features/account/components/account-page';
import { Spinner } from '../../components/ui/spinner';
import { ACCOUNT_TABS } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

// A Kooker's earnings (their IBAN check included) load with their tab: a client never downloads them.
const KookerEarnings = lazy(() =>
  import('../../features/money/components/kooker-earnings').then((module) => ({ default: module.KookerEarnings })),
);

/** The tabs the booking and money features bring to 'Mon profil'; 'Réservations reçues' and 'Revenus' (money) for a Kooker only. */
function bookingTabs({ uid, isKooker }: { uid: string; isKooker: boolean }): AccountTab[] {
  const tabs: AccountTab[] = [
    { id: ACCOUNT_TABS.history, label: 'Historique', content: <BookingHistory uid={uid} /> },
    { id: ACCOUNT_TABS.reviews, label: 'Avis', content: <WrittenReviews uid={uid} /> },
  ];
  if (isKooker) {
    tabs.push({ id: ACCOUNT_TABS.received, label: 'Réservations reçues', content: <ReceivedBookings uid={uid} /> });
    tabs.push({
      id: ACCOUNT_TABS.earnings,
      label: 'Revenus',
      content: (
        <Suspense fallback={<Spinner label="Chargement de vos revenus…" />}>
          <KookerEarnings uid={uid} />
        </Suspense>
      ),
    });
  }
  return tabs;
}

export function Component() {
  useDocumentTitle('Mon profil');
  return (
    <div className="page container">
      <header className="page__header">
        <h1>Mon profil</h1>
      </header>
      <AccountPage tabs={bookingTabs} />
    </div>
  );
}
