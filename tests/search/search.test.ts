// Every search of the app, run on the emulator through the security rules (as a visitor's
// browser runs it), against the seed data: each filter, each sort and their combinations return
// exactly the Kookers a plain reading of their profiles says they should, in order, and pages
// follow each other with no duplicate and no gap. The expected results are computed here from
// the raw profile fields, not from the facets the functions derive.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { kookerToData, type KookerProfile, PRICE_BRACKETS, SEARCH_SPECIALTIES } from '@kookers/domain/kookers';
import {
  SEARCH_SPECIALTIES_OF,
  STOP_WORDS,
  EMPTY_SEARCH,
  PAGE_SIZE,
  searchQueryOf,
  type SearchState,
  filteredQuery,
  modularQueryAdapter,
  orderedQuery,
  searchWordsOf,
  searchPlaceOf,
} from '@kookers/domain/search';
import { distanceKm } from '@kookers/domain/communes';
import { kookerCommune } from '@kookers/domain/booking';
import { addDays, parisDateOf, parisInstant, weekdayOf } from '@kookers/domain/rules';
import { communeData } from '@kookers/domain/communes-data';
import {
  and,
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '../../scripts/seed/build';
import { setUpRulesEnvironment, tearDownRulesEnvironment } from '../rules/rules-environment';

/** A project of its own: the data is written once for the whole file. */
const SEARCH_PROJECT_ID = 'demo-kookers-search';
const NOW = new Date();
const seed = await buildSeed({ now: NOW, stamp: (date) => Timestamp.fromDate(date), syntheticKookers: 40 });
/** Two Kookers that paused their profile: never found. */
const paused = new Set(seed.kookers.slice(-2).map((kooker) => kooker.id));
const kookers = seed.kookers.map((kooker) => ({ ...kooker, published: !paused.has(kooker.id) }));
const slotsOf = new Map(seed.availability.map((availability) => [availability.kookerId, availability.slots]));

let env: RulesTestEnvironment | undefined;
const visitor = (): Firestore => {
  if (!env) throw new Error('No test environment');
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
};

beforeAll(async () => {
  env = await setUpRulesEnvironment(SEARCH_PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const kooker of kookers) batch.set(doc(db, documentPath('kookers', kooker.id)), kookerToData(kooker));
    await batch.commit();
  });
}, 60_000);

afterAll(async () => {
  await tearDownRulesEnvironment(env);
});

/* ───────────── What a plain reading of the profiles says ───────────── */

function wordsOf(kooker: KookerProfile): Set<string> {
  const labels = kooker.specialties.flatMap((name) =>
    (SEARCH_SPECIALTIES_OF[name] ?? []).map((id) => SEARCH_SPECIALTIES.find((s) => s.id === id)?.label ?? ''),
  );
  const services = (seed.services[kooker.id] ?? []).map((service) => service.name);
  return new Set([kooker.firstName, kooker.lastName, kooker.city, ...kooker.specialties, ...labels, ...services].flatMap(searchWordsOf));
}

/** Dates from `from` to `to`, both included. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

function freeOn(kooker: KookerProfile, dates: readonly string[]): boolean {
  const slots = slotsOf.get(kooker.id) ?? {};
  return dates.some((date) => (slots[date] ?? []).length > 0);
}

function firstFreeSlot(kooker: KookerProfile): number {
  const slots = slotsOf.get(kooker.id) ?? {};
  const instants = Object.entries(slots).flatMap(([date, times]) => times.map((time) => parisInstant(date, time)?.getTime() ?? Infinity));
  return instants.length > 0 ? Math.min(...instants) : Infinity;
}

function matches(kooker: KookerProfile, state: SearchState): boolean {
  if (!kooker.published) return false;
  const words = searchWordsOf(state.text).filter((word) => !STOP_WORDS.has(word));
  const kookerWords = wordsOf(kooker);
  if (!words.every((word) => kookerWords.has(word))) return false;
  // A city: the Kookers whose area reaches its commune, from the centre of their own.
  if (state.city) {
    const place = placeOf(state);
    const home = kookerCommune(communeData(), kooker);
    if (!place || !home || distanceKm(home, place) > kooker.serviceArea) return false;
  }
  if (state.specialties.length > 0) {
    const answered = kooker.specialties.flatMap((name) => SEARCH_SPECIALTIES_OF[name] ?? []);
    if (!state.specialties.some((id) => answered.includes(id))) return false;
  }
  const bracket = PRICE_BRACKETS.find((b) => b.id === state.price);
  // The price per person a card shows: the cheapest service's (none without a service).
  const cheapest = kooker.minPricePerPerson;
  if (bracket && !(cheapest !== null && cheapest >= bracket.min && cheapest < bracket.max)) return false;
  if (state.minRating !== null && !(kooker.reviewCount > 0 && kooker.rating >= state.minRating)) return false;
  if (state.participants !== null && kooker.maxGuests < state.participants) return false;
  const today = parisDateOf(NOW);
  const monday = addDays(today, -['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(weekdayOf(today)));
  if (state.availability === 'cette-semaine' && !freeOn(kooker, datesBetween(today, addDays(monday, 6)))) return false;
  if (state.availability === 'semaine-prochaine' && !freeOn(kooker, datesBetween(addDays(monday, 7), addDays(monday, 13)))) return false;
  if (
    state.availability === 'ce-mois-ci' &&
    !freeOn(
      kooker,
      datesBetween(today, `${today.slice(0, 7)}-31`).filter((date) => date.startsWith(today.slice(0, 7))),
    )
  )
    return false;
  return true;
}

/** Ties go by document id, in the direction of the last sort field (as Firestore orders them). */
function compare(a: KookerProfile, b: KookerProfile, state: SearchState): number {
  const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  if (state.sort === 'prix') return (a.minPricePerPerson ?? 0) - (b.minPricePerPerson ?? 0) || byId;
  if (state.sort === 'disponibilite') return firstFreeSlot(a) - firstFreeSlot(b) || byId;
  return b.rating - a.rating || b.reviewCount - a.reviewCount || -byId;
}

function expected(state: SearchState): string[] {
  return kookers
    .filter((kooker) => matches(kooker, state))
    .sort((a, b) => compare(a, b, state))
    .map((kooker) => kooker.id);
}

/* ───────────── What the app's queries find ───────────── */

/** The app's query builder, with the full web SDK (the app's is Firestore Lite: same signatures). */
const kookerQueries = () =>
  modularQueryAdapter({ query, where, and, or, orderBy }, query(collection(visitor(), collectionPath('kookers'))));

const placeOf = (state: SearchState) => (state.city ? searchPlaceOf(communeData(), state.city) : null);

/** The query's results; with a commune, the words of the text checked on them, as the app does. */
async function found(state: SearchState): Promise<string[]> {
  const spec = searchQueryOf(state, placeOf(state));
  const snapshot = await getDocs(orderedQuery(kookerQueries(), spec));
  return snapshot.docs
    .filter((document) => !placeOf(state) || spec.remainingWords.every((word) => (document.get('searchTokens') as string[]).includes(word)))
    .map((document) => document.id);
}

async function counted(state: SearchState): Promise<number> {
  const spec = searchQueryOf(state, placeOf(state));
  if (placeOf(state) && spec.remainingWords.length > 0) return (await found(state)).length;
  return (await getCountFromServer(filteredQuery(kookerQueries(), spec))).data().count;
}

const search = (changes: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...changes });

/** What the app does with a text Firestore cannot match whole: the token `value`, then the other words on the candidates' tokens. */
async function candidatesHolding(value: string, spec: ReturnType<typeof searchQueryOf>, words: readonly string[]): Promise<string[]> {
  const snapshot = await getDocs(orderedQuery(kookerQueries(), { ...spec, arrayContains: { field: 'searchTokens', value } }));
  return snapshot.docs
    .filter((document) => words.every((word) => (document.get('searchTokens') as string[]).includes(word)))
    .map((document) => document.id);
}

async function expectSame(state: SearchState): Promise<string[]> {
  const want = expected(state);
  expect(await found(state)).toEqual(want);
  expect(await counted(state)).toBe(want.length);
  return want;
}

describe('search', () => {
  it('finds every published Kooker, best rated first, and no paused one', async () => {
    const all = await expectSame(EMPTY_SEARCH);
    expect(all).toHaveLength(kookers.length - paused.size);
    for (const id of paused) expect(all).not.toContain(id);
  });

  it('finds by one word of the name, the city, a specialty or a service, accents and case aside', async () => {
    const claire = seed.kookers.find((kooker) => kooker.id === 'kooker-claire-dubois');
    const service = seed.services['kooker-claire-dubois']?.[0]?.name ?? '';
    for (const text of ['Dubois', 'LYON', 'pâtisserie', 'Pâtisserie', 'asiatique', searchWordsOf(service).at(-1) ?? '']) {
      const ids = await expectSame(search({ text }));
      expect(ids.length, text).toBeGreaterThan(0);
    }
    expect(await found(search({ text: 'Dubois' }))).toContain(claire?.id);
  });

  it('finds by two words in any order ("patisserie lyon"), and by three words', async () => {
    const ids = await expectSame(search({ text: 'patisserie lyon' }));
    expect(ids).toContain('kooker-claire-dubois');
    expect(await found(search({ text: 'Lyon pâtisserie' }))).toEqual(ids);
    // Three words: Firestore matches two of them, the third is checked on the tokens.
    const spec = searchQueryOf(search({ text: 'cuisine française lyon' }));
    expect(await candidatesHolding(spec.arrayContains?.value ?? '', spec, spec.remainingWords)).toEqual(
      expected(search({ text: 'cuisine française lyon' })),
    );
  });

  it('finds by two words of different phrases, neither of the city, through the longest word', async () => {
    // "Claire" is in a name, "patisserie" in a specialty: their pair is no token…
    const state = search({ text: 'claire pâtisserie' });
    const spec = searchQueryOf(state);
    expect(await found(state)).toEqual([]);
    // …so the app falls back to the longest word, and checks the other on the candidates.
    const fallback = spec.textFallback;
    if (!fallback) throw new Error('A text of two words has a fallback');
    const ids = await candidatesHolding(fallback.value, spec, fallback.remainingWords);
    expect(ids).toEqual(expected(state));
    expect(ids).toContain('kooker-claire-dubois');
  });

  it('finds nothing for a word no Kooker has', async () => {
    expect(await expectSame(search({ text: 'wakame' }))).toEqual([]);
  });

  it('filters by city, specialties (any of them), hourly rate, minimum rating, participants and availability, each alone', async () => {
    const cases: Array<Partial<SearchState>> = [
      { city: 'Paris' },
      { city: 'lyon ' },
      { specialties: ['patisserie'] },
      { specialties: ['asiatique'] },
      { specialties: ['patisserie', 'italienne'] },
      ...PRICE_BRACKETS.map((bracket) => ({ price: bracket.id })),
      { minRating: 4.5 },
      { minRating: 3 },
      { participants: 5 },
      { participants: 8 },
      { availability: 'cette-semaine' },
      { availability: 'semaine-prochaine' },
      { availability: 'ce-mois-ci' },
    ];
    const all = expected(EMPTY_SEARCH).length;
    let narrowed = 0;
    for (const changes of cases) {
      const ids = await expectSame(search(changes));
      if (ids.length < all) narrowed += 1;
    }
    // The filters really filter on this data.
    expect(narrowed).toBeGreaterThan(cases.length / 2);
  });

  it('combines filters', async () => {
    await expectSame(search({ text: 'cuisine', city: 'Lyon' }));
    await expectSame(search({ city: 'Paris', specialties: ['francaise', 'italienne'], price: '25-40' }));
    await expectSame(search({ minRating: 4, participants: 6, availability: 'semaine-prochaine' }));
    await expectSame(
      search({ text: 'atelier', specialties: ['patisserie', 'boulangerie'], minRating: 3.5, participants: 4, sort: 'prix' }),
    );
  });

  it('sorts by rating, by price and by the first free slot', async () => {
    for (const sort of ['note', 'prix', 'disponibilite'] as const) {
      await expectSame(search({ sort }));
      await expectSame(search({ sort, specialties: ['francaise'] }));
    }
  });

  it('pages through the results with no duplicate and no gap, whatever the sort', async () => {
    for (const sort of ['note', 'prix', 'disponibilite'] as const) {
      const state = search({ sort });
      const ordered = orderedQuery(kookerQueries(), searchQueryOf(state));
      const pages: string[][] = [];
      let after: QueryDocumentSnapshot | undefined;
      for (;;) {
        const page = await getDocs(after ? query(ordered, startAfter(after), limit(PAGE_SIZE)) : query(ordered, limit(PAGE_SIZE)));
        pages.push(page.docs.map((document) => document.id));
        // Each page reads exactly the documents it shows.
        expect(page.size).toBeLessThanOrEqual(PAGE_SIZE);
        if (page.size < PAGE_SIZE) break;
        after = page.docs.at(-1);
      }
      expect(pages.length).toBeGreaterThanOrEqual(4);
      expect(pages.flat()).toEqual(expected(state));
    }
  });
});
