import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pureChakraLoader = require('./pure-chakra-loader.cjs');

// The installed @chakra-ui/react's ES modules, the files the build rule hands to the loader.
const esm = path.join(
  path.dirname(require.resolve('@chakra-ui/react')).replace(/[\\/]dist[\\/].*$/, ''),
  'dist',
  'esm',
);
const load = (file, source = fs.readFileSync(path.join(esm, file), 'utf8')) =>
  pureChakraLoader.call({ resourcePath: path.join(esm, file) }, source);

test('marks the default config, the default system and every recipe of the installed Chakra pure', () => {
  expect(load('theme/index.js')).toMatch(/defaultThemeConfig = \/\* @__PURE__ \*\/ defineConfig\(/);
  expect(load('preset.js')).toMatch(/defaultSystem = \/\* @__PURE__ \*\/ createSystem\(/);
  const recipes = fs.readdirSync(path.join(esm, 'theme', 'recipes'));
  expect(recipes.length).toBeGreaterThan(0);
  for (const recipe of recipes) expect(load(`theme/recipes/${recipe}`)).toContain('/* @__PURE__ */ define');
});

test('stops the build when a file it must mark has nothing to mark', () => {
  const unmarked =
    'import { defineConfig } from "../styled-system/config.js";\nexport const config = /* @__PURE__ */ defineConfig({});\n';
  expect(() => load('theme/index.js', unmarked)).toThrow(
    /pure-chakra-loader found no config call to mark pure in .*theme[\\/]index\.js/,
  );
});

test('leaves other modules as they are', () => {
  const source = 'export const noop = () => {};\n';
  expect(load('utils/noop.js', source)).toBe(source);
});
