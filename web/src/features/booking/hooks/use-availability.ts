import type { SlotMap } from '@kookers/domain/kookers';
import { useEffect, useState } from 'react';

export interface AvailabilityState {
  /** The Kooker's free slots as stored (not yet filtered by the booking window); null until read. */
  slots: SlotMap | null;
  /** Whether they are followed live. */
  live: boolean;
  failed: boolean;
}

/**
 * A Kooker's free slots: read once with Firestore Lite when the booking panel is shown
 * (`wanted`: beside the profile on a wide screen, in its dialog on a phone), then followed live
 * with the full SDK once `live` is true (the visitor chose a service). The live module, and
 * the SDK with it, is imported only then. `retry` starts again after a failure.
 */
export function useAvailability(kookerId: string, wanted: boolean, live: boolean): AvailabilityState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [once, setOnce] = useState<{ slots: SlotMap | null; failed: boolean }>({ slots: null, failed: false });
  const [followed, setFollowed] = useState<{ slots: SlotMap | null; failed: boolean }>({ slots: null, failed: false });

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    // Firestore Lite, on demand: it is not needed to paint the profile.
    import('../api/availability')
      .then(({ loadAvailability }) => loadAvailability(kookerId))
      .then(
        (slots) => active && setOnce({ slots, failed: false }),
        () => active && setOnce({ slots: null, failed: true }),
      );
    return () => {
      active = false;
    };
  }, [kookerId, wanted, attempt]);

  useEffect(() => {
    if (!live) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    import('../api/live-availability').then(
      ({ watchAvailability }) => {
        if (!active) return;
        unsubscribe = watchAvailability(
          kookerId,
          (slots) => setFollowed({ slots, failed: false }),
          () => setFollowed((current) => ({ ...current, failed: true })),
        );
      },
      () => active && setFollowed((current) => ({ ...current, failed: true })),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [kookerId, live, attempt]);

  const retry = () => {
    setOnce((current) => ({ ...current, failed: false }));
    setFollowed((current) => ({ ...current, failed: false }));
    setAttempt((n) => n + 1);
  };

  // The live slots win as soon as they arrive; until then, the ones read once.
  if (live && followed.slots !== null) return { slots: followed.slots, live: true, failed: followed.failed, retry };
  return { slots: once.slots, live: false, failed: once.failed || (live && followed.failed), retry };
}
