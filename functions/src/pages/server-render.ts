import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from './head-tags';

/**
 * The web app's pages rendered to HTML in Node: the server build of web/src/app/prerender.tsx,
 * which functions/build.mjs writes next to the functions' bundle (lib/web-render/) — the same
 * components the browser hydrates (docs/decisions/012-pages-rendered-on-the-server.md).
 */
interface Renderer {
  render(path: string, options: { embedded: Record<string, string> }): Promise<{ html: string; title: string }>;
  PRERENDERED_ATTRIBUTE: string;
}

const RENDERER_PATH = join(__dirname, 'web-render', 'prerender.mjs');

let renderer: Promise<Renderer> | null = null;

/** Loaded on first use (an ES module, from this CommonJS bundle), then kept by the instance. */
function loadRenderer(): Promise<Renderer> {
  renderer ??= (import(pathToFileURL(RENDERER_PATH).href) as Promise<Renderer>).catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

export interface RenderedPage {
  /** The shell, its #root holding the page (to hydrate as is), its <head> the page's preloads. */
  html: string;
  /** The page's <title> text, as the browser sets it. */
  title: string;
}

/**
 * Renders the app at `url` (a path and its query string) with the data the page's HTML
 * carries (`embedded`: element id → JSON text, also written into the page by the caller), into
 * the app's `shell`. The #root is marked as prerendered for the path, so the browser hydrates
 * it instead of drawing it again (web/src/app/main.tsx).
 */
export async function renderIntoShell(shell: string, url: string, embedded: Record<string, string>): Promise<RenderedPage> {
  const { render, PRERENDERED_ATTRIBUTE } = await loadRenderer();
  const rendered = await render(url, { embedded });
  return { html: pageIntoShell(shell, rendered.html, url, PRERENDERED_ATTRIBUTE), title: rendered.title };
}

/**
 * The page React rendered for `url`, put into the shell: its HTML as the content of #root, marked
 * with the path (`attribute`), and the preloads React writes ahead of it (the page's first
 * photos) at the end of <head>, where they belong.
 */
export function pageIntoShell(shell: string, rendered: string, url: string, attribute: string): string {
  const [, preloads = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const path = new URL(url, 'http://page.invalid').pathname.replace(/(.)\/+$/, '$1');
  return intoShell(shell, body, ` ${attribute}="${escapeHtml(path)}"`, preloads);
}

/** The shell with `body` as the content of its #root, and `headHtml` at the end of its <head>. */
function intoShell(shell: string, body: string, rootAttributes: string, headHtml: string): string {
  const start = shell.indexOf('<div id="root"');
  const bodyEnd = shell.lastIndexOf('</body>');
  // #root is the last <div> of the body (only a <noscript> paragraph may follow it).
  const end = shell.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) throw new Error('Shell sans #root');
  const page = `${shell.slice(0, start)}<div id="root"${rootAttributes}>${body}</div>${shell.slice(end + '</div>'.length)}`;
  return headHtml ? page.replace(/([ \t]*)<\/head>/i, (_, indent: string) => `${indent}  ${headHtml}\n${indent}</head>`) : page;
}
