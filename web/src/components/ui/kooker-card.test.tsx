import { modelSamples } from '@kookers/domain/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KookerCard } from './kooker-card';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const { kooker } = modelSamples(stampAt);

const render = (profileImage: string | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <KookerCard profile={{ ...kooker, profileImage }} />
    </MemoryRouter>,
  );

describe('KookerCard', () => {
  it('loads the small variant of the profile photo from its URL, lazily, with its size reserved', () => {
    const html = render('kenza_profile');
    expect(html).toContain('src="/images/kenza_profile/small"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="64"');
    expect(html).toContain('height="64"');
    expect(html).toContain('alt=""');
    expect(html).not.toContain('data:');
  });

  it('shows the initials when the Kooker has no photo', () => {
    const html = render(null);
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<span class="kooker-card__photo kooker-card__photo--initials" aria-hidden="true">KB<\/span>/);
  });
  it('shows the small cover above when asked, or a plain banner without one', () => {
    const withCover = renderToStaticMarkup(
      <MemoryRouter>
        <KookerCard profile={{ ...kooker, coverImage: 'kenza_cover' }} withCover />
      </MemoryRouter>,
    );
    expect(withCover).toContain('src="/images/kenza_cover/small"');
    expect(withCover).toContain('width="400"');
    const without = renderToStaticMarkup(
      <MemoryRouter>
        <KookerCard profile={{ ...kooker, coverImage: null }} withCover />
      </MemoryRouter>,
    );
    expect(without).toContain('kooker-card__cover--empty');
    expect(without).not.toContain('kenza_cover');
  });
});
