/**
 * The search at scale (docs/decisions/007-search.md, 016-recherche-par-commune.md): a fixed set
 * of typical searches, each read by the app's own strategy (domain/src/search/search-results.ts) and
 * query builder as a visitor's browser runs it (web SDK, through the security rules) against the
 * Firestore emulator loaded with a seed of N Kookers spread over the communes as people are.
 * For each: median and p95 time of a page (its results and the count) and the documents read
 * (an empty query is billed one). Run by scripts/bench.mjs inside `firebase emulators:exec --import <seed>`;
 * writes its figures as JSON to the file given.
 *
 *   node .cache/bench/search-scale.mjs <label> <out.json>
 */
import { writeFileSync } from 'node:fs';
import { collectionPath } from '@kookers/domain/data';
import { communeData } from '@kookers/domain/communes-data';
import {
  searchPlaceOf,
  EMPTY_SEARCH,
  searchQueryOf,
  type SearchState,
  COUNT_MAX,
  firstResultsWith,
  moreResultsWith,
  type SearchReader,
  filteredQuery,
  modularQueryAdapter,
  orderedQuery,
} from '@kookers/domain/search';
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

// Each search is timed RUNS times after a first, uncounted run; a search slower than
// TIME_BUDGET_MS in all stops after MIN_RUNS: on the emulator, which scans instead of using
// indexes, a search by commune at 10 000 Kookers takes seconds, and 16 runs of each would take
// the bench past a quarter of an hour (docs/decisions/016-recherche-par-commune.md).
const RUNS = 15;
const MIN_RUNS = 3;
const TIME_BUDGET_MS = 30_000;

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
  search('commune : Lyon (les plus proches)', { city: 'Lyon' }),
  search('commune : Villeurbanne, banlieue (les plus proches)', { city: 'Villeurbanne' }),
  search('commune : Aveize, village à 29 km de Lyon', { city: 'Aveize' }),
  search('commune : Villeurbanne, italienne, prix croissant', { city: 'Villeurbanne', specialties: ['italienne'], sort: 'prix' }),
  search('commune : Paris, page 3 (les plus proches)', { city: 'Paris' }, 3),
  search('spécialité : italienne', { specialties: ['italienne'] }),
  search('spécialités : pâtisserie ou boulangerie', { specialties: ['patisserie', 'boulangerie'] }),
  search('prix : 25 € à 40 € par personne', { price: '25-40' }),
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
  const queries = modularQueryAdapter({ query, where, and, or, orderBy }, query(collection(db, collectionPath('kookers'))));

  const total = (await getCountFromServer(filteredQuery(queries, searchQueryOf(EMPTY_SEARCH)))).data().count;
  // Every read the strategy makes, billed as Firestore bills it.
  let reads = 0;
  const reader: SearchReader<QueryDocumentSnapshot> = {
    async read(spec, size, after) {
      const ordered = orderedQuery(queries, spec);
      const snapshot = await getDocs(after ? query(ordered, startAfter(after), limit(size)) : query(ordered, limit(size)));
      reads += Math.max(1, snapshot.size);
      return snapshot.docs;
    },
    async count(spec) {
      const count = (await getCountFromServer(query(filteredQuery(queries, spec), limit(COUNT_MAX)))).data().count;
      reads += Math.max(1, Math.ceil(count / 1000));
      return count;
    },
    tokensOf: (doc) => (doc.get('searchTokens') as string[] | undefined) ?? [],
    reachOf: (doc) => (doc.get('reach') as string[] | undefined) ?? [],
  };
  const communes = communeData();
  const results = [];
  for (const { label: name, state, page = 1 } of SEARCHES) {
    const place = state.city ? searchPlaceOf(communes, state.city) : null;
    // The pages before the one timed, as the visitor read them ("Voir plus").
    const first = await firstResultsWith(reader, state, place, 1);
    let after = first.docs.at(-1);
    for (let before = 2; before < page && after; before++) after = (await moreResultsWith(reader, state, place, after)).docs.at(-1);
    const times: number[] = [];
    let found = first.total;
    let pageReads = 0;
    let spent = 0;
    for (let run = 0; run <= RUNS && (run <= MIN_RUNS || spent < TIME_BUDGET_MS); run++) {
      reads = 0;
      const started = performance.now();
      if (page === 1) found = (await firstResultsWith(reader, state, place, 1)).total;
      else if (after) await moreResultsWith(reader, state, place, after);
      const elapsed = performance.now() - started;
      // The first run warms the emulator up: not counted.
      if (run > 0) times.push(elapsed);
      spent += elapsed;
      pageReads = reads;
    }
    results.push({
      search: name,
      page,
      runs: times.length,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      reads: pageReads,
      found,
    });
    console.log(
      `[bench ${label}] ${name} : médiane ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} passages), ${pageReads} lectures`,
    );
  }
  writeFileSync(out, `${JSON.stringify({ label, kookers: total, maxRuns: RUNS, results }, null, 2)}\n`);
  await deleteApp(app);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
