// `npm run dev` serves what the build ships (docs/decisions/010-first-paint.md): Vite pre-bundles reactfire for the
// dev server with the same rewrite of its imports as the build (web/reactfire-lean-imports.ts,
// optimizeDeps in web/vite.config.ts), so the dev bundle carries neither the Realtime Database
// SDK nor the other unused products, and goes through the bridge for Firestore and Functions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

const WEB = resolve(fileURLToPath(import.meta.url), '../../../web');
/** Strings only the Realtime Database SDK carries (@firebase/database). */
const REALTIME_DATABASE = ['FIREBASE_DATABASE_EMULATOR_HOST', 'firebaseio.com'];
const BRIDGE_GLOBAL = '__kookersReactfireBridge';

let server: ViteDevServer;
let origin = '';
// Its own cache of pre-bundled dependencies, rebuilt: a developer's `npm run dev` keeps its own.
const cacheDir = mkdtempSync(join(tmpdir(), 'kookers-vite-deps-'));

beforeAll(async () => {
  server = await createServer({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'emulator',
    cacheDir,
    logLevel: 'error',
    optimizeDeps: { force: true },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Serveur Vite sans port');
  origin = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

async function text(path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A served module and every module it imports, statically or not, from the same server. */
async function crawl(start: string): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (served.has(path)) continue;
    const code = await text(path);
    served.set(path, code);
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/[^"']+)["']/g)) {
      if (specifier && !served.has(specifier)) queue.push(specifier);
    }
  }
  return served;
}

describe('npm run dev', () => {
  it('serves reactfire with the imports of the build: no Realtime Database SDK, the bridge instead', async () => {
    // A page module that uses reactfire's Firestore hooks, as the browser asks for it.
    const page = await text('/src/lib/user-profile.ts');
    const reactfire = /from\s*["'](\/[^"']*\/deps\/reactfire\.js[^"']*)["']/.exec(page)?.[1];
    expect(reactfire, 'reactfire importé depuis les dépendances pré-assemblées').toBeDefined();

    const modules = await crawl(reactfire as string);
    for (const marker of REALTIME_DATABASE) {
      const serving = [...modules].filter(([, code]) => code.includes(marker)).map(([path]) => path);
      expect(serving, `le SDK Realtime Database (${marker}) est servi`).toEqual([]);
    }
    expect(modules.get(reactfire as string)?.includes(BRIDGE_GLOBAL), 'reactfire passe par le pont').toBe(true);
  }, 120_000);
});
