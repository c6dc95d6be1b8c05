import type { Plugin, Rolldown } from 'vite';

/**
 * reactfire 4.2.6 is a single module that statically imports every Firebase product. Bundlers
 * then keep those products in the first chunk: the Realtime Database stays whole because of one
 * of reactfire's top-level statements, and Firestore and Functions land in the first chunk even
 * though only lazily loaded pages use them. For reactfire's own imports only, this plugin:
 * - replaces the products Kookers never uses with stubs that fail loudly if ever called;
 * - routes Firestore and Functions through a small bridge that the lazily loaded
 *   `web/src/lib/firestore.ts` and `web/src/lib/functions.ts` fill in (lib/reactfire-bridge.ts),
 *   so those SDKs download with the first page that needs them.
 * See docs/decisions/002-bundle-budget.md.
 */
const UNUSED: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
};

const BRIDGED: Record<string, string[]> = {
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
};

/** Where the bridge keeps the real functions; lib/reactfire-bridge.ts writes it. */
export const BRIDGE_GLOBAL = '__kookersReactfireBridge';

const PREFIX = '\0kookers-reactfire:';

function stub(product: string, name: string): string {
  const message = `${product} n'est pas inclus dans Kookers (docs/decisions/002-bundle-budget.md).`;
  return `export function ${name}() { throw new Error(${JSON.stringify(message)}); }`;
}

function bridge(product: string, name: string): string {
  const message = `${product} n'est pas encore chargé : importez web/src/lib/${product.slice('firebase/'.length)}.ts avant d'utiliser ce hook reactfire.`;
  return `export function ${name}(...args) {
  const impl = globalThis[${JSON.stringify(BRIDGE_GLOBAL)}]?.[${JSON.stringify(product)}];
  if (!impl) throw new Error(${JSON.stringify(message)});
  return impl.${name}(...args);
}`;
}

function resolveId(source: string, importer: string | undefined): string | null {
  if (!importer?.replaceAll('\\', '/').includes('/node_modules/reactfire/')) return null;
  return source in UNUSED || source in BRIDGED ? PREFIX + source : null;
}

function load(id: string): string | null {
  if (!id.startsWith(PREFIX)) return null;
  const product = id.slice(PREFIX.length);
  if (UNUSED[product]) return UNUSED[product].map((name) => stub(product, name)).join('\n');
  return (BRIDGED[product] ?? []).map((name) => bridge(product, name)).join('\n');
}

/** For the build (and for the app's own modules under `npm run dev`). */
export function reactfireLeanImports(): Plugin {
  return { name: 'kookers:reactfire-lean-imports', enforce: 'pre', resolveId, load };
}

/**
 * The same rewrite for Vite's dependency pre-bundling (`optimizeDeps.rolldownOptions.plugins`):
 * under `npm run dev`, reactfire is pre-bundled by Rolldown without the app's plugins, and would
 * otherwise carry the whole Realtime Database SDK and skip the bridge.
 */
export function reactfireLeanImportsForDeps(): Rolldown.Plugin {
  return { name: 'kookers:reactfire-lean-imports-deps', resolveId, load };
}
