// The Firebase configuration a real project is deployed with (docs/decisions/011-hosting-security.md):
// firebase.json as the emulators read it, except the Content-Security-Policy's connect-src,
// which names this project's functions only (europe-west1) and none of the emulators' origins.

/** The region of every function (web/src/lib/firebase.ts, FUNCTIONS_REGION). */
const FUNCTIONS_REGION = 'europe-west1';
/** A Firebase project id as Google writes them; never a `demo-` project, which exists only locally. */
const PROJECT_ID = /^(?!demo-)[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * The production configuration of `config` (firebase.json's contents) for `projectId`: a new
 * object, the input untouched. Throws in French on a project id that is none, and when the
 * policy does not have the emulator's connect-src it expects (firebase.json changed: look again).
 *
 * @param {any} config firebase.json, parsed
 * @param {string} projectId
 * @returns {any}
 */
export function productionConfig(config, projectId) {
  if (!PROJECT_ID.test(projectId)) throw new Error(`Identifiant de projet invalide : « ${projectId} ».`);
  const production = structuredClone(config);
  let policies = 0;
  for (const rule of production.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = productionPolicy(header.value, projectId);
      policies++;
    }
  }
  if (policies === 0) throw new Error('firebase.json n’a pas de Content-Security-Policy.');
  return production;
}

/** @param {string} policy @param {string} projectId */
function productionPolicy(policy, projectId) {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('connect-src '));
  const sources = (directives[index] ?? '').split(/\s+/).slice(1);
  if (index < 0 || !sources.includes('https://*.cloudfunctions.net'))
    throw new Error(
      'La Content-Security-Policy de firebase.json n’a plus le connect-src attendu : revoir scripts/deploy/production-config.mjs.',
    );
  const kept = sources
    .filter((source) => !/^https?:\/\/(127\.0\.0\.1|localhost)(:|$)/.test(source))
    .map((source) => (source === 'https://*.cloudfunctions.net' ? `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net` : source));
  directives[index] = ['connect-src', ...kept].join(' ');
  return directives.join('; ');
}
