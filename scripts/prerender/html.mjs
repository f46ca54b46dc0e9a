// Puts a prerendered page into the shell's built index.html: its title, its styles in the head, its markup in #root.

/** '/login' -> 'prerendered/login.html'; the frame is index.html itself. */
export function prerenderedFileOf(pagePath) {
  return pagePath === 'frame' ? 'index.html' : `prerendered${pagePath}.html`;
}

// A signed-in user may be sent the frame (api/src/plugins/static.ts): its signed-out links stay hidden, their room
// kept, until the app draws the user's own.
const FRAME_CSS = '[data-prerendered="frame"] header nav{visibility:hidden}';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {string} template the shell build's index.html (one `<div id="root"></div>`, one `<title>`)
 * @param {{ path: string, title: string, html: string, css: string }} page
 */
export function injectPage(template, page) {
  // html-webpack-plugin minifies the production page (`<div id=root></div>`)
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template) || !/<title>[^<]*<\/title>/.test(template))
    throw new Error('prerender: index.html has no empty #root or no <title>');
  const name = page.path === 'frame' ? 'frame' : page.path.slice(1);
  const css = page.path === 'frame' ? `${page.css}${FRAME_CSS}` : page.css;
  // a style's text cannot close its own element
  const style = `<style data-prerendered-css>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return (
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${style}</head>`)
      // In a wrapper that lays out nothing of its own, which the app's first commit removes with its content. Inert:
      // it is a picture of the page until the app takes over, so nothing typed into it is lost when the app replaces
      // it, and its sign-in form cannot be submitted natively (the password in the URL). aria-disabled makes
      // automation (Playwright's actionability checks) wait for the live page too.
      .replace(
        root,
        () =>
          `<div id="root"><div data-prerendered="${name}" inert aria-disabled="true" style="display:contents">` +
          `${page.html}</div></div>`,
      )
  );
}
