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
