import { type KookerProfile, reviewAuthorName } from '@kookers/domain/kookers';
import { ReportButton } from '../../../components/ui/report-button';
import { useVerifiedUid } from '../../auth/hooks/use-verified-uid';

/**
 * 'Signaler' a Kooker's profile to the operators (docs/exploitation.md « Signalements »): for a
 * signed-in, verified visitor of a published profile that is not their own; nothing otherwise.
 */
export function ProfileReport({ profile }: { profile: KookerProfile }) {
  const uid = useVerifiedUid();
  if (!uid || uid === profile.id || !profile.published) return null;
  return (
    <p className="kooker-profile__report">
      Un contenu de ce profil vous semble inapproprié ?{' '}
      <ReportButton
        uid={uid}
        target={{ kind: 'profile', itemId: profile.id }}
        label={`Signaler le profil de ${reviewAuthorName(profile.firstName, profile.lastName)}`}
      />
    </p>
  );
}
