import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = dirs('./frontend/src/features/');
const contexts = dirs('./backend/src/modules/');

/** Import boundaries, enforced rather than hoped for. */
const boundaries = [
  {
    // domain/ is pure rules: no framework, no I/O. Its one library is libphonenumber-js: pure
    // parsing over bundled metadata, so the phone rule is the same in the form and on the server.
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}/**`, `../${other}`, `../${other}/**`]),
              message:
                'A feature never imports another feature; share through lib/, api/ or the design system.',
            },
            { group: ['@radix-ui/*'], message: 'Screens use design-system components, not Radix directly.' },
          ],
        },
      ],
    },
  })),
  ...contexts.map((context) => ({
    files: [`backend/src/modules/${context}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: contexts
            .filter((other) => other !== context)
            .map((other) => ({
              regex: `(/modules/|^(\\.\\./)+)${other}/(?!${other}\\.(module|service)$)`,
              message: `Reach the ${other} context only through ${other}.module or ${other}.service.`,
            })),
        },
      ],
    },
  })),
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
