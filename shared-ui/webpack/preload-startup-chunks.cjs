// The shell's entry only learns which chunks it needs once it runs: the bootstrap chunk and the chunks of the shared
// modules the host provides (React, react-dom, shared-ui). Listing them as <link rel="preload"> in index.html lets
// the browser download (and compile off the main thread) all of them while the entry's federation runtime starts,
// instead of after it (docs/performance.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

/**
 * Files of the chunk groups an app opens at start: the named `bootstrap` import and every provided shared module.
 * Both are found through webpack and federation internals (a chunk name, a class name), so finding either missing
 * throws: an upgrade that renames them must fail the build, not quietly drop the preloads.
 */
function startupFiles(compilation) {
  const files = new Set();
  let bootstrap = false;
  let shared = false;
  for (const group of compilation.chunkGroups) {
    const isBootstrap = group.name === 'bootstrap';
    const isShared = group.origins.some(
      (origin) => origin.module && origin.module.constructor.name === 'ProvideSharedModule',
    );
    bootstrap ||= isBootstrap;
    shared ||= isShared;
    if (!isBootstrap && !isShared) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  const missing = [
    ...(bootstrap ? [] : ['no chunk named "bootstrap" (import(/* webpackChunkName: "bootstrap" */ ...) in the entry)']),
    ...(shared ? [] : ['no chunk loaded by a ProvideSharedModule (a shared module the host provides)']),
  ];
  if (missing.length) {
    throw new Error(
      `${NAME} found ${missing.join(' and ')}; if webpack or Module Federation renamed them, adapt ` +
        'startupFiles in shared-ui/webpack/preload-startup-chunks.cjs',
    );
  }
  return [...files].sort();
}

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entry = data.bodyTags.find(
          (tag) => tag.tagName === 'script' && /(^|\/)main\.js$/.test(String(tag.attributes.src)),
        );
        const prefix = entry ? String(entry.attributes.src).replace(/main\.js$/, '') : '';
        const preloads = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${prefix}${file}` }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
