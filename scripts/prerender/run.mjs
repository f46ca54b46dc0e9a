// Build-time prerender, run after the apps' webpack builds (`npm run build`): renders the shell's frame and the first
// view of the public pages in Node (react-dom's static prerender, the same components) and writes them beside the
// shell's index.html, styled (emotion's rules in the head), with their .br and .gz copies:
//   shell/dist/index.html            the frame (header, footer) with a loading skeleton: every other path
//   shell/dist/prerendered/login.html, payment-calculator.html, privacy-policy.html, terms-and-conditions.html
// The API picks the file for the path (api/src/plugins/static.ts); the shell's bootstrap replaces the prerendered
// markup with the live app once the page's remote is there (shell/src/bootstrap.tsx). docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { injectPage, prerenderedFileOf } from './html.mjs';

const require = createRequire(import.meta.url);
const { prerenderConfig } = require('./webpack.config.cjs');

const ROOT = path.join(import.meta.dirname, '..', '..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const BUNDLE_DIR = path.join(ROOT, 'node_modules', '.cache', 'litfund-prerender');
// The header's links depend only on which remotes exist, not on their URLs; any origin renders the same markup.
const ORIGIN = 'http://localhost';

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

function writeWithCopies(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(text);
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

async function main() {
  const template = path.join(SHELL_DIST, 'index.html');
  if (!fs.existsSync(template)) throw new Error(`prerender: ${template} is missing; build the shell first`);
  // index.html is rewritten in place: the shell build's original is kept to start from on the next run
  const original = path.join(BUNDLE_DIR, '..', 'litfund-prerender-template.html');
  const shellHtml = fs.readFileSync(template, 'utf8');
  const base = shellHtml.includes('data-prerendered') ? fs.readFileSync(original, 'utf8') : shellHtml;
  await compile(prerenderConfig(BUNDLE_DIR));
  fs.writeFileSync(original, base);
  const { renderPages } = require(path.join(BUNDLE_DIR, 'prerender.cjs'));
  const pages = await renderPages(ORIGIN);
  for (const page of pages) {
    const file = path.join(SHELL_DIST, prerenderedFileOf(page.path));
    writeWithCopies(file, injectPage(base, page));
    console.log(
      `prerender: ${page.path} -> ${path.relative(ROOT, file)} (${Buffer.byteLength(page.html)} B html, ${Buffer.byteLength(page.css)} B css)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
