// Run after the rules suites, inside the same `firebase emulators:exec` (scripts/test.mjs):
// saves the Firestore emulator's rule-coverage report (reports/firestore-coverage.html and
// .json), prints it in short, and fails if any expression of firestore.rules was never
// evaluated by a test. The emulator records an expression that a test reached with its value,
// and one that was skipped (short-circuited) with an empty value.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/platform.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
// The rules suites run in the data project (tests/support/emulators.ts: DATA_PROJECT_ID).
const base = `http://${host}/emulator/v1/projects/demo-kookers-data:ruleCoverage`;

const [json, html] = await Promise.all([fetch(base).then((r) => r.json()), fetch(`${base}.html`).then((r) => r.text())]);
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'firestore-coverage.json'), JSON.stringify(json));
writeFileSync(join(ROOT, 'reports', 'firestore-coverage.html'), html);

const source = json.rules?.files?.[0]?.content ?? '';
const reached = (node) => (node.values ?? []).some((v) => Object.keys(v.value ?? {}).length > 0);
let total = 0;
const unreached = [];
function walk(node) {
  total += 1;
  if (!reached(node)) {
    unreached.push(node.sourcePosition);
    return;
  }
  (node.children ?? []).forEach(walk);
}
(json.report ?? []).forEach(walk);

if (total === 0) {
  console.error('[kookers] Couverture des règles : aucun rapport (les tests de règles ont-ils tourné ?).');
  process.exit(1);
}
console.log(
  `\n[kookers] Couverture des règles Firestore : ${total - unreached.length}/${total} expressions atteintes (reports/firestore-coverage.html)`,
);
for (const position of unreached) {
  const text = source.slice(position.currentOffset, position.endOffset + 1).replace(/\s+/g, ' ');
  console.log(`  ✘ firestore.rules:${position.line}  ${text}`);
}
process.exit(unreached.length === 0 ? 0 : 1);
