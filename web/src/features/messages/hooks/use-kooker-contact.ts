import { useEffect, useState } from 'react';
import { loadKookerContact } from '../api/conversations';

export type KookerContact =
  { status: 'loading' } | { status: 'ready'; name: string; image: string | null } | { status: 'unavailable' } | { status: 'error' };

/**
 * The Kooker of a conversation that does not exist yet, read once, when `needed`: their name
 * and photo, or 'unavailable' when their profile is not published (nobody may write to them first).
 */
export function useKookerContact(kookerId: string, needed: boolean): KookerContact {
  const [contact, setContact] = useState<{ kookerId: string; value: KookerContact } | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadKookerContact(kookerId).then(
      (found) => current && setContact({ kookerId, value: found ? { status: 'ready', ...found } : { status: 'unavailable' } }),
      () => current && setContact({ kookerId, value: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [kookerId, needed]);
  return contact?.kookerId === kookerId ? contact.value : { status: 'loading' };
}
