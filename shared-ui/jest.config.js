import { jestConfig } from '../jest/preset.js';

const rootDir = import.meta.dirname;

// The browser code runs in jsdom; the build's own webpack helpers run in Node, against the installed webpack,
// Module Federation and Chakra, so an upgrade that breaks them fails here.
export default {
  projects: [
    { ...jestConfig({ dom: true }), rootDir, displayName: 'shared-ui' },
    { ...jestConfig(), rootDir, displayName: 'shared-ui/webpack', testMatch: ['<rootDir>/webpack/**/*.test.js'] },
  ],
};
