// The prerendered pages (docs/decisions/010-first-paint.md): renders each public page that is
// the same for every visitor, and the app's shell for every other path, with the server build
// of web/src/app/prerender.tsx, into copies of the browser build's index.html. Each page names
// the stylesheets and scripts of its route, so it paints styled and hydrates without waiting.
// Run by scripts/build/web.mjs after both builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appClosure, filesOf, readManifest, staticClosure } from './manifest.mjs';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/**
 * The <link>s a route module needs, beyond what the app loads anyway: its stylesheets, so the
 * page paints styled, and its scripts (at low priority), so they are there when the app hydrates.
 */
function routeLinks(manifest, ...modules) {
  const app = appClosure(manifest);
  const needed = new Set();
  for (const module of modules.filter(Boolean)) staticClosure(manifest, module, needed);
  const route = [...needed].filter((key) => !app.has(key));
  const { scripts, styles } = filesOf(manifest, route);
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
  ];
}

/**
 * What the Content-Security-Policy (script-src 'self', style-src 'self') would refuse: an inline
 * script that runs, an inline style attribute or element.
 */
export function policyProblems(html) {
  const problems = [];
  for (const [tag, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\bsrc=/.test(attributes) && !/\btype="application\/json"/.test(attributes)) problems.push(`script en ligne : ${tag}`);
  }
  for (const [match] of html.matchAll(/<[a-z][^>]*\sstyle="[^"]*"/gi)) problems.push(`attribut style : ${match.slice(0, 80)}…`);
  if (/<style\b/i.test(html)) problems.push('élément <style>');
  return problems;
}

/**
 * The page paints before its scripts are even downloaded: the stylesheet first, then the scripts
 * at low priority (`fetchpriority="low"`), so that on a slow network they do not share the
 * bandwidth with the only file the first paint needs. Module scripts run once the document is
 * parsed, and hydrate what is already on screen.
 */
export function paintFirst(html) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html);
  if (!head) throw new Error('index.html sans <head>');
  const lines = head[1].split('\n');
  const isScript = (line) => /<script type="module"|<link rel="modulepreload"/.test(line);
  const scripts = lines
    .filter(isScript)
    .map((line) => line.replace(/(<script type="module"|<link rel="modulepreload")/, '$1 fetchpriority="low"'));
  const others = lines.filter((line) => !isScript(line));
  const end = others.findLastIndex((line) => line.trim() !== '');
  others.splice(end + 1, 0, ...scripts);
  return html.replace(head[1], others.join('\n'));
}

export async function prerenderPages({ dist, serverEntry }) {
  const { render, PRERENDERED_PAGES, ROUTE_SHELLS, SHELL_FILE, PRERENDERED_ATTRIBUTE } = await import(pathToFileURL(serverEntry).href);
  const manifest = readManifest(dist);
  const template = paintFirst(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`web/dist/index.html sans ${ROOT_ELEMENT}`);

  const write = (file, { html, title }, rootAttributes, links) => {
    const page = template
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/\n(\s*)<\/head>/, (_, indent) => `${links.map((link) => `\n${indent}  ${link}`).join('')}\n${indent}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root"${rootAttributes}>${html}</div>`);
    const problems = policyProblems(page);
    if (problems.length) throw new Error(`${file} : ${problems.join(' ; ')}`);
    writeFileSync(join(dist, file), page);
    return { file, bytes: Buffer.byteLength(page) };
  };

  const written = [];
  for (const page of PRERENDERED_PAGES) {
    const rendered = await render(page.path);
    written.push({
      path: page.path,
      ...write(page.file, rendered, ` ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}"`, routeLinks(manifest, page.routeModule)),
    });
  }
  // The shell keeps `<div id="root">` as is: the kookerPage function recognizes the app by it.
  const shell = await render('/', { shell: true });
  written.push({ path: '(les autres)', ...write(SHELL_FILE, shell, '', []) });
  for (const { path, file, modules } of ROUTE_SHELLS) {
    written.push({ path: `(${path})`, ...write(file, shell, '', routeLinks(manifest, ...modules)) });
  }
  return written;
}
