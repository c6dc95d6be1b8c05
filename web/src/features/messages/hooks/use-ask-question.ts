import { KOOKER_PAGE_PARAMS } from '@kookers/domain/pages';
import { conversationIdOf } from '@kookers/domain/messaging';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import toast from '../../../lib/toast';
import type { Session } from '../../auth/access';
import { useSession } from '../../auth/hooks/use-session';

/** On a Kooker's page, the visitor who signed in to ask a question: they go on to the thread. */
const ASKING = KOOKER_PAGE_PARAMS.question;

/**
 * 'Poser une question' on a Kooker's page (docs/messagerie.md): the thread of the visitor and
 * this Kooker, which the first message creates. A visitor signed out signs in first and comes
 * back here, then on to the thread, as the booking panel brings them back to their selection;
 * an unverified account is told to confirm its address. Null on the Kooker's own page.
 */
export function useAskQuestion(kookerId: string, session: Session, viewerIsOwner: boolean): (() => void) | null {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { user } = useSession();
  const uid = session.status === 'signed-in' && session.emailVerified ? (user?.uid ?? null) : null;
  const asking = search.has(ASKING);

  useEffect(() => {
    if (asking && uid !== null && !viewerIsOwner) navigate(paths.conversation(conversationIdOf(uid, kookerId)), { replace: true });
  }, [asking, uid, viewerIsOwner, kookerId, navigate]);

  if (viewerIsOwner) return null;
  return () => {
    if (session.status === 'loading') return;
    if (session.status === 'signed-out') {
      const back = new URLSearchParams(location.search);
      back.set(ASKING, '1');
      navigate(paths.login, { state: { from: `${location.pathname}?${back.toString()}` } });
      return;
    }
    if (uid === null) {
      toast.error('Confirmez d’abord votre adresse email : cliquez sur le lien que nous vous avons envoyé.', { id: 'question-unverified' });
      return;
    }
    navigate(paths.conversation(conversationIdOf(uid, kookerId)));
  };
}
