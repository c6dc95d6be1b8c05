// Shared plumbing of the project's commands (start, dev, test, bench). Node built-ins only:
// these scripts run on a fresh clone, before `npm ci` has installed anything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-kookers';
/** The demonstration data `npm start` and `npm run dev` import (`npm run seed` writes it). */
export const DEMO_DATA = 'emulator-data';

/** `host:port` of an emulator, as firebase.json sets it (README, « Émulateurs et ports »). */
export function emulatorHost(name) {
  const { host = '127.0.0.1', port } = readJson(join(ROOT, 'firebase.json')).emulators[name];
  return `${host}:${port}`;
}

export const HOSTING_URL = `http://${emulatorHost('hosting')}`;
/** Debian's Chromium, for the bench and the screenshots (Lighthouse needs the whole browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink without the browser's
 * windows, which is what Playwright itself runs headless; the browser suite takes a quarter less
 * time with it than with the whole browser (docs/contribuer.md, « Le temps de npm test »).
 * CHROMIUM_PATH, when set, is used instead.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Firestore emulator that the machine image ships with the Google Cloud SDK. */
const SHIPPED_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function log(message) {
  console.log(`\x1b[36m[kookers]\x1b[0m ${message}`);
}

/** Runs a command, inheriting the terminal; resolves with its exit code. */
function run(command, args, { env = process.env, cwd = ROOT, dropLines = null } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['inherit', dropLines ? 'pipe' : 'inherit', 'inherit'] });
    // `dropLines`: the lines of its output that say nothing to a reader (npm test: the emulators' debug lines).
    if (dropLines) {
      let rest = '';
      child.stdout.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        const kept = lines.filter((line) => !dropLines.test(line));
        if (kept.length > 0) process.stdout.write(`${kept.join('\n')}\n`);
      });
      child.stdout.on('end', () => {
        if (rest && !dropLines.test(rest)) process.stdout.write(rest);
      });
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the whole script if it fails. */
export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n[kookers] « ${[command, ...args].join(' ')} » a échoué (code ${code}).`);
    process.exit(code);
  }
}

/**
 * Installs the workspace's packages when they are missing or older than the lockfile, so that
 * `npm start` and `npm test` work on a fresh clone.
 */
export async function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && existsSync(lock) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installation des dépendances (npm ci)…');
  await mustRun('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

/**
 * firebase-tools downloads its Firestore emulator, which this network cannot reach; the machine
 * image ships the same emulator, but as a jar without a Main-Class. A manifest-only jar naming
 * the main class, with the shipped jar on its class path, lets firebase-tools run it with
 * `java -jar`. Elsewhere (no shipped jar) firebase-tools' own download is left alone.
 * See docs/decisions/001-firestore-emulator-on-java-17.md.
 */
function firestoreEmulatorOverride() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(SHIPPED_FIRESTORE_JAR)) return undefined;
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  const launcher = join(dir, 'cloud-firestore-emulator-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${SHIPPED_FIRESTORE_JAR}\n`);
  const made = spawnSync('jar', ['cfm', launcher, manifest], { cwd: dir, stdio: 'inherit' });
  if (made.status !== 0) throw new Error("Impossible de créer le lanceur de l'émulateur Firestore (commande jar du JDK).");
  return launcher;
}

/** The environment every emulator run gets. */
export function emulatorEnv(extra = {}) {
  const env = { ...process.env, METADATA_SERVER_DETECTION: 'none', ...extra };
  const firestore = firestoreEmulatorOverride();
  if (firestore) env.FIRESTORE_EMULATOR_BINARY_PATH = firestore;
  return env;
}

export const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Runs `command` (through a shell: quote its arguments) inside `firebase emulators:exec` with
 * the `only` emulators of the app's project, `options` before the command (e.g. `--import dir`);
 * resolves with its exit code.
 */
export function runInEmulators(only, command, { options = [], env = {}, dropLines = null } = {}) {
  return run(firebaseBin, ['emulators:exec', '--project', PROJECT_ID, '--only', only, ...options, command], {
    env: emulatorEnv(env),
    dropLines,
  });
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Waits until an HTTP server answers, or gives up after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * The names of the functions functions/lib/index.js exports (build it first): every function
 * the Functions emulator must have loaded before the app is ready. Read by loading the bundle
 * in a child process, as the emulator does.
 */
function exportedFunctionNames() {
  const listed = spawnSync(process.execPath, ['-e', "console.log(JSON.stringify(Object.keys(require('./functions/lib/index.js'))))"], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
  });
  // The last line: loading the bundle may log something first.
  const lastLine = listed.stdout?.trim().split('\n').at(-1);
  if (listed.status !== 0 || !lastLine) throw new Error(`Impossible de lire les functions exportées : ${listed.stderr}`);
  return JSON.parse(lastLine);
}

/** The functions the Functions emulator has loaded (its `/backends`), each with its name, region and labels. */
async function loadedFunctions(signal) {
  const { backends = [] } = await (await fetch(`http://${emulatorHost('functions')}/backends`, { signal })).json();
  return backends.flatMap((backend) => backend.functionTriggers ?? []);
}

/** Runs `work` on each item, `lanes` of them side by side, each lane taking the next item left. */
async function inLanes(items, lanes, work) {
  const queue = [...items];
  const lane = async () => {
    while (queue.length > 0) await work(queue.shift());
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/**
 * Waits until the Functions emulator has loaded every function of `names`: its hub lists the
 * loaded ones at GET /backends, scheduled functions included (loaded but never fired). Resolves
 * with false after `timeoutMs`.
 */
async function waitForFunctions(names, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const loaded = new Set((await loadedFunctions()).map((trigger) => trigger.name));
      if (names.every((name) => loaded.has(name))) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * When the demonstration data in `dir` was generated (its seed.json, written by `npm run seed`),
 * as an ISO instant, or undefined when the folder does not say.
 */
function seededAtOf(dir) {
  const file = join(ROOT, dir, 'seed.json');
  if (!existsSync(file)) return undefined;
  const { seededAt } = readJson(file);
  return typeof seededAt === 'string' && !Number.isNaN(Date.parse(seededAt)) ? seededAt : undefined;
}

/**
 * Starts the local scheduler (functions/lib/local-scheduler.js, built with the functions)
 * against the Firestore and Auth emulators: it places the demonstration data imported from
 * `demoData` on today (docs/exploitation.md, « Les données de démonstration »), runs every
 * scheduled job once at once, then each at its Paris time. `caughtUp` resolves (true) once that
 * first run is over, or (false) if it stopped before. It stops on Ctrl-C with the emulators, and
 * when this process ends.
 */
function startLocalScheduler(demoData) {
  const seededAt = seededAtOf(demoData);
  if (!seededAt)
    console.error(`[kookers] ${demoData}/seed.json ne dit pas quand les données ont été générées : elles restent à leurs dates.`);
  const child = spawn(process.execPath, [join(ROOT, 'functions', 'lib', 'local-scheduler.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The reminders read the recipients' addresses from Auth; the placement turns the triggers off through the hub.
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
      FIREBASE_EMULATOR_HUB: emulatorHost('hub'),
      GCLOUD_PROJECT: PROJECT_ID,
      ...(seededAt ? { KOOKERS_SEEDED_AT: seededAt } : {}),
    },
  });
  const caughtUp = new Promise((resolvePromise) => {
    child.on('message', (message) => {
      if (message?.type === 'caught-up') resolvePromise(true);
    });
    child.on('exit', () => resolvePromise(false));
  });
  return { child, caughtUp };
}

/** MailDev's web UI and REST API (its SMTP listens on 127.0.0.1:1025). */
export const MAIL_URL = 'http://127.0.0.1:1080';

/**
 * Starts the local mail catcher and delivery (docs/notifications.md): MailDev, its web UI and
 * REST API on MAIL_URL and its SMTP on 127.0.0.1:1025, and functions/lib/local-mail.js, which
 * sends the `mail` documents of the Firestore emulator to it as the Trigger Email extension
 * does in production. Resolves once MailDev answers, with `stop` (also called when this process
 * ends).
 */
export async function startMail() {
  const maildev = spawn(
    join(ROOT, 'node_modules', '.bin', 'maildev'),
    ['--smtp', '1025', '--ip', '127.0.0.1', '--web', '1080', '--web-ip', '127.0.0.1', '--silent'],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  // Its IPC channel closes when this process ends, however it ends: the delivery then stops too.
  const delivery = spawn(process.execPath, [join(ROOT, 'functions', 'lib', 'local-mail.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'), GCLOUD_PROJECT: PROJECT_ID },
  });
  const stop = () => {
    maildev.kill('SIGTERM');
    delivery.kill('SIGTERM');
  };
  process.on('exit', stop);
  if (!(await waitForHttp(`${MAIL_URL}/api/healthz`, 30_000))) {
    console.error(
      `[kookers] MailDev ne répond pas sur ${MAIL_URL} (port 1080 ou 1025 déjà pris ?) : les courriels ne seront pas visibles.`,
    );
  }
  return { stop };
}

/**
 * What `npm start` and `npm run dev` do once the emulators are starting, before saying the app
 * is ready: wait until every function is loaded (a click on 'Devenir Kooker' before would
 * fail), then bring the data they imported from `demoData` to today — the seed was made on a
 * fixed day: its bookings, reviews and conversations are moved to today, then the scheduled jobs
 * catch up — and keep the jobs running. Resolves with the scheduler's process, or null when the
 * functions did not load.
 */
export async function bringDataToToday(demoData) {
  const names = exportedFunctionNames();
  if (!(await waitForFunctions(names))) {
    console.error(
      `[kookers] Les functions ne se sont pas toutes chargées (attendues : ${names.join(', ')}). Voir les messages de l’émulateur ci-dessus.`,
    );
    return null;
  }
  log(
    `${names.length} functions chargées ; mise à jour des données pour aujourd’hui (données de démonstration placées, tâches planifiées)…`,
  );
  const scheduler = startLocalScheduler(demoData);
  if (!(await scheduler.caughtUp)) console.error('[kookers] Le planificateur local s’est arrêté avant la fin du rattrapage.');
  return scheduler.child;
}

/** How many callables' instances start side by side: measured here, four start in the time of one. */
const CALLABLES_AT_ONCE = 4;

/**
 * Starts an instance of every callable function (the Functions emulator lists them, labelled
 * `deployment-callable`): each is called once without a session, which loads functions/lib and
 * answers « Vous devez être connecté… » (`unauthenticated`; the contact form, open to visitors,
 * « Requête invalide. ») without reading or writing anything.
 * The Functions emulator starts an instance for the first call of each function — seconds on a
 * quiet machine, tens of seconds on a busy one — and a form's first submission (a request, a
 * booking, a phone confirmation) would wait for it. Resolves with how many answered.
 */
export async function warmUpCallables({ timeoutMs = 180_000 } = {}) {
  const deadline = AbortSignal.timeout(timeoutMs);
  const callables = (await loadedFunctions(deadline)).filter((trigger) => trigger.labels?.['deployment-callable'] === 'true');
  let answered = 0;
  await inLanes(callables, CALLABLES_AT_ONCE, async ({ region, name }) => {
    const response = await fetch(`http://${emulatorHost('functions')}/${PROJECT_ID}/${region}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: null }),
      signal: deadline,
    });
    await response.arrayBuffer();
    if (response.status < 500) answered++;
  });
  return answered;
}

/** GET `url` until it answers 2xx (a cold function may first fail), or throws after `deadline`. */
async function fetchUntilOk(url, deadline) {
  let last = 'pas de réponse';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      const body = await response.arrayBuffer();
      if (response.ok) return Buffer.from(body).toString('utf8');
      last = `${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} : ${last}`);
}

/** The photos a served page shows (src and srcset of its <img>), as paths: /images/{id}[/small]. */
function imagePathsOf(html) {
  return [...new Set(html.match(/\/images\/[A-Za-z0-9_-]+(?:\/small)?(?=[\s"',?)])/g) ?? [])];
}

/**
 * How many requests Chromium sends at once to one host (HTTP/1.1, like the Hosting and
 * Functions emulators): a page's photos arrive that many at a time, so as many `serveImage`
 * instances answer them side by side.
 */
const BROWSER_CONNECTIONS_PER_HOST = 6;

/**
 * Warms the functions a first visitor meets, so that the app is announced only once it answers
 * warm: the Functions emulator starts an instance (a Node process that loads functions/lib,
 * the server rendering included: seconds on a busy machine) for the first request of each
 * function, and another for each request that arrives while the others are busy. Through
 * Hosting (`siteUrl`), as a browser: the search (`searchPage`), the first Kooker it lists
 * (`kookerPage`; an unknown one when it lists none), then the photos of both pages (`serveImage`), BROWSER_CONNECTIONS_PER_HOST at
 * a time, so that as many instances are ready for a page full of photos. Without pages
 * (`npm run dev`, whose Vite serves no page through the functions), `imagesUrl` alone, as many
 * side by side. Resolves with what was warmed, or throws after `timeoutMs`.
 */
export async function warmUp({ siteUrl = null, imagesUrl = siteUrl, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const pages = [];
  let images = [];
  if (siteUrl) {
    const search = await fetchUntilOk(`${siteUrl}/search`, deadline);
    pages.push('/search');
    const kooker = search.match(/href="(\/kookers\/[A-Za-z0-9_-]+)"/)?.[1];
    let kookerHtml = '';
    if (kooker) {
      kookerHtml = await fetchUntilOk(`${siteUrl}${kooker}`, deadline);
      pages.push(kooker);
    } else {
      // No Kooker yet (the browser suite's empty emulators): an unknown one's 404 starts `kookerPage` just as well.
      await fetch(`${siteUrl}/kookers/warm-up`).then((response) => response.arrayBuffer());
      pages.push('/kookers/warm-up');
    }
    images = [...new Set([...imagePathsOf(search), ...imagePathsOf(kookerHtml)])];
  }
  // Without a photo to ask for, an unknown one: a 404 starts an instance just as well.
  const queue = images.length > 0 ? images : Array.from({ length: BROWSER_CONNECTIONS_PER_HOST }, () => '/images/warm-up');
  await inLanes(queue, BROWSER_CONNECTIONS_PER_HOST, async (path) => {
    if (images.length > 0) await fetchUntilOk(`${imagesUrl}${path}`, deadline);
    else await fetch(`${imagesUrl}${path}`).then((response) => response.arrayBuffer());
  });
  return { pages, images: images.length };
}
