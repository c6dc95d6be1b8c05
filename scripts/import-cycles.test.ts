// No import cycle anywhere in the code we write (docs/contribuer.md): a module and what it
// imports form a tree, type imports and modules loaded on demand (`import('…')`) included, so
// that any module can be read, tested and moved with what it needs and nothing that needs it. A
// module loaded on demand that must reach back into its loader is given a callback when loaded
// (the session store gives the Auth listener its setter). TypeScript's parser lists each file's
// imports; relative ones are resolved as the bundlers do.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && existsSync(join(ROOT, file)));
}

/** The module names a file imports: its import and export declarations, and every `import('…')` of a literal name. */
function specifiersOf(source: ts.SourceFile): string[] {
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name)) specifiers.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The files `file` imports, statically or on demand, by a relative path or from the domain package. */
function importsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const specifiers = specifiersOf(source);
  return specifiers.flatMap((fileName) => {
    const base = fileName.startsWith('@kookers/domain/')
      ? join(ROOT, 'domain/src', fileName.slice('@kookers/domain/'.length))
      : fileName.startsWith('.')
        ? resolve(ROOT, dirname(file), fileName)
        : null;
    if (base === null) return [];
    const found = EXTENSIONS.map((extension) => base + extension).find((path) => SOURCE.test(path) && existsSync(path));
    return found ? [found.slice(ROOT.length + 1)] : [];
  });
}

/** Every cycle of the import graph, each once, as the list of its files (Tarjan's components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The domain's folders (`domain/src/<folder>/…`), each with the folders its files import. The tests
 * are left out: nothing imports a test, so what a test imports closes no cycle (a test of `booking`
 * may use the examples of `testing`, which import `booking`).
 */
function domainFolders(files: string[]): Map<string, string[]> {
  const folderOf = (file: string) => /^domain\/src\/([\w-]+)\//.exec(file)?.[1];
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const folder = folderOf(file);
    if (folder === undefined || file.endsWith('.test.ts')) continue;
    const targets = graph.get(folder) ?? new Set<string>();
    graph.set(folder, targets);
    for (const target of importsOf(file).map(folderOf)) if (target !== undefined && target !== folder) targets.add(target);
  }
  return new Map([...graph].map(([folder, targets]) => [folder, [...targets].sort()]));
}

describe('imports', () => {
  // Parsing every file takes a few seconds on a busy machine: more than the default 5.
  it('form no cycle, type imports and modules loaded on demand included', { timeout: 60_000 }, () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    expect(cycles(graph)).toEqual([]);
  });

  it('counts a module loaded on demand as imported', () => {
    const source = ts.createSourceFile(
      'a.ts',
      "import { b } from './b';\nexport * from './c';\nconst d = () => import('./d');\nconst e = import(`./e`);\nconst f = import(name);",
      ts.ScriptTarget.Latest,
    );
    expect(specifiersOf(source)).toEqual(['./b', './c', './d', './e']);
    expect(importsOf('web/src/features/auth/session-store.ts')).toContain('web/src/features/auth/session-source.ts');
  });

  it('finds a cycle planted in a small graph, and reads a real file’s imports', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importsOf('domain/src/search/search-facets.ts').length).toBeGreaterThan(0);
  });
});

// The domain's folders are layers (docs/contribuer.md, « Une règle métier »): a folder imports only
// folders below it, never one that imports it back, so that `money` can be read, tested and moved
// without `booking`, `booking` without `offers`.
describe('the folders of the domain', () => {
  it('import one another without a cycle: booking imports money, money imports rules, rules no folder', { timeout: 60_000 }, () => {
    const folders = domainFolders(sourceFiles());
    expect(cycles(folders)).toEqual([]);
    expect(folders.get('booking')).toContain('money');
    expect(folders.get('money')).toEqual(['rules']);
    expect(folders.get('rules')).toEqual([]);
  });
});
