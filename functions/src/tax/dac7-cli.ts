// `npm run dac7 -- <année> [--project <identifiant>]` (docs/exploitation.md, « DAC7 »): the yearly
// report of every Kooker credited that year, read with the Admin SDK and written to
// reports/dac7-<année>.csv and .json. Bundled and run by scripts/dac7.mjs, never deployed.
// Without --project, against the local emulators (FIRESTORE_EMULATOR_HOST, 127.0.0.1:8080 by
// default, project demo-kookers); with it, against that project with the operator's Google
// credentials (Application Default Credentials), like the migrations (functions/src/migrate.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { dac7Csv, DAC7_FIRST_YEAR } from '@kookers/domain/tax';
import { readDac7Report } from './dac7-data';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const projectId = at >= 0 ? args[at + 1] : undefined;
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? (args[outAt + 1] ?? 'reports') : 'reports';
const yearArg = args.find((arg, index) => /^\d{4}$/.test(arg) && args[index - 1] !== '--project' && args[index - 1] !== '--out');
const year = Number(yearArg);

if (!yearArg || year < DAC7_FIRST_YEAR) {
  console.error(`[dac7] Indiquez l’année déclarée (${DAC7_FIRST_YEAR} ou après) : npm run dac7 -- 2026 [--project <identifiant>]`);
  process.exit(2);
}
if (!projectId) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
initializeApp({ projectId: projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-kookers' });

async function main(): Promise<void> {
  const where = projectId ? `le projet ${projectId}` : `les émulateurs (${process.env.FIRESTORE_EMULATOR_HOST})`;
  console.log(`[dac7] Lecture des réservations de ${year} dans ${where}…`);
  const report = await readDac7Report(getFirestore(), year);
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, `dac7-${year}`);
  writeFileSync(`${base}.csv`, dac7Csv(report));
  writeFileSync(`${base}.json`, `${JSON.stringify({ ...report, generatedAt: new Date().toISOString(), amounts: 'centimes' }, null, 2)}\n`);
  const flagged = report.sellers.filter((seller) => seller.flags.length > 0);
  console.log(`[dac7] ${report.sellers.length} Kooker(s), dont ${flagged.length} à compléter : ${base}.csv et ${base}.json`);
  for (const seller of flagged)
    console.log(`[dac7]   ${seller.kookerId} (${seller.lastName || seller.publicName}) : ${seller.flags.join(' ; ')}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(`[dac7] Échec : ${error instanceof Error ? error.message : String(error)}`);
    if (!projectId) console.error('[dac7] Les émulateurs tournent-ils ? (npm start ou npm run dev)');
    process.exit(1);
  });
