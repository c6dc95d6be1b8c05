// Runs inside `firebase emulators:exec` (see scripts/bench.mjs), which sets FIRESTORE_EMULATOR_HOST.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { CHROMIUM_PATH, HOSTING_URL, PROJECT_ID, ROOT } from '../lib/platform.mjs';

/** The pages measured: the home, the search, a seeded Kooker's profile, and the legal pages (prerendered, linked from every footer). */
const PAGES = [
  { key: 'home', path: '/', label: 'accueil' },
  { key: 'search', path: '/search', label: 'recherche' },
  { key: 'profile', path: '/kookers/kooker-claire-dubois', label: 'profil Kooker' },
  { key: 'legalNotice', path: '/legal', label: 'mentions légales' },
  { key: 'termsOfSale', path: '/terms-of-sale', label: 'CGV' },
  { key: 'ranking', path: '/ranking', label: 'classement' },
  { key: 'reviewsPolicy', path: '/reviews-policy', label: 'avis (règles)' },
];

/** The budgets (docs/decisions/010-first-paint.md): the home ≤ 150 KB of JS and a Lighthouse score of 100; the other pages ≤ 200 KB and ≥ 95; CLS 0 everywhere. */
const JS_LIMIT_KB = { home: 150, search: 200, profile: 200, legalNotice: 200, termsOfSale: 200, ranking: 200, reviewsPolicy: 200 };
const PERFORMANCE_MIN = { home: 100, search: 95, profile: 95, legalNotice: 95, termsOfSale: 95, ranking: 95, reviewsPolicy: 95 };

const BUDGETS = {
  ...Object.fromEntries(
    PAGES.flatMap((page) => [
      [`${page.key}JsGzipKb`, { limit: JS_LIMIT_KB[page.key], better: 'lower', label: `JS, ${page.label}, téléphone (gzip)`, unit: 'KB' }],
      [
        `${page.key}Performance`,
        { limit: PERFORMANCE_MIN[page.key], better: 'higher', label: `Lighthouse mobile, ${page.label} : perf.`, unit: '' },
      ],
      [`${page.key}Accessibility`, { limit: 100, better: 'higher', label: `Lighthouse mobile, ${page.label} : access.`, unit: '' }],
      [`${page.key}Cls`, { limit: 0, better: 'lower', label: `Lighthouse mobile, ${page.label} : CLS`, unit: '' }],
    ]),
  ),
  cardListImagesFirstKb: { limit: 600, better: 'lower', label: 'Photos de 12 cartes (1re visite)', unit: 'KB' },
  cardListImagesRepeatKb: { limit: 0, better: 'lower', label: 'Photos de 12 cartes (2e visite)', unit: 'KB' },
};

/** Every script a page loads on a phone, once read to the end and settled, gzipped as a server would send it. */
async function pageJavaScript(path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const scripts = [];
  page.on('response', async (response) => {
    // Vite preloads lazily imported chunks with <link rel="modulepreload">: those are scripts too.
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`${HOSTING_URL}${path}`, { waitUntil: 'networkidle' });
  // Count what a visitor who reads the whole page loads: scroll down to the end a screen at a
  // time (content loaded on sight, such as the home's featured Kookers, only loads when it has
  // been in view: jumping to the end would skip it), then wait until no new script arrives.
  for (let y = 0; y < Number(await page.evaluate('document.documentElement.scrollHeight')); y += 400) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(100);
  }
  let seen;
  do {
    seen = scripts.length;
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  } while (scripts.length !== seen);
  const files = await Promise.all(scripts);
  await browser.close();
  return files;
}

/**
 * What a list of 12 Kooker cards downloads in photos, as the search results will show them
 * (cover and profile photo of 12 seeded Kookers, the small variants, plain lazy <img>): bytes
 * over the network on a first visit, scrolled to the end, then on a repeat visit, when the
 * browser's cache must answer everything. Also what the full-size photos would have weighed.
 */
async function cardListImages() {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'));
  // eslint-disable-next-line kookers/no-raw-paths -- plain Node (node scripts/bench/measure.mjs) cannot import the seam's TypeScript
  const kookers = (await db.collection('kookers').where('published', '==', true).limit(12).get()).docs.map((doc) => doc.data());
  const ids = kookers.flatMap((kooker) => [kooker.coverImage, kooker.profileImage]).filter(Boolean);
  // eslint-disable-next-line kookers/no-raw-paths -- plain Node (node scripts/bench/measure.mjs) cannot import the seam's TypeScript
  const images = await db.getAll(...ids.map((id) => db.doc(`images/${id}`)), { fieldMask: ['data'] });
  const fullSizeBytes = images.reduce((sum, image) => sum + Buffer.from(image.get('data') ?? '', 'base64').length, 0);
  const cards = kookers
    .map(
      (kooker) =>
        `<article style="height:340px"><img src="/images/${kooker.coverImage}/small" loading="lazy" width="400" height="133" alt="">` +
        `<img src="/images/${kooker.profileImage}/small" loading="lazy" width="64" height="64" alt=""></article>`,
    )
    .join('');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // The cards are written into a page of the site with a string (see below), which the site's
  // Content-Security-Policy forbids (script-src 'self'): this measure is about photos, not scripts.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  const urls = new Map();
  // A photo the browser answers from its cache costs no byte of network.
  const cached = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) cached.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (cached.has(requestId) || !new URL(urls.get(requestId) ?? 'http://x/').pathname.startsWith('/images/')) return;
    requests += 1;
    bytes += encodedDataLength;
  });
  const visit = async () => {
    bytes = 0;
    requests = 0;
    await page.goto(`${HOSTING_URL}/404`, { waitUntil: 'networkidle' });
    // String expressions: they run in the page, where this Node file's lint knows no DOM.
    await page.evaluate(`document.body.innerHTML = ${JSON.stringify(`<main>${cards}</main>`)}`);
    for (let y = 0; y < 12 * 340; y += 400) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForTimeout(50);
    }
    await page.waitForFunction('[...document.images].every((image) => image.complete && image.naturalWidth > 0)');
    await page.waitForLoadState('networkidle');
    return { requests, kb: Math.round((bytes / 1024) * 10) / 10 };
  };
  const first = await visit();
  const repeat = await visit();
  await browser.close();
  return { cards: kookers.length, photos: ids.length, first, repeat, fullSizeKb: Math.round((fullSizeBytes / 1024) * 10) / 10 };
}

async function lighthouseScores(path) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${HOSTING_URL}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A run that failed (the page did not paint in time, a function starting cold) scores 0: not a measure.
    if (runtimeError) throw new Error(`${runtimeError.code} : ${runtimeError.message}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      metrics: Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
          (id) => [id, audits[id]?.displayValue],
        ),
      ),
      failedAccessibilityAudits: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== 1 && audits[ref.id]?.score !== null)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's performance score moves by several points from one run to the next on a busy
 * two-core machine: run it LIGHTHOUSE_RUNS times and keep the median run, as Lighthouse advises,
 * with the machine's load average (1 min) when each run started.
 */
const LIGHTHOUSE_RUNS = 5;

async function medianLighthouseRun(path) {
  const runs = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    const load = loadavg()[0];
    try {
      runs.push({ ...(await lighthouseScores(path)), load });
    } catch (error) {
      failures += 1;
      console.log(`Passage Lighthouse en échec sur ${path}, recommencé : ${error.message}`);
      if (failures > LIGHTHOUSE_RUNS) throw error;
    }
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const loads = runs.map((run) => run.load).sort((a, b) => a - b);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRuns: runs.map((run) => run.performance),
    clsMax: Math.max(...runs.map((run) => run.cls)),
    loadMedian: loads[Math.floor(loads.length / 2)],
  };
}

const cardImages = await cardListImages();
const pages = {};
const measured = { cardListImagesFirstKb: cardImages.first.kb, cardListImagesRepeatKb: cardImages.repeat.kb };
for (const page of PAGES) {
  const files = await pageJavaScript(page.path);
  const lh = await medianLighthouseRun(page.path);
  pages[page.key] = { path: page.path, scripts: files, lighthouse: lh };
  measured[`${page.key}JsGzipKb`] = Math.round((files.reduce((sum, f) => sum + f.gzip, 0) / 1024) * 10) / 10;
  measured[`${page.key}Performance`] = lh.performance;
  measured[`${page.key}Accessibility`] = lh.accessibility;
  // The worst of the runs: a layout shift is not noise.
  measured[`${page.key}Cls`] = lh.clsMax;
}

const rows = Object.entries(BUDGETS).map(([key, budget]) => {
  const value = measured[key];
  const ok = budget.better === 'lower' ? value <= budget.limit : value >= budget.limit;
  return { key, ...budget, value, ok };
});

const loadNow = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
console.log('\n──────────────── Budgets (npm run bench) ────────────────');
console.log(`Lighthouse : médiane de ${LIGHTHOUSE_RUNS} passages par page. Charge de la machine (1, 5, 15 min) à la fin : ${loadNow}`);
console.log('(le score de performance perd plusieurs points dès que la charge dépasse ~1 sur ces 2 cœurs).');
console.log(`${'mesure'.padEnd(44)} ${'valeur'.padStart(9)} ${'budget'.padStart(10)}`);
for (const row of rows) {
  const limit = `${row.better === 'lower' ? '≤' : '≥'} ${row.limit}${row.unit ? ` ${row.unit}` : ''}`;
  console.log(
    `${row.ok ? '✔' : '✘'} ${row.label.padEnd(42)} ${`${row.value}${row.unit ? ` ${row.unit}` : ''}`.padStart(9)} ${limit.padStart(10)}`,
  );
}
for (const page of PAGES) {
  const { scripts, lighthouse: lh } = pages[page.key];
  console.log(`\nScripts, ${page.label} (${page.path}) :`);
  for (const file of scripts) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${new URL(file.url).pathname}`);
  console.log(
    `Lighthouse, ${LIGHTHOUSE_RUNS} passages : performance ${lh.performanceRuns.join(', ')} → médiane ${lh.performance} ; ` +
      `accessibilité ${lh.accessibility} ; CLS max ${lh.clsMax} ; charge 1 min au départ des passages, médiane ${lh.loadMedian.toFixed(2)}`,
  );
  console.log(
    '  passage médian :',
    Object.entries(lh.metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(', '),
  );
  if (lh.failedAccessibilityAudits.length) console.log('Audits d’accessibilité en échec :', lh.failedAccessibilityAudits.join(', '));
}
console.log(
  `Photos de ${cardImages.cards} cartes (${cardImages.photos} photos, variantes ≤ 400 px) : 1re visite ${cardImages.first.kb} KB en ${cardImages.first.requests} requêtes, ` +
    `2e visite ${cardImages.repeat.kb} KB en ${cardImages.repeat.requests} requêtes (cache du navigateur) ; les mêmes photos en taille réelle : ${cardImages.fullSizeKb} KB.`,
);

mkdirSync(join(ROOT, 'reports'), { recursive: true });
const report = { date: new Date().toISOString(), loadAverage: loadavg(), measured, budgets: rows, pages, cardImages };
writeFileSync(join(ROOT, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nÉcrit dans reports/bench.json');
process.exit(rows.every((row) => row.ok) ? 0 : 1);
