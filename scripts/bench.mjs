// `npm run bench`: the budgets, measured on the built app.
// 1. The pages (scripts/bench/measure.mjs), served by the Hosting emulator with the data of
//    emulator-data/: gzipped JavaScript of the home, search and Kooker pages, the photos of a
//    list of cards, Lighthouse mobile (performance, accessibility) of each.
// 2. The search at scale (scripts/bench/search-scale.ts): the same typical searches over 100
//    and 10 000 seeded Kookers, time and documents read per page, side by side.
// Prints the tables, writes reports/bench.json and reports/bench-search.json, and says how busy
// the machine was (Lighthouse's score moves with the load).
// `npm run bench -- pages` or `-- search` runs one part only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv, ensureDependencies, firebaseBin, log, mustRun, PROJECT_ID, ROOT } from './lib/platform.mjs';

const parts = process.argv.slice(2);
const wants = (part) => parts.length === 0 || parts.includes(part);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

await ensureDependencies();
ensureChromium();
mkdirSync(join(ROOT, 'reports'), { recursive: true });
log(`Charge de la machine au départ (1, 5, 15 min) : ${load()}`);

if (wants('pages')) {
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
      'node scripts/bench/measure.mjs',
    ],
    {
      env: emulatorEnv(),
    },
  );
}

if (wants('search')) {
  const SIZES = [100, 10_000];
  const cache = join(ROOT, '.cache', 'bench');
  const script = join(cache, 'search-scale.mjs');
  await mustRun(join(ROOT, 'node_modules', '.bin', 'esbuild'), [
    'scripts/bench/search-scale.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--log-level=warning',
    '--external:firebase',
    '--external:firebase/*',
    `--outfile=${script}`,
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const figures = [];
  for (const size of SIZES) {
    // A seed is made for a day (its free slots start from it): made again on another day.
    const seed = join(cache, `seed-${size}`);
    const madeOn = join(seed, 'made-on');
    if (!existsSync(madeOn) || readFileSync(madeOn, 'utf8') !== today) {
      log(`Génération de ${size.toLocaleString('fr-FR')} Kookers synthétiques (en plus des 16 de démonstration)…`);
      await mustRun('node', ['scripts/seed.mjs', '--kookers', String(size), '--out', seed]);
      writeFileSync(madeOn, today);
    }
    const out = join(ROOT, 'reports', `bench-search-${size}.json`);
    await mustRun(
      firebaseBin,
      ['emulators:exec', '--project', PROJECT_ID, '--only', 'firestore', '--import', seed, `node ${script} ${size} ${out}`],
      { env: emulatorEnv() },
    );
    figures.push(JSON.parse(readFileSync(out, 'utf8')));
  }

  const [small, large] = figures;
  const rows = small.results.map((result, index) => {
    const big = large.results[index];
    return { search: result.search, small: result, large: big, ratio: big.median / result.median };
  });
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(`\n──────────────── Recherche à l’échelle (npm run bench) ────────────────`);
  console.log(
    `${''.padEnd(44)} ${`${small.kookers} Kookers`.padEnd(28)} ${`${large.kookers.toLocaleString('fr-FR')} Kookers`.padEnd(28)} rapport`,
  );
  console.log(`${'recherche'.padEnd(44)} ${'médiane      p95 lectures'.padEnd(28)} ${'médiane      p95 lectures'.padEnd(28)} médianes`);
  for (const row of rows) {
    console.log(
      `${row.search.padEnd(44)} ${ms(row.small.median)} ${ms(row.small.p95)} ${String(row.small.reads).padStart(8)}   ` +
        `${ms(row.large.median)} ${ms(row.large.p95)} ${String(row.large.reads).padStart(8)}   ${row.ratio.toFixed(1).padStart(6)}×`,
    );
  }
  console.log(
    'Lectures : les documents d’une page (12), 1 pour le compte (plafonné à 1 000), 1 par tranche de distance vide (« Les plus proches »).\n' +
      'Le temps est celui de l’émulateur Firestore,\n' +
      'qui parcourt les documents au lieu d’utiliser des index : il croît avec le nombre de Kookers, ce que Firestore ne fait pas\n' +
      '(docs/decisions/007-search.md).',
  );
  writeFileSync(
    join(ROOT, 'reports', 'bench-search.json'),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), sizes: figures, rows }, null, 2)}\n`,
  );
  // 'Les plus proches' reads band after band: a band with nobody costs one read (8 bands).
  const readsOk = rows.every((row) => row.small.reads <= 12 + 1 + 8 && row.large.reads <= 12 + 1 + 8);
  console.log(
    `${readsOk ? '✔' : '✘'} Documents lus par page ≤ 12 + 1 pour le compte (+ 1 par tranche de distance vide), à 100 comme à 10 000 Kookers`,
  );
  if (!readsOk) process.exitCode = 1;
  // The target would be 1.5×: out of the emulator's reach (decision 016), said, not failed.
  const ratios = rows.map((row) => row.ratio);
  console.log(
    `  Médianes à ${large.kookers.toLocaleString('fr-FR')} Kookers / à ${small.kookers} : de ${Math.min(...ratios).toFixed(1)}× à ${Math.max(...ratios).toFixed(1)}× ` +
      '(émulateur sans index ; Firestore lit par index, en temps proportionnel à la page : décision 016)',
  );
}

log(`Charge de la machine à la fin (1, 5, 15 min) : ${load()}`);
