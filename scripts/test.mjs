// `npm test`: from a fresh clone, installs what is missing, then runs every check in order —
// type-check, lint, unit tests, the emulator-backed suites, the browser suite — and ends with
// one summary. Exits non-zero if anything failed or any test was skipped.
// `node scripts/test.mjs unit e2e` runs only the named steps (types, lint, unit, build,
// emulators, e2e); the browser and emulator steps need a build first.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv, ensureDependencies, firebaseBin, log, PROJECT_ID, ROOT, run } from './lib/platform.mjs';

const started = Date.now();
await ensureDependencies();
ensureChromium();

const REPORTS = join(ROOT, 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
// QUIET keeps warnings, errors and what functions log, without a line per emulator request.
const emulators = (only, command) => [
  firebaseBin,
  ['emulators:exec', '--project', PROJECT_ID, '--only', only, '--log-verbosity', 'QUIET', command],
  { env: emulatorEnv({ CI: process.env.CI ?? '' }) },
];

const steps = [
  { id: 'types', name: 'Types (tsc)', run: () => runAll(['domain', 'functions', 'web', 'tests'].map((project) => [bin('tsc'), ['-p', project]])) },
  { id: 'lint', name: 'Lint (eslint)', run: () => run(bin('eslint'), ['--max-warnings', '0', '.']) },
  {
    id: 'unit',
    name: 'Tests unitaires (vitest)',
    report: { kind: 'vitest', file: join(REPORTS, 'unit.json') },
    run: () => run(bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, 'unit.json')}`]),
  },
  { id: 'build', name: 'Build (functions, web)', run: () => run('npm', ['run', 'build']) },
  {
    id: 'emulators',
    name: 'Émulateurs : règles, couverture, functions',
    report: { kind: 'vitest', file: join(REPORTS, 'emulator.json') },
    run: () =>
      run(
        ...emulators(
          'auth,firestore,functions',
          `${bin('vitest')} run --project emulator --reporter=default --reporter=json --outputFile.json=${join(REPORTS, 'emulator.json')}` +
            ' && node scripts/rules-coverage.mjs',
        ),
      ),
  },
  {
    id: 'e2e',
    name: 'Navigateur (Playwright + Chromium)',
    report: { kind: 'playwright', file: join(REPORTS, 'e2e.json') },
    run: () => run(...emulators('auth,firestore,functions,hosting', `${bin('playwright')} test`)),
  },
];

async function runAll(commands) {
  for (const [command, args] of commands) {
    const code = await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

function countsOf(report) {
  if (!report || !existsSync(report.file)) return null;
  const data = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return {
      passed: data.numPassedTests,
      failed: data.numFailedTests,
      skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
    };
  }
  const stats = data.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`[kookers] Étape(s) inconnue(s) : ${unknown.join(', ')}. Étapes : ${steps.map((s) => s.id).join(', ')}.`);
  process.exit(2);
}

const results = [];
for (const step of steps.filter((s) => wanted.length === 0 || wanted.includes(s.id))) {
  log(`▶ ${step.name}`);
  const stepStart = Date.now();
  let exitCode;
  try {
    exitCode = await step.run();
  } catch (error) {
    console.error(error);
    exitCode = 1;
  }
  const counts = countsOf(step.report);
  const ok = exitCode === 0 && (!counts || (counts.failed === 0 && counts.skipped === 0));
  results.push({ name: step.name, ok, counts, seconds: (Date.now() - stepStart) / 1000, missingReport: step.report && !counts });
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + (r.counts?.passed ?? 0),
    failed: sum.failed + (r.counts?.failed ?? 0) + (r.ok ? 0 : r.counts ? 0 : 1),
    skipped: sum.skipped + (r.counts?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n──────────────── Résumé de npm test ────────────────');
for (const r of results) {
  const tests = r.counts ? `${r.counts.passed} réussis, ${r.counts.failed} en échec, ${r.counts.skipped} ignorés` : r.missingReport ? 'aucun rapport' : '';
  console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(38)} ${tests.padEnd(40)} ${r.seconds.toFixed(1)} s`);
}
const allOk = results.every((r) => r.ok);
console.log(`Durée totale : ${((Date.now() - started) / 1000).toFixed(0)} s${total.skipped ? ` — ${total.skipped} test(s) ignoré(s) : interdit` : ''}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(allOk ? 0 : 1);
