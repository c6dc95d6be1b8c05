import { describe, expect, it } from 'vitest';
import { pageIntoShell } from './server-render';

/** The shell as the web build writes it: a spinner in #root, a <noscript> after it. */
const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <title>Kookers</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div class="main-layout" data-app-shell=""><div><p role="status">Chargement…</p></div></div></div>
    <noscript><p>Sans JavaScript…</p></noscript>
  </body>
</html>
`;

describe('a page rendered on the server, put into the app’s shell', () => {
  const rendered = '<link rel="preload" as="image" href="/images/c" fetchPriority="high"/><div class="main-layout"><h1>Claire</h1></div>';
  const html = pageIntoShell(SHELL, rendered, '/kookers/claire/?prestation=service-1', 'data-prerendered');

  it('replaces the whole content of #root, marked with the path the browser will hydrate it at', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/kookers/claire"><div class="main-layout"><h1>Claire</h1></div></div>\n    <noscript>',
    );
    expect(html).not.toContain('data-app-shell');
    expect(html).not.toContain('Chargement…');
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
  });

  it('moves the preloads React writes ahead of the page into <head>, and keeps the rest of the shell', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/c" fetchPriority="high"/>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
    expect(head).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<noscript><p>Sans JavaScript…</p></noscript>');
  });

  it('escapes the path it writes, and refuses a shell without #root', () => {
    expect(pageIntoShell(SHELL, '<p>x</p>', '/search?q="><script>', 'data-prerendered')).toContain(
      '<div id="root" data-prerendered="/search">',
    );
    expect(pageIntoShell(SHELL, '<p>x</p>', '/kookers/a"b', 'data-prerendered')).toContain('data-prerendered="/kookers/a%22b"');
    expect(() => pageIntoShell('<html><head></head><body></body></html>', '<p>x</p>', '/search', 'data-prerendered')).toThrow(
      'Shell sans #root',
    );
  });
});
