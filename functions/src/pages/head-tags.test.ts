import { describe, expect, it } from 'vitest';
import { escapeHtml, shellDescription, shellTitle, withPageMeta, type PageMeta } from './head-tags';

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kookers met en relation des cuisiniers &amp; des particuliers." />
    <title>Kookers — Cuisine faite maison</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const meta: PageMeta = {
  title: 'Claire Dubois — Kooker à Lyon · Kookers',
  description: 'Cuisinière lyonnaise.',
  url: 'https://kookers.fr/kookers/claire',
  image: 'https://kookers.fr/images/claire_cover',
  imageAlt: 'Une prestation de Claire Dubois',
  type: 'profile',
  firstName: 'Claire',
  lastName: 'Dubois',
  preloadImages: ['/images/claire_cover', '/images/claire_photo/small'],
};

const count = (html: string, text: string) => html.split(text).length - 1;

describe('withPageMeta', () => {
  it('replaces the title and the description, adds the preview tags, and keeps the rest of the shell', () => {
    const html = withPageMeta(SHELL, meta);
    expect(html).toContain('<title>Claire Dubois — Kooker à Lyon · Kookers</title>');
    expect(html).toContain('<meta name="description" content="Cuisinière lyonnaise." />');
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    for (const expected of [
      '<meta property="og:type" content="profile" />',
      '<meta property="og:title" content="Claire Dubois — Kooker à Lyon · Kookers" />',
      '<meta property="og:url" content="https://kookers.fr/kookers/claire" />',
      '<meta property="og:image" content="https://kookers.fr/images/claire_cover" />',
      '<meta property="profile:first_name" content="Claire" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<link rel="canonical" href="https://kookers.fr/kookers/claire" />',
      '<link rel="preload" as="image" fetchpriority="high" href="/images/claire_cover" />',
      '<link rel="preload" as="image" fetchpriority="high" href="/images/claire_photo/small" />',
    ]) {
      expect(html).toContain(expected);
    }
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes everything it writes, and reads no replacement pattern in a Kooker’s text', () => {
    const html = withPageMeta(SHELL, {
      ...meta,
      title: `<script>alert("x")</script> O'Brien`,
      description: 'Prix $& $1 "spécial" & <b>gras</b>',
      firstName: '"><img src=x onerror=alert(1)>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien</title>');
    expect(html).toContain('content="Prix $&amp; $1 &quot;spécial&quot; &amp; &lt;b&gt;gras&lt;/b&gt;"');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('never doubles tags: applied twice, the second wins', () => {
    const html = withPageMeta(withPageMeta(SHELL, meta), { ...meta, title: 'Autre', image: null, type: 'website', preloadImages: [] });
    expect(count(html, 'og:title')).toBe(1);
    expect(count(html, 'rel="canonical"')).toBe(1);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('profile:first_name');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('adds a title and a description to a shell that has none', () => {
    const html = withPageMeta('<html><head></head><body><div id="root"></div></body></html>', meta);
    expect(html).toMatch(/<head><title>Claire Dubois[^<]*<\/title>\n<meta name="description" content="Cuisinière lyonnaise." \/>/);
  });
});

describe('the shell’s own tags', () => {
  it('reads the site’s title and description, entities decoded', () => {
    expect(shellTitle(SHELL)).toBe('Kookers — Cuisine faite maison');
    expect(shellDescription(SHELL)).toBe('Kookers met en relation des cuisiniers & des particuliers.');
    expect(escapeHtml(shellDescription(SHELL))).toBe('Kookers met en relation des cuisiniers &amp; des particuliers.');
  });
});
