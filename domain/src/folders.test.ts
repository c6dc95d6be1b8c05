// The domain's folders are layers (docs/contribuer.md, « Une règle métier »): a folder imports only
// folders below it, never one that imports it back, so that `money` can be read, tested and moved
// without `booking`, `booking` without `offers`, and so on. This test reads every source file of the
// domain, takes the folders its relative imports reach (a regular expression on the specifiers),
// and fails on any cycle of that graph. The tests (`*.test.ts`) are left out: nothing imports a
// test, so what a test imports closes no cycle (a test of `booking` may use the examples of
// `testing`, which import `booking`).

import { describe, expect, it } from 'vitest';

// The domain is typed without Node's types (domain/tsconfig.json, `types: []`), so that none of its
// sources reaches for them: node:fs is loaded by a name TypeScript does not resolve, and typed by
// the two calls this test makes of it.
const NODE_FS = 'node:fs';
const fs = (await import(/* @vite-ignore */ NODE_FS)) as {
  readdirSync(path: string, options: { recursive: true }): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
};
/** domain/src, where this file is. */
const SOURCE = (import.meta as ImportMeta & { dirname: string }).dirname;

/** The module names a source imports or re-exports: `from '…'`, `import '…'` and `import('…')`. */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** `a/b/../c/./d` → `a/c/d`; null when it climbs out of domain/src. */
function normalized(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The folder of the domain a specifier of `file` (a path under domain/src) reaches, or null: a package, a file outside. */
function folderReached(file: string, specifier: string): string | null {
  const folder = /^@kookers\/domain\/([\w-]+)/.exec(specifier)?.[1];
  if (folder) return folder === 'communes-data' ? 'communes' : folder;
  if (!specifier.startsWith('.')) return null;
  const target = normalized(`${file.slice(0, file.lastIndexOf('/') + 1)}${specifier}`);
  return target?.includes('/') ? (target.split('/')[0] ?? null) : target;
}

/** Folder → the folders it imports, each with the files that import it. */
type FolderGraph = Map<string, Map<string, string[]>>;

function domainGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  const files = fs
    .readdirSync(SOURCE, { recursive: true })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.includes('/') && file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const folder = file.split('/')[0] ?? '';
    const imported = graph.get(folder) ?? new Map<string, string[]>();
    graph.set(folder, imported);
    for (const specifier of specifiersOf(fs.readFileSync(`${SOURCE}/${file}`, 'utf8'))) {
      const target = folderReached(file, specifier);
      if (target === null || target === folder) continue;
      imported.set(target, [...(imported.get(target) ?? []), file]);
    }
  }
  return graph;
}

/** Every cycle of the graph, each once, as its folders and the imports that close it (Tarjan's components). */
function folderCycles(graph: FolderGraph): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node)).sort();
    if (component.length < 2) return;
    const imports = component.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => component.includes(to))
        .map(([to, files]) => `${from} → ${to} (${[...new Set(files)].join(', ')})`),
    );
    found.push(`${component.join(', ')}: ${imports.join('; ')}`);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the folders of the domain', () => {
  const graph = domainGraph();

  it('import one another without a cycle', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it('are read from the sources: booking imports money, money imports rules, rules imports no folder', () => {
    expect([...(graph.get('booking')?.keys() ?? [])]).toContain('money');
    expect([...(graph.get('money')?.keys() ?? [])]).toContain('rules');
    expect([...(graph.get('rules')?.keys() ?? [])]).toEqual([]);
  });

  it('finds the specifiers of every kind of import, and the folder each reaches', () => {
    const source = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '../money/b';",
      "export * from '../rules/c';",
      "import '../offers/d';",
      "const e = () => import('../kookers');",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../money/b', '../rules/c', '../offers/d', '../kookers']);
    expect(specifiersOf(source).map((specifier) => folderReached('booking/x.ts', specifier))).toEqual([
      'booking',
      'money',
      'rules',
      'offers',
      'kookers',
    ]);
    expect(folderReached('booking/x.ts', 'yup')).toBeNull();
    expect(folderReached('search/x.test.ts', '../../../firestore.indexes.json')).toBeNull();
  });

  it('finds a cycle planted in a small graph, with the files that close it', () => {
    const planted: FolderGraph = new Map([
      ['booking', new Map([['money', ['booking/decide-payment.ts']]])],
      [
        'money',
        new Map([
          ['booking', ['money/ledger.ts']],
          ['rules', ['money/money.ts']],
        ]),
      ],
      ['rules', new Map()],
    ]);
    expect(folderCycles(planted)).toEqual([
      'booking, money: booking → money (booking/decide-payment.ts); money → booking (money/ledger.ts)',
    ]);
  });
});
