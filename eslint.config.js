// Lint is part of `npm test`. Besides typescript-eslint and react-hooks, the import restrictions keep the
// layers one-way: domain does no I/O, only shared-ui touches Chakra/emotion/router/zustand/recharts,
// no app imports another app, and inside a remote no feature imports another feature.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const apps = ['shell', 'mfe-account', 'mfe-contracts', 'mfe-admin', 'mfe-calculator'];
const remotes = apps.filter((app) => app.startsWith('mfe-'));
const featuresOf = (remote) =>
  fs
    .readdirSync(`${remote}/src/features`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('node:'));
const facadeOnly = [
  '@chakra-ui/*',
  '@chakra-ui/react',
  '@emotion/*',
  '@ark-ui/*',
  'react-router',
  'react-router/*',
  'zustand',
  'zustand/*',
  'ky',
  'react-hook-form',
  '@hookform/*',
  // Charts are drawn by shared-ui/charts, loaded lazily where one is shown (docs/decisions.md, "The funder's desk").
  'recharts',
  'recharts/*',
];
const otherApps = (self) =>
  apps.filter((a) => a !== self).flatMap((a) => [a, `${a}/*`, `../../${a}/*`, `**/${a}/src/**`]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules on the TypeScript (the root tsconfig covers every package): a promise nobody awaits or
  // handles loses its rejection, and an async function where a void callback is expected (an onClick, a
  // Fastify callback hook) is never waited for. The rest of recommendedTypeChecked is on except the rules
  // that would flood the code (see docs/decisions.md, "Tooling").
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // BrowserRouter navigates synchronously; the promise in navigate's type is a data router's.
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts', 'shell/src/**/*.ts', 'mfe-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                ...nodeBuiltins,
                'pg',
                'kysely',
                '@electric-sql/*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'react',
                'react-*',
                'shared-ui',
                ...facadeOnly,
              ],
              message: 'domain is pure: no I/O, no UI, no server.',
            },
            { regex: '^(api|shell|mfe-[a-z]+)(/|$)', message: 'domain is pure: no I/O, no UI, no server.' },
            {
              group: ['**/api/src/**', '**/shared-ui/src/**', '**/shell/src/**', '**/mfe-*/src/**'],
              message: 'domain is pure: no I/O, no UI, no server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'shared-ui',
                'shell',
                'mfe-*',
                'react',
                'react-*',
                '**/shared-ui/src/**',
                '**/shell/src/**',
                '**/mfe-*/src/**',
                ...facadeOnly,
              ],
              message: 'The API depends only on domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(api|shell|mfe-[a-z]+)(/|$)',
              message: 'shared-ui sits below the apps and knows nothing of the server code.',
            },
          ],
        },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: facadeOnly, message: 'Import UI, router, stores, forms and HTTP through shared-ui (the facade).' },
            { regex: '^api(/|$)', message: 'Apps talk to the API over HTTP only.' },
            {
              group: otherApps(app),
              message: 'An app never imports another app; they meet only through federated modules.',
            },
          ],
        },
      ],
    },
  })),
  // A feature of a remote imports only itself, the remote's shared/ and the packages: what two features use
  // lives in the remote's src/shared/. The paths are resolved, so relative imports count too.
  {
    files: remotes.map((remote) => `${remote}/src/**`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: remotes.flatMap((remote) => [
            ...featuresOf(remote).map((feature) => ({
              target: `./${remote}/src/features/${feature}/**`,
              from: `./${remote}/src/features`,
              except: [`./${feature}`],
              message: `A feature imports no other feature: move what ${remote}'s features share to ${remote}/src/shared/.`,
            })),
            {
              target: `./${remote}/src/shared/**`,
              from: `./${remote}/src/features`,
              message: 'shared/ sits below the features.',
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
