// `npm run seed [-- --kookers N] [-- --out DIR]`: regenerates the demonstration data. Bundles
// scripts/seed/main.ts with esbuild, runs it inside `firebase emulators:exec` (Auth and Firestore
// only, starting empty) and exports the emulators' state on exit — into emulator-data/ by
// default, which `npm start` and `npm run dev` import — with seed.json beside it: the moment the
// dates were placed from, from which `npm start` moves them to its own day (docs/exploitation.md,
// « Les données de démonstration »). The old folder is replaced only when the seed succeeded.
// `--kookers N` adds N synthetic Kookers (benchmarks), e.g. `--out /tmp/bench`.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ensureDependencies, log, mustRun, ROOT, runInEmulators } from './lib/platform.mjs';

const args = process.argv.slice(2);
const outIndex = args.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
const outArg =
  outIndex < 0 ? 'emulator-data' : args[outIndex].startsWith('--out=') ? args[outIndex].slice('--out='.length) : args[outIndex + 1];
if (!outArg) {
  console.error('[kookers] --out attend un dossier.');
  process.exit(2);
}
const out = resolve(ROOT, outArg);
if (out === ROOT || out === resolve('/')) {
  console.error(`[kookers] Dossier de sortie refusé : ${out}`);
  process.exit(2);
}

// emulators:exec runs its command through a shell: quote every argument.
const shellQuote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

await ensureDependencies();

const bundle = join(ROOT, '.cache', 'seed', 'main.mjs');
log('Construction du script de données (esbuild)…');
await mustRun(join(ROOT, 'node_modules', '.bin', 'esbuild'), [
  'scripts/seed/main.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node20',
  '--external:firebase-admin',
  // The conversations are opened by the functions' own code (seed/conversations.ts).
  '--external:firebase-functions',
  // sharp is native (libvips): it loads from node_modules, not from the bundle.
  '--external:sharp',
  '--log-level=warning',
  `--outfile=${bundle}`,
]);

// The emulators export into a fresh sibling folder; it replaces the old one only on success.
const partial = `${out}.partial`;
rmSync(partial, { recursive: true, force: true });
mkdirSync(dirname(out), { recursive: true });

// Today at midnight (UTC): the same data all day long, and every "past" date really is past.
const seededAt = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).toISOString();

log(`Génération des données de démonstration dans ${outArg}…`);
const started = Date.now();
const code = await runInEmulators('auth,firestore', `node ${shellQuote(bundle)} --now ${seededAt} ${args.map(shellQuote).join(' ')}`, {
  options: ['--export-on-exit', partial],
});
if (code !== 0 || !existsSync(join(partial, 'firebase-export-metadata.json'))) {
  rmSync(partial, { recursive: true, force: true });
  console.error(`\n[kookers] La génération a échoué (code ${code}) : ${outArg} n'a pas été modifié.`);
  process.exit(code || 1);
}
writeFileSync(join(partial, 'seed.json'), `${JSON.stringify({ seededAt }, null, 2)}\n`);
rmSync(out, { recursive: true, force: true });
renameSync(partial, out);
log(`Données de démonstration prêtes dans ${outArg} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
