#!/usr/bin/env node
// npm run dac7 -- <année> [--project <identifiant>] [--out <dossier>] (docs/exploitation.md, « DAC7 »):
// the yearly DAC7 report, reports/dac7-<année>.csv and .json. Bundles functions/src/tax/dac7-cli.ts
// with esbuild (the domain inside, firebase-admin from node_modules), then runs it: against the
// local emulators that npm start or npm run dev keep running, or, with --project, against that
// project with the operator's Google credentials (gcloud auth application-default login), as the
// deploy's migrations do.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(ROOT, '.cache', 'dac7', 'dac7.cjs');

const built = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'esbuild'),
  [
    'functions/src/tax/dac7-cli.ts',
    '--bundle',
    '--platform=node',
    '--format=cjs',
    '--target=node20',
    '--external:firebase-admin',
    '--external:firebase-functions',
    '--log-level=warning',
    `--outfile=${bundle}`,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (built.status !== 0) {
  console.error('[dac7] La construction du script a échoué (npm ci a-t-il été lancé ?).');
  process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(run.status ?? 1);
