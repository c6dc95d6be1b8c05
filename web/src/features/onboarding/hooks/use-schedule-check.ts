import { type Booking, scheduleConflicts, type ScheduleChange, type ScheduleConflict } from '@kookers/domain/booking';
import { useCallback, useState } from 'react';
import { readUpcomingBookings } from '../api/upcoming-bookings';

/** The question the Kooker answers before a change is saved: the bookings it leaves without a place. */
export interface ScheduleQuestion {
  change: ScheduleChange;
  conflicts: Array<ScheduleConflict<Booking>>;
  /** Answers once: true when the bookings chosen are cancelled and the change may be saved. */
  settle: (go: boolean) => void;
}

/** Whether a change may be saved now; when not, the French error to show (null: the Kooker went back). */
export type ScheduleCheck = { go: true } | { go: false; error: string | null };

const READ_FAILED =
  'Vos réservations à venir n’ont pas pu être vérifiées, et rien n’a été enregistré. Vérifiez votre connexion, puis réessayez.';

/**
 * Before a change of days, hours, blocked dates, or a pause is saved: reads the Kooker's upcoming
 * confirmed bookings, and when the change leaves some without a place, asks about each
 * (`question`, shown by ScheduleConflictsDialog) and waits for the answer
 * (docs/reservations.md, « Côté Kooker »). With none, the change is saved as before.
 */
export function useScheduleCheck(uid: string) {
  const [question, setQuestion] = useState<ScheduleQuestion | null>(null);

  const check = useCallback(
    async (change: ScheduleChange): Promise<ScheduleCheck> => {
      const now = new Date();
      let bookings: Booking[];
      try {
        bookings = await readUpcomingBookings(uid, now);
      } catch {
        return { go: false, error: READ_FAILED };
      }
      const conflicts = scheduleConflicts(bookings, change, now);
      if (conflicts.length === 0) return { go: true };
      const go = await new Promise<boolean>((resolve) => {
        setQuestion({
          change,
          conflicts,
          settle: (answer) => {
            setQuestion(null);
            resolve(answer);
          },
        });
      });
      return go ? { go: true } : { go: false, error: null };
    },
    [uid],
  );

  return { check, question };
}
