import { writtenReviewOf } from '@kookers/domain/booking';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { useReviewedBookings } from '../hooks/use-written-reviews';
import { LoadError } from '../../../components/ui/load-error';
import { WrittenReview } from './written-review';
import '../booking.css';

/** 'Avis': the reviews the user wrote, newest first, with the Kookers' answers. */
export function WrittenReviews({ uid }: { uid: string }) {
  return (
    <LiveReadBoundary fallback={() => <LoadError message="Vos avis n’ont pas pu être chargés." onRetry={reloadPage} />}>
      <Written uid={uid} />
    </LiveReadBoundary>
  );
}

function Written({ uid }: { uid: string }) {
  const reviewed = useReviewedBookings(uid);

  if (reviewed.status === 'loading') return <Spinner label="Chargement de vos avis…" />;
  if (reviewed.data.length === 0) {
    return (
      <p className="empty-state">
        Vous n’avez pas encore laissé d’avis. Après une prestation, « Laisser un avis » apparaît dans l’historique.
      </p>
    );
  }
  return (
    <ul className="booking-list__items" aria-label="Vos avis">
      {reviewed.data.flatMap((booking) => {
        const review = writtenReviewOf(booking);
        return review ? (
          <li key={booking.id}>
            <WrittenReview review={review} booking={booking} />
          </li>
        ) : (
          []
        );
      })}
    </ul>
  );
}
