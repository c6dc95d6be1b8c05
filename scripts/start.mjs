// `npm start`: from a fresh clone, installs what is missing, builds the functions and the web
// app, and serves them on the Local Emulator Suite (Auth, Firestore, Functions, Hosting) under
// the demo project, with the seed data of emulator-data/ imported. Once every function is
// loaded, the local scheduler brings the data to today — the demo's bookings, reviews and
// conversations moved to today, then the scheduled jobs caught up — and keeps the jobs running
// (the Functions emulator never fires them); then the pages and photos a first visitor asks for
// are requested through Hosting until they answer warm, and every callable is called once
// (platform.mjs, warmUp and warmUpCallables); only then is the
// app announced, with MailDev's address, where the emails the app sends arrive
// (docs/notifications.md). Ctrl-C stops everything.
import {
  bringDataToToday,
  DEMO_DATA,
  emulatorEnv,
  ensureDependencies,
  firebaseBin,
  HOSTING_URL,
  log,
  MAIL_URL,
  mustRun,
  PROJECT_ID,
  startMail,
  waitForHttp,
  warmUp,
  warmUpCallables,
} from './lib/platform.mjs';
import { spawn } from 'node:child_process';

await ensureDependencies();
log('Construction des functions et de l’application web…');
await mustRun('npm', ['run', 'build']);

log('Démarrage des émulateurs Firebase (Auth, Firestore, Functions, Hosting)…');
const emulators = spawn(
  firebaseBin,
  ['emulators:start', '--project', PROJECT_ID, '--only', 'auth,firestore,functions,hosting', '--import', DEMO_DATA],
  { stdio: 'inherit', env: emulatorEnv() },
);
let scheduler = null;
let mail = null;

// Ctrl-C reaches the emulators and the scheduler directly (same terminal process group): just
// wait for the emulators to shut down cleanly instead of leaving Java or Node processes behind.
// A SIGTERM sent to this script alone is passed on as the Ctrl-C firebase-tools expects.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {
  scheduler?.kill('SIGTERM');
  mail?.stop();
  emulators.kill('SIGINT');
});
emulators.on('exit', (code) => {
  scheduler?.kill('SIGTERM');
  mail?.stop();
  process.exit(code ?? 0);
});

if (await waitForHttp(HOSTING_URL, 180_000)) {
  scheduler = await bringDataToToday(DEMO_DATA);
  if (scheduler && emulators.exitCode === null) mail = await startMail();
  if (scheduler && emulators.exitCode === null) await warmUpFunctions();
  if (scheduler && emulators.exitCode === null) {
    log(`Kookers est servi sur \x1b[1m${HOSTING_URL}\x1b[0m  (Ctrl-C pour tout arrêter)`);
    log(`Courriels envoyés (MailDev) : \x1b[1m${MAIL_URL}\x1b[0m`);
  }
}

/** The search, a Kooker's page and their photos, then every callable, asked once so that the first visitor finds them warm. */
async function warmUpFunctions() {
  const started = Date.now();
  log('Premières requêtes aux functions (recherche, page d’un Kooker, photos, formulaires)…');
  try {
    const { pages, images } = await warmUp({ siteUrl: HOSTING_URL });
    const callables = await warmUpCallables();
    log(
      `Functions prêtes : ${pages.join(', ')}, ${images} photos et ${callables} functions appelables en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    console.error(`[kookers] Les functions n’ont pas répondu à temps (${error.message}) : la première visite sera lente.`);
  }
}
