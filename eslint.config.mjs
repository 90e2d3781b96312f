import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = dirs('./frontend/src/features/');
const contexts = dirs('./backend/src/modules/');
/** The dashboard's screens (orders, settings, …); what two of them use lives in dashboard/shared/. */
const sections = dirs('./frontend/src/features/dashboard/').filter((dir) => dir !== 'shared');

/** What any file of a feature may not import: another feature, or Radix past the design system. */
const featurePatterns = (feature) => [
  {
    group: features
      .filter((other) => other !== feature)
      .flatMap((other) => [`**/features/${other}/**`, `../${other}`, `../${other}/**`]),
    message: 'A feature never imports another feature; share through lib/, api/ or the design system.',
  },
  { group: ['@radix-ui/*'], message: 'Screens use design-system components, not Radix directly.' },
];

/** An import of `section`, relative or by path. */
const sectionImport = (section) => `(^(\\.\\./)+|/dashboard/)${section}(/|$)`;

const dashboardPatterns = (part) =>
  sections
    .filter((other) => other !== part)
    .map((other) => ({
      regex: sectionImport(other),
      message:
        part === 'shared'
          ? 'dashboard/shared/ is what the sections share: it imports none of them.'
          : `A dashboard section never imports another section (${other}/); share through dashboard/shared/.`,
    }));

/** Import boundaries, enforced rather than hoped for. */
const boundaries = [
  {
    // domain/ is pure rules: no framework, no I/O. Its one library is libphonenumber-js: pure
    // parsing over bundled metadata, so the phone rule is the same in the form and on the server.
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts', 'domain/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|libphonenumber-js(/|$))',
              message: 'domain/ imports nothing but its own files: no framework, no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/frontend/**', '@bestelklaar/frontend*'],
              message: 'The design system never imports the app.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature) }] },
  })),
  // Later entries replace a rule's options, so each section repeats the dashboard's own patterns.
  ...[...sections, 'shared'].map((part) => ({
    files: [`frontend/src/features/dashboard/${part}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...featurePatterns('dashboard'), ...dashboardPatterns(part)] },
      ],
    },
  })),
  // A context's door: its module (the providers it exports), its service, and its index.ts (what
  // others build on rather than call, e.g. the catalog's item concept). `../catalog` is the index.
  ...contexts.map((context) => ({
    files: [`backend/src/modules/${context}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: contexts
            .filter((other) => other !== context)
            .map((other) => ({
              regex: `(/modules/|^(\\.\\./)+)${other}/(?!${other}\\.(module|service)$)`,
              message: `Reach the ${other} context only through its door: ${other}.module, ${other}.service or its index.ts.`,
            })),
        },
      ],
    },
  })),
  {
    // common/ is what every context may use; it knows none of them.
    files: ['backend/src/common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'common/ imports no context: what a context and common/ both need belongs in common/.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      // Official validation artefacts, vendored unchanged (see its NOTICE.md).
      'backend/test/peppol/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'design-system/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Cycles that a value import closes (type-only imports are left out: they vanish when compiled).
    // Only the browser code and the domain: following every import of the backend doubles the lint run.
    files: ['frontend/src/**/*.{ts,tsx}', 'design-system/src/**/*.{ts,tsx}', 'domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Time comes from the injected Clock, so every rule about "now" can be tested at a fixed instant.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/common/clock/clock.ts', 'backend/src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the injected Clock for the time (clock.now()), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the injected Clock for the time (clock.now()), not Date.now().',
        },
      ],
    },
  },
  ...boundaries,
);
