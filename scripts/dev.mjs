// `npm run dev`: Vite with hot reload against the Auth, Firestore and Functions emulators
// (seed data imported); the functions are rebuilt on every change and reloaded by the emulator.
import { spawn } from 'node:child_process';
import { emulatorEnv, ensureDependencies, firebaseBin, log, mustRun, PROJECT_ID } from './lib/platform.mjs';

await ensureDependencies();
await mustRun('npm', ['run', 'build', '--workspace', 'functions']);
const children = [
  spawn('node', ['functions/build.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(
    firebaseBin,
    [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--only',
      'auth,firestore,functions',
      '--import',
      'emulator-data',
      'npm run dev --workspace web',
    ],
    { stdio: 'inherit', env: emulatorEnv() },
  ),
];
log('Vite démarre sur http://127.0.0.1:5173 dès que les émulateurs sont prêts (Ctrl-C pour tout arrêter).');

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
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
