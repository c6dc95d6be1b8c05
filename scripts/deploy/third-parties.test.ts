import { HOST, PLATFORM_CONNECT_SOURCES, THIRD_PARTIES, thirdPartySources, type SourceDirective } from '@kookers/domain/legal';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionConfig } from './production-config.mjs';

// The third parties the Content-Security-Policy of firebase.json lets the browser load are exactly
// those the privacy page names (domain/src/legal/third-parties.ts), in the emulators' policy and
// in production's (docs/decisions/011-hosting-security.md).

interface FirebaseConfig {
  firestore: { location: string };
  hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
}
const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as FirebaseConfig;

/** The policy's directives, each with its sources. */
function directivesOf(from: FirebaseConfig): Map<string, string[]> {
  const policies = from.hosting.headers.flatMap((rule) => rule.headers).filter((header) => header.key === 'Content-Security-Policy');
  expect(policies).toHaveLength(1);
  return new Map(
    (policies[0]?.value ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The sources of a directive that are neither the site, nor the platform's own services, nor the local emulators. */
const thirdPartiesIn = (sources: readonly string[]) =>
  sources.filter(
    (source) =>
      source.startsWith('http') &&
      !/^http:\/\/127\.0\.0\.1:\d+$/.test(source) &&
      !(PLATFORM_CONNECT_SOURCES as readonly string[]).includes(source) &&
      !/^https:\/\/europe-west1-[a-z0-9-]+\.cloudfunctions\.net$/.test(source),
  );

const DIRECTIVES: SourceDirective[] = ['script-src', 'frame-src', 'connect-src'];

describe('the third parties of the Content-Security-Policy', () => {
  for (const [label, from] of [
    ['firebase.json', config],
    ['production', productionConfig(config, 'kookers-prod') as FirebaseConfig],
  ] as const) {
    it(`are exactly those the privacy page names (${label})`, () => {
      const directives = directivesOf(from);
      for (const directive of DIRECTIVES) {
        expect(thirdPartiesIn(directives.get(directive) ?? []), directive).toEqual(thirdPartySources(directive));
      }
      // No other directive lets anything in from elsewhere.
      for (const [name, sources] of directives) {
        if ((DIRECTIVES as string[]).includes(name)) continue;
        expect(
          sources.filter((source) => /^https?:/.test(source)),
          name,
        ).toEqual([]);
      }
      // The site's own scripts only, besides them: no inline script, no eval.
      expect(directives.get('script-src')?.filter((source) => !source.startsWith('https://'))).toEqual(["'self'"]);
    });
  }

  it('names each third party with what it is for and where it loads, and a source for it', () => {
    for (const party of THIRD_PARTIES) {
      expect(party.purpose, party.id).not.toBe('');
      expect(party.where, party.id).toMatch(/seulement là/);
      expect(Object.values(party.sources).flat().length, party.id).toBeGreaterThan(0);
    }
    expect(THIRD_PARTIES.map((party) => party.id)).toEqual(['stripe', 'recaptcha']);
  });

  it('places the database where the legal notice says', () => {
    expect(config.firestore.location).toBe(HOST.firestoreLocation);
  });
});
