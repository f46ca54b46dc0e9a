// The one webpack config of the shell and every remote.
// Usage (shell/webpack.config.js, mfe-*/webpack.config.js, ESM):
//   import { createAppConfig } from 'shared-ui/webpack';
//   export default createAppConfig({ name: 'account', dirname: import.meta.dirname, port: 3001 });
// A remote exposes every file of its src/exposes/ (one per page), so the folder is the remote's list of pages; the
// shell's route table says where each one is mounted (shell/src/routes/route-table.pages.test.ts checks they agree).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');

const sharedUiPackage = require('../package.json');

// LITFUND_SHARED_UI_VERSION (build time, tests only): build an app as if it had been built against that shared-ui
// version, i.e. it provides and requires ^that version. The e2e suite uses it to build a remote that needs a newer
// shared-ui than the shell provides (e2e/support/independent-deploy.ts); listed in nx.json's build inputs.
const sharedUiOverride = process.env.LITFUND_SHARED_UI_VERSION;

const API_TARGET = process.env.LITFUND_API_URL || 'http://localhost:8080';

function readPackage(dirname) {
  return JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
}

/** Shared singletons ONLY: every path any app imports from React, plus the facade. */
function sharedModules(appPackage) {
  const deps = { ...appPackage.dependencies };
  const reactVersion = deps.react || sharedUiPackage.dependencies.react;
  const reactDomVersion = deps['react-dom'] || sharedUiPackage.dependencies['react-dom'];
  const sharedUiRange = `^${sharedUiOverride || deps['shared-ui'] || sharedUiPackage.version}`;
  return {
    react: { singleton: true, requiredVersion: reactVersion },
    'react/jsx-runtime': { singleton: true, requiredVersion: reactVersion },
    'react-dom': { singleton: true, requiredVersion: reactDomVersion },
    'react-dom/client': { singleton: true, requiredVersion: reactDomVersion },
    // strictVersion: a remote built against a newer shared-ui than the host provides fails to load (and shows the
    // shell's remote fallback) instead of running against missing exports.
    'shared-ui': {
      singleton: true,
      requiredVersion: sharedUiRange,
      version: sharedUiOverride || sharedUiPackage.version,
      strictVersion: true,
    },
  };
}

/** A remote's pages: './LoginPage' -> './src/exposes/LoginPage.tsx' for each file of src/exposes/. */
function pageExposes(dirname) {
  const folder = path.join(dirname, 'src', 'exposes');
  if (!fs.existsSync(folder)) return {};
  const pages = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.tsx'))
    .sort();
  return Object.fromEntries(pages.map((file) => [`./${path.basename(file, '.tsx')}`, `./src/exposes/${file}`]));
}

// Text files a browser loads, precompressed at build so the server (api/src/plugins/static.ts) or a CDN sends
// file.br or file.gz by Accept-Encoding without compressing on every request; brotli at its highest level costs
// build time once, not a CPU per visit.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const precompress = () => [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

function htmlTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>LitFund needs JavaScript enabled.</noscript>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.name federation name ('shell', 'account', ...); also output.uniqueName
 * @param {string} options.dirname the app folder (import.meta.dirname)
 * @param {number} options.port dev-server port
 * @param {boolean} [options.isHost] the shell: loaded-first sharing, no static remotes, exposes nothing
 * @param {string} [options.title] the HTML page title
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig({ name, dirname, port, isHost = false, title, ...unknown }) {
  if (!name || !dirname || !port) throw new Error('createAppConfig needs name, dirname and port');
  // A page list written here would silently lose to src/exposes/: refuse it, as any other unknown option.
  const unknownNames = Object.keys(unknown);
  if (unknownNames.length) {
    throw new Error(
      `createAppConfig: unknown option(s) ${unknownNames.join(', ')} (a remote's pages are the files of src/exposes/)`,
    );
  }
  const appPackage = readPackage(dirname);
  const exposes = isHost ? undefined : pageExposes(dirname);
  if (exposes && !Object.keys(exposes).length)
    throw new Error(`${name}: a remote exposes its pages from src/exposes/*.tsx, and ${dirname} has none`);

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    return {
      mode,
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dirname, 'dist'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
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
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
            use: require.resolve('./pure-chakra-loader.cjs'),
          },
        ],
      },
      plugins: [
        new HtmlWebpackPlugin({
          templateContent: htmlTemplate(title || (isHost ? 'LitFund' : `LitFund ${name} (standalone)`)),
          inject: 'body',
          scriptLoading: 'defer',
          // The shell answers every path (history fallback): a relative src would make /a/b ask for /a/main.js and
          // get the API's JSON 404, a blank page. Remotes keep 'auto': their standalone page may live under a prefix.
          publicPath: isHost ? '/' : 'auto',
          // without an icon the browser asks for /favicon.ico on every first visit and gets a 404
          favicon: path.join(__dirname, 'favicon.svg'),
          // the remote's own page must not pull its exposed modules: only the entry
          chunks: ['main'],
        }),
        ...(isHost ? [new PreloadStartupChunksPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          manifest: true,
          dts: false,
          ...(isHost ? { shareStrategy: 'loaded-first', remotes: {} } : { exposes }),
          shared: sharedModules(appPackage),
          // Only the browser's runtime, and none of the remote-loading code in remotes (they load no remotes):
          // 10 KiB less on every first page (docs/performance.md).
          experiments: { optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true } },
        }),
        ...(production ? precompress() : []),
      ],
      optimization: {
        minimize: production,
        moduleIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        proxy: [{ context: ['/api', '/remotes.json', '/config.json'], target: API_TARGET, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createAppConfig, sharedModules, precompress };
