import { describe, expect, it } from 'vitest';
import { modelSamples } from '../testing/model-samples';
import {
  embeddedKookerPage,
  embeddedSearchPage,
  kookerPageFromJson,
  pageDataJson,
  pageDataScript,
  PAGE_DATA_IDS,
  searchResultsFromJson,
} from './page-data';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { kooker, service } = modelSamples(stampAt);
const HIDDEN = ['searchTokens', 'reach', 'createdAt', 'updatedAt', 'blockedDates', 'availableDays', 'searchFacets', 'availabilityFacets'];

describe('the page data embedded in a page’s HTML', () => {
  it('holds what a Kooker’s page shows of the profile and services, nothing else', () => {
    const data = embeddedKookerPage(kooker, [service]);
    expect(data.id).toBe('kenza');
    expect(data.profile).toMatchObject({ firstName: 'Kenza', city: 'Marseille', maxGuests: 8, coverImage: null, published: true });
    for (const hidden of HIDDEN) expect(data.profile, hidden).not.toHaveProperty(hidden);
    expect(data.services).toEqual([
      {
        id: 'service-1',
        name: 'Atelier tajine',
        serviceArea: 'Marseille et 20 km alentour',
        pricePerPerson: 4000,
        additionalInfo: 'Ingrédients compris.',
        requiredEquipment: 'Un four',
        photos: ['kenza_tajine1', 'kenza_tajine2'],
        allergens: ['gluten', 'celeri'],
        location: 'client',
      },
    ]);
  });

  it('holds what a search result’s card shows, nothing else', () => {
    const data = embeddedSearchPage('{"text":""}', 1, null, { docs: [kooker], total: 1, atLeast: false, more: false });
    expect(data).toMatchObject({ criteria: '{"text":""}', pages: 1, place: null, total: 1, atLeast: false, more: false });
    // The commune's centre is public: a card tells the distance from it.
    expect(data.kookers[0]).toMatchObject({
      id: 'kenza',
      firstName: 'Kenza',
      city: 'Marseille',
      published: true,
      location: kooker.location,
    });
    for (const hidden of [...HIDDEN, 'experience', 'certificates', 'pricePerHour'])
      expect(data.kookers[0], hidden).not.toHaveProperty(hidden);
  });

  it('cannot be closed or broken by a Kooker’s text, and reads back whole', () => {
    const bio = '</script><script>alert(1)</script> & <!-- \u2028';
    const script = pageDataScript(PAGE_DATA_IDS.kooker, pageDataJson(embeddedKookerPage({ ...kooker, bio }, [])));
    const body = /^<script type="application\/json" id="kooker-page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(body) as { profile: { bio: string } }).profile.bio).toBe(bio);
  });
});

describe('the page data read back by the app', () => {
  it('reads a Kooker’s page as embedded, through the model, for that published Kooker only', () => {
    const json = pageDataJson(embeddedKookerPage(kooker, [service]));
    const read = kookerPageFromJson(json, 'kenza');
    expect(read?.profile).toMatchObject({ id: 'kenza', firstName: 'Kenza', maxGuests: 8, searchTokens: [], createdAt: null });
    expect(read?.services).toEqual([{ ...service, createdAt: null, updatedAt: null }]);
    expect(kookerPageFromJson(json, 'autre')).toBeNull();
    expect(kookerPageFromJson(pageDataJson(embeddedKookerPage({ ...kooker, published: false }, [])), 'kenza')).toBeNull();
    expect(kookerPageFromJson('{"id":"kenza",', 'kenza')).toBeNull();
    expect(kookerPageFromJson(null, 'kenza')).toBeNull();
    expect(kookerPageFromJson(JSON.stringify({ id: 'kenza', profile: { published: true }, services: 'aucun' }), 'kenza')).toBeNull();
  });

  it('reads a search’s results as embedded, for that very search and those pages only', () => {
    const place = { insee: '13055', label: 'Marseille (13001)', lat: 43.2803, lon: 5.3806 };
    const json = pageDataJson(embeddedSearchPage('{"text":""}', 2, place, { docs: [kooker], total: 13, atLeast: false, more: true }));
    const read = searchResultsFromJson(json, '{"text":""}', 2);
    expect(read).toMatchObject({ place, total: 13, atLeast: false, more: true });
    expect(read?.kookers).toMatchObject([{ id: 'kenza', firstName: 'Kenza', city: 'Marseille', experience: '', searchTokens: [] }]);
    expect(searchResultsFromJson(json, '{"text":"tarte"}', 2)).toBeNull();
    expect(searchResultsFromJson(json, '{"text":""}', 1)).toBeNull();
    expect(
      searchResultsFromJson(JSON.stringify({ criteria: 'c', pages: 1, kookers: [], total: '1', atLeast: false, more: false }), 'c', 1),
    ).toBeNull();
    expect(
      searchResultsFromJson(
        JSON.stringify({ criteria: 'c', pages: 1, kookers: [{ firstName: 'Sans id' }], total: 1, atLeast: false, more: false }),
        'c',
        1,
      )?.kookers,
    ).toEqual([]);
  });
});
