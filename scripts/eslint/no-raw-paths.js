// ESLint rule: a Firestore collection or document path is written once, in the data seam
// (domain/src/data/model.ts, docs/modele-de-donnees.md); everywhere else — app, functions, tests,
// seed — references come from collectionOf / documentOf / collectionPath / documentPath. Refused:
// a string given to collection(), collectionGroup() or doc() that names a collection or holds a
// '/'; any string that starts with a collection's id followed by '/' (a route pattern,
// `kookers/:id`, is no path); and a string that is a collection's id where it becomes a name to
// build paths from — a variable's or field's value, an assignment, a default (`const LIMITS =
// 'contactLimits'`). A bare id elsewhere is a word, a step or a tag ('availability', 'mail'):
// compared, listed, shown, given to a function — except to collection(), collectionGroup(),
// doc() — or a property's value. The seam's own functions (SEAM_CALLS) take a collection's name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DATA = join(import.meta.dirname, '../../domain/src/data');
/** The seam's declarations: domain/src/data/model.ts and public-collections.ts. */
const SEAM_FILES = ['model.ts', 'public-collections.ts'].map((file) => join(DATA, file));

/** The text of every file of the seam that declares collections. */
export function seamSource() {
  return SEAM_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** The collection ids the seam declares: every even segment of each `path: '…'`. */
export function collectionIdsOf(source) {
  const ids = new Set();
  for (const [, path] of source.matchAll(/\bpath: '([^']+)'/g)) {
    path.split('/').forEach((segment, index) => {
      if (index % 2 === 0) ids.add(segment);
    });
  }
  return ids;
}

const PATH_CALLS = new Set(['collection', 'collectionGroup', 'doc']);
/**
 * The seam's functions, whose arguments are a collection's name (a `CollectionName`, checked by the
 * compiler) and ids: domain/src/data/model.ts, functions/src/shared/db.ts (with triggerPath and
 * modelOf), web/src/lib/store.ts and web/src/lib/store-lite.ts.
 */
const SEAM_CALLS = new Set([
  'collectionPath',
  'documentPath',
  'collectionId',
  'collectionOf',
  'documentOf',
  'groupOf',
  'liteCollectionOf',
  'liteDocumentOf',
  'triggerPath',
  'modelOf',
]);

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** The text a string literal or a template's first part starts with, or null. */
function staticStart(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return { text: node.value, whole: true };
  if (node.type === 'TemplateLiteral') return { text: node.quasis[0]?.value.cooked ?? '', whole: node.expressions.length === 0 };
  return null;
}

export const noRawPaths = {
  meta: {
    type: 'problem',
    messages: {
      rawPath:
        'Chemin Firestore écrit en dur (« {{text}} ») : passez par le seam des données (domain/src/data/model.ts : collectionOf, documentOf, collectionPath, documentPath).',
    },
    schema: [],
  },
  create(context) {
    if (SEAM_FILES.includes(context.filename)) return {};
    const ids = collectionIdsOf(seamSource());
    // `kookers/:id` is a route of the app, not a document.
    const startsWithCollection = (text) => [...ids].some((id) => text.startsWith(`${id}/`) && !text.startsWith(`${id}/:`));
    const namesCollection = (text, whole) => (whole && ids.has(text)) || startsWithCollection(text);
    const report = (node, text) => context.report({ node, messageId: 'rawPath', data: { text } });
    const reported = new WeakSet();
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name || !PATH_CALLS.has(name)) return;
        for (const argument of node.arguments) {
          const start = staticStart(argument);
          if (!start) continue;
          if (name !== 'doc' || start.text.includes('/') || namesCollection(start.text, start.whole)) {
            reported.add(argument);
            report(argument, start.text);
          }
        }
      },
      'Literal, TemplateLiteral'(node) {
        if (reported.has(node)) return;
        const parent = node.parent;
        // Module names, object keys and type positions are not paths.
        if (
          parent &&
          (parent.type === 'ImportDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ExportNamedDeclaration')
        )
          return;
        if (
          parent &&
          (parent.type === 'ImportExpression' || parent.type === 'TSLiteralType' || parent.type === 'TSExternalModuleReference')
        )
          return;
        if (parent && parent.type === 'Property' && parent.key === node && !parent.computed) return;
        if (parent && parent.type === 'TemplateLiteral') return;
        if (parent && parent.type === 'CallExpression' && parent.arguments.includes(node) && SEAM_CALLS.has(calleeName(parent.callee)))
          return;
        const start = staticStart(node);
        if (!start) return;
        if (startsWithCollection(start.text) || (start.whole && ids.has(start.text) && becomesAName(node))) report(node, start.text);
      },
    };
  },
};

/** Where a string is kept as a value to build with: a variable's, a field's, an assignment's, a default's. */
function becomesAName(node) {
  let child = node;
  let parent = node.parent;
  // `'x' as const`, `'x' satisfies T`, `('x')`.
  while (parent && (parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'TSNonNullExpression')) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (parent.type === 'VariableDeclarator') return parent.init === child;
  if (parent.type === 'AssignmentExpression' || parent.type === 'AssignmentPattern') return parent.right === child;
  if (parent.type === 'PropertyDefinition') return parent.value === child;
  return false;
}
