// Runs before any function module is evaluated (index.ts imports it first): functions read
// the global options when they are defined, not when they are called.
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/options';

/** Cloud Functions run next to our users (europe-west1: README, « Les parties »). */
const REGION = 'europe-west1';

setGlobalOptions({ region: REGION, maxInstances: 10 });
initializeApp();
