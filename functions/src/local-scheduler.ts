// The scheduled jobs on the local platform (built to lib/local-scheduler.js, not deployed as a
// function): the Functions emulator never fires scheduled functions, and the committed seed
// was generated on a fixed day. `npm start` and `npm run dev` run this once the functions are
// loaded: given the day of the seed they imported (KOOKERS_SEEDED_AT, from emulator-data/seed.json),
// it first places the demonstration data on today (local-demo-placement.ts, docs/exploitation.md,
// « Les données de démonstration »), the Functions emulator's triggers off meanwhile
// (FIREBASE_EMULATOR_HUB); then it runs every job of schedules.ts at once (catch-up: the booking
// window moves to today), tells its parent when that is done, then runs each job at its Paris time
// until it is stopped. It only ever talks to the emulators.
import { initializeApp } from 'firebase-admin/app';
import { placementDays } from '@kookers/domain/demo';
import { parisDateOf, parisTimeOf } from '@kookers/domain/rules';
import { getFirestore } from 'firebase-admin/firestore';
import { placeDemoData } from './local-demo-placement';
import { eraseLapsedContacts } from './bookings/erase-lapsed-contacts';
import { communeOnlyAddresses } from './offers/commune-only-addresses';
import { completeKookerProfiles } from './kookers/complete-profiles';
import { freezeBookingTerms } from './payments/freeze-terms';
import { SCHEDULED_JOBS, type ScheduledJob } from './schedules';
import { nextRunAfter } from './shared/cadence';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    '[planificateur] FIRESTORE_EMULATOR_HOST ou FIREBASE_AUTH_EMULATOR_HOST manque : le planificateur local ne tourne que contre les émulateurs.',
  );
  process.exit(2);
}
initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-kookers' });

function log(message: string) {
  const now = new Date();
  console.log(`\x1b[35m[planificateur]\x1b[0m ${parisDateOf(now)} ${parisTimeOf(now)} ${message}`);
}

const running = new Set<string>();

/** Runs a job once and logs one line (none for a planned run with nothing to say); a failure is logged and never stops the scheduler. */
async function runJob(name: string, job: ScheduledJob, why: string): Promise<void> {
  if (running.has(name)) {
    log(`${job.title} : le passage précédent n’est pas fini, celui-ci est sauté.`);
    return;
  }
  running.add(name);
  const started = Date.now();
  try {
    const summary = await job.run(new Date());
    // A frequent job that found nothing to do stays quiet between the start-up and its next work.
    if (summary === '' && why === 'planifié') return;
    log(`${job.title} (${why}) : ${summary || 'rien à faire'} en ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s`);
  } catch (error) {
    log(`${job.title} (${why}) a échoué : ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    running.delete(name);
  }
}

function scheduleNext(name: string, job: ScheduledJob): void {
  const next = nextRunAfter(job.cadence, new Date());
  // Timers may fire a little early or late (a sleeping laptop): the next one is computed anew.
  setTimeout(() => {
    void runJob(name, job, 'planifié').finally(() => scheduleNext(name, job));
  }, next.getTime() - Date.now());
}

// Stopped with the emulators: Ctrl-C reaches it too, and it ends when its parent goes away.
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));

/**
 * Runs `work` with the Functions emulator's background triggers off, as
 * @firebase/rules-unit-testing's withFunctionTriggersDisabled does through the emulators' hub:
 * moving hundreds of documents would otherwise start as many trigger runs, each of which finds
 * nothing to do (the emulator ignores the events of triggers turned off, even ones that arrive
 * after they are on again). Without a hub, or without a Functions emulator behind it, nothing
 * fires anyway.
 */
async function withTriggersOff<T>(work: () => Promise<T>): Promise<T> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const turned = hub ? await fetch(`http://${hub}/functions/disableBackgroundTriggers`, { method: 'PUT' }).catch(() => null) : null;
  try {
    return await work();
  } finally {
    if (turned?.ok) await fetch(`http://${hub}/functions/enableBackgroundTriggers`, { method: 'PUT' });
  }
}

/** Places the demonstration data seeded at `seededAt` on today; a failure is logged and leaves it where it was. */
async function placeDemo(seededAt: Date): Promise<void> {
  const started = new Date();
  const seedDay = parisDateOf(seededAt).split('-').reverse().join('/');
  if (placementDays(seededAt, started) === 0) {
    log(`Données de démonstration générées le ${seedDay} : rien à déplacer`);
    return;
  }
  try {
    const placed = await withTriggersOff(() => placeDemoData(getFirestore(), seededAt, started));
    const seconds = ((Date.now() - started.getTime()) / 1000).toFixed(1).replace('.', ',');
    log(
      `Données de démonstration générées le ${seedDay}, déplacées de ${placed.days} jour(s) : ` +
        `${placed.bookings} réservation(s), ${placed.reviews} avis, ${placed.conversations} conversation(s), ` +
        `${placed.messages} message(s) en ${seconds} s`,
    );
  } catch (error) {
    log(`Données de démonstration non déplacées : ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  // The demonstration's bookings made before the money rules were stored on bookings get them, once.
  const frozen = await withTriggersOff(() => freezeBookingTerms(getFirestore())).catch(() => null);
  if (frozen?.written) log(`Règles des réservations écrites sur ${frozen.written} réservation(s) ancienne(s)`);
  // Profiles created before becomeKooker wrote every field get those they lack (rating, reviewCount…), once.
  const completed = await completeKookerProfiles(getFirestore()).catch(() => null);
  if (completed?.written) log(`Profils de Kookers complétés : ${completed.written}`);
  const seededAt = process.env.KOOKERS_SEEDED_AT ? new Date(process.env.KOOKERS_SEEDED_AT) : null;
  if (seededAt && !Number.isNaN(seededAt.getTime())) await placeDemo(seededAt);
  // Bookings written before the contacts rule hold only what it shows now (domain/src/booking/booking-contacts.ts), once placed on today.
  const hidden = await withTriggersOff(() => eraseLapsedContacts(getFirestore(), new Date())).catch(() => null);
  if (hidden?.written) log(`Coordonnées de réservations mises à la règle : ${hidden.written}`);
  // Requests and offers written before a request named only a commune keep it only, once.
  const communes = await withTriggersOff(() => communeOnlyAddresses(getFirestore())).catch(() => null);
  if (communes?.written) log(`Demandes et offres réduites à la commune : ${communes.written}`);
  const jobs = Object.entries(SCHEDULED_JOBS) as Array<[string, ScheduledJob]>;
  for (const [name, job] of jobs) await runJob(name, job, 'rattrapage au démarrage');
  process.send?.({ type: 'caught-up' });
  for (const [name, job] of jobs) scheduleNext(name, job);
}

void main();
