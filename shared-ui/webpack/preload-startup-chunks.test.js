import { afterEach, beforeEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');

const nodeModules = path.resolve(import.meta.dirname, '../../node_modules');
let folder;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-startup-chunks-'));
  fs.writeFileSync(path.join(folder, 'index.js'), 'import(/* webpackChunkName: "bootstrap" */ "./bootstrap.js");\n');
  fs.writeFileSync(path.join(folder, 'bootstrap.js'), 'import { version } from "react";\nconsole.log(version);\n');
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A host in miniature, built with the installed webpack and Module Federation: an async bootstrap sharing React. */
function build({ federation = true } = {}) {
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: { main: './index.js' },
    output: { path: path.join(folder, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash].js' },
    resolve: { modules: [nodeModules] },
    optimization: { minimize: false },
    plugins: [
      new HtmlWebpackPlugin({ chunks: ['main'] }),
      new PreloadStartupChunksPlugin(),
      ...(federation
        ? [new ModuleFederationPlugin({ name: 'host', dts: false, shared: { react: { singleton: true } } })]
        : []),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    }),
  );
}

test('preloads the bootstrap chunk and the provided shared modules of a federated host', async () => {
  const stats = await build();
  expect(stats.compilation.errors).toEqual([]);
  const html = fs.readFileSync(path.join(folder, 'dist', 'index.html'), 'utf8');
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
  expect(preloads).toContainEqual(expect.stringMatching(/^bootstrap\.\w+\.js$/));
  const shared = preloads.filter((file) => !file.startsWith('bootstrap.'));
  const sharesReact = shared.some((file) =>
    fs.readFileSync(path.join(folder, 'dist', file), 'utf8').includes('react.transitional.element'),
  );
  expect(sharesReact).toBe(true);
}, 60_000);

test('fails the build when it finds no provided shared module to preload', async () => {
  const stats = await build({ federation: false });
  // html-webpack-plugin re-wraps the message's lines, so compare it without white space
  const errors = stats.compilation.errors.map(String).join('').replace(/\s+/g, '');
  expect(errors).toContain('PreloadStartupChunksPluginfoundnochunkloadedbyaProvideSharedModule');
}, 60_000);
