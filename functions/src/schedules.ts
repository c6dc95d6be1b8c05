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
import { checkInsurances } from './kookers/insurance-checks';
import { expireOffers } from './offers/expire-offers';
import { remindBookings } from './mail/reminders';
import { retryFailedMails } from './mail/retry-failed-mails';
import { noticeUnreadMessages } from './messaging/unread-notices';
import { releaseUnpaidHolds, retryPayments } from './payments/jobs';
import { payKookers, releaseEarnings } from './payments/balance';
import { reconcilePayments } from './payments/reconcile';
import { purgeTaxProfiles } from './tax/purge-tax-profiles';
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
/** Monday morning in Paris, before the banks' first settlement: the Kookers' weekly payout (docs/argent.md). */
const WEEKLY = { every: 'week', day: 'monday', at: '06:00' } as const;

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
    title: 'Prestations terminées, parts des Kookers retenues 48 h',
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
  releaseUnpaidHoldsOften: {
    title: 'Créneaux non payés libérés',
    cadence: { every: 'minutes', minutes: 5 },
    async run(now) {
      const { expired, confirmed } = await releaseUnpaidHolds(getFirestore(), now);
      return expired + confirmed > 0 ? `${expired} libéré(s), ${confirmed} confirmé(s) sur la parole du prestataire` : '';
    },
  },
  retryPaymentsOften: {
    title: 'Remboursements et virements repris',
    cadence: { every: 'minutes', minutes: 5 },
    async run(now) {
      const { examined } = await retryPayments(getFirestore(), now);
      return examined > 0 ? `${examined} réservation(s) reprise(s)` : '';
    },
  },
  releaseEarningsHourly: {
    title: 'Parts des Kookers disponibles',
    cadence: { every: 'hour', minute: 15 },
    async run(now) {
      const { released } = await releaseEarnings(getFirestore(), now);
      return `${released} part(s) disponible(s)`;
    },
  },
  payKookersWeekly: {
    title: 'Versements hebdomadaires des Kookers',
    cadence: WEEKLY,
    async run(now) {
      const { sent, withoutAccount, withoutTaxData, accountChanged, waiting } = await payKookers(getFirestore(), now);
      return (
        `${sent} versement(s) envoyé(s), ${waiting} en attente d’un virement, ${withoutAccount} Kooker(s) sans compte de versement, ` +
        `${withoutTaxData} sans informations fiscales complètes, ${accountChanged} au compte de versement changé il y a moins de 72 h`
      );
    },
  },
  reconcilePaymentsDaily: {
    title: 'Rapprochement du registre et du prestataire',
    cadence: DAILY,
    async run(now) {
      const { day, compared, differences } = await reconcilePayments(getFirestore(), now);
      return `${day} : ${compared} mouvement(s) comparé(s), ${differences.length} écart(s)`;
    },
  },
  checkInsurancesDaily: {
    title: 'Assurances des Kookers : rappels et pauses',
    cadence: DAILY,
    async run(now) {
      const { reminded, pausedForInsurance, pausedForMissing } = await checkInsurances(getFirestore(), getAuth(), now);
      return `${reminded} rappel(s), ${pausedForInsurance} profil(s) en pause (assurance terminée), ${pausedForMissing} en pause (vérifications manquantes)`;
    },
  },
  purgeTaxProfilesDaily: {
    title: 'Données fiscales gardées après suppression, effacées à la fin de leur conservation',
    cadence: DAILY,
    async run(now) {
      const { deleted } = await purgeTaxProfiles(getFirestore(), now);
      return `${deleted} supprimée(s)`;
    },
  },
  expireOffersHourly: {
    title: 'Demandes et offres expirées fermées',
    cadence: { every: 'hour', minute: 5 },
    async run(now) {
      const { requests, offers } = await expireOffers(getFirestore(), now);
      return requests + offers === 0 ? '' : `${requests} demande(s) et ${offers} offre(s) expirée(s)`;
    },
  },
} satisfies Record<string, ScheduledJob>;
