// Entry point: exports only. './setup' must stay first: it sets the region and initialises
// the Admin SDK before the functions below are defined.
import './setup';
import { SCHEDULED_JOBS } from './schedules';
import { scheduledFunction } from './shared/scheduled-function';
import type * as LocalPayments from './payments/local-payments';

export { becomeKooker } from './kookers/become-kooker';
// Who the Kooker is, before publishing (docs/produit.md, « Qui est le Kooker »).
export { setLegalStatus, confirmPhoneVerification, declareInsurance } from './kookers/identity-callables';
export { createBooking } from './bookings/create-booking';
// Asking for what the calendar does not show (docs/reservations.md, « Demander une offre »).
export { requestOffer, declineRequest, sendOffer, withdrawOffer, declineOffer, closeRequest } from './offers/offer-callables';
export { cancelBooking } from './bookings/cancel-booking';
export { lowerParticipants } from './bookings/lower-participants';
export { reportProblem, answerComplaint } from './bookings/complaints';
export { serveImage } from './images/serve-image';
export { kookerPage } from './pages/kooker-page';
export { searchPage } from './pages/search-page';
export { sendContactMessage } from './contact/send-contact-message';
export { calendarFeed, calendarFeedUrl } from './calendar/calendar-feed';

// What follows a write (docs/exploitation.md, « Les déclencheurs »): one trigger per collection and
// kind of event, handing it to each handler of that collection — among them the operators' console
// contract (« Agir depuis la console »), a field set in the console carried out and logged.
export {
  bookingWritten,
  kookerWritten,
  serviceWritten,
  reviewWritten,
  reportWritten,
  contactMessageWritten,
  outboxCreated,
  conversationUpdated,
} from './triggers';

// Paying (docs/decisions/017-paiements-par-carte.md): the payment step's calls and the processor's webhook.
export { resumePayment, abandonPayment } from './payments/payment-callables';
export { processorWebhook } from './payments/webhook';
// The simulated processor's card element, 3-D Secure step and event delivery: in the local
// platform's bundle only, and there on the emulators only (FUNCTIONS_EMULATOR). The deploy's bundle
// (`node build.mjs --deploy`, firebase.json's predeploy) is built with KOOKERS_SIMULATOR false: the
// branch and the module it loads are not in it (scripts/deploy/functions-bundle.test.ts).
declare const KOOKERS_SIMULATOR: boolean;
const local =
  KOOKERS_SIMULATOR && process.env.FUNCTIONS_EMULATOR === 'true'
    ? // A require, not an import: esbuild drops it with its branch, and the module with it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./payments/local-payments') as typeof LocalPayments)
    : null;
export const simulatedCardPayment = local?.simulatedCardPayment;
export const simulatedAuthentication = local?.simulatedAuthentication;
export const deliverSimulatedEvent = local?.deliverSimulatedEvent;

// A Kooker's money (docs/argent.md, « Le solde du Kooker »): where they are paid, and the documents of money.
export { setPayoutAccount } from './payments/payout-account';
export { moneyDocument } from './payments/money-documents';
export { setTaxProfile } from './tax/set-tax-profile';
export { dac7Statement } from './tax/dac7-statement';

// A member's own account: download their data, delete it (docs/produit.md, « Compte »).
export { exportMyData } from './accounts/export-my-data';
export { deleteMyAccount } from './accounts/delete-my-account';

// One export per job of schedules.ts, named as its key.
export const rebuildAvailabilityDaily = scheduledFunction(SCHEDULED_JOBS.rebuildAvailabilityDaily);
export const sweepUnusedImagesDaily = scheduledFunction(SCHEDULED_JOBS.sweepUnusedImagesDaily);
export const purgeContactMessagesDaily = scheduledFunction(SCHEDULED_JOBS.purgeContactMessagesDaily);
export const completeBookingsHourly = scheduledFunction(SCHEDULED_JOBS.completeBookingsHourly);
export const bookingContactsHourly = scheduledFunction(SCHEDULED_JOBS.bookingContactsHourly);
export const remindBookingsHourly = scheduledFunction(SCHEDULED_JOBS.remindBookingsHourly);
export const retryFailedMailsOften = scheduledFunction(SCHEDULED_JOBS.retryFailedMailsOften);
export const noticeUnreadMessagesOften = scheduledFunction(SCHEDULED_JOBS.noticeUnreadMessagesOften);
export const releaseUnpaidHoldsOften = scheduledFunction(SCHEDULED_JOBS.releaseUnpaidHoldsOften);
export const retryPaymentsOften = scheduledFunction(SCHEDULED_JOBS.retryPaymentsOften);
export const releaseEarningsHourly = scheduledFunction(SCHEDULED_JOBS.releaseEarningsHourly);
export const payKookersWeekly = scheduledFunction(SCHEDULED_JOBS.payKookersWeekly);
export const reconcilePaymentsDaily = scheduledFunction(SCHEDULED_JOBS.reconcilePaymentsDaily);
export const checkInsurancesDaily = scheduledFunction(SCHEDULED_JOBS.checkInsurancesDaily);
export const purgeTaxProfilesDaily = scheduledFunction(SCHEDULED_JOBS.purgeTaxProfilesDaily);
export const expireOffersHourly = scheduledFunction(SCHEDULED_JOBS.expireOffersHourly);
