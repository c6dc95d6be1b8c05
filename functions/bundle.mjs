// How the functions are bundled (build.mjs): the entry points, and what stays external. `deploy`
// leaves the simulated processor's card element and event delivery out (KOOKERS_SIMULATOR, read by
// src/index.ts): the bundle a deploy uploads never holds them (scripts/deploy/functions-bundle.test.ts).
import { fileURLToPath, URL } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * esbuild's options for the functions' bundle; `deploy`: the one firebase.json's predeploy builds.
 * @param {{ deploy: boolean }} target
 * @returns {import('esbuild').BuildOptions & { entryPoints: string[] }}
 */
export function bundleOptions({ deploy }) {
  return {
    entryPoints: [here('src/index.ts'), here('src/local-scheduler.ts'), here('src/local-mail.ts'), here('src/migrate.ts')],
    outdir: here('lib'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: ['firebase-admin', 'firebase-functions'],
    define: { KOOKERS_SIMULATOR: deploy ? 'false' : 'true' },
    logLevel: 'info',
  };
}
