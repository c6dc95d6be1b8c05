// The functions' scheduled jobs, run from a browser test's own process against the emulators, with
// `now` where the story needs it (docs/argent.md, « Le solde du Kooker »): the completion, the
// release of held shares and the weekly payout, talking to the simulated processor on the
// emulator's database as the Functions emulator's own do. Their events go to the emulator's
// webhook: the simulated processor writes each delivery, which the Functions emulator sends.
//
// They are bundled by esbuild, as the functions are for the emulator (functions/build.mjs), and
// loaded as one CommonJS file. Loaded through the test runner's own TypeScript transform instead,
// the functions (CommonJS) would require the domain (an ES module package) file by file, and the
// runner keeps one compiled copy per file whichever format asked first: a file an earlier test
// had imported as a module then came back as one to a `require`, and failed to load.
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { documentPath } from '@kookers/domain/data';
import { parisInstant } from '@kookers/domain/rules';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type * as CompleteBookingsModule from '../../functions/src/bookings/complete-bookings';
import type * as BalanceModule from '../../functions/src/payments/balance';
import type * as AdapterModule from '../../functions/src/payments/adapter';
import type * as SimulatedModule from '../../functions/src/payments/simulated-processor';

type Jobs = typeof CompleteBookingsModule & typeof BalanceModule & typeof AdapterModule & typeof SimulatedModule;

const ROOT = join(import.meta.dirname, '..', '..');
const functionsSource = (...path: string[]) => JSON.stringify(join(ROOT, 'functions', 'src', ...path));
// One file per process: the two workers of the browser suite build at the same time.
const bundle = join(ROOT, '.cache', 'e2e', `jobs-${process.pid}.cjs`);
buildSync({
  stdin: {
    contents: [
      `export { completeBookings } from ${functionsSource('bookings', 'complete-bookings')};`,
      `export { releaseEarnings, payKookers } from ${functionsSource('payments', 'balance')};`,
      `export { useProcessor } from ${functionsSource('payments', 'adapter')};`,
      `export { createSimulatedProcessor } from ${functionsSource('payments', 'simulated-processor')};`,
    ].join('\n'),
    resolveDir: ROOT,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  // The same firebase-admin as the tests' own (support/admin.ts), from node_modules.
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  outfile: bundle,
});
const { completeBookings, releaseEarnings, payKookers, useProcessor, createSimulatedProcessor } = createRequire(import.meta.url)(
  bundle,
) as Jobs;
rmSync(bundle);

/** The jobs on `db`, their processor the simulated one on the same database. */
export function jobsOn(db: Firestore) {
  useProcessor(createSimulatedProcessor(db));
  return {
    /** completeBookingsHourly at `now`: every confirmed booking ended by then is completed, its share held 48 h. */
    completeBookings: (now: Date) => completeBookings(db, now),
    /**
     * The booking's service placed on `date`, 10:00 to 14:00 in Paris, then completeBookingsHourly
     * five minutes after its end: its share is held from then, the moment it answers.
     */
    async completeOn(bookingId: string, date: string): Promise<Date> {
      const startAt = parisInstant(date, '10:00') as Date;
      const endAt = new Date(startAt.getTime() + 4 * 60 * 60 * 1000);
      await db
        .doc(documentPath('bookings', bookingId))
        .update({ date, startAt: Timestamp.fromDate(startAt), endAt: Timestamp.fromDate(endAt) });
      const completedAt = new Date(endAt.getTime() + 5 * 60 * 1000);
      await completeBookings(db, completedAt);
      return completedAt;
    },
    /** releaseEarningsHourly at `now`: each held share whose window has passed becomes available. */
    releaseEarnings: (now: Date) => releaseEarnings(db, now),
    /** payKookersWeekly at `now`: the available shares transferred, then one payout per Kooker. */
    payKookers: (now: Date) => payKookers(db, now),
  };
}
