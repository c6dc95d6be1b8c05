// Runs inside `firebase emulators:exec` (see scripts/screenshots.mjs).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../lib/chromium.mjs';
import { CHROMIUM_PATH, HOSTING_URL, ROOT } from '../lib/platform.mjs';

const DEFAULT_PATHS = [
  '/',
  '/search',
  '/kookers/kooker-claire-dubois',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/introuvable',
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

// `--sans-js`: the prerendered pages as a browser without JavaScript shows them, into
// docs/screenshots/ (docs/decisions/010-first-paint.md): whole pages, not spinners.
if (process.argv.includes('--sans-js')) {
  const PRERENDERED = { '/': 'accueil', '/faq': 'faq', '/terms': 'conditions', '/privacy': 'confidentialite', '/contact': 'contact' };
  const docs = join(ROOT, 'docs', 'screenshots');
  mkdirSync(docs, { recursive: true });
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const page = await browser.newPage({ viewport, locale: 'fr-FR', isMobile: name === 'phone', javaScriptEnabled: false });
    for (const [path, slug] of Object.entries(PRERENDERED)) {
      await page.goto(`${HOSTING_URL}${path}`, { waitUntil: 'networkidle' });
      const file = join(docs, `${slug}-sans-js${name === 'phone' ? '-telephone' : ''}.png`);
      // The desktop page whole; on a phone, the first screen, as it paints.
      await page.screenshot({ path: file, fullPage: name === 'desktop' });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
  process.exit(0);
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
const out = join(ROOT, 'reports', 'screenshots');
mkdirSync(out, { recursive: true });
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const page = await browser.newPage({ viewport, locale: 'fr-FR', isMobile: name === 'phone' });
  for (const path of paths) {
    await page.goto(`${HOSTING_URL}${path}`, { waitUntil: 'networkidle' });
    // Scroll down as a visitor would, so content loaded on sight (featured Kookers) is shown.
    for (let y = 0; y < (await page.evaluate('document.documentElement.scrollHeight')); y += viewport.height / 2) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForTimeout(50);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForLoadState('networkidle');
    const base = join(out, `${name}${path.replaceAll('/', '_') || '_'}`);
    await page.screenshot({ path: `${base}.png`, fullPage: true });
    // A tall phone page shrinks to nothing when viewed whole: also save it screen by screen.
    if (name === 'phone') {
      const height = await page.evaluate('document.documentElement.scrollHeight');
      for (let top = 0, part = 1; top < height; top += viewport.height, part += 1) {
        const clip = { x: 0, y: top, width: viewport.width, height: Math.min(viewport.height, height - top) };
        await page.screenshot({ path: `${base}.${part}.png`, fullPage: true, clip });
      }
    }
    console.log(base);
  }
  await page.close();
}
await browser.close();
