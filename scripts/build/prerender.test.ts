import { describe, expect, it } from 'vitest';
import { paintFirst, policyProblems } from './prerender.mjs';

const VITE_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Kookers</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('paintFirst', () => {
  it('puts the stylesheet first and asks for the scripts at low priority', () => {
    const html = paintFirst(VITE_HTML);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head.indexOf('stylesheet')).toBeLessThan(head.indexOf('<script'));
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('policyProblems', () => {
  it('accepts module scripts from files and JSON data', () => {
    expect(policyProblems(`${VITE_HTML}<script type="application/json" id="data">{}</script>`)).toEqual([]);
  });

  it('finds what the Content-Security-Policy would refuse', () => {
    expect(policyProblems('<script>alert(1)</script>')).toHaveLength(1);
    expect(policyProblems('<div class="a" style="width: 10%"></div>')).toHaveLength(1);
    expect(policyProblems('<style>.a{}</style>')).toHaveLength(1);
  });
});
