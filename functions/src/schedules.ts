/**
 * The scheduled jobs, defined once: index.ts deploys each as a Cloud Scheduler function
 * (Europe/Paris), and the local scheduler (local-scheduler.ts) runs them against the
 * emulators, which never fire scheduled functions. Each job takes `now`, so tests drive it at
 * any instant; each resolves with one French line saying what it did.
 *
 * The key of each job is the name of its exported function.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildAllAvailability } from './availability/rebuild-all-availability';
import { shareAndEraseContacts } from './bookings/booking-contacts';
import { completeBookings } from './bookings/complete-bookings';
import { purgeContactMessages } from './contact/purge-contact-messages';
import { sweepUnusedImages } from './images/sweep-unused-images';
import { remindBookings } from './mail/reminders';
import { retryFailedMails } from './mail/retry-failed-mails';
import { noticeUnreadMessages } from './messaging/unread-notices';
import type { Cadence } from './shared/cadence';

export interface ScheduledJob {
  /** What the job does, in French, for the logs. */
  title: string;
  cadence: Cadence;
  /** Runs the job at `now`; resolves with a French summary of what it did, '' when nothing. */
  run(now: Date): Promise<string>;
}

/** Just after midnight in Paris: the first run of the new day. */
const DAILY = { every: 'day', at: '00:05' } as const;

export const SCHEDULED_JOBS = {
  rebuildAvailabilityDaily: {
    title: 'Disponibilités recalculées',
    cadence: DAILY,
    async run(now) {
      const { kookers, rewritten } = await rebuildAllAvailability(getFirestore(), now);
      return `${kookers} Kooker(s) publié(s), ${rewritten} mis à jour`;
    },
  },
  sweepUnusedImagesDaily: {
    title: 'Photos inutilisées supprimées',
    cadence: DAILY,
    async run(now) {
      const { examined, deleted } = await sweepUnusedImages(getFirestore(), now);
      return `${deleted} supprimée(s) sur ${examined} examinée(s)`;
    },
  },
  purgeContactMessagesDaily: {
    title: 'Messages de contact anciens supprimés',
    cadence: DAILY,
    async run(now) {
      const { deleted } = await purgeContactMessages(getFirestore(), now);
      return `${deleted} supprimé(s)`;
    },
  },
  completeBookingsHourly: {
    title: 'Prestations terminées, Kookers payés',
    cadence: { every: 'hour', minute: 0 },
    async run(now) {
      const { completed } = await completeBookings(getFirestore(), now);
      return `${completed} réservation(s) terminée(s)`;
    },
  },
  bookingContactsHourly: {
    title: 'Coordonnées des réservations',
    cadence: { every: 'hour', minute: 0 },
    async run(now) {
      const { shared, erased } = await shareAndEraseContacts(getFirestore(), now);
      return `${shared} donnée(s) au client, ${erased} effacée(s)`;
    },
  },
  remindBookingsHourly: {
    title: 'Rappels des réservations du lendemain',
    cadence: { every: 'hour', minute: 30 },
    async run(now) {
      const { reminded } = await remindBookings(getFirestore(), getAuth(), now);
      return `${reminded} rappel(s) écrit(s)`;
    },
  },
  retryFailedMailsOften: {
    title: 'Courriels en échec renvoyés',
    cadence: { every: 'minutes', minutes: 5 },
    async run(now) {
      const { retried } = await retryFailedMails(getFirestore(), now);
      // Nothing to say most of the time: an empty summary (the local scheduler then logs nothing).
      return retried > 0 ? `${retried} courriel(s) à renvoyer` : '';
    },
  },
  noticeUnreadMessagesOften: {
    title: 'Messages non lus signalés par courriel',
    cadence: { every: 'minutes', minutes: 5 },
    async run(now) {
      const { sent } = await noticeUnreadMessages(getFirestore(), getAuth(), now);
      return sent > 0 ? `${sent} courriel(s) écrit(s)` : '';
    },
  },
} satisfies Record<string, ScheduledJob>;
