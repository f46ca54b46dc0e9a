// The prerender's server bundle: scripts/prerender/entry.tsx and everything it imports (the shell, shared-ui, the
// prerendered remote pages) compiled for Node, one file, with the same TypeScript and Chakra loaders as the apps so
// the markup is that of the browser's build.
const path = require('node:path');
const webpack = require('webpack');

const ROOT = path.join(__dirname, '..', '..');

/** @param {string} outputPath where the bundle goes (a build cache folder, never committed) */
function prerenderConfig(outputPath) {
  return {
    mode: 'production',
    context: ROOT,
    target: 'node',
    entry: { prerender: './scripts/prerender/entry.tsx' },
    devtool: false,
    output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.js', '.ts', '.tsx'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
          use: require.resolve('../../shared-ui/webpack/pure-chakra-loader.cjs'),
        },
      ],
    },
    // the pages' lazy parts (the legal texts, a form's schema) are inlined: one file to require
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { prerenderConfig };
