import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { noRawPaths } from './scripts/eslint/no-raw-paths.js';

// Layers (docs/contribuer.md): domain is pure; in the web app, shared code → features → app, and a
// feature never imports another feature, except the auth session (scripts/eslint).
const firebaseOrReact = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
  'react',
  'react-dom',
  'reactfire',
];
const sharedCodeOnly = { group: ['**/features/*', '**/app/*'], message: 'Le code partagé ne dépend ni des features ni de app/.' };
// Toasts come from web/src/lib/toast.ts, which starts their host on demand (docs/decisions/010-first-paint.md).
const toastsFromLib = { name: 'react-hot-toast', message: 'Importez les toasts depuis web/src/lib/toast.ts.' };
// The project's own rules (scripts/eslint), one plugin object wherever they apply.
const kookers = { rules: { 'feature-boundaries': featureBoundaries, 'no-raw-paths': noRawPaths } };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'reports/**', 'test-results/**', '.cache/**', 'emulator-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'functions/build.mjs', 'tests/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: firebaseOrReact, message: 'domain/ reste pur : aucune dépendance Firebase ou React.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [toastsFromLib] }] },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}', 'web/src/config/**/*.ts'],
    ignores: ['web/src/components/layouts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedCodeOnly], paths: [toastsFromLib] }],
    },
  },
  {
    // The toasts themselves and their host.
    files: ['web/src/lib/toast.ts', 'web/src/components/ui/toasts.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedCodeOnly] }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { kookers },
    rules: { 'kookers/feature-boundaries': 'error' },
  },
  {
    // A Firestore path is written once, in the data seam (domain/src/data/model.ts), tests included.
    files: ['functions/src/**/*.ts', 'domain/src/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs,js}'],
    // The rule's own test: its samples are the paths the rule refuses.
    ignores: ['scripts/eslint/no-raw-paths.test.ts'],
    plugins: { kookers },
    rules: { 'kookers/no-raw-paths': 'error' },
  },
);
