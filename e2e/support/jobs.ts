// The functions' scheduled jobs, run from a browser test's own process against the emulators, with
// `now` where the story needs it (docs/argent.md, « Le solde du Kooker »): the completion, the
// release of held shares and the weekly payout, talking to the simulated processor on the
// emulator's database as the Functions emulator's own do. Their events go to the emulator's
// webhook: the simulated processor writes each delivery, which the Functions emulator sends.
//
// functions/ is a CommonJS package: its modules come through `require`, whose named exports the
// ESM loader of the browser tests cannot see; their types are those of the modules themselves.
import { createRequire } from 'node:module';
import type { Firestore } from 'firebase-admin/firestore';
import type * as CompleteBookingsModule from '../../functions/src/bookings/complete-bookings';
import type * as BalanceModule from '../../functions/src/payments/balance';
import type * as AdapterModule from '../../functions/src/payments/adapter';
import type * as SimulatedModule from '../../functions/src/payments/simulated-processor';

const require = createRequire(import.meta.url);

const { completeBookings } = require('../../functions/src/bookings/complete-bookings') as typeof CompleteBookingsModule;
const { releaseEarnings, payKookers } = require('../../functions/src/payments/balance') as typeof BalanceModule;
const { useProcessor } = require('../../functions/src/payments/adapter') as typeof AdapterModule;
const { createSimulatedProcessor } = require('../../functions/src/payments/simulated-processor') as typeof SimulatedModule;

/** The jobs on `db`, their processor the simulated one on the same database. */
export function jobsOn(db: Firestore) {
  useProcessor(createSimulatedProcessor(db));
  return {
    /** completeBookingsHourly at `now`: every confirmed booking ended by then is completed, its share held 48 h. */
    completeBookings: (now: Date) => completeBookings(db, now),
    /** releaseEarningsHourly at `now`: each held share whose window has passed becomes available. */
    releaseEarnings: (now: Date) => releaseEarnings(db, now),
    /** payKookersWeekly at `now`: the available shares transferred, then one payout per Kooker. */
    payKookers: (now: Date) => payKookers(db, now),
  };
}
