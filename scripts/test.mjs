// `npm test`: from a fresh clone, installs what is missing, then runs every check and ends with
// one summary (each step's counts and time, and the ten slowest tests). Exits non-zero if
// anything failed or any test was skipped.
//
// Two phases that overlap, to stay fast on a 2-core machine as the suites grow:
// 1. type-check, lint, unit tests and the build run side by side (none needs an emulator); each
//    one's output is printed in one block when it ends, so the log stays readable;
// 2. as soon as the build is done (types, lint and unit tests may still run), the suites that
//    need the emulators, on one `firebase emulators:exec` (see `lanes`): the functions suites,
//    then the browser suite from emptied emulators; beside them, the suites that work in
//    projects of their own (rules, converters, seed, search), then the rules' coverage.
//    Inside, this same script runs with `--inside`.
//
// `node scripts/test.mjs unit e2e` runs only the named steps (types, lint, unit, build,
// emulators, e2e); the browser and emulator steps need a build first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import {
  emulatorHost,
  ensureDependencies,
  HOSTING_URL,
  log,
  PROJECT_ID,
  ROOT,
  runInEmulators,
  startMail,
  TEST_CHROMIUM_PATH,
  warmUp,
  warmUpCallables,
} from './lib/platform.mjs';

const REPORTS = join(ROOT, 'reports');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const UNIT_REPORT = join(REPORTS, 'unit.json');
/** The JSON report of an emulator lane's suites (vitest project `emulator`). */
const vitestReport = (lane) => join(REPORTS, `emulator-${lane}.json`);

const steps = [
  {
    id: 'types',
    name: 'Types (tsc)',
    phase: 'alone',
    // One build of the four projects (tsconfig.json's references): the domain is checked once, and
    // the others read its declarations (docs/contribuer.md, « Le temps de npm test »).
    run: (out) => out(bin('tsc'), ['-b']),
  },
  {
    // ESLint, then the formatting (Prettier) and the dead code (knip: unused files, exports, dependencies).
    // ESLint and Prettier keep what they found of each unchanged file (node_modules/.cache): a second
    // run on the same clone checks only what changed.
    id: 'lint',
    name: 'Lint (eslint, prettier, knip)',
    phase: 'alone',
    run: (out) =>
      runAll(
        [
          [bin('eslint'), ['--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
          [bin('prettier'), ['--check', '--log-level', 'warn', '--cache', '.']],
          [bin('knip'), ['--no-progress']],
        ],
        out,
      ),
  },
  {
    id: 'unit',
    name: 'Tests unitaires (vitest)',
    phase: 'alone',
    report: { kind: 'vitest', files: [UNIT_REPORT] },
    run: (out) => out(bin('vitest'), vitestArgs(['unit', 'unit-web'], UNIT_REPORT)),
  },
  { id: 'build', name: 'Build (functions, web)', phase: 'alone', run: (out) => out('npm', ['run', 'build']) },
  // The two steps against the emulators run as lanes (below).
  {
    id: 'emulators',
    name: 'Émulateurs : règles, couverture, functions',
    phase: 'emulators',
    lanes: ['data', 'functions'],
    report: { kind: 'vitest', files: [vitestReport('data'), vitestReport('warm-up'), vitestReport('functions')] },
  },
  {
    id: 'e2e',
    name: 'Navigateur (Playwright + Chromium)',
    phase: 'emulators',
    lanes: ['browser'],
    report: { kind: 'playwright', files: [join(REPORTS, 'e2e.json')] },
  },
];

/**
 * What runs against the emulators, on one `firebase emulators:exec` (the ports of firebase.json,
 * which the built app talks to). Each lane runs its commands in order, the output of each
 * printed in one block when it ends; a lane with `after` starts once that lane has ended.
 * - `functions`: the functions suites (vitest project `emulator`, one file at a time), in the
 *   app's project `demo-kookers`, where their triggers fire;
 * - `browser`: then the browser suite, in `demo-kookers` too, from emptied emulators;
 * - `data`: beside both, the suites that work in projects of their own, where no trigger fires
 *   (rules, converters, seed, search: tests/support/emulators.ts), then the rules' coverage.
 *   The functions suites mostly wait for their triggers: on 2 cores, half the CPU is idle
 *   while they run, which the rules suites take once phase 1 has ended (started with it, they
 *   would only slow the functions suites): docs/contribuer.md, « Le temps de npm test ».
 */
const lanes = {
  data: {
    name: 'Émulateurs : règles, modèle, données, recherche',
    run: async (out) => {
      await phaseOneDone();
      const code = await out(bin('vitest'), [...vitestArgs('emulator', vitestReport('data')), ...DATA_SUITES]);
      return code !== 0 ? code : out('node', ['scripts/rules-coverage.mjs']);
    },
  },
  functions: {
    name: 'Émulateurs : functions',
    // First every trigger's worker started (tests/warm-up/triggers.test.ts): the suites' first tests would wait for it.
    run: (out) =>
      runAll(
        [
          [bin('vitest'), [...vitestArgs('emulator', vitestReport('warm-up')), 'tests/warm-up/']],
          [bin('vitest'), [...vitestArgs('emulator', vitestReport('functions')), 'tests/functions/']],
        ],
        out,
      ),
  },
  browser: {
    name: 'Navigateur (Playwright + Chromium)',
    after: 'functions',
    run: async (out) => {
      await emptyEmulators();
      // As `npm start` does: the first test to open a page or a photo, or to send a form to a
      // callable, would otherwise wait for the function's instance to start (seconds each on a
      // quiet machine, tens of seconds on a busy one), inside its timeout.
      await warmUp({ siteUrl: HOSTING_URL });
      await warmUpCallables();
      // The emails the journeys send arrive in MailDev, where the tests read them.
      const mail = await startMail();
      try {
        // KOOKERS_SPECS="e2e/a.spec.ts e2e/b.spec.ts": only those journeys (docs/contribuer.md).
        const specs = (process.env.KOOKERS_SPECS ?? '').split(/\s+/).filter(Boolean);
        return await out(bin('playwright'), ['test', ...specs]);
      } finally {
        mail.stop();
      }
    },
  },
};

/** The emulator suites of the `data` lane: every folder of tests/ but the functions'. */
const DATA_SUITES = ['tests/rules/', 'tests/model/', 'tests/seed/', 'tests/search/'];

/** `vitest run` of one or more projects of vitest.config.ts, with its JSON report in reports/. */
function vitestArgs(project, report) {
  const projects = [project].flat().flatMap((name) => ['--project', name]);
  return ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

const INSIDE_RESULTS = join(REPORTS, 'inside-emulators.json');
/** Written by main() once the steps of phase 1 have ended. */
const PHASE_ONE_DONE = join(REPORTS, 'phase-1-done');

async function phaseOneDone() {
  while (!existsSync(PHASE_ONE_DONE)) await new Promise((resolve) => setTimeout(resolve, 250));
}

const args = process.argv.slice(2);
// Inside `emulators:exec`: `--inside <lane…>`.
if (args[0] === '--inside') await runInsideEmulators(args.slice(1));
const unknown = args.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`[kookers] Étape(s) inconnue(s) : ${unknown.join(', ')}. Étapes : ${steps.map((s) => s.id).join(', ')}.`);
  process.exit(2);
}
const selected = steps.filter((step) => args.length === 0 || args.includes(step.id));
await main();

async function main() {
  const started = Date.now();
  await ensureDependencies();
  ensureChromium(TEST_CHROMIUM_PATH);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  // Phase 2 starts once the build is done (or at once when the build is not a step of this run).
  const withEmulators = selected.filter((step) => step.phase === 'emulators');
  let emulatorPhase = Promise.resolve([]);
  const startEmulatorPhase = (buildOk) => {
    if (withEmulators.length === 0) return;
    emulatorPhase = buildOk
      ? runEmulatorPhase(withEmulators)
      : Promise.resolve(withEmulators.map((step) => ({ ...resultOf(step, 1, 0), note: 'non lancé : le build a échoué' })));
  };

  // Phase 1: the steps that need no emulator. The build first, alone (3 s, against 12 s beside
  // the others): the emulators wait for it. Then the others side by side, as the emulators start.
  const alone = selected.filter((step) => step.phase === 'alone');
  const runAlone = async (step) => {
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
  };
  const build = alone.find((step) => step.id === 'build');
  const others = alone.filter((step) => step !== build);
  const results = [];
  if (build) {
    log(`▶ ${build.name}`);
    results.push(await runAlone(build));
  }
  startEmulatorPhase(results.every((result) => result.ok));
  if (others.length > 0) log(`▶ En parallèle : ${others.map((step) => step.name).join(', ')}`);
  results.push(...(await Promise.all(others.map(runAlone))));
  writeFileSync(PHASE_ONE_DONE, '');
  results.push(...(await emulatorPhase));

  printSummary(results, (Date.now() - started) / 1000);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/**
 * Phase 2: the lanes of the steps that need the emulators, on one set of emulators started for
 * them; resolves with the steps' results.
 */
async function runEmulatorPhase(withEmulators) {
  const wantedLanes = withEmulators.flatMap((step) => step.lanes);
  log(`▶ Émulateurs (auth, firestore, functions, hosting) pour : ${withEmulators.map((step) => step.name).join(', ')}`);
  rmSync(INSIDE_RESULTS, { force: true });
  // QUIET keeps warnings, errors and what functions log, without a line per request.
  const code = await runInEmulators('auth,firestore,functions,hosting', `node scripts/test.mjs --inside ${wantedLanes.join(' ')}`, {
    options: ['--log-verbosity', 'QUIET'],
    env: { CI: process.env.CI ?? '' },
    // Progress and failures, not a line per callable's check or per page Hosting hands a function.
    dropLines: /"severity":"DEBUG"|\[hosting\] Rewriting /,
  });
  const done = existsSync(INSIDE_RESULTS) ? JSON.parse(readFileSync(INSIDE_RESULTS, 'utf8')) : [];
  const laneResults = wantedLanes.map(
    (lane) => done.find((r) => r.lane === lane) ?? { lane, exitCode: code || 1, seconds: 0, notRun: true },
  );
  return withEmulators.map((step) => {
    const mine = laneResults.filter((r) => step.lanes.includes(r.lane));
    const exitCode = mine.find((r) => r.exitCode !== 0)?.exitCode ?? 0;
    const result = resultOf(step, exitCode, Math.max(...mine.map((r) => r.seconds)));
    return mine.some((r) => r.notRun) ? { ...result, note: 'non lancé : les émulateurs n’ont pas démarré' } : result;
  });
}

/**
 * Inside `emulators:exec`: runs the lanes side by side, each after the lane it follows (when that
 * one runs too), each command's output printed in one block when it ends, and writes what
 * happened for main().
 */
async function runInsideEmulators(laneIds) {
  const done = [];
  const started = new Map();
  const start = (id) => {
    if (!started.has(id)) started.set(id, runLane(id));
    return started.get(id);
  };
  async function runLane(id) {
    const lane = lanes[id];
    // After the lane it follows, whatever that one's outcome: every failure is reported.
    if (lane.after && laneIds.includes(lane.after)) await start(lane.after);
    log(`▶ ${lane.name}`);
    const laneStart = Date.now();
    const out = async (command, commandArgs) => {
      const output = [];
      const commandStart = Date.now();
      const code = await runCaptured(command, commandArgs, output);
      const label = `${relative(ROOT, command) || command} ${commandArgs.filter((arg) => !arg.startsWith('--')).join(' ')}`;
      log(`${code === 0 ? '✔' : '✘'} ${lane.name} — ${label} (${((Date.now() - commandStart) / 1000).toFixed(1)} s)`);
      process.stdout.write(output.join(''));
      return code;
    };
    let exitCode;
    try {
      exitCode = await lane.run(out);
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    done.push({ lane: id, exitCode, seconds: (Date.now() - laneStart) / 1000 });
    writeFileSync(INSIDE_RESULTS, JSON.stringify(done));
  }
  await Promise.all(laneIds.map(start));
  process.exit(done.every((r) => r.exitCode === 0) ? 0 : 1);
}

/**
 * The browser suite starts from empty emulators, as if started for it alone: the emulator
 * suites leave accounts and documents behind in the app's project. A trigger of their last test
 * may still hold a transaction's lock (Firestore answers 409 ABORTED): the deletion is tried
 * again, a little later each time, as tests/support/emulators.ts clearFirestore does.
 */
async function emptyEmulators() {
  const firestore = `http://${emulatorHost('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const auth = `http://${emulatorHost('auth')}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  for (const url of [firestore, auth]) {
    let response = await fetch(url, { method: 'DELETE' });
    for (let attempt = 1; response.status === 409 && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      response = await fetch(url, { method: 'DELETE' });
    }
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

/** A step's counts, summed over its reports; null when one is missing. */
function countsOf(report) {
  if (!report || !report.files.every((file) => existsSync(file))) return null;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.files) {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (report.kind === 'vitest') {
      counts.passed += data.numPassedTests;
      counts.failed += data.numFailedTests;
      counts.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    } else {
      counts.passed += data.stats.expected + data.stats.flaky;
      counts.failed += data.stats.unexpected;
      counts.skipped += data.stats.skipped;
    }
  }
  return counts;
}

/** Every test of the reports, with its duration in ms: vitest's and Playwright's JSON. */
function testDurations() {
  const tests = [];
  for (const [step, file] of steps.flatMap((s) => (s.report?.files ?? []).filter((f) => existsSync(f)).map((f) => [s, f]))) {
    const data = JSON.parse(readFileSync(file, 'utf8'));
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
    for (const test of slowest)
      console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name.length > 130 ? `${test.name.slice(0, 129)}…` : test.name}`);
  }
  console.log('\n──────────────── Résumé de npm test ────────────────');
  for (const r of results) {
    const tests = r.counts
      ? `${r.counts.passed} réussis, ${r.counts.failed} en échec, ${r.counts.skipped} ignorés`
      : (r.note ?? (r.missingReport ? 'aucun rapport' : ''));
    console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(44)} ${tests.padEnd(42)} ${r.seconds.toFixed(1)} s`);
  }
  console.log(`Durée totale : ${totalSeconds.toFixed(0)} s${total.skipped ? ` — ${total.skipped} test(s) ignoré(s) : interdit` : ''}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
}
