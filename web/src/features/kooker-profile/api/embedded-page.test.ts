import { describe, expect, it } from 'vitest';
import { readEmbeddedPage } from './embedded-page';

/** A document holding the element the kookerPage function writes, with that text. */
const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'kooker-page-data' && text !== null ? { textContent: text } : null),
});
const embedded = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'claire',
    profile: { firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', maxGuests: 6, published: true },
    services: [{ id: 'service-1', name: 'Atelier quenelles', pricePerPerson: 4000, photos: ['claire_q1'], allergens: ['lait', 'gluten'] }],
    ...overrides,
  });

describe('readEmbeddedPage', () => {
  it('reads the profile and services embedded in the HTML, through the shared model', () => {
    const data = readEmbeddedPage('claire', pageWith(embedded()));
    expect(data?.profile).toMatchObject({ id: 'claire', firstName: 'Claire', maxGuests: 6, specialties: [], coverImage: null });
    expect(data?.services).toMatchObject([
      {
        id: 'service-1',
        name: 'Atelier quenelles',
        pricePerPerson: 4000,
        photos: ['claire_q1'],
        requiredEquipment: '',
        allergens: ['gluten', 'lait'],
      },
    ]);
  });

  it('ignores what is absent, for another Kooker, unpublished or unreadable', () => {
    expect(readEmbeddedPage('claire', pageWith(null))).toBeNull();
    expect(readEmbeddedPage('autre', pageWith(embedded()))).toBeNull();
    expect(readEmbeddedPage('claire', pageWith(embedded({ profile: { firstName: 'Claire', published: false } })))).toBeNull();
    expect(readEmbeddedPage('claire', pageWith('{"id":"claire",'))).toBeNull();
    expect(readEmbeddedPage('claire', pageWith(embedded({ services: 'aucun' })))).toBeNull();
  });
});
