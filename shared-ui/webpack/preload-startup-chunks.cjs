// The shell's entry only learns which chunks it needs once it runs: the bootstrap chunk and the chunks of the shared
// modules the host provides (React, react-dom, shared-ui). Listing them as <link rel="preload"> in index.html lets
// the browser download (and compile off the main thread) all of them while the entry's federation runtime starts,
// instead of after it (docs/performance.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

/** Files of the chunk groups an app opens at start: the named `bootstrap` import and every provided shared module. */
function startupFiles(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const atStartup = group.name === 'bootstrap'
      || group.origins.some((origin) => origin.module && origin.module.constructor.name === 'ProvideSharedModule');
    if (!atStartup) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entry = data.bodyTags.find((tag) => tag.tagName === 'script' && /(^|\/)main\.js$/.test(String(tag.attributes.src)));
        const prefix = entry ? String(entry.attributes.src).replace(/main\.js$/, '') : '';
        const preloads = startupFiles(compilation).map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${prefix}${file}` }));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
