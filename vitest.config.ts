import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The functions suites run one file at a time on the critical path of `npm test`, while types,
 * lint, unit tests and then the data suites share the CPU beside them. The files that mostly wait
 * (for a trigger run again to do nothing) go first; the ones that load the CPU (twenty calls at
 * once, a flood of calls, a burst of mails) go last, once it is free (docs/contribuer.md,
 * « Le temps de npm test »). The other files keep vitest's order.
 */
const WAITING_FIRST = ['operator-console', 'profile-mails', 'accounts'];
const LOADING_LAST = ['contact', 'bookings', 'mail-burst'];

function rankOf(moduleId: string): number {
  const name = /tests\/functions\/([\w-]+)\.test\.ts$/.exec(moduleId)?.[1];
  if (!name) return 0;
  if (WAITING_FIRST.includes(name)) return -WAITING_FIRST.length + WAITING_FIRST.indexOf(name);
  if (LOADING_LAST.includes(name)) return 1 + LOADING_LAST.indexOf(name);
  return 0;
}

class FunctionsSuitesOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: equal ranks keep vitest's order.
    return [...sorted].sort((a, b) => rankOf(a.moduleId) - rankOf(b.moduleId));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: FunctionsSuitesOrder },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure code that keeps no state between files, and mocks nothing: the files of a worker
          // share their modules instead of loading yup, dayjs and the domain again for each.
          isolate: false,
          // npm test runs these beside tsc, lint and the emulators on a 2-core machine: the seed's and
          // the placement's properties, a second alone, have taken over 5 s there.
          testTimeout: 20_000,
        },
      },
      {
        // The web app's: some replace modules (vi.mock), so each file has its own.
        test: {
          name: 'unit-web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // Against the Local Emulator Suite, started by `firebase emulators:exec` (npm test).
        // The suites share the emulators' state, so files run one at a time.
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // The waits follow what the triggers write (tests/functions/helpers.ts, `eventually`): a busy
          // machine may take longer than a quiet one, as long as the work goes on.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
