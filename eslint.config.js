// Lint is part of `npm test`. Besides typescript-eslint and react-hooks, the import restrictions keep the
// layers one-way: domain does no I/O, only shared-ui touches Chakra/emotion/router/zustand,
// and no app imports another app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-account', 'mfe-contracts', 'mfe-admin', 'mfe-calculator'];
const facadeOnly = ['@chakra-ui/*', '@chakra-ui/react', '@emotion/*', '@ark-ui/*', 'react-router', 'react-router/*', 'zustand', 'zustand/*', 'ky', 'react-hook-form', '@hookform/*'];
const otherApps = (self) => apps.filter((a) => a !== self).flatMap((a) => [a, `${a}/*`, `../../${a}/*`, `**/${a}/src/**`]);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'bench/out/**'] },
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
      '@typescript-eslint/no-floating-promises': ['error', {
        // BrowserRouter navigates synchronously; the promise in navigate's type is a data router's.
        allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
      }],
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
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'pg', 'kysely', '@electric-sql/*', 'fastify', 'ky', 'react', 'react-*', 'shared-ui', 'domain'], message: 'domain is pure: no I/O, no UI, no server.' },
        { regex: '^api(/|$)', message: 'domain is pure: no I/O, no UI, no server.' },
      ] }],
    },
  },
  {
    files: ['api/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['shared-ui', 'shell', 'mfe-*', 'react', 'react-*'], message: 'The API depends only on domain.' }] }] },
  },
  {
    files: ['shared-ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(api|shell|mfe-[a-z]+)(/|$)', message: 'shared-ui sits below the apps and knows nothing of the server code.' }] }] },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: facadeOnly, message: 'Import UI, router, stores, forms and HTTP through shared-ui (the facade).' },
        { regex: '^api(/|$)', message: 'Apps talk to the API over HTTP only.' },
        { group: otherApps(app), message: 'An app never imports another app; they meet only through federated modules.' },
      ] }],
    },
  })),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
