// ESLint rule: a web feature (web/src/features/<name>/) never imports another feature, except
// the auth session (features/auth), which every feature may read. Shared code lives in
// components/, lib/ and config/; app/ composes features (docs/contribuer.md).
import { dirname, relative, resolve, sep } from 'node:path';

const SHARED_FEATURES = new Set(['auth']);

function featureOf(path, featuresRoot) {
  const rel = relative(featuresRoot, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0] ?? null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: 'La feature « {{from}} » ne doit pas importer la feature « {{to}} » : passez par app/ ou du code partagé.',
      appImport: 'Une feature ne dépend pas de app/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}web${sep}src${sep}features${sep}`;
    const index = file.indexOf(marker);
    if (index === -1) return {};
    const srcRoot = file.slice(0, index + `${sep}web${sep}src`.length);
    const featuresRoot = resolve(srcRoot, 'features');
    const from = featureOf(file, featuresRoot);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = resolve(dirname(file), source);
        if (!relative(resolve(srcRoot, 'app'), target).startsWith('..')) {
          context.report({ node, messageId: 'appImport' });
          return;
        }
        const to = featureOf(target, featuresRoot);
        if (to && to !== from && !SHARED_FEATURES.has(to)) {
          context.report({ node, messageId: 'crossFeature', data: { from, to } });
        }
      },
    };
  },
};
