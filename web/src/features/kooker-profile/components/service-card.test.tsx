import { modelSamples } from '@kookers/domain/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './service-card';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { service } = modelSamples(stampAt);
const render = (overrides: Partial<typeof service> = {}) =>
  renderToStaticMarkup(
    <ServiceCard
      service={{ ...service, ...overrides }}
      where="Chez vous, jusqu’à 20 km de Marseille"
      onBook={() => undefined}
      onViewPhoto={() => undefined}
    />,
  );

describe('ServiceCard', () => {
  it('shows the first photo and the others in their small variant, lazily, with their size reserved', () => {
    const html = render();
    expect(html).toContain('src="/images/kenza_tajine1/small"');
    expect(html).toContain('src="/images/kenza_tajine2/small"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toMatch(/<img[^>]*width="400"[^>]*height="300"/);
    expect(html).toMatch(/<img[^>]*width="64"[^>]*height="64"/);
    expect(html).not.toContain('src="/images/kenza_tajine1"');
  });

  it('says what the equipment is only when some is required, and shows a placeholder without photos', () => {
    expect(render()).toContain('<strong>Matériel requis :</strong> Un four');
    const bare = render({ requiredEquipment: '', photos: [] });
    expect(bare).not.toContain('Matériel requis');
    expect(bare).not.toContain('<img');
    expect(bare).toContain('service-card__photo--placeholder');
  });

  it('says which of the 14 allergens the menu contains, or that it contains none', () => {
    expect(render()).toContain('<strong>Allergènes :</strong> Céréales contenant du gluten, Céleri');
    expect(render({ allergens: [] })).toContain('<strong>Allergènes :</strong> Aucun des 14 allergènes réglementaires');
  });

  it('says where it takes place; the area’s text only at the client’s', () => {
    expect(render()).toContain('<strong>Où :</strong> Chez vous, jusqu’à 20 km de Marseille');
    expect(render()).toContain('Marseille et 20 km alentour');
    expect(render({ location: 'kooker' })).not.toContain('Marseille et 20 km alentour');
  });

  it('names its booking button after the service for screen readers', () => {
    expect(render()).toContain('Réserver cette prestation<span class="visually-hidden"> : Atelier tajine</span>');
  });
});
