import { describe, expect, it } from 'vitest';
import { modelSamples } from '@kookers/domain/model-samples';
import { pageDataJson, pageDataScript, PAGE_DATA_IDS } from '@kookers/domain/page-data';
import { embeddedPage, embeddedSearch } from './page-data';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { kooker, service } = modelSamples(stampAt);
const HIDDEN = ['searchTokens', 'cityKey', 'createdAt', 'updatedAt', 'blockedDates', 'availableDays', 'searchFacets', 'availabilityFacets'];

describe('the page data embedded in a page’s HTML', () => {
  it('holds what a Kooker’s page shows of the profile and services, nothing else', () => {
    const data = embeddedPage(kooker, [service]);
    expect(data.id).toBe('kenza');
    expect(data.profile).toMatchObject({ firstName: 'Kenza', city: 'Marseille', maxGuests: 8, coverImage: null, published: true });
    for (const hidden of HIDDEN) expect(data.profile, hidden).not.toHaveProperty(hidden);
    expect(data.services).toEqual([
      { id: 'service-1', name: 'Atelier tajine', serviceArea: 'Marseille et 20 km alentour', pricePerPerson: 4000, additionalInfo: 'Ingrédients compris.', requiredEquipment: 'Un four', photos: ['kenza_tajine1', 'kenza_tajine2'] },
    ]);
  });

  it('holds what a search result’s card shows, nothing else', () => {
    const data = embeddedSearch('{"text":""}', 1, { docs: [kooker], total: 1, atLeast: false, more: false });
    expect(data).toMatchObject({ criteria: '{"text":""}', pages: 1, total: 1, atLeast: false, more: false });
    expect(data.kookers[0]).toMatchObject({ id: 'kenza', firstName: 'Kenza', city: 'Marseille', published: true });
    for (const hidden of [...HIDDEN, 'experience', 'certificates', 'pricePerHour']) expect(data.kookers[0], hidden).not.toHaveProperty(hidden);
  });

  it('cannot be closed or broken by a Kooker’s text, and reads back whole', () => {
    const bio = '</script><script>alert(1)</script> & <!-- \u2028';
    const script = pageDataScript(PAGE_DATA_IDS.kooker, pageDataJson(embeddedPage({ ...kooker, bio }, [])));
    const body = /^<script type="application\/json" id="kooker-page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(body) as { profile: { bio: string } }).profile.bio).toBe(bio);
  });
});
