import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/hooks/use-session';
import { useUserProfile } from '../api/user-profile';
import { KookerCard } from './kooker-card';
import { ProfileForm } from './profile-form';

const TABS = [
  { id: 'profil', label: 'Informations personnelles' },
  { id: 'historique', label: 'Historique' },
  { id: 'avis', label: 'Avis' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** 'Mon profil': the signed-in, verified user's account (the route guard ensures both). */
export function AccountPage() {
  const { session, user } = useSession();
  const [tab, setTab] = useState<TabId>('profil');
  if (!user || session.status !== 'signed-in') return null;
  const email = user.email ?? '';

  return (
    <div className="account">
      <aside className="account__sidebar">
        <div className="card account__identity">
          <span className="account__avatar" aria-hidden="true">
            {email.charAt(0).toUpperCase()}
          </span>
          <p className="account__email">{email}</p>
          <p className="account__role">{session.isKooker ? 'Client & Kooker' : 'Client'}</p>
        </div>
        <KookerCard isKooker={session.isKooker} />
      </aside>
      <section className="card account__main">
        <div className="tabs" role="tablist" aria-label="Mon compte">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`onglet-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panneau-${t.id}`}
              className="tabs__tab"
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panneau-${tab}`} aria-labelledby={`onglet-${tab}`} className="tabs__panel">
          {tab === 'profil' && <ProfilePanel uid={user.uid} email={email} />}
          {tab === 'historique' && <p className="empty-state">Vous n&apos;avez pas encore de réservation.</p>}
          {tab === 'avis' && <p className="empty-state">Vous n&apos;avez pas encore laissé d&apos;avis.</p>}
        </div>
      </section>
    </div>
  );
}

function ProfilePanel({ uid, email }: { uid: string; email: string }) {
  const { status, data } = useUserProfile(uid);
  if (status === 'loading') return <Spinner label="Chargement de votre profil…" />;
  if (status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        Votre profil n&apos;a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.
      </p>
    );
  }
  return <ProfileForm uid={uid} email={email} profile={data} />;
}
