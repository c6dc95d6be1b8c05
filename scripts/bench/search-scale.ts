/**
 * The search at scale (docs/decisions/007-search.md): a fixed set of typical searches,
 * each built by the app's own query builder and run as a visitor's browser runs it (web SDK,
 * through the security rules) against the Firestore emulator loaded with a seed of N Kookers.
 * For each: median and p95 time of a page (12 results and the count, in parallel) and the
 * documents read. Run by scripts/bench.mjs inside `firebase emulators:exec --import <seed>`;
 * writes its figures as JSON to the file given.
 *
 *   node .cache/bench/search-scale.mjs <label> <out.json>
 */
import { writeFileSync } from 'node:fs';
import { EMPTY_SEARCH, PAGE_SIZE, searchQueryOf, type SearchState } from '@kookers/domain/search-query';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  and,
  collection,
  connectFirestoreEmulator,
  getCountFromServer,
  getDocs,
  getFirestore,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COUNT_MAX } from '@kookers/domain/search-results';
import { filteredQuery, modularQueryAdapter, orderedQuery } from '@kookers/domain/search-query-builder';

const RUNS = 15;

interface Search {
  label: string;
  state: SearchState;
  /** Which page is timed (the pages before it are read first, as "Voir plus" would). */
  page?: number;
}

const search = (label: string, changes: Partial<SearchState>, page = 1): Search => ({
  label,
  state: { ...EMPTY_SEARCH, ...changes },
  page,
});

/** The typical searches: no filter, text, city, each filter, a combination, page 3. */
export const SEARCHES: Search[] = [
  search('tous les Kookers (mieux notés)', {}),
  search('texte : « pâtisserie »', { text: 'pâtisserie' }),
  search('texte : « patisserie lyon »', { text: 'patisserie lyon' }),
  search('ville : Lyon', { city: 'Lyon' }),
  search('spécialité : italienne', { specialties: ['italienne'] }),
  search('spécialités : pâtisserie ou boulangerie', { specialties: ['patisserie', 'boulangerie'] }),
  search('tarif : 25 € à 50 €', { price: '25-50' }),
  search('note : 4 et plus', { minRating: 4 }),
  search('disponible la semaine prochaine', { availability: 'semaine-prochaine' }),
  search('8 participants', { participants: 8 }),
  search('tri : prix croissant', { sort: 'prix' }),
  search('tri : disponibles au plus tôt', { sort: 'disponibilite' }),
  search('combinaison : Paris, française, 4+, 6 pers.', { city: 'Paris', specialties: ['francaise'], minRating: 4, participants: 6 }),
  search('page 3 (tous)', {}, 3),
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main(): Promise<void> {
  const [label = 'bench', out = 'bench-search.json'] = process.argv.slice(2);
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  const app = initializeApp({ projectId: 'demo-kookers', apiKey: 'demo-api-key' }, `bench-${label}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, hostname, Number(port));
  const queries = modularQueryAdapter({ query, where, and, or, orderBy }, query(collection(db, 'kookers')));

  const total = (await getCountFromServer(filteredQuery(queries, searchQueryOf(EMPTY_SEARCH)))).data().count;
  const results = [];
  for (const { label: name, state, page = 1 } of SEARCHES) {
    const spec = searchQueryOf(state);
    const ordered = orderedQuery(queries, spec);
    // The pages before the one timed, as the visitor read them.
    let after: QueryDocumentSnapshot | undefined;
    for (let before = 1; before < page; before++) {
      const previous = await getDocs(after ? query(ordered, startAfter(after), limit(PAGE_SIZE)) : query(ordered, limit(PAGE_SIZE)));
      after = previous.docs.at(-1);
    }
    const pageQuery = after ? query(ordered, startAfter(after), limit(PAGE_SIZE)) : query(ordered, limit(PAGE_SIZE));
    const times: number[] = [];
    let reads = 0;
    let found = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const counted = query(filteredQuery(queries, spec), limit(COUNT_MAX));
      const [snapshot, count] = await Promise.all([getDocs(pageQuery), page === 1 ? getCountFromServer(counted) : Promise.resolve(null)]);
      const elapsed = performance.now() - started;
      // The first run warms the emulator up: not counted.
      if (run > 0) times.push(elapsed);
      // Firestore bills the documents returned, and one read per thousand matches counted (at most COUNT_MAX here).
      reads = snapshot.size + (count ? Math.max(1, Math.ceil(count.data().count / 1000)) : 0);
      found = count ? count.data().count : found;
    }
    results.push({ search: name, page, median: percentile(times, 50), p95: percentile(times, 95), reads, found });
    console.log(
      `[bench ${label}] ${name} : médiane ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${reads} lectures`,
    );
  }
  writeFileSync(out, `${JSON.stringify({ label, kookers: total, runs: RUNS, results }, null, 2)}\n`);
  await deleteApp(app);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
