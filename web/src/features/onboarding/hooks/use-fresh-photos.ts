import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { discardPhoto } from '../api/photos';

/**
 * The photos a form uploaded that nothing saved yet: their local previews, and their fate. A
 * photo the Kooker removes, or that a cancelled form leaves behind, is deleted at once; one the
 * form saves becomes the profile's (functions delete it when it is replaced later).
 */
export function useFreshPhotos(uid: string) {
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  const add = useCallback((id: string, preview: Blob) => {
    const url = URL.createObjectURL(preview);
    urls.current.add(url);
    setPreviews((current) => ({ ...current, [id]: url }));
  }, []);

  /** Forgets photos (saved, or deleted): their previews stay until the page closes. */
  const forget = useCallback((ids: readonly string[]) => {
    setPreviews((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))));
  }, []);

  const discard = useCallback(
    (ids: readonly string[]) => {
      const fresh = ids.filter((id) => id in previews);
      for (const id of fresh) void discardPhoto(uid, id);
      forget(fresh);
    },
    [uid, previews, forget],
  );

  return useMemo(
    () => ({
      previews,
      add,
      isFresh: (id: string) => id in previews,
      /** The form saved: its photos are kept. */
      keepAll: () => forget(Object.keys(previews)),
      /** The form was cancelled, or a photo removed: fresh photos are deleted. */
      discard,
      discardAll: () => discard(Object.keys(previews)),
    }),
    [previews, add, forget, discard],
  );
}

export type FreshPhotos = ReturnType<typeof useFreshPhotos>;
