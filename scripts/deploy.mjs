// `npm run deploy -- --project <id>`: deploys the Firestore rules and indexes, the functions and
// Hosting to a real Firebase project (README, « Déployer »), with the production configuration:
// firebase.json with a Content-Security-Policy that names this project's functions only and none
// of the emulators' origins (scripts/deploy/production-config.mjs). The configuration is written
// to firebase.production.json (not committed) beside firebase.json, whose relative paths it keeps.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, mustRun, ROOT } from './lib/platform.mjs';
import { parseDotenv, processorProblem, productionConfig } from './deploy/production-config.mjs';

const args = process.argv.slice(2);
const at = args.findIndex((arg) => arg === '--project' || arg.startsWith('--project='));
const asked = at < 0 ? '' : args[at].startsWith('--project=') ? args[at].slice('--project='.length) : (args[at + 1] ?? '');
if (!asked) {
  console.error('[kookers] Indiquez le projet : npm run deploy -- --project <identifiant ou alias de .firebaserc>');
  process.exit(2);
}
// An alias of .firebaserc (`firebase use --add`) names the real project id.
let aliases = {};
try {
  aliases = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects ?? {};
} catch {
  // No .firebaserc: the argument is the project id itself.
}
const projectId = aliases[asked] ?? asked;

let config;
try {
  config = productionConfig(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')), projectId);
} catch (error) {
  console.error(`[kookers] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// The payments: a real project names Stripe (the simulated processor refuses to run there).
const dotenv = (name) =>
  existsSync(join(ROOT, 'functions', name)) ? parseDotenv(readFileSync(join(ROOT, 'functions', name), 'utf8')) : {};
const processor = processorProblem({ ...dotenv('.env'), ...dotenv(`.env.${projectId}`) });
if (processor) {
  console.error(`[kookers] ${processor}`);
  process.exit(2);
}
const file = join(ROOT, 'firebase.production.json');
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
log(`Déploiement de ${projectId} avec ${file}…`);
await mustRun(join(ROOT, 'node_modules', '.bin', 'firebase'), [
  'deploy',
  '--config',
  file,
  '--project',
  projectId,
  '--only',
  'firestore,functions,hosting',
]);

// The data migrations, once the new functions are live (functions/src/migrate.ts): each writes
// only what it has not written yet. They need the deployer's Google credentials
// (`gcloud auth application-default login`); without them, the deploy is done and says how to run them.
log(`Migrations des données de ${projectId}…`);
try {
  await mustRun(process.execPath, [join(ROOT, 'functions', 'lib', 'migrate.js'), '--project', projectId]);
} catch {
  console.error(
    `[kookers] Déploiement fait, migrations non passées : lancez « node functions/lib/migrate.js --project ${projectId} » avec vos identifiants Google (gcloud auth application-default login).`,
  );
  process.exitCode = 1;
}
