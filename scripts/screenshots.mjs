// `npm run screenshots [path…]`: builds the app, serves it on the emulators, and saves a
// full-page screenshot of each page at desktop and phone widths in reports/screenshots/, to
// look at what we ship. Without paths, every static route. `npm run screenshots -- --sans-js`:
// the prerendered pages with JavaScript disabled, into docs/screenshots/.
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv, ensureDependencies, firebaseBin, mustRun, PROJECT_ID } from './lib/platform.mjs';

// emulators:exec runs its command through a shell: quote the paths (`?a=1&b=2`).
const shellQuote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

await ensureDependencies();
ensureChromium();
await mustRun('npm', ['run', 'build']);
await mustRun(
  firebaseBin,
  [
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions,hosting',
    '--import',
    'emulator-data',
    `node scripts/screenshots/capture.mjs ${process.argv.slice(2).map(shellQuote).join(' ')}`,
  ],
  { env: emulatorEnv() },
);
