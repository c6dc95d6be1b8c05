import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDotenv, processorProblem, productionConfig } from './production-config.mjs';

const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
};
const policyOf = (from: typeof config) =>
  from.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
const connectSrc = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src '));

describe('the production configuration', () => {
  it('lets the app call this project’s functions only, and none of the emulators', () => {
    const production = productionConfig(config, 'kookers-prod') as typeof config;
    expect(connectSrc(policyOf(production))).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com https://europe-west1-kookers-prod.cloudfunctions.net https://api.stripe.com",
    );
    // Everything else is firebase.json's, which the emulators keep reading as it is.
    expect(policyOf(production).replace(/connect-src [^;]*/, '')).toBe(policyOf(config).replace(/connect-src [^;]*/, ''));
    expect({ ...production, hosting: { ...production.hosting, headers: [] } }).toEqual({
      ...config,
      hosting: { ...config.hosting, headers: [] },
    });
    expect(connectSrc(policyOf(config))).toContain('http://127.0.0.1:5001');
  });

  it('refuses a project id that is none, or a demo project', () => {
    for (const id of ['', 'Kookers', 'demo-kookers', 'a', 'kookers prod', 'kookers-prod-'])
      expect(() => productionConfig(config, id), id).toThrow();
  });
});

describe('the processor a real project is deployed with', () => {
  it('refuses a project that does not name Stripe, and reads it from the functions’ dotenv files', () => {
    expect(processorProblem({})).toContain('KOOKERS_PROCESSOR=stripe');
    expect(processorProblem({ KOOKERS_PROCESSOR: 'simulated' })).toContain('plateforme locale');
    expect(processorProblem({ KOOKERS_PROCESSOR: 'stripe' })).toBeNull();
    expect(parseDotenv('# paiements\nKOOKERS_PROCESSOR="stripe"\nAUTRE = x\n')).toEqual({ KOOKERS_PROCESSOR: 'stripe', AUTRE: 'x' });
  });
});
