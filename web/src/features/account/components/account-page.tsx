import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/hooks/use-session';
import { useUserProfile } from '../../../lib/user-profile';
import { ACCOUNT_TABS } from '../../../config/paths';
import { AccountSection } from './account-section';
import { EmailChoices } from './email-choices';
import { KookerCard } from './kooker-card';
import { ProfileForm } from './profile-form';

/** A tab of 'Mon profil' besides the personal information: the route composes them from other features. */
export interface AccountTab {
  /** Its `onglet` parameter in the URL: `/settings?onglet=historique`. */
  id: string;
  label: string;
  content: ReactNode;
}

const PROFILE_TAB = 'profil';
const TAB_PARAM = 'onglet';

interface AccountPageProps {
  /** The other tabs, for this user. */
  tabs: (user: { uid: string; isKooker: boolean }) => AccountTab[];
}

/**
 * 'Mon profil': the signed-in, verified user's account (the route guard ensures both). The open
 * tab lives in the URL, so a link can open 'Historique' and a reload keeps it; the tabs follow
 * the ARIA pattern (arrow keys, Home, End).
 */
export function AccountPage({ tabs: tabsFor }: AccountPageProps) {
  const { session, user } = useSession();
  const [params, setParams] = useSearchParams();
  const tabList = useRef<HTMLDivElement>(null);
  if (!user || session.status !== 'signed-in') return null;
  const email = user.email ?? '';

  const tabs: AccountTab[] = [
    { id: PROFILE_TAB, label: 'Informations personnelles', content: <ProfilePanel uid={user.uid} email={email} /> },
    ...tabsFor({ uid: user.uid, isKooker: session.isKooker }),
    { id: ACCOUNT_TABS.account, label: 'Compte', content: <AccountSection email={email} /> },
  ];
  const current = tabs.find((tab) => tab.id === params.get(TAB_PARAM)) ?? (tabs[0] as AccountTab);

  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === PROFILE_TAB) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, id);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = tabs[(to + tabs.length) % tabs.length] as AccountTab;
    select(target.id);
    tabList.current?.querySelector<HTMLElement>(`#onglet-${target.id}`)?.focus();
  };

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
        <div className="tabs" role="tablist" aria-label="Mon compte" ref={tabList} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`onglet-${tab.id}`}
              aria-selected={tab === current}
              aria-controls={`panneau-${tab.id}`}
              tabIndex={tab === current ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panneau-${current.id}`} aria-labelledby={`onglet-${current.id}`} className="tabs__panel">
          {current.content}
        </div>
      </section>
    </div>
  );
}

function ProfilePanel({ uid, email }: { uid: string; email: string }) {
  return (
    <LiveReadBoundary
      fallback={() => (
        <p className="alert alert--error" role="alert">
          Votre profil n&apos;a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.
        </p>
      )}
    >
      <LiveProfileForm uid={uid} email={email} />
    </LiveReadBoundary>
  );
}

function LiveProfileForm({ uid, email }: { uid: string; email: string }) {
  const { status, data } = useUserProfile(uid);
  if (status === 'loading') return <Spinner label="Chargement de votre profil…" />;
  return (
    <>
      <ProfileForm uid={uid} email={email} profile={data} />
      <EmailChoices uid={uid} profile={data} />
    </>
  );
}
