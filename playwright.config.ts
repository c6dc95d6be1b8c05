import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';
import { TEST_CHROMIUM_PATH } from './scripts/lib/platform.mjs';

// Browser tests drive Debian's Chromium against the built app served by the Hosting emulator
// (started around this run by `firebase emulators:exec`, see scripts/test.mjs).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The journeys run two at a time beside the emulators on a 2-core machine: 60 s leaves room
  // for a busy machine; the longest journeys set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://127.0.0.1:5000',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    // Recording a trace (a screencast and a DOM snapshot per action) costs every test about a
    // tenth of its time: off by default (a failure still keeps its screenshot and the page's
    // state), on with KOOKERS_TRACE=1 (docs/contribuer.md).
    trace: process.env.KOOKERS_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
