// `npm run bench`: the budgets, measured on the built app served by the Hosting emulator —
// gzipped JavaScript loaded by the home route, and Lighthouse (mobile) performance and
// accessibility of the home page. Prints a table and writes reports/bench.json.
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv, ensureDependencies, firebaseBin, mustRun, PROJECT_ID } from './lib/platform.mjs';

await ensureDependencies();
ensureChromium();
await mustRun('npm', ['run', 'build']);
await mustRun(firebaseBin, ['emulators:exec', '--project', PROJECT_ID, '--only', 'auth,firestore,functions,hosting', '--import', 'emulator-data', 'node scripts/bench/measure.mjs'], {
  env: emulatorEnv(),
});
