// The bundle a deploy uploads holds no part of the simulated processor's card element, 3-D Secure
// step or event delivery (functions/src/payments/local-payments.ts): firebase.json's predeploy builds
// it with `--deploy` (functions/bundle.mjs), which leaves that module out; the local platform's holds it.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../functions/bundle.mjs';

/** The start of a sentence only the simulated processor's endpoints say (esbuild writes its accents as escapes). */
const ONLY_IN_LOCAL_PAYMENTS = 'Paiement simul';

async function indexBundle(deploy: boolean): Promise<string> {
  const options = bundleOptions({ deploy });
  const entry = options.entryPoints.filter((path: string) => path.endsWith('index.ts'));
  const result = await build({ ...options, entryPoints: entry, write: false, sourcemap: false, logLevel: 'silent' });
  return (result.outputFiles ?? []).map((file) => file.text).join('');
}

describe('the functions’ bundle', () => {
  it('leaves the simulated processor’s endpoints out of what a deploy uploads, and keeps them for the emulators', async () => {
    expect(await indexBundle(true)).not.toContain(ONLY_IN_LOCAL_PAYMENTS);
    expect(await indexBundle(false)).toContain(ONLY_IN_LOCAL_PAYMENTS);
    expect(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).toContain('run build -- --deploy');
  });
});
