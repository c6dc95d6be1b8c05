// `npm run dev`: Vite with hot reload against the Auth, Firestore and Functions emulators
// (seed data imported); the functions are rebuilt on every change and reloaded by the emulator.
// As with `npm start`, the scheduled jobs bring the data to today once every function is
// loaded and keep running, MailDev and the local mail delivery start, the photos' function is
// started (warmUp), and the app is announced only then.
import { spawn } from 'node:child_process';
import {
  bringDataToToday,
  DEMO_DATA,
  emulatorEnv,
  ensureDependencies,
  firebaseBin,
  log,
  MAIL_URL,
  mustRun,
  PROJECT_ID,
  startMail,
  waitForHttp,
  warmUp,
} from './lib/platform.mjs';

const VITE_URL = 'http://127.0.0.1:5173';

await ensureDependencies();
await mustRun('npm', ['run', 'build', '--workspace', 'functions']);
const children = [
  spawn('node', ['functions/build.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(
    firebaseBin,
    ['emulators:exec', '--project', PROJECT_ID, '--only', 'auth,firestore,functions', '--import', DEMO_DATA, 'npm run dev --workspace web'],
    { stdio: 'inherit', env: emulatorEnv() },
  ),
];
log(`Vite démarre sur ${VITE_URL} dès que les émulateurs sont prêts (Ctrl-C pour tout arrêter).`);
// The scheduler is stopped with the rest, but its end alone stops nothing.
let scheduler = null;
let mail = null;

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  scheduler?.kill('SIGTERM');
  mail?.stop();
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}

if (await waitForHttp(VITE_URL, 180_000)) {
  scheduler = await bringDataToToday(DEMO_DATA);
  if (scheduler && !stopping) mail = await startMail();
  // Vite serves no page through the functions, but its proxy sends /images to serveImage: its
  // instances are started before the announcement, as many as a page's photos need.
  if (scheduler && !stopping) await warmUp({ imagesUrl: VITE_URL }).catch(() => {});
  if (scheduler && !stopping) {
    log(`Kookers (développement) est prêt sur \x1b[1m${VITE_URL}\x1b[0m  (Ctrl-C pour tout arrêter)`);
    log(`Courriels envoyés (MailDev) : \x1b[1m${MAIL_URL}\x1b[0m`);
  }
}
