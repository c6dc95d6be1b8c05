// Reading Vite's build manifest (web/dist/.vite/manifest.json): which files a module loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest) {
  const key = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('Manifeste Vite sans point d’entrée');
  return key;
}

/**
 * The manifest key of a source module (`src/…`). A module that is also imported statically by
 * another chunk is listed under its chunk's name (`_session-source-<hash>.js`) instead.
 */
export function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const name = source
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name);
  if (named.length !== 1) throw new Error(`${source} absent du manifeste Vite : le module a-t-il été renommé ?`);
  return named[0];
}

/**
 * The chunks a module needs before it runs: itself and its static imports, transitively (its
 * dynamic imports are loaded later, when called). Keys of the manifest, in load order.
 */
export function staticClosure(manifest, source, seen = new Set()) {
  const key = keyOf(manifest, source);
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The JavaScript files and stylesheets of a set of manifest keys, as URLs from the site's root. */
export function filesOf(manifest, keys) {
  const scripts = [];
  const styles = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** What every page loads to hydrate: the entry (web/src/app/main.tsx) with its static imports. */
export function appClosure(manifest) {
  return staticClosure(manifest, entryKey(manifest));
}
