// embed.js: the calculator as one self-contained script for plain HTML pages (the marketing site):
// <script src=".../remotes/mfe-calculator/embed.js"></script> <litfund-calculator api-base="https://portal"></litfund-calculator>
// No Module Federation, no React, no Chakra: plain TypeScript DOM code. Built after the remote (the remote's
// build cleans dist/, this one must not).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { precompress } = require('shared-ui/webpack');

export default (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: import.meta.dirname,
    entry: { embed: './src/embed/index.ts' },
    devtool: false,
    target: ['web', 'es2022'],
    output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.js', '.ts'] } },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
        // domain's index re-exports schemas built with zod at module load; marking domain side-effect free lets
        // webpack keep only the modules embed.js really uses (formatUsd, dollarsToCents, CONTRACT_TYPES).
        { test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: production ? precompress() : [],
    optimization: { minimize: production, usedExports: true, sideEffects: true, concatenateModules: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
