// One Jest setup for every package: swc compiles TS/TSX as native ESM.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function jestConfig({ dom = false } = {}) {
  return {
    testEnvironment: dom ? path.join(here, 'jsdom-environment.js') : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2023',
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    setupFilesAfterEnv: dom ? [path.join(here, 'dom-setup.js')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    testTimeout: 30000,
  };
}
