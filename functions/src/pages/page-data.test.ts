import { describe, expect, it } from 'vitest';
import { modelSamples } from '@kookers/domain/model-samples';
import { embeddedPage, pageDataScript } from './page-data';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { kooker, service } = modelSamples(stampAt);

describe('the page data embedded in a Kooker’s HTML', () => {
  it('holds what the page shows of the profile and services, nothing else', () => {
    const data = embeddedPage(kooker, [service]);
    expect(data.id).toBe('kenza');
    expect(data.profile).toMatchObject({ firstName: 'Kenza', city: 'Marseille', maxGuests: 8, coverImage: null, published: true });
    expect(Object.keys(data.profile)).not.toEqual(expect.arrayContaining(['searchTokens']));
    for (const hidden of ['searchTokens', 'cityKey', 'createdAt', 'updatedAt', 'blockedDates', 'availableDays']) expect(data.profile, hidden).not.toHaveProperty(hidden);
    expect(data.services).toEqual([
      { id: 'service-1', name: 'Atelier tajine', serviceArea: 'Marseille et 20 km alentour', pricePerPerson: 4000, additionalInfo: 'Ingrédients compris.', requiredEquipment: 'Un four', photos: ['kenza_tajine1', 'kenza_tajine2'] },
    ]);
  });

  it('cannot be closed or broken by a Kooker’s text, and reads back whole', () => {
    const bio = '</script><script>alert(1)</script> & <!-- \u2028';
    const script = pageDataScript(embeddedPage({ ...kooker, bio }, []));
    const body = /^<script type="application\/json" id="kooker-page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(body) as { profile: { bio: string } }).profile.bio).toBe(bio);
  });
});
