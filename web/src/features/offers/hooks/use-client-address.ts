import { useEffect, useState } from 'react';

/**
 * The address of the client's profile ('' when none), read after the form shows, to fill a
 * request's address; null while unknown (or when it could not be read: the client types it).
 */
export function useClientAddress(uid: string): string | null {
  const [address, setAddress] = useState<{ uid: string; value: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('../api/client-address')
      .then(({ readClientAddress }) => readClientAddress(uid))
      .then(
        (value) => current && setAddress({ uid, value }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [uid]);
  return address?.uid === uid ? address.value : null;
}
