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

/**
 * Why the functions of `projectId` could not take a payment, in French, or null: a real project
 * must name Stripe as its processor (docs/decisions/017-paiements-par-carte.md, « Ce qu’une vraie
 * clé change »), in functions/.env or functions/.env.<projectId> — the simulated processor runs on
 * the local platform only, and the functions would refuse every booking.
 *
 * @param {Record<string, string>} env the variables of functions/.env and functions/.env.<projectId>, the latter winning
 * @returns {string | null}
 */
export function processorProblem(env) {
  if (env.KOOKERS_PROCESSOR === 'stripe') return null;
  return 'Aucun prestataire de paiement configuré : écrivez KOOKERS_PROCESSOR=stripe dans functions/.env.<projet>, et les secrets STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET dans Secret Manager (docs/decisions/017-paiements-par-carte.md). Le prestataire simulé ne tourne que sur la plateforme locale.';
}

/**
 * The variables of a dotenv file's text (KEY=value lines; # comments; quotes removed).
 *
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}
