// `npm test`: from a fresh clone, installs what is missing, then runs every check and ends with
// one summary (each step's counts and time, and the ten slowest tests). Exits non-zero if
// anything failed or any test was skipped.
//
// Two phases, to stay fast on a 2-core machine as the suites grow:
// 1. type-check, lint, unit tests and the build run side by side (none needs an emulator); each
//    one's output is printed in one block when it ends, so the log stays readable;
// 2. one `firebase emulators:exec` for everything that needs the emulators: the emulator suites
//    (rules, coverage, functions), then the browser suite, in order since they share the
//    emulators' state (emptied in between). Inside, this same script runs with `--inside`.
//
// `node scripts/test.mjs unit e2e` runs only the named steps (types, lint, unit, build,
// emulators, e2e); the browser and emulator steps need a build first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorHost, ensureDependencies, log, PROJECT_ID, ROOT, run, runInEmulators } from './lib/platform.mjs';

const REPORTS = join(ROOT, 'reports');
/** What the steps run inside the emulators left for the outer script: exit codes and times. */
const INSIDE_RESULTS = join(REPORTS, 'inside-emulators.json');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const steps = [
  { id: 'types', name: 'Types (tsc)', phase: 'alone', run: (out) => runAll(['domain', 'functions', 'web', 'tests'].map((project) => [bin('tsc'), ['-p', project]]), out) },
  { id: 'lint', name: 'Lint (eslint)', phase: 'alone', run: (out) => out(bin('eslint'), ['--max-warnings', '0', '.']) },
  {
    id: 'unit',
    name: 'Tests unitaires (vitest)',
    phase: 'alone',
    report: { kind: 'vitest', file: join(REPORTS, 'unit.json') },
    run: (out) => out(bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, 'unit.json')}`]),
  },
  { id: 'build', name: 'Build (functions, web)', phase: 'alone', run: (out) => out('npm', ['run', 'build']) },
  {
    id: 'emulators',
    name: 'Émulateurs : règles, couverture, functions',
    phase: 'emulators',
    report: { kind: 'vitest', file: join(REPORTS, 'emulator.json') },
    run: async () => {
      const code = await run(bin('vitest'), ['run', '--project', 'emulator', '--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, 'emulator.json')}`]);
      return code !== 0 ? code : run('node', ['scripts/rules-coverage.mjs']);
    },
  },
  {
    id: 'e2e',
    name: 'Navigateur (Playwright + Chromium)',
    phase: 'emulators',
    report: { kind: 'playwright', file: join(REPORTS, 'e2e.json') },
    run: async () => {
      await emptyEmulators();
      return run(bin('playwright'), ['test']);
    },
  },
];

const args = process.argv.slice(2);
const inside = args[0] === '--inside';
const wanted = inside ? args.slice(1) : args;
const unknown = wanted.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`[kookers] Étape(s) inconnue(s) : ${unknown.join(', ')}. Étapes : ${steps.map((s) => s.id).join(', ')}.`);
  process.exit(2);
}
const selected = steps.filter((step) => wanted.length === 0 || wanted.includes(step.id));

if (inside) await runInsideEmulators();
else await main();

async function main() {
  const started = Date.now();
  await ensureDependencies();
  ensureChromium();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  // Phase 1: the steps that need no emulator, side by side.
  const alone = selected.filter((step) => step.phase === 'alone');
  if (alone.length > 0) log(`▶ En parallèle : ${alone.map((step) => step.name).join(', ')}`);
  const results = await Promise.all(
    alone.map(async (step) => {
      const stepStart = Date.now();
      const output = [];
      const out = (command, commandArgs) => runCaptured(command, commandArgs, output);
      let exitCode;
      try {
        exitCode = await step.run(out);
      } catch (error) {
        output.push(String(error?.stack ?? error));
        exitCode = 1;
      }
      const seconds = (Date.now() - stepStart) / 1000;
      log(`${exitCode === 0 ? '✔' : '✘'} ${step.name} (${seconds.toFixed(1)} s)`);
      process.stdout.write(output.join(''));
      return resultOf(step, exitCode, seconds);
    }),
  );

  // Phase 2: one start of the emulators for every step that needs them.
  const withEmulators = selected.filter((step) => step.phase === 'emulators');
  if (withEmulators.length > 0) {
    const buildFailed = results.some((r) => r.id === 'build' && !r.ok);
    if (buildFailed) {
      for (const step of withEmulators) results.push({ ...resultOf(step, 1, 0), note: 'non lancé : le build a échoué' });
    } else {
      log(`▶ Émulateurs (auth, firestore, functions, hosting) pour : ${withEmulators.map((step) => step.name).join(', ')}`);
      rmSync(INSIDE_RESULTS, { force: true });
      // QUIET keeps warnings, errors and what functions log, without a line per request.
      const code = await runInEmulators('auth,firestore,functions,hosting', `node scripts/test.mjs --inside ${withEmulators.map((step) => step.id).join(' ')}`, {
        options: ['--log-verbosity', 'QUIET'],
        env: { CI: process.env.CI ?? '' },
      });
      const insideResults = existsSync(INSIDE_RESULTS) ? JSON.parse(readFileSync(INSIDE_RESULTS, 'utf8')) : [];
      for (const step of withEmulators) {
        const done = insideResults.find((r) => r.id === step.id);
        results.push(done ? resultOf(step, done.exitCode, done.seconds) : { ...resultOf(step, code || 1, 0), note: 'non lancé : les émulateurs n’ont pas démarré' });
      }
    }
  }

  printSummary(results, (Date.now() - started) / 1000);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/** Inside `emulators:exec`: runs the steps in order and writes what happened for main(). */
async function runInsideEmulators() {
  const done = [];
  for (const step of selected) {
    log(`▶ ${step.name}`);
    const stepStart = Date.now();
    let exitCode;
    try {
      exitCode = await step.run();
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    done.push({ id: step.id, exitCode, seconds: (Date.now() - stepStart) / 1000 });
    writeFileSync(INSIDE_RESULTS, JSON.stringify(done));
  }
  process.exit(done.every((r) => r.exitCode === 0) ? 0 : 1);
}

/**
 * The browser suite starts from empty emulators, as if started for it alone: the emulator
 * suites leave accounts and documents behind in the app's project.
 */
async function emptyEmulators() {
  const firestore = `http://${emulatorHost('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const auth = `http://${emulatorHost('auth')}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  for (const url of [firestore, auth]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Impossible de vider l’émulateur (${url}) : ${response.status}`);
  }
}

async function runAll(commands, out) {
  for (const [command, commandArgs] of commands) {
    const code = await out(command, commandArgs);
    if (code !== 0) return code;
  }
  return 0;
}

/** Runs a command with its output kept in `output` (printed in one block by the caller). */
function runCaptured(command, commandArgs, output) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk) => output.push(chunk.toString()));
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      resolvePromise(1);
    });
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function resultOf(step, exitCode, seconds) {
  const counts = countsOf(step.report);
  const ok = exitCode === 0 && (!counts || (counts.failed === 0 && counts.skipped === 0));
  return { id: step.id, name: step.name, ok, counts, seconds, missingReport: Boolean(step.report && !counts) };
}

function countsOf(report) {
  if (!report || !existsSync(report.file)) return null;
  const data = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return { passed: data.numPassedTests, failed: data.numFailedTests, skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0) };
  }
  const stats = data.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** Every test of the reports, with its duration in ms: vitest's and Playwright's JSON. */
function testDurations() {
  const tests = [];
  for (const step of steps.filter((s) => s.report && existsSync(s.report.file))) {
    const data = JSON.parse(readFileSync(step.report.file, 'utf8'));
    if (step.report.kind === 'vitest') {
      for (const file of data.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          tests.push({ ms: test.duration ?? 0, name: `${relative(ROOT, file.name)} › ${test.fullName}` });
        }
      }
    } else {
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) {
          const ms = Math.max(0, ...spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
          tests.push({ ms, name: `e2e/${spec.file}:${spec.line} › ${spec.title}` });
        }
        (suite.suites ?? []).forEach(walk);
      };
      (data.suites ?? []).forEach(walk);
    }
  }
  return tests.sort((a, b) => b.ms - a.ms);
}

function printSummary(results, totalSeconds) {
  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + (r.counts?.passed ?? 0),
      failed: sum.failed + (r.counts?.failed ?? 0) + (r.ok ? 0 : r.counts ? 0 : 1),
      skipped: sum.skipped + (r.counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const slowest = testDurations().slice(0, 10);
  if (slowest.length > 0) {
    console.log('\n──────────────── Les dix tests les plus lents ────────────────');
    for (const test of slowest) console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name.length > 130 ? `${test.name.slice(0, 129)}…` : test.name}`);
  }
  console.log('\n──────────────── Résumé de npm test ────────────────');
  for (const r of results) {
    const tests = r.counts ? `${r.counts.passed} réussis, ${r.counts.failed} en échec, ${r.counts.skipped} ignorés` : r.note ?? (r.missingReport ? 'aucun rapport' : '');
    console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(44)} ${tests.padEnd(42)} ${r.seconds.toFixed(1)} s`);
  }
  console.log(`Durée totale : ${totalSeconds.toFixed(0)} s${total.skipped ? ` — ${total.skipped} test(s) ignoré(s) : interdit` : ''}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
}
